#include "cpu_features.h"

int tt_cpu_features(void) {
#if defined(__x86_64__) || defined(__i386__)
    // -1 until asked; threads racing to ask store the same answer.
    static int state = -1;
    int known = __atomic_load_n(&state, __ATOMIC_RELAXED);
    if (known < 0) {
        __builtin_cpu_init();
        known = (__builtin_cpu_supports("avx2") ? TT_CPU_AVX2 : 0) |
                (__builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1") ? TT_CPU_SHA : 0);
        __atomic_store_n(&state, known, __ATOMIC_RELAXED);
    }
    return known;
#else
    return 0;
#endif
}
