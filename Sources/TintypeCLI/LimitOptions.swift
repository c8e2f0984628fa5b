import ArgumentParser
import Tintype

/// `--max-megapixels`, `--max-jpeg-scans`, `--max-file-size` and the SVG renderer's limits: how much
/// one input file may cost, shared by every command that reads images (README "Limits").
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

    @Option(
        help: ArgumentHelp(
            "The CPU time one SVG render may take in its worker process, in seconds (1 to 3600).", valueName: "s"))
    var renderTime: Int = SVGWorker.Pool.Configuration(executable: "").renderSeconds

    @Option(
        help: ArgumentHelp("The memory an SVG worker process may use, in MiB (256 to 65536).", valueName: "MiB"))
    var renderMemory: Int = SVGWorker.Pool.Configuration(executable: "").memoryMegabytes ?? 1024

    @Flag(
        help: ArgumentHelp(
            "Render SVG in this process: no worker, so no time or memory limit and no sandbox (for trusted art)."))
    var renderInProcess = false

    func validate() throws {
        guard (1...1000).contains(maxMegapixels) else { throw ValidationError("--max-megapixels must be 1 to 1000, got \(maxMegapixels)") }
        guard (1...10000).contains(maxJPEGScans) else { throw ValidationError("--max-jpeg-scans must be 1 to 10000, got \(maxJPEGScans)") }
        guard (1...4096).contains(maxFileSize) else { throw ValidationError("--max-file-size must be 1 to 4096 MiB, got \(maxFileSize)") }
        guard (1...3600).contains(renderTime) else { throw ValidationError("--render-time must be 1 to 3600 seconds, got \(renderTime)") }
        guard (256...65536).contains(renderMemory) else {
            throw ValidationError("--render-memory must be 256 to 65536 MiB, got \(renderMemory)")
        }
    }

    /// The limits the options describe.
    var decodeLimits: DecodeLimits {
        var limits = DecodeLimits.default
        limits.maximumPixels = maxMegapixels * 1_000_000
        limits.maximumJPEGScans = maxJPEGScans
        limits.maximumFileBytes = maxFileSize << 20
        return limits
    }

    /// Where this command renders SVG: in worker processes of this program under the limits above
    /// (SPEC §7.1), unless `--render-in-process` is given or the program has no worker mode (the
    /// command run inside another program). Each call starts a new pool: call it once a command.
    func svgRendering() -> SVGRendering {
        guard !renderInProcess, let executable = WorkerProgram.executable else { return .inProcess }
        return .workers(
            SVGWorker.Pool(
                SVGWorker.Pool.Configuration(
                    executable: executable, idleWorkers: BatchOptions.processorCount, renderSeconds: renderTime,
                    memoryMegabytes: renderMemory, limits: decodeLimits)))
    }
}
