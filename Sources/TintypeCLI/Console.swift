import ArgumentParser
import Foundation

/// Where the command line's words go: results to standard output, problems to standard error.
enum Console {
    static func print(_ line: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((line + terminator).utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Runs a command's work: any error is printed as `tintype: …` on standard
/// error and becomes exit status 1 (an explicit exit status passes through).
func reportingFailure(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        Console.error("tintype: \(error)")
        throw ExitCode.failure
    }
}
