extension Checker {
    /// A `low-contrast` breach when what `image` draws does not show on its ground (``GlyphContrast``,
    /// under 1.5:1): `ground`, named `name`, when given (the tile a system draws under a glyph on
    /// transparent), else the colour of the image's border when every border pixel has it (an opaque
    /// icon on a ground of one colour; one on a picture or gradient is not judged). Measured on the
    /// check's own copy.
    mutating func checkContrast(_ file: String, _ image: RGBAImage, on ground: StraightColor? = nil, named name: String = "") {
        let measured = Self.measurable(image).image
        if let ground {
            var drawn = RGBAImage(width: measured.width, height: measured.height, filledWith: ground.premultiplied)
            drawn.draw(measured, at: PixelPoint(x: 0, y: 0))
            reportContrast(file, GlyphContrast.contrast(of: drawn, on: .color(ground)), on: "\(name) \(ground.hexString)")
        } else if measured.isOpaque, let border = Self.borderColour(measured) {
            reportContrast(file, GlyphContrast.contrast(of: measured, on: .color(border)), on: "its background \(border.hexString)")
        }
    }

    /// A `low-contrast` breach when the glyph `image` (on transparent) does not show on `ground`,
    /// an image of its size drawn under it (an adaptive icon's background layer).
    mutating func checkContrast(_ file: String, _ image: RGBAImage, onImage ground: RGBAImage) {
        var drawn = ground
        drawn.draw(image, at: PixelPoint(x: 0, y: 0))
        let contrast = GlyphContrast.contrast(of: Self.measurable(drawn).image, on: .image(Self.measurable(ground).image))
        reportContrast(file, contrast, on: "its background layer")
    }

    private mutating func reportContrast(_ file: String, _ contrast: Double, on ground: String) {
        guard contrast < GlyphContrast.unreadable else { return }
        breach(
            file, .lowContrast,
            contrast <= 1
                ? "nothing drawn shows on \(ground): the icon is one colour"
                : "the glyph does not show on \(ground) (contrast \(GlyphContrast.text(contrast)), under 1.5:1)")
    }

    /// The colour of every pixel of `image`'s border, when they are within 8 of their mean on every channel.
    static func borderColour(_ image: RGBAImage) -> StraightColor? {
        guard image.width >= 2, image.height >= 2 else { return nil }
        var border: [StraightColor] = []
        for x in 0..<image.width { border += [image[x, 0].straight, image[x, image.height - 1].straight] }
        for y in 1..<(image.height - 1) { border += [image[0, y].straight, image[image.width - 1, y].straight] }
        guard let colour = StraightColor.mean(border) else { return nil }
        return border.allSatisfy { ColorArtMask.distance($0, colour) <= 8 } ? colour : nil
    }
}
