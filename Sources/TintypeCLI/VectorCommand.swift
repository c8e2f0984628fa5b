import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype vector INPUT... -o OUT --format android|svg`: SVG icons as VectorDrawables or plain SVG.
struct VectorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vector",
        abstract: "Convert SVG icons to Android VectorDrawables or plain SVG that draw exactly what the art draws.",
        discussion: """
            Each SVG (a file, or every .svg at the top of a folder) is read into a
            small tree: styles resolved (<style> rules, classes, style="",
            inheritance), currentColor given its colour, <use> expanded, shapes made
            paths, transforms applied. Written into OUT:
              --format android   NAME.xml, a VectorDrawable (NAME made a valid
                                 Android resource name: ic_my_icon)
              --format svg       NAME.svg, plain SVG 1.1 with no <style>, class,
                                 currentColor, <use> or text: drawn the same by
                                 every renderer, Xcode's asset catalog included
            What the tree or the format cannot draw exactly (filters, masks,
            patterns, markers, text, images, group opacity over several shapes; a
            dash pattern or a focal point in a VectorDrawable) is refused: the file
            and the feature are named on standard error, nothing is written for it,
            and the exit status is 1.

            Examples:
              tintype vector Fixtures/svg -o out --format android
              tintype vector icon.svg -o out --format svg --color '#1C1C1E'
            """)

    @Argument(help: "SVG files, or folders whose top-level .svg files are read.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var output: String

    @Option(help: "android (VectorDrawable .xml) or svg (plain SVG).")
    var format: VectorFileExport.Format = .android

    @Option(help: ArgumentHelp("The colour currentColor stands for. Default: black.", valueName: "color"))
    var color: String = "black"

    @Option(help: ArgumentHelp("A VectorDrawable's longer side in dp. Default: the SVG's own size.", valueName: "dp"))
    var size: Double?

    @Flag(name: .shortAndLong, help: "Print only refusals and errors.")
    var quiet = false

    func run() async throws {
        guard let current = StraightColor(parsing: color) else { throw ValidationError("--color: '\(color)' is not a colour") }
        if let size, !(size.isFinite && size >= 1 && size <= 10_000) { throw ValidationError("--size: a size from 1 to 10000 dp") }
        let (files, notes) = VectorFileExport.files(inputs)
        for note in notes { Console.error("note: " + note) }
        guard !files.isEmpty else { throw ValidationError("no SVG file in \(inputs.joined(separator: ", "))") }
        let export = VectorFileExport(format: format, currentColor: current, longerSide: size)
        let summary: VectorFileExport.Summary
        do throws(ImageFileError) {
            summary = try export.run(files, into: output) { event in
                switch event {
                case .wrote(_, let path): if !quiet { Console.print("wrote \(path)") }
                case .renamed(let file, let name, let reason): Console.error("warning: \(file): written as \(name): \(reason)")
                case .refused(let refusal): Console.error("refused: \(refusal)")
                case .clashed(let file, let name, let other):
                    Console.error("error: \(file): its name \(name) is also \(other)'s; not written")
                }
            }
        } catch { throw ValidationError("\(error)") }
        Console.print(summary.line)
        if summary.refusedCount > 0 {
            // What this command cannot write is not lost: the other commands draw it.
            Console.error("note: tintype batch and tintype appicon draw refused art as PNGs, with or without --vector")
            throw ExitCode.failure
        }
    }
}
