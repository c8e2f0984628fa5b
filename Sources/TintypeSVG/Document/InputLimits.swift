/// How much one input file may cost, as a command's options or a job's keys give it
/// (README "Limits"): its pixels, JPEG scans and bytes, and the time and memory one SVG
/// render may take in its worker process. Each value is in the unit its option names.
package struct InputLimits: Sendable, Hashable {
    /// The most pixels an input image may have, in millions.
    package var megapixels = ImageDecoder.Limits.default.maximumPixels / 1_000_000
    /// The most scans a progressive JPEG may have.
    package var jpegScans = ImageDecoder.Limits.default.maximumJPEGScans
    /// The largest input file read, in MiB.
    package var fileMebibytes = ImageDecoder.Limits.default.maximumFileBytes >> 20
    /// The CPU time one SVG render may take in its worker, in seconds.
    package var renderSeconds = SVGWorker.Pool.Configuration(executable: "").renderSeconds
    /// The memory an SVG worker may use, in MiB.
    package var renderMebibytes = SVGWorker.Pool.Configuration(executable: "").memoryMegabytes ?? 1024
    /// SVG is rendered in the calling process: no worker, no limit, no sandbox.
    package var renderInProcess = false

    /// The limits at their defaults.
    package init() {}

    /// The range each limit takes, with its key (the option without `--`) and unit.
    package static let ranges: [(key: String, range: ClosedRange<Int>, unit: String, value: KeyPath<InputLimits, Int> & Sendable)] = [
        ("max-megapixels", 1...1000, "", \.megapixels), ("max-jpeg-scans", 1...10000, "", \.jpegScans),
        ("max-file-size", 1...4096, " MiB", \.fileMebibytes), ("render-time", 1...3600, " seconds", \.renderSeconds),
        ("render-memory", 256...65536, " MiB", \.renderMebibytes)
    ]

    /// The first limit outside its range: its key and "must be 1 to 1000, got 0".
    package var problem: (key: String, reason: String)? {
        for (key, range, unit, value) in Self.ranges where !range.contains(self[keyPath: value]) {
            return (key, "must be \(range.lowerBound) to \(range.upperBound)\(unit), got \(self[keyPath: value])")
        }
        return nil
    }

    /// The decoders' limits.
    package var decodeLimits: ImageDecoder.Limits {
        var limits = ImageDecoder.Limits.default
        limits.maximumPixels = megapixels * 1_000_000
        limits.maximumJPEGScans = jpegScans
        limits.maximumFileBytes = fileMebibytes << 20
        return limits
    }

    /// Where SVG is rendered: in worker processes of `executable` (a program that serves
    /// `SVGWorker.serveIfAsked()`), `workers` kept warm, under these limits; in this process
    /// when ``renderInProcess`` or when there is no such program. Each call starts a new pool.
    package func rendering(executable: String?, workers: Int) -> SVGDocument.Rendering {
        guard !renderInProcess, let executable else { return .inProcess }
        return .workers(
            SVGWorker.Pool(
                SVGWorker.Pool.Configuration(
                    executable: executable, idleWorkers: workers, renderSeconds: renderSeconds, memoryMegabytes: renderMebibytes,
                    limits: decodeLimits)))
    }
}
