// The SVG worker's sandbox (SPEC §7.1): a seccomp filter that takes away, for
// the rest of the process's life, what rendering an SVG never needs: sockets,
// running programs, new processes, and every way of changing a file. Reading
// stays allowed (librsvg, cairo and fontconfig read libraries and fonts).
#ifndef CTINTYPE_SANDBOX_H
#define CTINTYPE_SANDBOX_H

#ifdef __cplusplus
extern "C" {
#endif

/// Installs the filter on the calling process (and every thread it starts
/// later). Returns 1 when the filter is in place, 0 when this system has none
/// to install (not Linux, or an architecture the filter does not know), and -1
/// when the kernel refused it; `message` then says why (at most `capacity` bytes).
int tt_sandbox_enter(char *message, unsigned long capacity);

/// Closes every file descriptor from `first` up: a worker keeps only the ones
/// it was given, whatever its parent left open.
void tt_close_descriptors_from(int first);

/// 1 when this code was built with AddressSanitizer or ThreadSanitizer, whose
/// shadow memory does not fit under an address-space limit.
int tt_built_with_sanitizer(void);

/// A new anonymous memory file (memfd, close-on-exec) of `size` bytes, none
/// of them allocated until written, sealed so that neither side can shrink or
/// grow it or seal it further: what a worker writes its renders into. The
/// descriptor, or -1 (errno set) where the system has no memfd or seals.
int tt_shared_memory_create(unsigned long long size);

#ifdef __cplusplus
}
#endif

#endif
