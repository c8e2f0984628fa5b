// AVX2 kernels, compiled for AVX2 function by function (a target attribute),
// so the package needs no compiler flags and runs anywhere: each entry point
// asks the CPU first and does nothing when it has no AVX2.
//
// The arithmetic is SPEC §1's: x·y/255 rounded to nearest is
// t = x·y + 128, (t + t/256) / 256, which is the high half of t·257: one
// vpmulhuw. Eight pixels (32 bytes) a step: the pixels are spread to 16-bit
// lanes in two halves (pixels 0–1 and 2–3 of each 128-bit lane), multiplied,
// and packed back, which restores their order without a permute.
#include "CTintypeKernels.h"
#include "cpu_features.h"

int tt_kernels_have_avx2(void) { return (tt_cpu_features() & TT_CPU_AVX2) != 0; }

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define TT_AVX2 __attribute__((target("avx2")))

// The alpha byte of each pixel in all four 16-bit lanes of that pixel:
// `low` for pixels 0–1 of each 128-bit lane, `high` for pixels 2–3.
#define TT_Z (-128)
#define TT_ALPHA_LOW 3, TT_Z, 3, TT_Z, 3, TT_Z, 3, TT_Z, 7, TT_Z, 7, TT_Z, 7, TT_Z, 7, TT_Z
#define TT_ALPHA_HIGH 11, TT_Z, 11, TT_Z, 11, TT_Z, 11, TT_Z, 15, TT_Z, 15, TT_Z, 15, TT_Z, 15, TT_Z

TT_AVX2 static inline __m256i tt_multiply255(__m256i x, __m256i y) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(x, y), _mm256_set1_epi16(128));
    return _mm256_mulhi_epu16(t, _mm256_set1_epi16(257));
}

TT_AVX2 static size_t tt_tint_constant_by_alpha_avx2(const uint8_t *pixels, uint8_t *out, size_t count, uint32_t color) {
    const __m256i alpha_low = _mm256_setr_epi8(TT_ALPHA_LOW, TT_ALPHA_LOW);
    const __m256i alpha_high = _mm256_setr_epi8(TT_ALPHA_HIGH, TT_ALPHA_HIGH);
    // The color in 16-bit lanes, R G B A twice over.
    const __m256i paint = _mm256_cvtepu8_epi16(_mm_set1_epi32((int)color));
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(pixels + index * 4));
        __m256i low = tt_multiply255(_mm256_shuffle_epi8(v, alpha_low), paint);
        __m256i high = tt_multiply255(_mm256_shuffle_epi8(v, alpha_high), paint);
        _mm256_storeu_si256((__m256i *)(out + index * 4), _mm256_packus_epi16(low, high));
    }
    return index;
}

TT_AVX2 static size_t tt_source_over_avx2(const uint8_t *source, uint8_t *destination, size_t count) {
    const __m256i alpha_low = _mm256_setr_epi8(TT_ALPHA_LOW, TT_ALPHA_LOW);
    const __m256i alpha_high = _mm256_setr_epi8(TT_ALPHA_HIGH, TT_ALPHA_HIGH);
    const __m256i alpha_bytes = _mm256_set1_epi32((int)0xFF000000u);
    const __m256i full = _mm256_set1_epi16(255);
    const __m256i zero = _mm256_setzero_si256();
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(source + index * 4));
        __m256i opaque = _mm256_cmpeq_epi32(_mm256_and_si256(s, alpha_bytes), alpha_bytes);
        if (_mm256_movemask_epi8(opaque) == -1) {  // all eight opaque: the source wins
            _mm256_storeu_si256((__m256i *)(destination + index * 4), s);
            continue;
        }
        if (_mm256_testz_si256(s, s)) continue;  // all eight clear: the destination stays
        __m256i d = _mm256_loadu_si256((const __m256i *)(destination + index * 4));
        __m256i keep_low = _mm256_xor_si256(_mm256_shuffle_epi8(s, alpha_low), full);
        __m256i keep_high = _mm256_xor_si256(_mm256_shuffle_epi8(s, alpha_high), full);
        __m256i low = tt_multiply255(_mm256_unpacklo_epi8(d, zero), keep_low);
        __m256i high = tt_multiply255(_mm256_unpackhi_epi8(d, zero), keep_high);
        __m256i kept = _mm256_packus_epi16(low, high);
        _mm256_storeu_si256((__m256i *)(destination + index * 4), _mm256_add_epi8(s, kept));
    }
    return index;
}

size_t tt_tint_constant_by_alpha(const uint8_t *pixels, uint8_t *out, size_t count, uint32_t color) {
    return tt_kernels_have_avx2() ? tt_tint_constant_by_alpha_avx2(pixels, out, count, color) : 0;
}

size_t tt_source_over(const uint8_t *source, uint8_t *destination, size_t count) {
    return tt_kernels_have_avx2() ? tt_source_over_avx2(source, destination, count) : 0;
}

#else

size_t tt_tint_constant_by_alpha(const uint8_t *pixels, uint8_t *out, size_t count, uint32_t color) {
    (void)pixels, (void)out, (void)count, (void)color;
    return 0;
}

size_t tt_source_over(const uint8_t *source, uint8_t *destination, size_t count) {
    (void)source, (void)destination, (void)count;
    return 0;
}

#endif
