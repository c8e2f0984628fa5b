// Reading PNG scanlines (SPEC §7): each row's filter undone in place, then the
// row expanded to premultiplied RGBA8 while it is still in cache. The
// expansions are plain loops in 16-bit arithmetic that vectorize for the
// default target. Sub, Average and Paeth depend on the pixel to the left, so
// they go a pixel at a time; for 3- and 4-byte pixels that pixel is one SSE2
// register (x86-64's baseline, so no CPU check), elsewhere plain loops.
#include "CTintypeKernels.h"

#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define TT_ALWAYS static inline __attribute__((always_inline))

// round(x·y/255) for bytes, as PixelMath.multiply; 16 bits suffice (at most 255·255 + 128 + 254).
TT_ALWAYS uint8_t tt_multiply(uint16_t x, uint16_t y) {
    uint16_t t = (uint16_t)(x * y + 128);
    return (uint8_t)((uint16_t)(t + (t >> 8)) >> 8);
}

// Average on the first row, whose row above is zero: half the left byte.
TT_ALWAYS void tt_unfilter_average_first_row(uint8_t *row, size_t count, size_t bpp) {
    for (size_t i = bpp; i < count; i++) row[i] = (uint8_t)(row[i] + (row[i - bpp] >> 1));
}

#if defined(__SSE2__)
// One pixel of `bpp` (3 or 4) bytes in the low lanes of a register, and back.
TT_ALWAYS __m128i tt_load_pixel(const uint8_t *bytes, size_t bpp) {
    uint32_t value = 0;
    memcpy(&value, bytes, bpp);
    return _mm_cvtsi32_si128((int)value);
}

TT_ALWAYS void tt_store_pixel(uint8_t *bytes, __m128i pixel, size_t bpp) {
    uint32_t value = (uint32_t)_mm_cvtsi128_si32(pixel);
    memcpy(bytes, &value, bpp);
}

TT_ALWAYS __m128i tt_abs_epi16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

// Sub, Average and Paeth for 3- or 4-byte pixels, a pixel a step: the byte
// arithmetic of the plain loops below, channel by channel in 16-bit lanes.
TT_ALWAYS void tt_unfilter_sub_pixels(uint8_t *row, size_t count, size_t bpp) {
    __m128i left = _mm_setzero_si128();
    for (size_t i = 0; i + bpp <= count; i += bpp) {
        left = _mm_add_epi8(tt_load_pixel(row + i, bpp), left);
        tt_store_pixel(row + i, left, bpp);
    }
}

TT_ALWAYS void tt_unfilter_average_pixels(uint8_t *row, const uint8_t *above, size_t count, size_t bpp) {
    const __m128i zero = _mm_setzero_si128();
    __m128i left = zero;
    for (size_t i = 0; i + bpp <= count; i += bpp) {
        __m128i up = _mm_unpacklo_epi8(tt_load_pixel(above + i, bpp), zero);
        __m128i mean = _mm_srli_epi16(_mm_add_epi16(_mm_unpacklo_epi8(left, zero), up), 1);
        left = _mm_add_epi8(tt_load_pixel(row + i, bpp), _mm_packus_epi16(mean, zero));
        tt_store_pixel(row + i, left, bpp);
    }
}

TT_ALWAYS void tt_unfilter_paeth_pixels(uint8_t *row, const uint8_t *above, size_t count, size_t bpp) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = zero, c = zero;  // left and upper left, 16-bit lanes
    for (size_t i = 0; i + bpp <= count; i += bpp) {
        __m128i b = _mm_unpacklo_epi8(tt_load_pixel(above + i, bpp), zero);
        __m128i toB = _mm_sub_epi16(b, c), toA = _mm_sub_epi16(a, c);
        __m128i pa = tt_abs_epi16(toB), pb = tt_abs_epi16(toA), pc = tt_abs_epi16(_mm_add_epi16(toA, toB));
        __m128i smallest = _mm_min_epi16(_mm_min_epi16(pa, pb), pc);
        __m128i useA = _mm_cmpeq_epi16(pa, smallest), useB = _mm_cmpeq_epi16(pb, smallest);
        __m128i bOrC = _mm_or_si128(_mm_and_si128(useB, b), _mm_andnot_si128(useB, c));
        __m128i prediction = _mm_or_si128(_mm_and_si128(useA, a), _mm_andnot_si128(useA, bOrC));
        __m128i value = _mm_add_epi8(tt_load_pixel(row + i, bpp), _mm_packus_epi16(prediction, zero));
        tt_store_pixel(row + i, value, bpp);
        a = _mm_unpacklo_epi8(value, zero);
        c = b;
    }
}
#endif

