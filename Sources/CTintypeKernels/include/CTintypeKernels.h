// Wide-vector versions of Tintype's hottest loops, for CPUs that have them:
// pixel kernels (SPEC §1–§3), PNG row filters and SHA-256. Each pixel kernel
// reports how many pixels it did: 0 when this CPU (or this build's
// architecture) has no wide path, otherwise the count rounded down to its
// step; SHA-256 likewise reports the blocks it did. The Swift code does the
// rest, and is the whole path elsewhere; tests check both paths.
#ifndef CTINTYPE_KERNELS_H
#define CTINTYPE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// True (1) when this CPU runs the AVX2 kernels below.
int tt_kernels_have_avx2(void);

/// `out = color · alpha / 255` per channel, rounded to nearest, where alpha is
/// byte 3 of each 4-byte pixel of `pixels` and `color` is premultiplied R, G,
/// B, A in bytes 0–3 (little-endian). Returns the pixels written.
size_t tt_tint_constant_by_alpha(const uint8_t *pixels, uint8_t *out, size_t count, uint32_t color);

/// `destination = source + destination · (255 − source alpha) / 255` per
/// channel (premultiplied source-over), rounded to nearest. Returns the pixels written.
size_t tt_source_over(const uint8_t *source, uint8_t *destination, size_t count);

/// How `tt_png_filter` filters each row.
enum {
    /// Filter None on every row.
    TT_PNG_FILTER_NONE = 0,
    /// Filter Sub on every row.
    TT_PNG_FILTER_SUB = 1,
    /// Each row the filter whose output has the smallest sum of magnitudes (as signed bytes).
    TT_PNG_FILTER_ADAPTIVE = 2
};

/// PNG-filters `rows` rows of `row_bytes` bytes (`bpp` bytes a pixel, at least
/// 1) from `samples` into `out`, each row behind its filter-type byte:
/// `rows × (row_bytes + 1)` bytes. Unlike the pixel kernels it always does the
/// whole job (AVX2 or not); returns 0 only when its scratch memory cannot be had.
int tt_png_filter(const uint8_t *samples, size_t row_bytes, size_t rows, size_t bpp, int strategy, uint8_t *out);

/// A PNG's tRNS for gray or RGB images of 8-bit samples: the one color that is transparent.
typedef struct tt_png_transparency {
    /// 1 when the image has a tRNS chunk.
    int present;
    uint8_t gray, red, green, blue;
} tt_png_transparency;

/// Undoes the PNG filter of each of `rows` scanlines of 8-bit samples in
/// `scanlines` (each a filter-type byte and `width` pixels of the color type's
/// channels: 0 gray, 2 RGB, 3 palette index, 4 gray+alpha, 6 RGBA), in place,
/// and expands each row as it is done to premultiplied RGBA8 in `pixels`, rows
/// `stride` bytes apart: gray to three equal channels, `transparency` to alpha
/// 0, palette indices through `palette` (premultiplied RGBA in memory order, 256
/// entries, `palette_entries` of them defined). Returns 0; -1 for a filter type
/// above 4 or an unknown color type; -2 for a palette index at or past
/// `palette_entries` (the rows before it are written).
int tt_png_unfilter_expand(
    uint8_t *scanlines, size_t width, size_t rows, int color_type, const uint32_t *palette, unsigned palette_entries,
    const tt_png_transparency *transparency, uint8_t *pixels, size_t stride);

/// Copies `count` pixels of cairo's ARGB32 (native-endian 32-bit words, A R G B
/// from the high byte down) from `words` to `rgba` as R, G, B, A bytes; the two
/// are the same memory or do not overlap.
void tt_argb32_to_rgba(const uint8_t *words, uint8_t *rgba, size_t count);

/// Runs SHA-256's compression function over `blocks` 64-byte blocks of `data`,
/// updating `state` (the eight working words, host order), with the CPU's SHA
/// instructions. Returns the blocks done: all of them, or 0 when this CPU has no
/// SHA instructions.
size_t tt_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

/// SHA-256's 64 round constants, for the Swift rounds that run where the CPU has no SHA instructions.
const uint32_t *tt_sha256_round_constants(void);

#endif
