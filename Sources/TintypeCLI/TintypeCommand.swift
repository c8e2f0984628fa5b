import ArgumentParser
import Tintype

/// `tintype`: the root command; the work happens in its subcommands.
package struct TintypeCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "tintype",
        abstract: "Turn icon artwork into tab-bar-ready image assets.",
        discussion: """
            Reads PNG (Apple's iPhone-optimized CgBI PNGs included), JPEG and SVG
            files, detected by their content, and writes standard PNG files.

            Examples:
              tintype batch Fixtures/icons -o out
              tintype appicon logo.svg -o out
              tintype splash logo.svg -o launch --background '#E8413C'
              tintype run --verify
              tintype info icons/*.png
              tintype convert AppIcon-crushed.png AppIcon.png
              tintype tint star.png -o star-selected.png --gloss --canvas 64x44
            """,
        version: LibraryVersion.current,
        subcommands: [
            BatchCommand.self, TintCommand.self, TabBarCommand.self, StretchCommand.self, SliceCommand.self, SegmentsCommand.self,
            RoundCommand.self, UncrushCommand.self, AppIconCommand.self, SplashCommand.self, CheckCommand.self, RunCommand.self,
            StyleCommand.self,
            VectorCommand.self, ExportCommand.self, InfoCommand.self, ConvertCommand.self
        ])

    package init() {}

    /// Runs the command line `arguments` (without the program name) and returns
    /// the exit status: 0 on success, 1 when any file failed, 2 on a usage error.
    /// With a `capture`, everything the command prints is kept there instead of
    /// written to standard output and standard error. SVG is rendered in worker
    /// processes of `workerExecutable` (a program that calls
    /// `SVGWorker.serveIfAsked()` first, as `tintype` does), or in this process
    /// when it is nil (SPEC §7.1).
    package static func run(arguments: [String], capture: ConsoleCapture? = nil, workerExecutable: String? = nil) async -> Int32 {
        await Console.$capture.withValue(capture) {
            await WorkerProgram.$executable.withValue(workerExecutable) {
                await JobPrinting.$arguments.withValue(arguments) { await run(arguments) }
            }
        }
    }

    static func run(_ arguments: [String]) async -> Int32 {
        do {
            if let problem = unknownHelpTopic(arguments) { throw ValidationError(problem) }
            var command = try parseAsRoot(arguments)
            do {
                if var asyncCommand = command as? AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            } catch let usage as ValidationError {
                // Found once the input was read (caps wider than the image, say): a usage error like those found before.
                let name = type(of: command).configuration.commandName ?? "tintype"
                Console.error("Error: \(usage.message)\n  See 'tintype \(name) --help' for more information.", lines: true)
                return 2
            }
            return 0
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                Console.print(message, lines: true)
                return 0
            }
            if !message.isEmpty { Console.error(message, lines: true) }
            return code == .validationFailure ? 2 : code.rawValue
        }
    }

    /// `tintype help nosuch`: the argument parser would print the top help and
    /// succeed; this names the unknown command and lists the real ones.
    private static func unknownHelpTopic(_ arguments: [String]) -> String? {
        guard arguments.first == "help", arguments.count >= 2 else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(arguments[1]), arguments[1] != "help" else { return nil }
        return "no command '\(arguments[1])'; the commands are \(names.joined(separator: ", "))"
    }
}
