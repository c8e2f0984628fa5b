/// An Android NinePatch (`.9.png`, SPEC §5): an image with a one-pixel border
/// whose opaque black pixels mark the stretchable regions (left and top edges)
/// and the content padding (right and bottom edges).
public struct NinePatch: Hashable, Sendable {
    /// The image without its border.
    public var image: RGBAImage
    /// Stretchable columns and rows (from the top and left markers).
    public var horizontalStretch: [Range<Int>]
    /// The rows that stretch, from the left border's markers.
    public var verticalStretch: [Range<Int>]
    /// The content area's padding, from the right and bottom markers; nil when unmarked.
    public var padding: StretchableImage.CapInsets?

    /// A NinePatch from its content and marker spans (in content pixels).
    public init(
        image: RGBAImage, horizontalStretch: [Range<Int>], verticalStretch: [Range<Int>], padding: StretchableImage.CapInsets? = nil
    ) {
        self.image = image
        self.horizontalStretch = horizontalStretch
        self.verticalStretch = verticalStretch
        self.padding = padding
    }

    /// Reads the markers of a bordered image; `file` names it in errors.
    /// - Throws: ``NinePatch/BorderError`` when the border is too small or marks nothing to stretch.
    public init(bordered: RGBAImage, file: String) throws(NinePatch.BorderError) {
        guard bordered.width >= 3, bordered.height >= 3 else {
            throw NinePatch.BorderError(file: file, reason: "needs at least 3×3 pixels, this is \(bordered.width)×\(bordered.height)")
        }
        let (width, height) = (bordered.width, bordered.height)
        func marked(_ x: Int, _ y: Int) -> Bool { bordered[x, y] == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255) }
        func runs(_ count: Int, _ isMarked: (Int) -> Bool) -> [Range<Int>] {
            var result = [Range<Int>]()
            var start: Int?
            for index in 0...count {
                let on = index < count && isMarked(index)
                if on, start == nil { start = index }
                if !on, let begin = start {
                    result.append(begin..<index)
                    start = nil
                }
            }
            return result
        }
        let top = runs(width - 2) { marked($0 + 1, 0) }
        let left = runs(height - 2) { marked(0, $0 + 1) }
        guard !top.isEmpty || !left.isEmpty else {
            throw NinePatch.BorderError(file: file, reason: "no stretch markers: no opaque black pixel on the top or left border")
        }
        let bottom = runs(width - 2) { marked($0 + 1, height - 1) }
        let right = runs(height - 2) { marked(width - 1, $0 + 1) }
        var padding: StretchableImage.CapInsets?
        if let horizontal = bottom.first, let vertical = right.first {
            padding = StretchableImage.CapInsets(
                top: vertical.lowerBound, left: horizontal.lowerBound,
                bottom: height - 2 - right.last!.upperBound, right: width - 2 - bottom.last!.upperBound)
        }
        self.init(
            image: bordered.view(PixelRect(x: 1, y: 1, width: width - 2, height: height - 2)).makeImage(),
            horizontalStretch: top.isEmpty ? [0..<width - 2] : top, verticalStretch: left.isEmpty ? [0..<height - 2] : left,
            padding: padding)
    }

    /// The image with its marker border, ready to be written as a `.9.png`.
    public func bordered() -> RGBAImage {
        var out = RGBAImage(width: image.width + 2, height: image.height + 2, scale: image.scale)
        out.draw(image, at: PixelPoint(x: 1, y: 1), mode: .copy)
        let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        for range in horizontalStretch { out.fill(PixelRect(x: range.lowerBound + 1, y: 0, width: range.count, height: 1), with: black) }
        for range in verticalStretch { out.fill(PixelRect(x: 0, y: range.lowerBound + 1, width: 1, height: range.count), with: black) }
        if let padding {
            out.fill(
                PixelRect(x: padding.left + 1, y: out.height - 1, width: image.width - padding.left - padding.right, height: 1), with: black
            )
            out.fill(
                PixelRect(x: out.width - 1, y: padding.top + 1, width: 1, height: image.height - padding.top - padding.bottom), with: black)
        }
        return out
    }

    /// The NinePatch as a stretchable image: the caps reach to the first and
    /// from the last stretchable region (several regions stretch as one span).
    public var stretchable: StretchableImage {
        let columns = (horizontalStretch.first?.lowerBound ?? 0, horizontalStretch.last?.upperBound ?? image.width)
        let rows = (verticalStretch.first?.lowerBound ?? 0, verticalStretch.last?.upperBound ?? image.height)
        return StretchableImage(
            image: image,
            insets: StretchableImage.CapInsets(top: rows.0, left: columns.0, bottom: image.height - rows.1, right: image.width - columns.1))
    }

    /// A NinePatch from a stretchable image: its middle marks the stretch regions.
    public init(_ stretchable: StretchableImage, padding: StretchableImage.CapInsets? = nil) {
        let image = stretchable.image
        let insets = stretchable.insets
        self.init(
            image: image, horizontalStretch: [insets.left..<image.width - insets.right],
            verticalStretch: [insets.top..<image.height - insets.bottom], padding: padding)
    }

    /// Whether `path` names a NinePatch: it ends in `.9.png`, in any case.
    public static func isNinePatchPath(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".9.png")
    }

    /// Reads a `.9.png` file.
    /// - Throws: `ImageFileError` when the file cannot be read or decoded, ``NinePatch/BorderError`` when its
    ///   border is malformed.
    public static func read(_ path: String, limits: ImageDecoder.Limits = .default) throws -> NinePatch {
        try NinePatch(bordered: ImageDecoder.read(path, limits: limits).image, file: path)
    }
}

extension StretchableImage {
    /// A stretchable image from a file: a `.9.png` brings its own insets (its
    /// markers); any other image uses `insets` (an SVG rendered where `rendering` says).
    /// - Throws: `ImageFileError` when the file cannot be read or decoded, ``NinePatch/BorderError`` when a
    ///   `.9.png`'s border is malformed.
    public static func read(
        _ path: String, insets: StretchableImage.CapInsets?, mode: StretchableImage.ResizingMode = .stretch,
        limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering
    ) throws -> StretchableImage {
        if NinePatch.isNinePatchPath(path) {
            var stretchable = try NinePatch.read(path, limits: limits).stretchable
            if let insets { stretchable = StretchableImage(image: stretchable.image, insets: insets, mode: mode) }
            stretchable.mode = mode
            return stretchable
        }
        let image = try ImageDecoder.readArt(path, limits: limits, rendering: rendering).image
        return StretchableImage(
            image: image, insets: insets ?? StretchableImage.CapInsets(top: 0, left: 0, bottom: 0, right: 0), mode: mode)
    }
}
