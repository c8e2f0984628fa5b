import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// `classic`, `flat` or a style JSON file, as `--style` names it.
func loadStyle(_ style: String) throws -> StyleDefinition {
    do { return try BatchJob.read(style: style) } catch { throw JobRunning.usage(error) }
}

/// The help of the option a job's key `name` of `command` stands for: the key's own words and value name.
func keyHelp(_ name: String, of command: JobFile.Command = .batch) -> ArgumentHelp {
    guard let key = JobFile.key(name, of: command) else { return ArgumentHelp() }
    return ArgumentHelp(key.help, valueName: key.valueName)
}

/// Reads an image and brings it to `scale` pixels a point: its own scale comes
/// from an `@2x`-style name suffix (1 without one); it is shrunk by area
/// averaging or enlarged bilinearly when the scales differ.
func readArt(_ path: String, scale: Double, limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering) throws -> RGBAImage {
    var art = try ImageDecoder.readArt(path, limits: limits, rendering: rendering).image
    art.scale = try nameScale(path)
    return art.rescaled(to: scale)
}

/// `name.png` → `name-suffix.png`; `name@2x.png` → `name-suffix@2x.png` (the
/// scale suffix stays last, where the scanner and Xcode look for it).
func path(_ path: String, suffixed suffix: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + suffix }
    var stemEnd = dot
    // The scale suffix as the one parser reads it (ScaleSuffix): the new words go before it.
    if ScaleSuffix.announced(path) != nil, let at = path[..<dot].lastIndex(of: "@") { stemEnd = at }
    return String(path[..<stemEnd]) + suffix + String(path[stemEnd...])
}

// The library's enums, named on the command line by their raw values.
extension Mask.Source: ExpressibleByArgument {}
extension PNGEncoder.Compression: ExpressibleByArgument {}
extension OutputLayout: ExpressibleByArgument {}
extension LaunchDeviceSet: ExpressibleByArgument {}
extension VectorFileExport.Format: ExpressibleByArgument {}
