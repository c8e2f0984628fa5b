import ArgumentParser
import Foundation
import TintypeSupport

/// Where the command line's words go: results to standard output, problems to
/// standard error, or both into a ``ConsoleCapture`` when a caller (a test, a
/// tool embedding the command) runs the command with ``TintypeCommand/run(arguments:capture:)``.
enum Console {
    /// The capture of the command running in this task; nil writes to the process's streams.
    @TaskLocal static var capture: ConsoleCapture?

    /// Writes `line` to standard output, its control characters escaped (`DisplayText`): line
    /// breaks too, so that a name cannot forge a line, unless `lines` (text of several lines
    /// that is Tintype's own: JSON, help).
    static func print(_ line: String, terminator: String = "\n", lines: Bool = false, to capture: ConsoleCapture? = Console.capture) {
        let line = DisplayText.escaped(line, keepingLineBreaks: lines)
        if let capture {
            capture.append(line + terminator, error: false)
        } else {
            FileHandle.standardOutput.write(Data((line + terminator).utf8))
        }
    }

    /// Writes `line` to standard error, its control characters escaped as ``print(_:terminator:lines:to:)`` does.
    static func error(_ line: String, lines: Bool = false, to capture: ConsoleCapture? = Console.capture) {
        let line = DisplayText.escaped(line, keepingLineBreaks: lines)
        if let capture { capture.append(line + "\n", error: true) } else { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}

/// What a command printed, kept instead of written to the process's streams.
package final class ConsoleCapture: @unchecked Sendable {
    // An NSLock (a pthread mutex) rather than Mutex: ThreadSanitizer sees it.
    private let lock = NSLock()
    private var streams = (output: "", error: "")

    /// An empty capture.
    package init() {}

    /// Everything printed to standard output.
    package var output: String { lock.withLock { streams.output } }

    /// Everything printed to standard error.
    package var error: String { lock.withLock { streams.error } }

    func append(_ text: String, error: Bool) {
        lock.withLock { if error { streams.error += text } else { streams.output += text } }
    }
}

/// Runs a command's work: any error is printed as `tintype: …` on standard
/// error and becomes exit status 1; a `ValidationError` (output that would be
/// wrong, found once the input is read) stays a usage error, exit status 2; an
/// explicit exit status passes through.
func reportingFailure(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let exit as ExitCode {
        throw exit
    } catch let usage as ValidationError {
        throw usage
    } catch {
        Console.error("tintype: \(error)")
        throw ExitCode.failure
    }
}
