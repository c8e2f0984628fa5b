// PNG's row filters (SPEC §7), written once as plain loops the compiler
// vectorizes, and compiled twice: for the baseline target and, behind the
// same CPU check as the pixel kernels, for AVX2. The AVX2 compilation sums the
// adaptive choice's costs with an instruction of its own (the same sums).
#include "CTintypeKernels.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

// One filter's output for a row, and its cost for the adaptive choice: the sum
// of the bytes' magnitudes read as signed (libpng's heuristic).
#define TT_ALWAYS static inline __attribute__((always_inline))

TT_ALWAYS void tt_filter_none(const uint8_t *restrict row, size_t count, uint8_t *restrict out) {
    memcpy(out, row, count);
}

TT_ALWAYS void tt_filter_sub(const uint8_t *restrict row, size_t count, size_t bpp, uint8_t *restrict out) {
    size_t first = bpp < count ? bpp : count;
    for (size_t i = 0; i < first; i++) out[i] = row[i];
    for (size_t i = first; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
}

TT_ALWAYS void tt_filter_up(const uint8_t *restrict row, const uint8_t *restrict above, size_t count, uint8_t *restrict out) {
    for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(row[i] - above[i]);
}

TT_ALWAYS void tt_filter_average(
    const uint8_t *restrict row, const uint8_t *restrict above, size_t count, size_t bpp, uint8_t *restrict out) {
    size_t first = bpp < count ? bpp : count;
    for (size_t i = 0; i < first; i++) out[i] = (uint8_t)(row[i] - (above[i] >> 1));
    for (size_t i = first; i < count; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + above[i]) >> 1));
}

TT_ALWAYS void tt_filter_paeth(
    const uint8_t *restrict row, const uint8_t *restrict above, size_t count, size_t bpp, uint8_t *restrict out) {
    size_t first = bpp < count ? bpp : count;
    for (size_t i = 0; i < first; i++) out[i] = (uint8_t)(row[i] - above[i]);
    for (size_t i = first; i < count; i++) {
        // Whichever of left, above and upper-left is nearest left + above − upper-left (ties in that order).
        int16_t a = row[i - bpp], b = above[i], c = above[i - bpp];
        int16_t pa = (int16_t)abs(b - c), pb = (int16_t)abs(a - c), pc = (int16_t)abs(a + b - 2 * c);
        int16_t prediction = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        out[i] = (uint8_t)(row[i] - prediction);
    }
}

TT_ALWAYS size_t tt_filter_cost(const uint8_t *restrict bytes, size_t count) {
    uint32_t total = 0;
    for (size_t i = 0; i < count; i++) {
        int8_t value = (int8_t)bytes[i];
        total += (uint32_t)(value < 0 ? -value : value);
    }
    return total;
}

// The body both compilations share. `scratch` holds four rows of `row_bytes`; `cost` is
// tt_filter_cost or a version of it for the compilation's instructions (the same sums).
TT_ALWAYS void tt_png_filter_body(
    const uint8_t *samples, size_t row_bytes, size_t rows, size_t bpp, int strategy, const uint8_t *zeros,
    uint8_t *scratch, uint8_t *out, size_t (*cost)(const uint8_t *, size_t)) {
    for (size_t y = 0; y < rows; y++) {
        const uint8_t *row = samples + y * row_bytes;
        const uint8_t *above = y == 0 ? zeros : row - row_bytes;
        uint8_t *line = out + y * (row_bytes + 1);
        switch (strategy) {
        case TT_PNG_FILTER_NONE:
            line[0] = 0;
            tt_filter_none(row, row_bytes, line + 1);
            break;
        case TT_PNG_FILTER_SUB:
            line[0] = 1;
            tt_filter_sub(row, row_bytes, bpp, line + 1);
            break;
        default: {
            // Adaptive: None is written in place; each other filter into scratch, the cheapest copied.
            uint8_t *candidate[5] = {
                line + 1, scratch, scratch + row_bytes, scratch + 2 * row_bytes, scratch + 3 * row_bytes};
            tt_filter_none(row, row_bytes, candidate[0]);
            tt_filter_sub(row, row_bytes, bpp, candidate[1]);
            tt_filter_up(row, above, row_bytes, candidate[2]);
            tt_filter_average(row, above, row_bytes, bpp, candidate[3]);
            tt_filter_paeth(row, above, row_bytes, bpp, candidate[4]);
            int best = 0;
            size_t best_cost = cost(candidate[0], row_bytes);
            for (int filter = 1; filter < 5; filter++) {
                size_t filter_cost = cost(candidate[filter], row_bytes);
                if (filter_cost < best_cost) best = filter, best_cost = filter_cost;
            }
            line[0] = (uint8_t)best;
            if (best != 0) memcpy(line + 1, candidate[best], row_bytes);
        }
        }
    }
}

static size_t tt_filter_cost_plain(const uint8_t *bytes, size_t count) { return tt_filter_cost(bytes, count); }

static void tt_png_filter_plain(
    const uint8_t *samples, size_t row_bytes, size_t rows, size_t bpp, int strategy, const uint8_t *zeros,
    uint8_t *scratch, uint8_t *out) {
    tt_png_filter_body(samples, row_bytes, rows, bpp, strategy, zeros, scratch, out, tt_filter_cost_plain);
}

#if defined(__x86_64__) || defined(__i386__)
// tt_filter_cost's sums, 32 bytes a step: the magnitudes summed by the sum-of-absolute-differences
// instruction (against zero) into four 64-bit lanes, where the plain loop widens every byte to 32 bits.
__attribute__((target("avx2"))) static inline size_t tt_filter_cost_avx2(const uint8_t *bytes, size_t count) {
    __m256i sums = _mm256_setzero_si256();
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        __m256i value = _mm256_loadu_si256((const __m256i *)(bytes + i));
        sums = _mm256_add_epi64(sums, _mm256_sad_epu8(_mm256_abs_epi8(value), _mm256_setzero_si256()));
    }
    uint64_t lanes[4];
    _mm256_storeu_si256((__m256i *)lanes, sums);
    return (size_t)(lanes[0] + lanes[1] + lanes[2] + lanes[3]) + tt_filter_cost(bytes + i, count - i);
}

__attribute__((target("avx2"))) static void tt_png_filter_avx2(
    const uint8_t *samples, size_t row_bytes, size_t rows, size_t bpp, int strategy, const uint8_t *zeros,
    uint8_t *scratch, uint8_t *out) {
    tt_png_filter_body(samples, row_bytes, rows, bpp, strategy, zeros, scratch, out, tt_filter_cost_avx2);
}
#endif

int tt_png_filter(const uint8_t *samples, size_t row_bytes, size_t rows, size_t bpp, int strategy, uint8_t *out) {
    // One zero row (the row above the first) and four scratch rows.
    uint8_t *buffer = calloc(5, row_bytes ? row_bytes : 1);
    if (!buffer) return 0;
#if defined(__x86_64__) || defined(__i386__)
    if (tt_kernels_have_avx2()) {
        tt_png_filter_avx2(samples, row_bytes, rows, bpp, strategy, buffer, buffer + row_bytes, out);
        free(buffer);
        return 1;
    }
#endif
    tt_png_filter_plain(samples, row_bytes, rows, bpp, strategy, buffer, buffer + row_bytes, out);
    free(buffer);
    return 1;
}
