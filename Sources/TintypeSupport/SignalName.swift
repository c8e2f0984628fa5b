#if canImport(Glibc)
import Glibc
#endif

/// Signal numbers as the C headers name them, for messages about a process that died.
package enum SignalName {
    /// `SIGABRT` for 6, and so on; `signal N` for one without a name here.
    package static func of(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
            SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
            SIGSYS: "SIGSYS"
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
