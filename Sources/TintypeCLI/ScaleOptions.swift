import ArgumentParser
import Tintype
import TintypeSupport

/// `--scale`: pixels per point of the art and the output, shared by `tint`,
/// `stretch` and `segments`, which take it from the input's name by default.
struct ScaleOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point, \(NumberRange.scale.words). Default: the input's @2x/@3x name suffix, else 1.", valueName: "n"))
    var scale: NumberArgument?

    func validate() throws {
        if let scale { try NumberRange.scale.check(scale.value, option: "--scale") }
    }

    /// The scale asked for, else the one `path`'s name announces.
    /// - Throws: `ImageFileError` when the name's suffix is out of range.
    func scale(for path: String) throws(ImageFileError) -> Double {
        if let scale { return scale.value }
        return try nameScale(path)
    }

    /// The scale for checks made before reading: the one asked for, or the name's, else 1.
    func estimatedScale(for path: String) -> Double {
        (try? scale(for: path)) ?? 1
    }

    /// The output's scale: the one asked for, else the one the output's name announces
    /// (`home@3x.png`), else the input's (`input`).
    /// - Throws: `ValidationError` when `--scale` and the output's name disagree.
    func outputScale(output: String, input: String) throws -> Double {
        if let announced = try outputNameScale(output, asked: scale?.value) { return announced }
        return estimatedScale(for: input)
    }
}

/// The scale an output file's name announces (`bar@2x.png` → 2), nil without a suffix.
/// - Throws: `ValidationError` when it is out of range, or disagrees with the scale `asked` for.
func outputNameScale(_ output: String, asked: Double?) throws -> Double? {
    guard let announced = ScaleSuffix.announced(output) else { return asked }
    if let problem = ScaleSuffix.problem(output) { throw ValidationError("--output \(output): \(problem)") }
    if let asked, asked != announced {
        throw ValidationError(
            "--output \(output) is named for \(NumberText.shortest(announced))× but --scale is \(NumberText.shortest(asked)); make them agree, or leave --scale out"
        )
    }
    return announced
}

/// The scale a file name announces (`icon@2x.png` → 2; 1 without a suffix).
/// - Throws: `ImageFileError` naming the file when the suffix is outside ``IconScanner/scaleRange``.
func nameScale(_ path: String) throws(ImageFileError) -> Double {
    do { return try ImageDecoder.scale(announcedBy: path) } catch {
        throw ImageFileError(file: path, problem: .access("\(error.problem); give the scale with --scale"))
    }
}

/// Refuses an output of `size` points at `scale` whose pixels exceed the pixel
/// limit, before anything is allocated.
/// - Throws: `ValidationError` naming `option`.
func checkOutputPixels(_ size: PointSize, scale: Double, option: String) throws {
    if let problem = size.pixelProblem(at: scale) { throw ValidationError("\(option): \(problem)") }
}
