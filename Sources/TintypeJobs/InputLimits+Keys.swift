extension InputLimits {
    /// The keys of the limits, for a job of type `Job` whose limits are at `limits`.
    package static func fields<Job>(_ limits: WritableKeyPath<Job, InputLimits> & Sendable) -> [JobFile.Field<Job>] {
        func number(
            _ name: String, _ help: String, _ valueName: String, _ value: WritableKeyPath<InputLimits, Int> & Sendable
        ) -> JobFile.Field<Job> {
            .parsed(
                .init(name: name, kind: .option, help: help, valueName: valueName, group: "Limits"), as: "a whole number",
                OptionWords.integer, shown: { String($0[keyPath: limits][keyPath: value]) },
                set: { $0[keyPath: limits][keyPath: value] = $1 })
        }
        return [
            number(
                "max-megapixels",
                "The most pixels an input image may have, in millions (1 to 1000). Larger files are refused before decoding.", "n",
                \.megapixels),
            number("max-jpeg-scans", "The most scans a progressive JPEG may have (1 to 10000).", "n", \.jpegScans),
            number(
                "max-file-size", "The largest input file read, in MiB (1 to 4096), checked on its size before reading.", "MiB",
                \.fileMebibytes),
            number(
                "render-time", "The CPU time one SVG render may take in its worker process, in seconds (1 to 3600).", "s", \.renderSeconds),
            number("render-memory", "The memory an SVG worker process may use, in MiB (256 to 65536).", "MiB", \.renderMebibytes),
            .flag(
                "render-in-process", "Render SVG in this process: no worker, so no time or memory limit and no sandbox (for trusted art)."
            ) {
                $0[keyPath: limits].renderInProcess = $1
            }.grouped("Limits")
        ]
    }
}
