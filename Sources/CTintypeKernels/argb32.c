// cairo's pixel words to RGBA bytes (an SVG render as librsvg leaves it).
#include "CTintypeKernels.h"

#include <string.h>

static inline __attribute__((always_inline)) uint32_t tt_rgba_word(uint32_t word) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return word << 8 | word >> 24;
#else
    return (word & 0xFF00FF00u) | ((word >> 16) & 0xFFu) | ((word & 0xFFu) << 16);
#endif
}

void tt_argb32_to_rgba(const uint8_t *words, uint8_t *rgba, size_t count) {
    // Whole words, which the compiler vectorizes (a 1024 px probe is four megabytes).
    // In place and between two buffers are separate loops: for one loop over two
    // pointers that may alias, the compiler would choose its scalar version in place.
    if (words == rgba) {
        for (size_t i = 0; i < count; i++) {
            uint32_t word;
            memcpy(&word, rgba + i * 4, 4);
            word = tt_rgba_word(word);
            memcpy(rgba + i * 4, &word, 4);
        }
        return;
    }
    const uint8_t *restrict from = words;
    uint8_t *restrict to = rgba;
    for (size_t i = 0; i < count; i++) {
        uint32_t word;
        memcpy(&word, from + i * 4, 4);
        word = tt_rgba_word(word);
        memcpy(to + i * 4, &word, 4);
    }
}
