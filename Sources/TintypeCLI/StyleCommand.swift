import ArgumentParser
import Tintype

/// `tintype style classic`: prints a built-in style as JSON, a starting point for `--style FILE.json`.
struct StyleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "style",
        abstract: "Print a built-in style (classic or flat) as JSON, to edit and pass to 'batch --style'.",
        discussion: """
            Examples:
              tintype style classic > mystyle.json
              tintype batch icons -o out --style mystyle.json
            """)

    @Argument(help: "classic or flat.")
    var name: String = "classic"

    func validate() throws {
        guard StyleDefinition.builtIn[name] != nil else { throw ValidationError("no built-in style '\(name)'; there are classic and flat") }
    }

    func run() async throws {
        Console.print(StyleDefinition.builtIn[name]!.json, terminator: "", lines: true)
    }
}
