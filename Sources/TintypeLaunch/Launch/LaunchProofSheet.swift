/// How the launch screens will look (SPEC §14.4): an iPhone in portrait, light and dark; an
/// Android phone, light and dark, its icon clipped to the circle the system shows it in (on its
/// plate when there is one) and the branding at its foot; an iPad in landscape, light and dark.
/// Each screen at its real proportions, in a phone's or a tablet's rounded frame.
package enum LaunchProofSheet {
    /// The iPhone, Android phone and iPad drawn, in points (dp).
    static let iphone = PixelSize(width: 402, height: 874)
    static let androidPhone = PixelSize(width: 412, height: 915)
    static let ipadLandscape = PixelSize(width: 1376, height: 1032)
    /// Sheet pixels a point at scale 1.
    static let pointScale = 0.5
    static let gap = 16
    static let labelHeight = 22
    static let bezel = 6

    /// The sheet at `scale` (2 for a sharp picture).
    /// - Throws: `ImageFileError` when an SVG render fails.
    package static func render(_ art: LaunchArt, platforms: [LaunchPlatform], scale: Int = 2) throws(ImageFileError) -> RGBAImage {
        let factor = pointScale * Double(scale)
        let gap = Self.gap * scale
        func size(_ points: PixelSize) -> PixelSize {
            PixelSize(
                width: Int(clamping: Double(points.width) * factor, to: 1...Int(Int32.max)),
                height: Int(clamping: Double(points.height) * factor, to: 1...Int(Int32.max)))
        }
        var rows: [(label: String, screens: [RGBAImage])] = []
        let apple = platforms.contains(.ios) || platforms.contains(.web)
        var phones: [RGBAImage] = []
        var phoneLabel: [String] = []
        if apple {
            for dark in [false, true] { phones.append(try self.apple(art, dark: dark, size: size(iphone), factor: factor)) }
            phoneLabel.append("iPhone in portrait, light and dark")
        }
        if platforms.contains(.android) {
            for dark in [false, true] { phones.append(try android(art, dark: dark, size: size(androidPhone), factor: factor)) }
            phoneLabel.append("Android 12+, light and dark (the circle it shows the icon in is traced)")
        }
        if !phones.isEmpty { rows.append((phoneLabel.joined(separator: "; "), phones)) }
        if apple {
            let tablet = try [false, true].map { dark throws(ImageFileError) in
                try self.apple(art, dark: dark, size: size(ipadLandscape), factor: factor)
            }
            rows.append(("iPad in landscape, light and dark", tablet))
        }
        let framed = rows.map { ($0.label, $0.screens.map { frame($0, bezel: bezel * scale) }) }
        let width = gap + (framed.map { $0.1.reduce(0) { $0 + $1.width + gap } }.max() ?? 0)
        let height = gap + framed.reduce(0) { $0 + labelHeight * scale + ($1.1.map(\.height).max() ?? 0) + gap }
        var sheet = RGBAImage(width: max(width, 1), height: max(height, 1), filledWith: AppIconProofSheet.paper.premultiplied)
        var top = gap
        for (label, screens) in framed {
            let rowWidth = screens.reduce(0) { $0 + $1.width + gap } - gap
            if let drawn = SheetLabel.render(label, width: rowWidth, height: labelHeight * scale, scale: Double(scale)) {
                sheet.draw(drawn, at: PixelPoint(x: gap, y: top))
            }
            top += labelHeight * scale
            var left = gap
            for screen in screens {
                sheet.draw(screen, at: PixelPoint(x: left, y: top))
                left += screen.width + gap
            }
            top += (screens.map(\.height).max() ?? 0) + gap
        }
        return sheet
    }

    /// An iPhone's or iPad's screen as `UILaunchScreen`, the storyboard and the web's startup images draw it.
    private static func apple(_ art: LaunchArt, dark: Bool, size: PixelSize, factor: Double) throws(ImageFileError) -> RGBAImage {
        LaunchPictures.screen(
            ground: dark ? art.design.darkBackground : art.design.background,
            logo: try LaunchPictures.logo(dark ? art.dark : art.light, scale: factor),
            branding: try art.branding.map { branding throws(ImageFileError) in
                try LaunchPictures.branding(branding, dark: dark, scale: factor)
            },
            size: size, scale: factor
        ).image
    }

    /// An Android 12 phone's splash: the icon canvas (288 dp, or 240 on its plate) clipped to its circle,
    /// centred, and the branding at the foot.
    private static func android(_ art: LaunchArt, dark: Bool, size: PixelSize, factor: Double) throws(ImageFileError) -> RGBAImage {
        let design = art.design
        let plate = dark ? design.darkIconBackground ?? design.iconBackground : design.iconBackground
        let canvasDp = plate == nil ? LaunchScreenAndroid.canvas.plain : LaunchScreenAndroid.canvas.plated
        let side = Int(clamping: canvasDp * factor, to: 2...Int(Int32.max))
        var icon = RGBAImage(width: side, height: side)
        if let plate { icon = RGBAImage(width: side, height: side, filledWith: plate.premultiplied) }
        icon.draw(
            try (dark ? art.plated.dark : art.plated.light).image(.glyph, side: side, glyphRadius: LaunchScreenAndroid.circleRadius),
            at: PixelPoint(x: 0, y: 0))
        // The system shows the canvas through a circle of two thirds of its side.
        var circle = VectorPath()
        let diameter = Double(side) * 2 * LaunchScreenAndroid.circleRadius
        circle.addEllipse(x: (Double(side) - diameter) / 2, y: (Double(side) - diameter) / 2, width: diameter, height: diameter)
        icon.draw(
            CoverageRasterizer.coverage(of: circle, width: side, height: side).filled(
                with: .solid(StraightColor(red: 0, green: 0, blue: 0))),
            at: PixelPoint(x: 0, y: 0), mode: .destinationIn)
        // The circle traced thinly in a colour that shows on the ground, so art cut by it can be seen.
        var trace = GlyphContrast.readable(on: dark ? design.darkBackground : design.background)
        trace.alpha = 110
        let line = max(1, factor)
        var inner = VectorPath()
        inner.addEllipse(
            x: (Double(side) - diameter) / 2 + line, y: (Double(side) - diameter) / 2 + line, width: diameter - 2 * line,
            height: diameter - 2 * line)
        let outside = CoverageRasterizer.coverage(of: circle, width: side, height: side)
        let inside = CoverageRasterizer.coverage(of: inner, width: side, height: side)
        let ring = zip(outside.coverage, inside.coverage).map { $0 > $1 ? $0 - $1 : 0 }
        if let ring = Mask(width: side, height: side, coverage: ring) {
            icon.draw(ring.filled(with: .solid(trace)), at: PixelPoint(x: 0, y: 0))
        }
        return LaunchPictures.screen(
            ground: dark ? design.darkBackground : design.background, logo: icon,
            branding: try art.branding.map { branding throws(ImageFileError) in
                try LaunchPictures.branding(branding, dark: dark, scale: factor)
            },
            size: size, scale: factor
        ).image
    }

    /// `screen` in a device's frame: a dark bezel `bezel` pixels wide around it, its corners rounded.
    private static func frame(_ screen: RGBAImage, bezel: Int) -> RGBAImage {
        let (width, height) = (screen.width + 2 * bezel, screen.height + 2 * bezel)
        let radius = Double(min(width, height)) / 9
        func rounded(_ inset: Double, _ w: Int, _ h: Int) -> Mask {
            var path = VectorPath()
            path.addRoundedRect(
                x: inset, y: inset, width: Double(w) - 2 * inset, height: Double(h) - 2 * inset, radius: max(radius - inset, 0))
            return CoverageRasterizer.coverage(of: path, width: w, height: h)
        }
        // A grey frame, so a black or white screen still shows its edge on the sheet.
        var framed = rounded(0, width, height).filled(with: .solid(StraightColor(red: 88, green: 88, blue: 94)))
        // The screen inside the bezel, its corners cut to the frame's inner outline.
        var placed = RGBAImage(width: width, height: height)
        placed.draw(screen, at: PixelPoint(x: bezel, y: bezel))
        placed.draw(
            rounded(Double(bezel), width, height).filled(with: .solid(StraightColor(red: 0, green: 0, blue: 0))),
            at: PixelPoint(x: 0, y: 0),
            mode: .destinationIn)
        framed.draw(placed, at: PixelPoint(x: 0, y: 0))
        return framed
    }
}
