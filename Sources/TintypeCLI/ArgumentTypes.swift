import ArgumentParser
import Foundation
import Tintype

/// A color on the command line: `#RRGGBB`, `#RRGGBBAA` or `r,g,b[,a]`.
struct ColorArgument: ExpressibleByArgument {
    var color: StraightColor

    init?(argument: String) {
        guard let color = StraightColor(parsing: argument) else { return nil }
        self.color = color
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// Two or more colors for a gradient: hex colors separated by commas
/// (`#D5E5F8,#318CE4`), or any colors separated by semicolons (`213,229,248;49,140,228`).
struct ColorListArgument: ExpressibleByArgument {
    var colors: [StraightColor]

    init?(argument: String) {
        let separator: Character = argument.contains(";") || !argument.contains("#") ? ";" : ","
        let parsed = argument.split(separator: separator).map { StraightColor(parsing: String($0)) }
        guard parsed.count >= 2, parsed.allSatisfy({ $0 != nil }) else { return nil }
        colors = parsed.map { $0! }
    }
}

/// A size in points, `WxH` (`64x44`).
struct SizeArgument: ExpressibleByArgument {
    var width: Double
    var height: Double

    init?(argument: String) {
        guard let size = PointSize(parsing: argument), size.width > 0, size.height > 0,
              size.width <= maximumPoints, size.height <= maximumPoints else { return nil }
        width = size.width
        height = size.height
    }

    /// The size as a ``PointSize``.
    var pointSize: PointSize { PointSize(width: width, height: height) }
}

extension MaskSource: ExpressibleByArgument {}

/// The scale a file name announces (`icon@2x.png` → 2; 1 without a suffix).
/// - Throws: ``ImageFileError`` naming the file when the suffix is outside ``IconScanner/scaleRange``.
func nameScale(_ path: String) throws(ImageFileError) -> Double {
    if let problem = IconScanner.scaleProblem(path) {
        throw ImageFileError(file: path, problem: .access(problem + "; give the scale with --scale"))
    }
    return IconScanner.parseName(path).scale
}

/// The largest size in points a size option takes.
let maximumPoints = 10_000.0

/// Refuses an output of `width × height` points at `scale` whose pixels exceed
/// the pixel limit, before anything is allocated.
/// - Throws: `ValidationError` naming `option`.
func checkOutputPixels(width: Double, height: Double, scale: Double, option: String) throws {
    let pixels = (width * scale).rounded() * (height * scale).rounded()
    let limit = DecodeLimits.default.maximumPixels
    guard pixels.isFinite, pixels <= Double(limit) else {
        throw ValidationError("\(option): \(JSONText(width))×\(JSONText(height)) pt at \(JSONText(scale))× is over the limit of \(limit) pixels")
    }
}

/// A number as a person writes it (no trailing `.0`).
private func JSONText(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// `classic`, `flat` or a style JSON file, as `--style` names it.
func loadStyle(_ style: String) throws -> StyleDefinition {
    if let builtIn = StyleDefinition.builtIn[style] { return builtIn }
    guard style.hasSuffix(".json") || FileManager.default.fileExists(atPath: style) else {
        throw ValidationError("--style: expected classic, flat or a JSON file, got '\(style)'")
    }
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(style) } catch { throw ValidationError("--style: \(error)") }
    do { return try StyleDefinition.parse(bytes, file: style) } catch { throw ValidationError("--style: \(error)") }
}

/// Reads an image and brings it to `scale` pixels a point: its own scale comes
/// from an `@2x`-style name suffix (1 without one); it is shrunk by area
/// averaging or enlarged bilinearly when the scales differ.
func readArt(_ path: String, scale: Double, limits: DecodeLimits) throws -> Image {
    var art = try ImageDecoder.read(path, limits: limits).image
    art.scale = try nameScale(path)
    return art.rescaled(to: scale)
}

/// `name.png` → `name-suffix.png`.
func path(_ path: String, suffixed suffix: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + suffix }
    return String(path[..<dot]) + suffix + String(path[dot...])
}

/// Insets in points, `T,L,B,R` (one number for all four).
struct InsetsArgument: ExpressibleByArgument {
    var values: [Double]

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 1 || parts.count == 4, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        values = parts.count == 1 ? Array(repeating: parts[0]!, count: 4) : parts.map { $0! }
    }

    func pixels(_ scale: Double) -> EdgeInsets {
        let p = values.map { Int(($0 * scale).rounded()) }
        return EdgeInsets(top: p[0], left: p[1], bottom: p[2], right: p[3])
    }
}
