// What the CPU offers the wide paths, asked once per process (internal to
// CTintypeKernels: the Swift side asks through tt_kernels_have_avx2).
#ifndef CTINTYPE_CPU_FEATURES_H
#define CTINTYPE_CPU_FEATURES_H

enum {
    /// AVX2: the pixel kernels and the PNG row filters.
    TT_CPU_AVX2 = 1,
    /// The SHA extensions with SSE4.1: SHA-256.
    TT_CPU_SHA = 2
};

/// The TT_CPU_ flags this CPU has; 0 on other architectures.
int tt_cpu_features(void);

#endif
