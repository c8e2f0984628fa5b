import TintypeSupport

extension IconComposerBundle {
    /// The layers drawn flat on a transparent `side × side` canvas (the document's 1024 points),
    /// back to front: each image centred on the canvas at its own size times its layer's and its
    /// group's scale, moved by their offsets, filled with its solid fill when it has one, faded by
    /// its layer's and its group's opacity. An SVG is rendered at its drawn size, a PNG or JPEG resized to it.
    /// - Throws: `ImageFileError` naming the asset when it is missing, unreadable or over the limits.
    package func composed(side: Int, limits: DecodeLimits = .default, rendering: SVGRendering = .inProcess) throws(ImageFileError)
        -> RGBAImage
    {
        let points = Double(side) / Self.canvas
        var canvas = RGBAImage(width: side, height: side)
        for group in groups.reversed() {
            var layers = RGBAImage(width: side, height: side)
            for layer in group.layers.reversed() {
                let file = "\(folder)/Assets/\(layer.image)"
                let art = try SourceArt.decode(
                    try FileBytes.read(file, maximumBytes: limits.maximumFileBytes), file: file, limits: limits, rendering: rendering)
                let natural: PointSize
                switch art {
                case .vector(let document): natural = document.canvasSize
                case .raster(let image): natural = PointSize(width: Double(image.width), height: Double(image.height))
                }
                let factor = layer.scale * group.scale * points
                let width = natural.width * factor
                let height = natural.height * factor
                let centre = VectorPoint(
                    x: Double(side) / 2 + (group.translation.x + group.scale * layer.translation.x) * points,
                    y: Double(side) / 2 + (group.translation.y + group.scale * layer.translation.y) * points)
                let placement = (x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
                // Drawn within its bounds on the canvas only: a small layer costs its own pixels, not the canvas's.
                let left = max(0, Int(placement.x.rounded(.down)))
                let top = max(0, Int(placement.y.rounded(.down)))
                let right = min(side, Int((placement.x + width).rounded(.up)))
                let bottom = min(side, Int((placement.y + height).rounded(.up)))
                guard right > left, bottom > top else { continue }
                var drawn: RGBAImage
                switch art {
                case .vector(let document):
                    drawn = try document.render(
                        width: right - left, height: bottom - top,
                        canvasIn: (placement.x - Double(left), placement.y - Double(top), width, height))
                case .raster(let image):
                    let size = (Int(width.rounded()), Int(height.rounded()))
                    guard size.0 > 0, size.1 > 0 else { continue }
                    try limits.check(width: size.0, height: size.1, file: file)
                    let resized = image.resizedArt(width: size.0, height: size.1)
                    drawn = RGBAImage(width: right - left, height: bottom - top)
                    drawn.draw(resized, at: PixelPoint(x: Int(placement.x.rounded()) - left, y: Int(placement.y.rounded()) - top))
                }
                if let fill = layer.fill { drawn = Mask(of: drawn, source: .alpha).filled(with: .solid(fill)) }
                layers.draw(Self.faded(drawn, by: layer.opacity), at: PixelPoint(x: left, y: top))
            }
            canvas.draw(Self.faded(layers, by: group.opacity), at: PixelPoint(x: 0, y: 0))
        }
        return canvas
    }

    /// `image` with every premultiplied channel times `opacity`.
    static func faded(_ image: RGBAImage, by opacity: Double) -> RGBAImage {
        guard opacity < 1 else { return image }
        let factor = UInt16((opacity * 256).rounded())
        var faded = image
        faded.withUnsafeMutableBytes { bytes in
            for index in bytes.indices { bytes[index] = UInt8((UInt16(bytes[index]) * factor + 128) >> 8) }
        }
        return faded
    }
}
