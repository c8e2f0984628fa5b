// SHA-256's compression function with the x86 SHA extensions (SHA-NI: Intel
// since Goldmont and Ice Lake, AMD since Zen), chosen at run time like the AVX2
// kernels. Four rounds a `sha256rnds2` pair, the message schedule with
// `sha256msg1`/`sha256msg2`. The Swift hasher does the padding, the partial
// blocks and the whole job on other CPUs.
#include "CTintypeKernels.h"
#include "cpu_features.h"

// SHA-256's round constants (FIPS 180-4 §4.2.2): the SHA instructions' and the Swift rounds'.
static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

const uint32_t *tt_sha256_round_constants(void) { return round_constants; }

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

__attribute__((target("sha,sse4.1")))
static void compress_sha(uint32_t state[8], const uint8_t *data, size_t blocks) {
    // Message words are big-endian: reverse the bytes of each 32-bit lane.
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    // The instructions keep the state as (A, B, E, F) and (C, D, G, H), highest lane first.
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (; blocks > 0; blocks--, data += 64) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        // The schedule's last 16 words, four to a vector: group g holds W[4g ... 4g+3] in slot g mod 4.
        __m128i words[4];
        for (int i = 0; i < 4; i++) words[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * i)), byte_swap);
        for (int group = 0; group < 16; group++) {
            __m128i sum = _mm_add_epi32(words[group & 3], _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sum);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sum, 0x0E));
            if (group < 12) {
                // W[t] = σ1(W[t−2]) + W[t−7] + σ0(W[t−15]) + W[t−16] for group + 4, into the slot group had.
                __m128i next = _mm_sha256msg1_epu32(words[group & 3], words[(group + 1) & 3]);
                next = _mm_add_epi32(next, _mm_alignr_epi8(words[(group + 3) & 3], words[(group + 2) & 3], 4));
                words[group & 3] = _mm_sha256msg2_epu32(next, words[(group + 3) & 3]);
            }
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

size_t tt_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    if (!(tt_cpu_features() & TT_CPU_SHA)) return 0;
    compress_sha(state, data, blocks);
    return blocks;
}

#else

size_t tt_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state, (void)data, (void)blocks;
    return 0;
}

#endif
