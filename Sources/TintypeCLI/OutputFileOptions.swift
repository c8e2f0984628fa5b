import ArgumentParser
import Tintype

/// `-o FILE.png`: the one image a command writes, shared by `tint`, `tabbar`,
/// `stretch`, `slice`, `segments` and `round`.
struct OutputFileOptions: ParsableArguments {
    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("The PNG file to write, named .png; replaced whole if it exists.", valueName: "file.png"))
    var output: String

    func validate() throws {
        try checkPNGName(output, option: "--output")
    }

    /// Whether the output is named `.9.png`: an Android NinePatch with marker border.
    var isNinePatch: Bool { NinePatch.isNinePatchPath(output) }
}

/// Refuses an output name in a format tintype does not write (`.jpg`, no extension):
/// every image tintype writes is a PNG, and a `.jpg` name would hide PNG bytes.
/// - Throws: `ValidationError` naming `option` and the file.
func checkPNGName(_ path: String, option: String) throws {
    guard !path.lowercased().hasSuffix(".png") else { return }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let format = name.contains(".") ? "a .\(name.split(separator: ".").last!) file" : "a file without an extension"
    throw ValidationError("\(option) \(path): tintype writes PNG files only, not \(format); name it .png")
}
