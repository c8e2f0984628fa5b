import ArgumentParser
import Tintype

/// `--max-megapixels`, `--max-jpeg-scans`, `--max-file-size` and the SVG renderer's limits: how much
/// one input file may cost, shared by every command that reads images (README "Limits").
struct LimitOptions: ParsableArguments {
    @Option(help: keyHelp("max-megapixels"))
    var maxMegapixels: Int = InputLimits().megapixels

    @Option(help: keyHelp("max-jpeg-scans"))
    var maxJPEGScans: Int = InputLimits().jpegScans

    @Option(help: keyHelp("max-file-size"))
    var maxFileSize: Int = InputLimits().fileMebibytes

    @Option(help: keyHelp("render-time"))
    var renderTime: Int = InputLimits().renderSeconds

    @Option(help: keyHelp("render-memory"))
    var renderMemory: Int = InputLimits().renderMebibytes

    @Flag(help: keyHelp("render-in-process"))
    var renderInProcess = false

    /// The limits the options give.
    var inputLimits: InputLimits {
        var limits = InputLimits()
        (limits.megapixels, limits.jpegScans, limits.fileMebibytes) = (maxMegapixels, maxJPEGScans, maxFileSize)
        (limits.renderSeconds, limits.renderMebibytes, limits.renderInProcess) = (renderTime, renderMemory, renderInProcess)
        return limits
    }

    func validate() throws {
        if let problem = inputLimits.problem { throw ValidationError("--\(problem.key) \(problem.reason)") }
    }

    /// The decoders' limits the options describe.
    var decodeLimits: ImageDecoder.Limits { inputLimits.decodeLimits }

    /// Where this command renders SVG: in worker processes of this program under the limits above
    /// (SPEC §7.1), unless `--render-in-process` is given or the program has no worker mode (the
    /// command run inside another program). Each call starts a new pool: call it once a command.
    func svgRendering() -> SVGDocument.Rendering {
        inputLimits.rendering(executable: WorkerProgram.executable, workers: BatchOptions.processorCount)
    }
}
