import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// `classic`, `flat` or a style JSON file, as `--style` names it.
func loadStyle(_ style: String) throws -> StyleDefinition {
    if let builtIn = StyleDefinition.builtIn[style] { return builtIn }
    guard style.hasSuffix(".json") || FileManager.default.fileExists(atPath: style) else {
        throw ValidationError("--style: expected classic, flat or a JSON file, got '\(style)'")
    }
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(style, maximumBytes: StyleDefinition.maximumFileBytes) } catch {
        throw ValidationError("--style: \(error)")
    }
    do { return try StyleDefinition.parse(bytes, file: style) } catch { throw ValidationError("--style: \(error)") }
}

/// Reads an image and brings it to `scale` pixels a point: its own scale comes
/// from an `@2x`-style name suffix (1 without one); it is shrunk by area
/// averaging or enlarged bilinearly when the scales differ.
func readArt(_ path: String, scale: Double, limits: DecodeLimits, rendering: SVGRendering) throws -> RGBAImage {
    var art = try ImageDecoder.read(path, limits: limits, rendering: rendering).image
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
extension MaskSource: ExpressibleByArgument {}
extension PNGEncoder.Compression: ExpressibleByArgument {}
extension OutputLayout: ExpressibleByArgument {}
