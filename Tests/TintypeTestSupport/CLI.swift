import TintypeCLI

/// The command line run in-process with its output captured, so that tests can
/// read what it says and the test log shows no usage text that looks like a failure.
package enum CLI {
    /// What one run returned and printed.
    package struct Run {
        package var status: Int32
        package var output: String
        package var error: String
    }

    /// Runs `tintype ARGUMENTS`, rendering SVG in process unless given the tool to start as workers.
    package static func run(_ arguments: [String], workerExecutable: String? = nil) async -> Run {
        let capture = ConsoleCapture()
        let status = await TintypeCommand.run(arguments: arguments, capture: capture, workerExecutable: workerExecutable)
        return Run(status: status, output: capture.output, error: capture.error)
    }

    /// Runs `tintype ARGUMENTS` and returns its exit status.
    package static func status(_ arguments: [String]) async -> Int32 {
        await run(arguments).status
    }
}
