import Tintype

extension Reference {
    /// A state's variant, step by step (SPEC §4, states): the tint, the
    /// selection background under it, the glow added over it, then each
    /// premultiplied channel times `round(opacity·255)`, divided by 255 in
    /// doubles and rounded half up.
    public static func stateVariant(
        _ icon: RGBAImage, look: StateStyle, source: Mask.Source, canvasWidth: Int, canvasHeight: Int
    ) -> RGBAImage {
        let tinted = tint(icon, paint: look.paint, source: source, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        let scale = icon.scale
        var variant = tinted
        if look.selectionBackground {
            let background = TabBarRenderer.ClassicElements.selectionBackground(itemWidth: Double(canvasWidth) / scale, scale: scale)
            let empty = RGBAImage(width: canvasWidth, height: canvasHeight, scale: scale)
            let top = Int((TabBarRenderer.ClassicElements.selectionTop * scale).rounded())
            variant = draw(
                tinted, onto: draw(background, onto: empty, at: PixelPoint(x: 0, y: top), mode: .sourceOver), at: .zero, mode: .sourceOver)
        }
        if look.glow {
            let glow = TabBarRenderer.ClassicElements.glow(scale: scale)
            variant = draw(
                glow, onto: variant, at: PixelPoint(x: (canvasWidth - glow.width) / 2, y: canvasHeight - glow.height), mode: .plus)
        }
        let alpha = Double((look.opacity * 255).rounded())
        guard alpha < 255 else { return variant }
        for y in 0..<canvasHeight {
            for x in 0..<canvasWidth {
                setPixel(&variant, x, y, pixel(variant, x, y).map { Int((Double($0) * alpha / 255 + 0.5).rounded(.down)) })
            }
        }
        return variant
    }
}
