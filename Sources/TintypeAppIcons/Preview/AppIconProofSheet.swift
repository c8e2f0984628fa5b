import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One picture of how an app icon set will look where it is used (SPEC §11.9):
/// the adaptive icon under the launcher masks (circle, squircle, rounded square,
/// teardrop), themed on a light and a dark wallpaper, iOS light, dark and tinted
/// side by side, and (for a set that makes it) the notification icon in a status bar; for a set with desktop
/// platforms, the macOS icon, the Windows taskbar icon on a dark and a light taskbar,
/// and the Linux icon on a dark app grid.
package enum AppIconProofSheet {
    /// The side of one icon cell, in pixels at 1×.
    package static let cell = 128
    package static let margin = 16
    package static let labelHeight = 22

    /// The sheet drawn from `painter` at `scale` (2 for a sharp picture on a high-density screen),
    /// with the notification row when `notification` (a set that makes the notification icon) and
    /// the desktop row with the icons of the `desktop` platforms (none: no row), as the set holds them.
    /// - Throws: `ImageFileError` when an SVG render fails.
    package static func render(
        _ painter: AppIconPainter, scale: Int = 1, notification: Bool = true, desktop: Set<AppIconPlatform> = []
    ) throws(ImageFileError) -> RGBAImage {
        let cell = Self.cell * scale
        let gap = margin * scale
        let rowHeight = labelHeight * scale + cell + gap
        let barHeight = 48 * scale
        let width = gap + 4 * cell + 3 * gap + gap
        var sheet = RGBAImage(
            width: width,
            height: gap + 3 * rowHeight + (notification ? labelHeight * scale + barHeight + gap : 0) + (desktop.isEmpty ? 0 : rowHeight),
            filledWith: paper.premultiplied)
        var top = gap
        func label(_ text: String) {
            if let drawn = SheetLabel.render(text, width: width - 2 * gap, height: labelHeight * scale, scale: Double(scale)) {
                sheet.draw(drawn, at: PixelPoint(x: gap, y: top))
            }
            top += labelHeight * scale
        }
        func place(_ image: RGBAImage, column: Int) { sheet.draw(image, at: PixelPoint(x: gap + column * (cell + gap), y: top)) }

        label("Launcher masks: circle, squircle, rounded square, teardrop")
        let adaptive = try adaptiveIcon(painter, side: cell)
        for (column, shape) in [ProofShape.circle, .squircle, .roundedSquare, .teardrop].enumerated() {
            place(clipped(adaptive, to: shape), column: column)
        }
        top += cell + gap

        label("Themed icons on a light and a dark wallpaper")
        for (index, theme) in themes.enumerated() {
            var wallpaper = RGBAImage(width: 2 * cell + gap, height: cell, filledWith: theme.wallpaper.premultiplied)
            let themed = try themedIcon(painter, side: cell * 3 / 4, disc: theme.disc, glyph: theme.glyph)
            wallpaper.draw(themed, at: PixelPoint(x: (wallpaper.width - themed.width) / 2, y: (cell - themed.height) / 2))
            place(wallpaper, column: 2 * index)
        }
        top += cell + gap

        label("iOS: light, dark, tinted")
        let light = try painter.image(.full, side: cell, glyphRadius: IOSAppIcon.glyphRadius)
        var dark = RGBAImage(width: cell, height: cell, filledWith: iosDark.premultiplied)
        dark.draw(try painter.image(.dark, side: cell, glyphRadius: IOSAppIcon.glyphRadius), at: PixelPoint(x: 0, y: 0))
        var tinted = RGBAImage(width: cell, height: cell, filledWith: StraightColor(red: 0, green: 0, blue: 0).premultiplied)
        let gray = try painter.image(.gray, side: cell, glyphRadius: IOSAppIcon.glyphRadius)
        tinted.draw(
            Mask(width: cell, height: cell, coverage: stride(from: 1, to: gray.bytes.count, by: 4).map { gray.bytes[$0] })!
                .filled(with: .solid(iosTint)), at: PixelPoint(x: 0, y: 0))
        for (column, image) in [light, dark, tinted].enumerated() { place(clipped(image, to: .squircle), column: column) }
        top += cell + gap

        if notification {
            label("Notification icon in a status bar")
            sheet.draw(try notificationBar(painter, width: width - 2 * gap, scale: scale), at: PixelPoint(x: gap, y: top))
            top += barHeight + gap
        }
        guard !desktop.isEmpty else { return sheet }
        label(desktopLabel(desktop))
        for (column, tile) in try desktopTiles(painter, cell: cell, scale: scale, of: desktop).enumerated() { place(tile, column: column) }
        return sheet
    }

    /// The notification icon three times in a status bar `width` pixels wide and 48 points high.
    package static func notificationBar(_ painter: AppIconPainter, width: Int, scale: Int) throws(ImageFileError) -> RGBAImage {
        var bar = RGBAImage(width: width, height: 48 * scale, filledWith: statusBar.premultiplied)
        let icon = try painter.image(.silhouette, side: 24 * scale, glyphRadius: NotificationIcon.glyphRadius)
        for index in 0..<3 { bar.draw(icon, at: PixelPoint(x: 12 * scale + index * 32 * scale, y: 12 * scale)) }
        return bar
    }

    /// The desktop row's heading for `platforms`: `Desktop: macOS, Windows taskbar dark and light, Linux app grid`
    /// when all three are there, the ones there otherwise.
    package static func desktopLabel(_ platforms: Set<AppIconPlatform>) -> String {
        let parts: [(AppIconPlatform, String)] = [
            (.macos, "macOS"), (.windows, "Windows taskbar dark and light"), (.linux, "Linux app grid")
        ]
        return "Desktop: " + parts.filter { platforms.contains($0.0) }.map(\.1).joined(separator: ", ")
    }

    /// The desktop row's cells of `platforms`, each `cell` pixels a side: an icon on its ground, in
    /// ``desktopGrounds``' order, one after the other (a platform the set does not make has none).
    package static func desktopTiles(
        _ painter: AppIconPainter, cell: Int, scale: Int, of platforms: Set<AppIconPlatform>
    ) throws(ImageFileError) -> [RGBAImage] {
        var tiles: [RGBAImage] = []
        for (column, ground) in desktopGrounds.enumerated() where platforms.contains(ground.platform) {
            var tile = RGBAImage(width: cell, height: cell, filledWith: ground.color.premultiplied)
            let side = ground.side * scale
            let icon = try painter.image(column == 0 ? .macos : .rounded, side: side, glyphRadius: ground.glyphRadius)
            tile.draw(icon, at: PixelPoint(x: (cell - side) / 2, y: (cell - side) / 2))
            tiles.append(tile)
        }
        return tiles
    }

    /// The desktop row's cells: the platform, the ground, the icon's side at 1× and its glyph (macOS's
    /// Dock, Windows 11's dark and light taskbar at 200 %, GNOME's app grid).
    package static let desktopGrounds: [(platform: AppIconPlatform, color: StraightColor, side: Int, glyphRadius: Double)] = [
        (.macos, StraightColor(red: 222, green: 226, blue: 232), 128, MacOSAppIcon.glyphRadius),
        (.windows, StraightColor(red: 32, green: 32, blue: 32), 48, WindowsAppIcon.glyphRadius(side: 48)),
        (.windows, StraightColor(red: 243, green: 243, blue: 243), 48, WindowsAppIcon.glyphRadius(side: 48)),
        (.linux, StraightColor(red: 36, green: 36, blue: 36), 96, LinuxAppIcon.glyphRadius(side: 96))
    ]

    /// The themed icons' wallpapers, discs and glyph colours: light, then dark.
    package static let themes: [(wallpaper: StraightColor, disc: StraightColor, glyph: StraightColor)] = [
        (
            StraightColor(red: 232, green: 238, blue: 246), StraightColor(red: 211, green: 227, blue: 253),
            StraightColor(red: 4, green: 30, blue: 73)
        ),
        (
            StraightColor(red: 30, green: 35, blue: 41), StraightColor(red: 4, green: 30, blue: 73),
            StraightColor(red: 211, green: 227, blue: 253)
        )
    ]
    /// The iOS dark icon's background, and the tint of the tinted icon.
    package static let iosDark = AppIconDesign.iosDarkTile
    package static let iosTint = StraightColor(red: 255, green: 179, blue: 64)
    /// The status bar's colour.
    package static let statusBar = StraightColor(red: 32, green: 33, blue: 36)
    /// The sheet's paper.
    package static let paper = StraightColor(red: 245, green: 245, blue: 247)

    /// The adaptive icon as a launcher shows it: the 108 dp layers composed, and their central 72 dp in `side` pixels.
    package static func adaptiveIcon(_ painter: AppIconPainter, side: Int) throws(ImageFileError) -> RGBAImage {
        let layer = side * 3 / 2
        let canvas = AndroidAppIcon.canvas
        var composed = try painter.image(.background, side: layer, glyphRadius: 0, canvas: canvas)
        composed.draw(
            try painter.image(.glyph, side: layer, glyphRadius: AndroidAppIcon.layerGlyphRadius, canvas: canvas), at: PixelPoint(x: 0, y: 0)
        )
        return composed.view(PixelRect(x: (layer - side) / 2, y: (layer - side) / 2, width: side, height: side)).makeImage()
    }

    /// A themed icon: the monochrome layer in `glyph` on a `disc`, as Android 13 draws it, in `side` pixels.
    package static func themedIcon(_ painter: AppIconPainter, side: Int, disc: StraightColor, glyph: StraightColor) throws(ImageFileError)
        -> RGBAImage
    {
        let layer = side * 3 / 2
        var composed = RGBAImage(width: layer, height: layer, filledWith: disc.premultiplied)
        let silhouette = try painter.image(
            .silhouette, side: layer, glyphRadius: AndroidAppIcon.layerGlyphRadius, canvas: AndroidAppIcon.canvas)
        composed.draw(Mask(of: silhouette, source: .alpha).filled(with: .solid(glyph)), at: PixelPoint(x: 0, y: 0))
        let visible = composed.view(PixelRect(x: (layer - side) / 2, y: (layer - side) / 2, width: side, height: side)).makeImage()
        return clipped(visible, to: .circle)
    }

    /// `image` with everything outside `shape` made transparent.
    package static func clipped(_ image: RGBAImage, to shape: ProofShape) -> RGBAImage {
        var clipped = image
        let mask = CoverageRasterizer.coverage(of: shape.path(side: Double(image.width)), width: image.width, height: image.height)
        clipped.draw(
            mask.filled(with: .solid(StraightColor(red: 255, green: 255, blue: 255))), at: PixelPoint(x: 0, y: 0), mode: .destinationIn)
        return clipped
    }
}

