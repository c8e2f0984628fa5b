import ArgumentParser
import Tintype

/// `tintype`: the root command; the work happens in its subcommands.
public struct TintypeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tintype",
        abstract: "Turn icon artwork into tab-bar-ready image assets.",
        discussion: """
            Reads PNG (Apple's iPhone-optimized CgBI PNGs included) and JPEG files,
            detected by their content, and writes standard PNG files.

            Examples:
              tintype batch Fixtures/icons -o out
              tintype info icons/*.png
              tintype convert AppIcon-crushed.png AppIcon.png
              tintype tint star.png -o star-selected.png --gloss --canvas 64x44
            """,
        version: TintypeVersion.current,
        subcommands: [
            BatchCommand.self, TintCommand.self, TabBarCommand.self, StretchCommand.self, SliceCommand.self, SegmentsCommand.self,
            RoundCommand.self, UncrushCommand.self, StyleCommand.self, InfoCommand.self, ConvertCommand.self,
        ])

    public init() {}

    /// Runs the command line `arguments` (without the program name) and returns
    /// the exit status: 0 on success, 1 when any file failed, 2 on a usage error.
    public static func run(arguments: [String]) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                Console.print(message)
                return 0
            }
            if !message.isEmpty { Console.error(message) }
            return code == .validationFailure ? 2 : code.rawValue
        }
    }
}
