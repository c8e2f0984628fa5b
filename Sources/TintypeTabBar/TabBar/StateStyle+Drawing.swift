extension StateStyle {
    /// The variant of `placed` this state draws, on the placed art's canvas
    /// (SPEC §4.3): the art tinted with ``paint``; the selection background
    /// under it and the glow over its lower edge when asked for; then every
    /// pixel scaled by ``opacity`` (a `destinationIn` with that alpha).
    public func draw(_ placed: ArtMaster.PlacedArt) -> RGBAImage {
        let icon = placed.tinted(paint)
        var variant: RGBAImage
        if selectionBackground {
            let scale = icon.scale
            variant = RGBAImage(width: icon.width, height: icon.height, scale: scale)
            let background = TabBarRenderer.ClassicElements.selectionBackground(itemWidth: Double(icon.width) / scale, scale: scale)
            variant.draw(
                background,
                at: PixelPoint(x: 0, y: TabBarRenderer.ClassicElements.pixels(TabBarRenderer.ClassicElements.selectionTop, scale)))
            variant.draw(icon, at: .zero)
        } else {
            variant = icon
        }
        if glow {
            let shine = TabBarRenderer.ClassicElements.glow(scale: icon.scale)
            variant.draw(
                shine, at: PixelPoint(x: (variant.width - shine.width) / 2, y: variant.height - shine.height), mode: .plus)
        }
        if opacityAlpha < 255 {
            let fade = RGBAImage(
                width: variant.width, height: variant.height,
                filledWith: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: opacityAlpha),
                scale: variant.scale)
            variant.draw(fade, at: .zero, mode: .destinationIn)
        }
        return variant
    }
}
