#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A helper process this one started, spoken to over a stream socket (its
/// file descriptor 3), with its standard error kept for when it dies: the
/// parent's side of an out-of-process worker (SPEC §7.1).
///
/// Every transfer has a deadline; a worker that dies, hangs or closes its end
/// interrupts the transfer instead of blocking or killing this process
/// (writes never raise SIGPIPE). One thread uses a worker at a time.
package final class WorkerProcess: @unchecked Sendable {
    /// Why a transfer did not finish.
    package enum Interruption: Error, Equatable {
        /// The worker closed its end, or is gone.
        case closed
        /// The deadline passed first.
        case timedOut
        /// The system refused the transfer (an errno).
        case failed(Int32)
    }

    /// How a stopped worker ended.
    package enum Termination: Equatable {
        /// It exited with a status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
    }

    /// The worker's process id.
    package let pid: pid_t
    private let channel: Int32
    private let errorOutput: Int32
    private var errorTail: [UInt8] = []
    private var termination: Termination?

    /// The channel's file descriptor in the worker.
    package static let channelDescriptor: Int32 = 3
    private static let errorTailLimit = 4096

    /// The descriptor in the worker of the one passed with `passing`.
    package static let passedDescriptor: Int32 = 4

    /// Starts `executable` with `arguments` (the first is its name), standard input and
    /// output on /dev/null, standard error kept here, the channel on descriptor 3, and
    /// `passing` (a descriptor of this process's, which stays open here) on descriptor 4.
    /// - Throws: the system's reason when the process cannot be started.
    package init(executable: String, arguments: [String], passing: Int32? = nil) throws(WorkerStartError) {
        let sockets = try Self.socketPair()
        // Standard error too is a socket pair: made close-on-exec at once, so no worker started
        // by another thread meanwhile inherits it.
        let pipeEnds: [Int32]
        do {
            pipeEnds = try Self.socketPair()
        } catch {
            close(sockets[0])
            close(sockets[1])
            throw error
        }
        // The child's ends, moved above the standard descriptors so that each dup2 below changes one.
        let childChannel = fcntl(sockets[1], F_DUPFD_CLOEXEC, 10)
        let childErrors = fcntl(pipeEnds[1], F_DUPFD_CLOEXEC, 10)
        let childPassed = passing.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
        close(sockets[1])
        close(pipeEnds[1])
        defer {
            close(childChannel)
            close(childErrors)
            if let childPassed, childPassed >= 0 { close(childPassed) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, childErrors, 2)
        posix_spawn_file_actions_adddup2(&actions, childChannel, Self.channelDescriptor)
        if let childPassed { posix_spawn_file_actions_adddup2(&actions, childPassed, Self.passedDescriptor) }
        // Signals as a new program expects them: none blocked, none ignored. The calling thread may be a
        // Dispatch worker, which blocks nearly all, and a blocked SIGXCPU would never end a render.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, &argv, environ)
        guard status == 0, childChannel >= 0, childErrors >= 0, (childPassed ?? 0) >= 0 else {
            close(sockets[0])
            close(pipeEnds[0])
            throw WorkerStartError(systemCall: "posix_spawn \(executable)", errno: status == 0 ? EBADF : status)
        }
        pid = child
        channel = sockets[0]
        errorOutput = pipeEnds[0]
        _ = fcntl(channel, F_SETFL, fcntl(channel, F_GETFL) | O_NONBLOCK)
        _ = fcntl(errorOutput, F_SETFL, fcntl(errorOutput, F_GETFL) | O_NONBLOCK)
    }

    /// A connected pair of Unix stream sockets, both close-on-exec.
    private static func socketPair() throws(WorkerStartError) -> [Int32] {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw WorkerStartError(systemCall: "socketpair", errno: errno)
        }
        return ends
    }

    deinit {
        // A worker waiting for its next request exits when its channel closes.
        close(channel)
        _ = stop()
        close(errorOutput)
    }

    /// Writes all of `bytes` to the worker before `deadline`.
    package func send(_ bytes: UnsafeRawBufferPointer, until deadline: ContinuousClock.Instant) throws(Interruption) {
        var offset = 0
        while offset < bytes.count {
            try wait(for: Int16(POLLOUT), until: deadline)
            let count = Glibc.send(channel, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw errno == EPIPE || errno == ECONNRESET ? .closed : .failed(errno)
            }
            offset += count
        }
    }

    /// Reads exactly `buffer.count` bytes from the worker into `buffer` before `deadline`.
    package func receive(into buffer: UnsafeMutableRawBufferPointer, until deadline: ContinuousClock.Instant) throws(Interruption) {
        var offset = 0
        while offset < buffer.count {
            try wait(for: Int16(POLLIN), until: deadline)
            let count = recv(channel, buffer.baseAddress! + offset, buffer.count - offset, 0)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw errno == ECONNRESET ? .closed : .failed(errno)
            }
            if count == 0 { throw .closed }
            offset += count
        }
    }

    /// Reads `count` bytes from the worker before `deadline`.
    package func receive(count: Int, until deadline: ContinuousClock.Instant) throws(Interruption) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let received = bytes.withUnsafeMutableBytes { buffer in
            Result { () throws(Interruption) in try receive(into: buffer, until: deadline) }
        }
        try received.get()
        return bytes
    }

    /// Ends the worker (with SIGKILL unless it has already ended) and reaps it: how it ended.
    /// Its last standard error is read first, for ``errorText``.
    package func stop() -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        // A worker that closed its end is usually on its way out: give it a moment to end by itself,
        // so that its own signal (SIGABRT, SIGXCPU) is what is reported.
        var waited = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if waited >= 50 {
                Glibc.kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                break
            }
            usleep(2_000)
            waited += 1
        }
        drainErrors()
        let ended: Termination = (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
        termination = ended
        return ended
    }

    /// Ends the worker at once (SIGKILL) and reaps it.
    package func kill() -> Termination {
        if termination == nil { Glibc.kill(pid, SIGKILL) }
        return stop()
    }

    /// The end of what the worker wrote to its standard error (up to 4 KiB), as text.
    package var errorText: String { String(decoding: errorTail, as: UTF8.self) }

    /// Waits until the channel is ready for `events`, keeping the worker's standard error drained.
    private func wait(for events: Int16, until deadline: ContinuousClock.Instant) throws(Interruption) {
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw .timedOut }
            let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
            var descriptors = [pollfd(fd: channel, events: events, revents: 0), pollfd(fd: errorOutput, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, Int32(clamping: max(1, milliseconds)))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .failed(errno)
            }
            if descriptors[1].revents != 0 { drainErrors() }
            let seen = descriptors[0].revents
            if seen & events != 0 { return }
            if seen & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { throw .closed }
        }
    }

    /// Reads what the worker has written to standard error, keeping the last 4 KiB.
    private func drainErrors() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(errorOutput, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            errorTail += chunk[..<count]
            if errorTail.count > Self.errorTailLimit { errorTail.removeFirst(errorTail.count - Self.errorTailLimit) }
        }
    }
}

/// A worker process that could not be started: the call that failed and why.
package struct WorkerStartError: Error, CustomStringConvertible {
    /// The system call (and program) that failed.
    package var systemCall: String
    /// Its errno.
    package var errno: Int32

    /// `call: reason`.
    package var description: String { "\(systemCall): \(String(cString: strerror(errno)))" }
}