TT_ALWAYS void tt_unfilter_sub(uint8_t *restrict row, size_t count, size_t bpp) {
    for (size_t i = bpp; i < count; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
}

TT_ALWAYS void tt_unfilter_up(uint8_t *restrict row, const uint8_t *restrict above, size_t count) {
    for (size_t i = 0; i < count; i++) row[i] = (uint8_t)(row[i] + above[i]);
}

TT_ALWAYS void tt_unfilter_average(uint8_t *restrict row, const uint8_t *restrict above, size_t count, size_t bpp) {
    size_t first = bpp < count ? bpp : count;
    for (size_t i = 0; i < first; i++) row[i] = (uint8_t)(row[i] + (above[i] >> 1));
    for (size_t i = first; i < count; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + above[i]) >> 1));
}

TT_ALWAYS void tt_unfilter_paeth(uint8_t *restrict row, const uint8_t *restrict above, size_t count, size_t bpp) {
    size_t first = bpp < count ? bpp : count;
    for (size_t i = 0; i < first; i++) row[i] = (uint8_t)(row[i] + above[i]);
    for (size_t i = first; i < count; i++) {
        // Whichever of left, above and upper-left is nearest left + above − upper-left (ties in that order).
        int a = row[i - bpp], b = above[i], c = above[i - bpp];
        int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
        int prediction = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        row[i] = (uint8_t)(row[i] + prediction);
    }
}

#if defined(__SSE2__)
// Sub, Average and Paeth for 3- or 4-byte pixels (`bpp` a constant where inlined).
TT_ALWAYS int tt_unfilter_row_pixels(uint8_t *row, const uint8_t *above, size_t count, size_t bpp, uint8_t filter) {
    switch (filter) {
    case 1: tt_unfilter_sub_pixels(row, count, bpp); return 0;
    case 3:
        if (above) {
            tt_unfilter_average_pixels(row, above, count, bpp);
        } else {
            tt_unfilter_average_first_row(row, count, bpp);
        }
        return 0;
    case 4:
        if (above) {
            tt_unfilter_paeth_pixels(row, above, count, bpp);
        } else {
            tt_unfilter_sub_pixels(row, count, bpp);
        }
        return 0;
    default: return -1;
    }
}
#endif

// Undoes one row's filter; `above` is NULL for the first row, whose row above
// is zero (so Paeth predicts from the left, as Sub does). -1 for an unknown filter.
TT_ALWAYS int tt_unfilter_row(uint8_t *restrict row, const uint8_t *restrict above, size_t count, size_t bpp, uint8_t filter) {
#if defined(__SSE2__)
    // The pixel size as a constant in each call, so that copying a pixel is one load or store.
    if (bpp == 4 && filter != 0 && filter != 2) return tt_unfilter_row_pixels(row, above, count, 4, filter);
    if (bpp == 3 && filter != 0 && filter != 2) return tt_unfilter_row_pixels(row, above, count, 3, filter);
#endif
    switch (filter) {
    case 0: return 0;
    case 1: tt_unfilter_sub(row, count, bpp); return 0;
    case 2:
        if (above) tt_unfilter_up(row, above, count);
        return 0;
    case 3:
        if (above) {
            tt_unfilter_average(row, above, count, bpp);
        } else {
            tt_unfilter_average_first_row(row, count, bpp);
        }
        return 0;
    case 4:
        if (above) {
            tt_unfilter_paeth(row, above, count, bpp);
        } else {
            tt_unfilter_sub(row, count, bpp);
        }
        return 0;
    default: return -1;
    }
}

