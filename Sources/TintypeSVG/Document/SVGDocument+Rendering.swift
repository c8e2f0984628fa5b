extension SVGDocument {
    /// Where SVG documents are parsed and rendered (SPEC §7.1).
    public enum Rendering: Sendable {
        /// In this process, through librsvg directly: fastest to start, but a document
        /// that crashes librsvg or never finishes takes this process with it. For
        /// trusted art, or for callers that sandbox the whole process themselves.
        case inProcess
        /// In the pool's worker processes, under their time and memory limits and
        /// their sandbox: a document that crashes or stalls fails alone, with the reason.
        case workers(SVGWorker.Pool)
    }
}
