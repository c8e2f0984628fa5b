// Wide-vector versions of Tintype's hottest pixel loops (SPEC §1–§3), for
// CPUs that have them. Each function reports how many pixels it did: 0 when
// this CPU (or this build's architecture) has no wide path, otherwise the
// count rounded down to its step. The Swift kernels do the rest, and are the
// whole path elsewhere; tests check both against the scalar reference.
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

#endif