TT_ALWAYS void tt_expand_rgba(const uint8_t *restrict samples, size_t width, uint8_t *restrict out) {
    size_t x = 0;
#if defined(__SSE2__)
    // Four pixels a step: each channel times its pixel's alpha in 16-bit lanes, alpha kept.
    const __m128i zero = _mm_setzero_si128(), bias = _mm_set1_epi16(128), alphas = _mm_set1_epi32((int)0xFF000000u);
    for (; x + 4 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(samples + 4 * x));
        __m128i low = _mm_unpacklo_epi8(pixels, zero), high = _mm_unpackhi_epi8(pixels, zero);
        __m128i lowAlpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(low, 0xFF), 0xFF);
        __m128i highAlpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(high, 0xFF), 0xFF);
        low = _mm_add_epi16(_mm_mullo_epi16(low, lowAlpha), bias);
        high = _mm_add_epi16(_mm_mullo_epi16(high, highAlpha), bias);
        low = _mm_srli_epi16(_mm_add_epi16(low, _mm_srli_epi16(low, 8)), 8);
        high = _mm_srli_epi16(_mm_add_epi16(high, _mm_srli_epi16(high, 8)), 8);
        __m128i product = _mm_packus_epi16(low, high);
        _mm_storeu_si128((__m128i *)(out + 4 * x), _mm_or_si128(_mm_andnot_si128(alphas, product), _mm_and_si128(alphas, pixels)));
    }
#endif
    for (; x < width; x++) {
        uint16_t alpha = samples[4 * x + 3];
        out[4 * x] = tt_multiply(samples[4 * x], alpha);
        out[4 * x + 1] = tt_multiply(samples[4 * x + 1], alpha);
        out[4 * x + 2] = tt_multiply(samples[4 * x + 2], alpha);
        out[4 * x + 3] = (uint8_t)alpha;
    }
}

TT_ALWAYS void tt_expand_rgb(const uint8_t *restrict samples, size_t width, const tt_png_transparency *key, uint8_t *restrict out) {
    for (size_t x = 0; x < width; x++) {
        uint8_t r = samples[3 * x], g = samples[3 * x + 1], b = samples[3 * x + 2];
        int clear = key->present && r == key->red && g == key->green && b == key->blue;
        out[4 * x] = clear ? 0 : r;
        out[4 * x + 1] = clear ? 0 : g;
        out[4 * x + 2] = clear ? 0 : b;
        out[4 * x + 3] = clear ? 0 : 255;
    }
}

TT_ALWAYS void tt_expand_gray_alpha(const uint8_t *restrict samples, size_t width, uint8_t *restrict out) {
    for (size_t x = 0; x < width; x++) {
        uint8_t value = tt_multiply(samples[2 * x], samples[2 * x + 1]);
        out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = value;
        out[4 * x + 3] = samples[2 * x + 1];
    }
}

TT_ALWAYS void tt_expand_gray(const uint8_t *restrict samples, size_t width, const tt_png_transparency *key, uint8_t *restrict out) {
    for (size_t x = 0; x < width; x++) {
        uint8_t value = samples[x];
        int clear = key->present && value == key->gray;
        out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = clear ? 0 : value;
        out[4 * x + 3] = clear ? 0 : 255;
    }
}

// Returns 1 when an index reaches past the palette's `entries`.
TT_ALWAYS int tt_expand_palette(const uint8_t *restrict samples, size_t width, const uint32_t *restrict palette, unsigned entries, uint8_t *restrict out) {
    unsigned largest = 0;
    for (size_t x = 0; x < width; x++) {
        uint8_t index = samples[x];
        largest = index > largest ? index : largest;
        memcpy(out + 4 * x, palette + index, 4);
    }
    return largest >= entries;
}

int tt_png_unfilter_expand(
    uint8_t *scanlines, size_t width, size_t rows, int color_type, const uint32_t *palette, unsigned palette_entries,
    const tt_png_transparency *transparency, uint8_t *pixels, size_t stride) {
    size_t channels;
    switch (color_type) {
    case 0: channels = 1; break;
    case 2: channels = 3; break;
    case 3: channels = 1; break;
    case 4: channels = 2; break;
    case 6: channels = 4; break;
    default: return -1;
    }
    size_t row_bytes = width * channels;
    const uint8_t *above = NULL;
    for (size_t y = 0; y < rows; y++) {
        uint8_t *line = scanlines + y * (row_bytes + 1);
        uint8_t *samples = line + 1;
        if (tt_unfilter_row(samples, above, row_bytes, channels, line[0]) != 0) return -1;
        uint8_t *out = pixels + y * stride;
        switch (color_type) {
        case 0: tt_expand_gray(samples, width, transparency, out); break;
        case 2: tt_expand_rgb(samples, width, transparency, out); break;
        case 3:
            if (tt_expand_palette(samples, width, palette, palette_entries, out)) return -2;
            break;
        case 4: tt_expand_gray_alpha(samples, width, out); break;
        default: tt_expand_rgba(samples, width, out); break;
        }
        above = samples;
    }
    return 0;
}
