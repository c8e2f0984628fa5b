import TintypeSupport

extension ImageFileError {
    /// Why the batch's output record keeps a file from being replaced.
    public enum RecordProblem: ImageFileError.LayerProblem {
        /// An output that would be replaced holds bytes tintype did not record writing there (edited
        /// by hand, or never tintype's): left as it is unless the run forces it.
        case notWrittenByTintype

        /// The reason in words, without the file.
        public var description: String {
            switch self {
            case .notWrittenByTintype:
                return "edited since tintype wrote it, or not written by tintype: left as it is (--force replaces it)"
            }
        }
    }
}

extension ImageFileError.Problem {
    /// The output record's reason, or `nil` when another stage failed.
    public var record: ImageFileError.RecordProblem? { reason(of: ImageFileError.RecordProblem.self) }

    /// The output holds bytes tintype did not record writing (``ImageFileError/RecordProblem/notWrittenByTintype``).
    public static var notWrittenByTintype: Self { .layer(ImageFileError.RecordProblem.notWrittenByTintype) }
}
