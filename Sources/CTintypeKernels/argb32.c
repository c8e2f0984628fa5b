// cairo's pixel words to RGBA bytes (an SVG render as librsvg leaves it).
#include "CTintypeKernels.h"

#include <string.h>

void tt_argb32_to_rgba(const uint8_t *words, uint8_t *rgba, size_t count) {
    // Whole words, which the compiler vectorizes: a 1024 px probe is four megabytes.
    for (size_t i = 0; i < count; i++) {
        uint32_t word;
        memcpy(&word, words + i * 4, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        word = word << 8 | word >> 24;
#else
        word = (word & 0xFF00FF00u) | ((word >> 16) & 0xFFu) | ((word & 0xFFu) << 16);
#endif
        memcpy(rgba + i * 4, &word, 4);
    }
}
