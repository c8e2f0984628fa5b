import TintypeSupport

extension IconComposerBundle {
    /// `paint` over a whole `side`-pixel square.
    static func filled(_ paint: Paint, side: Int) -> RGBAImage { filled(paint, size: PixelSize(width: side, height: side)) }

    /// A `size` image filled with `paint`.
    static func filled(_ paint: Paint, size: PixelSize) -> RGBAImage {
        Mask(width: size.width, height: size.height, coverage: [UInt8](repeating: 255, count: size.width * size.height))!.filled(
            with: paint)
    }

    /// `image` cut to `outline`.
    static func cut(_ image: RGBAImage, to outline: Outline) -> RGBAImage {
        cut(image, to: Self.outline(outline, side: image.width))
    }

    /// `image` cut to `shape`'s coverage.
    static func cut(_ image: RGBAImage, to shape: Mask) -> RGBAImage {
        var cut = image
        cut.draw(
            shape.filled(with: .solid(StraightColor(red: 255, green: 255, blue: 255))),
            at: PixelPoint(x: 0, y: 0), mode: .destinationIn)
        return cut
    }

    /// A paint laid over the canvas (its gradient spanning the canvas) restated over the whole of
    /// `size`, the `canvas`-pixel canvas centred in it: the gradient keeps its place and runs on past the canvas.
    static func extended(_ paint: Paint, canvas: Int, size: PixelSize) -> Paint {
        guard case .linearGradient(let gradient) = paint else { return paint }
        let (width, height) = (Double(size.width), Double(size.height))
        let share = (x: Double(canvas) / width, y: Double(canvas) / height)
        func moved(_ point: VectorPath.Point) -> VectorPath.Point {
            VectorPath.Point(x: (1 - share.x) / 2 + point.x * share.x, y: (1 - share.y) / 2 + point.y * share.y)
        }
        return Paint.LinearGradient(stops: gradient.stops, start: moved(gradient.start), end: moved(gradient.end)).map(Paint.linearGradient)
            ?? paint
    }
}
