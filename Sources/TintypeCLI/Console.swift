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
