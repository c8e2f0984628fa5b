// A seccomp-BPF deny list, written out by hand so that the tool needs no
// libseccomp. Denied calls fail with EPERM (ENOSYS for the newer variants that
// glibc falls back from), so a library that tries one gets an error it can
// handle, never a dead process. See tt_sandbox.h.
#define _GNU_SOURCE
#include "tt_sandbox.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

void tt_close_descriptors_from(int first) {
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
    long last = sysconf(_SC_OPEN_MAX);
    for (long fd = first; fd < last; fd++) close((int)fd);
}

#include <fcntl.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

int tt_shared_memory_create(unsigned long long size) {
#if defined(__linux__) && defined(MFD_ALLOW_SEALING) && defined(F_SEAL_SEAL)
    int fd = memfd_create("tintype-svg-pixels", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)size) != 0 || fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) != 0) {
        int code = errno;
        close(fd);
        errno = code;
        return -1;
    }
    return fd;
#else
    (void)size;
    errno = ENOSYS;
    return -1;
#endif
}

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define TT_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define TT_SANITIZED 1
#endif

int tt_built_with_sanitizer(void) {
#ifdef TT_SANITIZED
    return 1;
#else
    return 0;
#endif
}

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

#if defined(__x86_64__)
#define TT_AUDIT_ARCH AUDIT_ARCH_X86_64
#else
#define TT_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

#define TT_ARG_LOW(n) (offsetof(struct seccomp_data, args) + 8 * (n))
#define TT_NR offsetof(struct seccomp_data, nr)
#define TT_ERRNO(e) (SECCOMP_RET_ERRNO | ((e) & SECCOMP_RET_DATA))

// Jump to the deny (EPERM) return when the call number is `nr`; the deny return
// sits at the end of the program, so each test jumps forward by what follows.
#define TT_DENY_CALL(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, TT_ERRNO(EPERM))
#define TT_NOSYS_CALL(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, TT_ERRNO(ENOSYS))

// Opening with any of these flags changes a file (or makes one).
#define TT_WRITE_FLAGS (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND)

int tt_sandbox_enter(char *message, unsigned long capacity) {
    struct sock_filter filter[] = {
        // Only this architecture's calls: another ABI's numbers mean other calls.
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, TT_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, TT_NR),
#if defined(__x86_64__)
        // The x32 ABI shares the architecture tag: its numbers have bit 30 set.
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, TT_ERRNO(EPERM)),
        // open(path, flags) and creat(path, mode).
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_open, 0, 4),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, TT_ARG_LOW(1)),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, TT_WRITE_FLAGS, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, TT_ERRNO(EPERM)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        TT_DENY_CALL(SYS_creat),
        TT_DENY_CALL(SYS_fork),
        TT_DENY_CALL(SYS_vfork),
        TT_DENY_CALL(SYS_unlink),
        TT_DENY_CALL(SYS_rename),
        TT_DENY_CALL(SYS_mkdir),
        TT_DENY_CALL(SYS_rmdir),
        TT_DENY_CALL(SYS_link),
        TT_DENY_CALL(SYS_symlink),
        TT_DENY_CALL(SYS_chmod),
        TT_DENY_CALL(SYS_chown),
        TT_DENY_CALL(SYS_lchown),
        TT_DENY_CALL(SYS_mknod),
#endif
        // openat(dirfd, path, flags): only for reading.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_openat, 0, 4),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, TT_ARG_LOW(2)),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, TT_WRITE_FLAGS, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, TT_ERRNO(EPERM)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        // clone(flags, …): threads only, no new processes.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, TT_ARG_LOW(0)),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, TT_ERRNO(EPERM)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        // Calls whose arguments a filter cannot read: glibc falls back to the ones above.
        TT_NOSYS_CALL(SYS_clone3),
        TT_NOSYS_CALL(SYS_openat2),
        // The network, and any socket: the worker talks over the one it was given.
        TT_DENY_CALL(SYS_socket),
        TT_DENY_CALL(SYS_socketpair),
        TT_DENY_CALL(SYS_connect),
        TT_DENY_CALL(SYS_bind),
        TT_DENY_CALL(SYS_listen),
        TT_DENY_CALL(SYS_accept),
        TT_DENY_CALL(SYS_accept4),
        // Running programs, and reaching into other processes.
        TT_DENY_CALL(SYS_execve),
        TT_DENY_CALL(SYS_execveat),
        TT_DENY_CALL(SYS_ptrace),
        TT_DENY_CALL(SYS_process_vm_writev),
        TT_DENY_CALL(SYS_process_vm_readv),
        // Changing the file system.
        TT_DENY_CALL(SYS_unlinkat),
        TT_DENY_CALL(SYS_renameat),
        TT_DENY_CALL(SYS_renameat2),
        TT_DENY_CALL(SYS_mkdirat),
        TT_DENY_CALL(SYS_linkat),
        TT_DENY_CALL(SYS_symlinkat),
        TT_DENY_CALL(SYS_truncate),
        TT_DENY_CALL(SYS_ftruncate),
        TT_DENY_CALL(SYS_fchmodat),
        TT_DENY_CALL(SYS_fchownat),
        TT_DENY_CALL(SYS_mknodat),
        TT_DENY_CALL(SYS_setxattr),
        TT_DENY_CALL(SYS_lsetxattr),
        TT_DENY_CALL(SYS_removexattr),
        TT_DENY_CALL(SYS_lremovexattr),
        TT_DENY_CALL(SYS_mount),
        TT_DENY_CALL(SYS_umount2),
        // Ways around the filter or out of the process's view.
        TT_DENY_CALL(SYS_unshare),
        TT_DENY_CALL(SYS_setns),
        TT_DENY_CALL(SYS_io_uring_setup),
        TT_DENY_CALL(SYS_bpf),
        TT_DENY_CALL(SYS_keyctl),
        TT_DENY_CALL(SYS_add_key),
        TT_DENY_CALL(SYS_request_key),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = {.len = (unsigned short)(sizeof filter / sizeof filter[0]), .filter = filter};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        snprintf(message, capacity, "no_new_privs refused: %s", strerror(errno));
        return -1;
    }
    // Every thread of the process at once (TSYNC): the Swift runtime may have started some already.
    long refused = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &program);
    if (refused != 0) {
        snprintf(message, capacity, "seccomp filter refused: %s", refused > 0 ? "a thread could not take it" : strerror(errno));
        return -1;
    }
    return 1;
}

#else

int tt_sandbox_enter(char *message, unsigned long capacity) {
    snprintf(message, capacity, "no seccomp filter for this system");
    return 0;
}

#endif
