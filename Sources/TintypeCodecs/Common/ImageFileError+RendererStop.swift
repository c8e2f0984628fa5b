extension ImageFileError {
    /// Why a renderer in a worker process stopped before it answered (SPEC §7.1):
    /// the worker is gone, the file it was given fails, and a new worker serves the next one.
    public enum RendererStop: Hashable, Sendable, CustomStringConvertible {
        /// The render used up its time (CPU time in the worker, or twice that on the clock).
        case timeLimit(seconds: Int)
        /// The worker ran out of the address space it was allowed.
        case memoryLimit(megabytes: Int)
        /// The worker died of a signal, named as the C headers name it (`SIGSEGV`).
        case crashed(signal: String)
        /// The worker exited with a status while it should have been answering.
        case exited(status: Int32)
        /// The worker answered with bytes that break the protocol.
        case protocolBroken(String)
        /// No worker process could be started.
        case notStarted(String)

        /// The stop in words.
        public var description: String {
            switch self {
            case .timeLimit(let seconds): return "rendering stopped after \(seconds) s (the render time limit)"
            case .memoryLimit(let megabytes): return "the renderer ran out of memory (its limit is \(megabytes) MB)"
            case .crashed(let signal): return "the renderer crashed (\(signal))"
            case .exited(let status): return "the renderer exited with status \(status) before answering"
            case .protocolBroken(let reason): return "the renderer's answer broke the protocol: \(reason)"
            case .notStarted(let reason): return "no renderer process could be started: \(reason)"
            }
        }
    }
}