/// The outlines launchers cut icons to.
package enum ProofShape: CaseIterable {
    case circle, squircle, roundedSquare, teardrop

    /// The squircle's outline in a `side × side` square: |x|⁵ + |y|⁵ = 1, the
    /// superellipse launchers and iOS approximate, as 256 points.
    package static func squircle(side: Double) -> [VectorPath.Point] {
        let half = side / 2
        return (0..<256).map { step in
            let angle = Double(step) / 256 * 2 * Double.pi
            let (c, s) = (cos(angle), sin(angle))
            let x = (c < 0 ? -1.0 : 1.0) * pow(abs(c), 0.4)
            let y = (s < 0 ? -1.0 : 1.0) * pow(abs(s), 0.4)
            return VectorPath.Point(x: half + half * x, y: half + half * y)
        }
    }

    /// The outline filling a `side × side` square.
    package func path(side: Double) -> VectorPath {
        var path = VectorPath()
        let half = side / 2
        switch self {
        case .circle: path.addEllipse(x: 0, y: 0, width: side, height: side)
        case .roundedSquare: path.addRoundedRect(x: 0, y: 0, width: side, height: side, radius: side / 5)
        case .squircle: path.addPolygon(Self.squircle(side: side))
        case .teardrop:
            // A circle whose bottom-right quarter is a square corner.
            var points = (0..<193).map { step in
                let angle = Double.pi / 2 + Double(step) / 192 * 1.5 * Double.pi
                return VectorPath.Point(x: half + half * cos(angle), y: half + half * sin(angle))
            }
            points.append(VectorPath.Point(x: side, y: side))
            path.addPolygon(points)
        }
        return path
    }
}
