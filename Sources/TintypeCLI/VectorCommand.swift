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

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case android, svg
    }

    @Argument(help: "SVG files, or folders whose top-level .svg files are read.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var output: String

    @Option(help: "android (VectorDrawable .xml) or svg (plain SVG).")
    var format: Format = .android

    @Option(help: ArgumentHelp("The colour currentColor stands for. Default: black.", valueName: "color"))
    var color: String = "black"

    @Option(help: ArgumentHelp("A VectorDrawable's longer side in dp. Default: the SVG's own size.", valueName: "dp"))
    var size: Double?

    @Flag(name: .shortAndLong, help: "Print only refusals and errors.")
    var quiet = false

    func run() async throws {
        guard let current = StraightColor(parsing: color) else { throw ValidationError("--color: '\(color)' is not a colour") }
        if let size, !(size.isFinite && size >= 1 && size <= 10_000) { throw ValidationError("--size: a size from 1 to 10000 dp") }
        var files: [String] = []
        for input in inputs {
            if FileBytes.kind(of: input) == .folder {
                let walk = FolderWalk(input, passOver: { _ in TopOnly() })
                for skipped in walk.skipped { Console.error("note: passed over \(input)/\(skipped)") }
                files += walk.files.filter { $0.lowercased().hasSuffix(".svg") }.sorted().map { input + "/" + $0 }
            } else {
                files.append(input)
            }
        }
        guard !files.isEmpty else { throw ValidationError("no SVG file in \(inputs.joined(separator: ", "))") }
        do throws(ImageFileError) { try FileBytes.createFolder(output) } catch { throw ValidationError("\(error)") }
        var refused: [String: Int] = [:]
        var written = 0
        var names: [String: String] = [:]
        for file in files {
            let name = outputName(file)
            if let other = names[name.lowercased()] {
                Console.error("error: \(file): its name \(name) is also \(other)'s; not written")
                refused["a name clash", default: 0] += 1
                continue
            }
            names[name.lowercased()] = file
            do {
                try convert(file, to: output + "/" + name, color: current)
                written += 1
                if !quiet { Console.print("wrote \(output)/\(name)") }
            } catch let refusal as VectorDocument.Refusal {
                Console.error("refused: \(refusal)")
                refused[refusal.feature, default: 0] += 1
            }
        }
        let count = refused.values.reduce(0, +)
        let reasons = refused.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        Console.print(
            "\(files.count) SVG file\(files.count == 1 ? "" : "s"): \(written) written, \(count) refused"
                + (count > 0 ? " (\(reasons))" : ""))
        if count > 0 {
            // What this command cannot write is not lost: the other commands draw it.
            Console.error("note: tintype batch and tintype appicon draw refused art as PNGs, with or without --vector")
            throw ExitCode.failure
        }
    }

    /// `name.xml` (a valid Android resource name that R.java can name: `ic_` before a leading digit or a Java
    /// keyword, said) or `name.svg`.
    private func outputName(_ file: String) -> String {
        let stem = AppIconFolder.appName(file)
        switch format {
        case .android:
            let name = OutputLayout.android.sanitizedName(stem)
            guard let identifier = AndroidResourceName.javaIdentifier(name) else { return name + ".xml" }
            Console.error(
                "warning: \(file): written as \(identifier).xml: R.java names a resource by its file name, which must be a Java "
                    + "identifier (\(name) \(name.first?.isNumber == true ? "begins with a digit" : "is a Java keyword"))")
            return identifier + ".xml"
        case .svg: return stem + ".svg"
        }
    }

    /// Reads, converts and writes one file.
    /// - Throws: ``VectorDocument/Refusal`` for what cannot be drawn exactly, or for a file that cannot be read or written.
    private func convert(_ file: String, to path: String, color: StraightColor) throws {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(file, maximumBytes: ImageDecoder.Limits.default.maximumSVGBytes) } catch {
            throw VectorDocument.Refusal(file: file, element: "", feature: "unreadable", reason: "\(error.problem)")
        }
        let document = try VectorDocument(svg: bytes, file: file, currentColor: color)
        let text: String
        switch format {
        case .android:
            // --size is the longer side; the other keeps the art's proportions.
            let scale = size.map { $0 / max(document.size.width, document.size.height) }
            let dp = scale.map { PointSize(width: document.size.width * $0, height: document.size.height * $0) }
            text = try VectorDrawableWriter.xml(document, file: file, size: dp)
        case .svg: text = try SVGWriter.svg(document, file: file)
        }
        do { try FileBytes.writeAtomically(Array(text.utf8), to: path) } catch {
            throw VectorDocument.Refusal(file: file, element: "", feature: "unwritable", reason: "\(error)")
        }
    }
}

/// A subfolder of a folder given to `vector`: only the folder's top is read.
private struct TopOnly: SkippedFile.Reason {
    var isUnreadable: Bool { false }
    var description: String { "a folder: vector reads the top of each folder given" }
}
