extension Checker {
    /// A `low-contrast` breach when what `image` draws does not show on its ground (``GlyphContrast``,
    /// under 1.5:1): `ground` when given (the tile a system draws under a glyph on transparent), else
    /// the colour of the image's border when every border pixel has it (an opaque icon on a ground of
    /// one colour; one on a picture or gradient is not judged). Measured on the check's own copy.
    mutating func checkContrast(_ file: String, _ image: RGBAImage, on ground: GlyphContrast.Ground? = nil, ground name: String? = nil) {
        let measured = Self.measurable(image).image
        var drawn = measured
        let under: GlyphContrast.Ground
        let named: String
        if let ground, case .color(let color) = ground {
            drawn = RGBAImage(width: measured.width, height: measured.height, filledWith: color.premultiplied)
            drawn.draw(measured, at: PixelPoint(x: 0, y: 0))
            (under, named) = (ground, "\(name ?? "its ground") \(color.hexString)")
        } else {
            guard measured.isOpaque, let border = Self.borderColour(measured) else { return }
            (under, named) = (.color(border), "its background \(border.hexString)")
        }
        reportContrast(file, GlyphContrast.contrast(of: drawn, on: under), on: named)
    }

    /// A `low-contrast` breach when the glyph `image` (on transparent) does not show on `ground`,
    /// an image of its size drawn under it (an adaptive icon's background layer).
    mutating func checkContrast(_ file: String, _ image: RGBAImage, onImage ground: RGBAImage) {
        var drawn = ground
        drawn.draw(image, at: PixelPoint(x: 0, y: 0))
        let factor = max(1, max(image.width, image.height) / AppIconCheck.measuringSide)
        let contrast = GlyphContrast.contrast(
            of: factor == 1 ? drawn : drawn.downscaled(width: drawn.width / factor, height: drawn.height / factor),
            on: .image(factor == 1 ? ground : ground.downscaled(width: ground.width / factor, height: ground.height / factor)))
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
        var sum = SIMD3<Int>.zero
        for colour in border { sum &+= SIMD3(Int(colour.red), Int(colour.green), Int(colour.blue)) }
        let mean = (sum &+ border.count / 2) / border.count
        let colour = StraightColor(red: UInt8(mean.x), green: UInt8(mean.y), blue: UInt8(mean.z))
        return border.allSatisfy { ColorArtMask.distance($0, colour) <= 8 } ? colour : nil
    }
}
