extension ImageFileError {
    /// Why an image file could not be read or written. Each case names the stage
    /// that failed; `ImageFileError` adds the file.
    ///
    /// The support module knows only what any file can meet: access, size and pixel limits.
    /// What a codec, the fitting or the output record finds is defined by that layer, as a
    /// ``ImageFileError/LayerProblem`` carried in `.layer`; each layer adds a static
    /// member per reason (`.png("…")`, `.noArt("…")`, `.notWrittenByTintype`) and a property
    /// that reads its own (`problem.codec`, `problem.fitting`, `problem.record`).
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The file system refused: missing file, a folder, no permission…
        case access(String)
        /// The file holds no bytes.
        case empty
        /// The file is larger than allowed (its size on disk, or what reading it found); nothing of it was kept.
        case fileSize(bytes: Int, limit: Int)
        /// The header asks for more pixels than allowed; nothing was allocated.
        case pixelLimit(width: Int, height: Int, limit: Int)
        /// A reason the layer that raised it defines (a codec's, the fitting's, the output record's).
        case layer(any LayerProblem)

        /// The problem in words, without the file.
        public var description: String {
            switch self {
            case .access(let reason): return reason
            case .empty: return "the file is empty"
            case .fileSize(let bytes, let limit):
                return "the file is \(bytes) bytes, over the limit of \(limit) bytes"
            case .pixelLimit(let width, let height, let limit):
                // Sizes come from file headers and may be absurd: the product is not computed when it overflows.
                let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
                let count = overflow ? "more than \(Int.max)" : "\(pixels)"
                return "image is \(width)×\(height) (\(count) pixels), over the limit of \(limit) pixels"
            case .layer(let problem): return problem.description
            }
        }

        /// Whether two problems are the same stage and reason (a layer's, by its own equality).
        public static func == (lhs: Problem, rhs: Problem) -> Bool {
            switch (lhs, rhs) {
            case (.access(let a), .access(let b)): return a == b
            case (.empty, .empty): return true
            case (.fileSize(let a, let x), .fileSize(let b, let y)): return a == b && x == y
            case (.pixelLimit(let w, let h, let l), .pixelLimit(let v, let g, let m)): return w == v && h == g && l == m
            case (.layer(let a), .layer(let b)): return AnyHashable(a) == AnyHashable(b)
            default: return false
            }
        }

        /// Hashes the stage and its reason.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .access(let reason):
                hasher.combine(0)
                hasher.combine(reason)
            case .empty: hasher.combine(1)
            case .fileSize(let bytes, let limit):
                hasher.combine(2)
                hasher.combine(bytes)
                hasher.combine(limit)
            case .pixelLimit(let width, let height, let limit):
                hasher.combine(3)
                hasher.combine(width)
                hasher.combine(height)
                hasher.combine(limit)
            case .layer(let problem):
                hasher.combine(4)
                hasher.combine(AnyHashable(problem))
            }
        }

        /// The layer's reason, when it is of type `Kind`; `nil` for another layer's or a file-level problem.
        public func reason<Kind: LayerProblem>(of kind: Kind.Type) -> Kind? {
            guard case .layer(let problem) = self else { return nil }
            return problem as? Kind
        }
    }

    /// A reason an image file failed that a layer above the support module defines, in its own
    /// module: the codecs' (`Problem.layer` with a PNG, JPEG or SVG reason),
    /// the fitting's (no art), the output record's (a file tintype did not write).
    public protocol LayerProblem: Hashable, Sendable, CustomStringConvertible {}
}

/// An error reading or writing an image file: which file, and why.
public struct ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path (or name) of the file concerned.
    public var file: String
    /// What went wrong, by stage.
    public var problem: ImageFileError.Problem

    /// An error about `file`.
    public init(file: String, problem: ImageFileError.Problem) {
        self.file = file
        self.problem = problem
    }

    /// `file: problem`, as messages print it.
    public var description: String { DisplayText.escaped("\(file): \(problem)") }
}
