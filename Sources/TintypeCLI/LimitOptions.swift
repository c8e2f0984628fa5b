import ArgumentParser
import Tintype

/// `--max-megapixels`, `--max-jpeg-scans` and `--max-file-size`: how much one input file may cost,
/// shared by every command that reads images (README "Limits").
struct LimitOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The most pixels an input image may have, in millions (1 to 1000). Larger files are refused before decoding.",
            valueName: "n"))
    var maxMegapixels: Int = DecodeLimits.default.maximumPixels / 1_000_000

    @Option(help: ArgumentHelp("The most scans a progressive JPEG may have (1 to 10000).", valueName: "n"))
    var maxJPEGScans: Int = DecodeLimits.default.maximumJPEGScans

    @Option(
        help: ArgumentHelp(
            "The largest input file read, in MiB (1 to 4096), checked on its size before reading.", valueName: "MiB"))
    var maxFileSize: Int = DecodeLimits.default.maximumFileBytes >> 20

    func validate() throws {
        guard (1...1000).contains(maxMegapixels) else { throw ValidationError("--max-megapixels must be 1 to 1000, got \(maxMegapixels)") }
        guard (1...10000).contains(maxJPEGScans) else { throw ValidationError("--max-jpeg-scans must be 1 to 10000, got \(maxJPEGScans)") }
        guard (1...4096).contains(maxFileSize) else { throw ValidationError("--max-file-size must be 1 to 4096 MiB, got \(maxFileSize)") }
    }

    /// The limits the options describe.
    var decodeLimits: DecodeLimits {
        var limits = DecodeLimits.default
        limits.maximumPixels = maxMegapixels * 1_000_000
        limits.maximumJPEGScans = maxJPEGScans
        limits.maximumFileBytes = maxFileSize << 20
        return limits
    }
}
