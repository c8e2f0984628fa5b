extension StretchableImage {
    /// How the middle of a stretchable image fills its new size.
    public enum ResizingMode: String, Hashable, Sendable, CaseIterable {
        /// The middle is resampled (bilinearly; a 1-pixel middle is replicated exactly).
        case stretch
        /// The middle repeats.
        case tile
    }
}
