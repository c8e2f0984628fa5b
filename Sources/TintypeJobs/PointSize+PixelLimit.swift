import TintypeSupport

extension PointSize {
    /// Why an output of this size at `scale` cannot be made (its pixels exceed the pixel limit
    /// an image may have), or nil: checked from the options, before anything is allocated.
    package func pixelProblem(at scale: Double) -> String? {
        let pixels = (width * scale).rounded() * (height * scale).rounded()
        let limit = ImageDecoder.Limits.default.maximumPixels
        guard pixels.isFinite, pixels <= Double(limit) else {
            return
                "\(NumberText.shortest(width))×\(NumberText.shortest(height)) pt at \(NumberText.shortest(scale))× is over the limit of \(limit) pixels"
        }
        return nil
    }
}
