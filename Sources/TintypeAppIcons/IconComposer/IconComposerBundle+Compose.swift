import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension IconComposerBundle {
    /// The layers drawn flat on a transparent `side × side` canvas (the document's 1024 points),
    /// back to front: each image centred on the canvas at its own size times its layer's and its
    /// group's scale, moved by their offsets, filled with its solid fill when it has one, faded by
    /// its layer's and its group's opacity. An SVG is rendered at its drawn size, a PNG or JPEG
    /// resized to it. Each asset is decoded once however many layers draw it; each layer is drawn
    /// within its bounds on the canvas, and a group is composed apart only when it is faded, on
    /// the bounds of its layers.
    /// - Throws: `ImageFileError` naming the asset when it is missing, unreadable or over the limits.
    /// With `ground` (the `side`-pixel background), a glass layer of a translucent group lets it show
    /// through: ``translucent(_:at:over:by:)``.
    package func composed(
        side: Int, ground: RGBAImage? = nil, limits: DecodeLimits = .default, rendering: SVGRendering = .inProcess
    ) throws(ImageFileError) -> RGBAImage {
        var canvas = RGBAImage(width: side, height: side)
        var assets: [String: SourceArt] = [:]
        for group in groups.reversed() {
            var drawn: [(image: RGBAImage, at: PixelPoint)] = []
            for layer in group.layers.reversed() {
                let file = "\(folder)/Assets/\(layer.image)"
                let art: SourceArt
                if let known = assets[layer.image] {
                    art = known
                } else {
                    art = try SourceArt.decode(
                        try FileBytes.read(file, maximumBytes: limits.maximumFileBytes), file: file, limits: limits, rendering: rendering)
                    assets[layer.image] = art
                }
                guard var image = try self.layer(layer, of: group, art: art, file: file, side: side, limits: limits) else { continue }
                if layer.glass, group.translucency > 0, let ground {
                    image.image = Self.translucent(image.image, at: image.at, over: ground, by: group.translucency)
                }
                drawn.append(image)
            }
            guard group.opacity < 1 else {
                for layer in drawn { canvas.draw(layer.image, at: layer.at) }
                continue
            }
            guard let left = drawn.map(\.at.x).min(), let top = drawn.map(\.at.y).min() else { continue }
            let right = drawn.map { $0.at.x + $0.image.width }.max()!
            let bottom = drawn.map { $0.at.y + $0.image.height }.max()!
            var faded = RGBAImage(width: right - left, height: bottom - top)
            for layer in drawn { faded.draw(layer.image, at: PixelPoint(x: layer.at.x - left, y: layer.at.y - top)) }
            canvas.draw(Self.faded(faded, by: group.opacity), at: PixelPoint(x: left, y: top))
        }
        return canvas
    }

    /// One layer drawn within its bounds on a `side`-pixel canvas: the image and where it goes;
    /// nil when it falls outside the canvas or has no size.
    private func layer(
        _ layer: Layer, of group: Group, art: SourceArt, file: String, side: Int, limits: DecodeLimits
    ) throws(ImageFileError) -> (image: RGBAImage, at: PixelPoint)? {
        let points = Double(side) / Self.canvas
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
        // Clamped to the canvas before any conversion: the document's limits keep these finite.
        func pixel(_ value: Double) -> Int { Int(clamping: value, to: 0...side) }
        let left = pixel(placement.x.rounded(.down))
        let top = pixel(placement.y.rounded(.down))
        let right = pixel((placement.x + width).rounded(.up))
        let bottom = pixel((placement.y + height).rounded(.up))
        guard right > left, bottom > top else { return nil }
        var drawn: RGBAImage
        switch art {
        case .vector(let document):
            drawn = try document.render(
                width: right - left, height: bottom - top, canvasIn: (placement.x - Double(left), placement.y - Double(top), width, height))
        case .raster(let image):
            // Under half a pixel a side it rounds to nothing; the document's limits keep the sides finite.
            guard width >= 0.5, height >= 0.5 else { return nil }
            let size = (Int(clamping: width, to: 1...Int(Int32.max)), Int(clamping: height, to: 1...Int(Int32.max)))
            try limits.check(width: size.0, height: size.1, file: file)
            let resized = image.resizedArt(width: size.0, height: size.1)
            drawn = RGBAImage(width: right - left, height: bottom - top)
            drawn.draw(
                resized,
                at: PixelPoint(
                    x: Int(clamping: placement.x, to: -Int(Int32.max)...Int(Int32.max)) - left,
                    y: Int(clamping: placement.y, to: -Int(Int32.max)...Int(Int32.max)) - top))
        }
        if let fill = layer.fill { drawn = Mask(of: drawn, source: .alpha).filled(with: fill) }
        return (Self.faded(drawn, by: layer.opacity), PixelPoint(x: left, y: top))
    }

    /// A glass layer's colours mixed with the `ground` beneath them (the layer at `origin` on it): Apple's
    /// renders mix in none at the top of the layer's covered rows, growing as the 1.5th power of the way
    /// down to 0.72 × `translucency` at their bottom (a third for Icon Composer's default of 0.5; fitted on
    /// its exports: the lyria pill, the full-bleed pictures).
    static func translucent(_ image: RGBAImage, at origin: PixelPoint, over ground: RGBAImage, by translucency: Double) -> RGBAImage {
        var mixed = image
        guard let covered = image.coverageBounds(.alpha), covered.height > 0 else { return image }
        for y in 0..<image.height {
            let row = origin.y + y
            guard row >= 0, row < ground.height else { continue }
            let down = min(max(Double(y - covered.y) / Double(covered.height), 0), 1)
            let share = 0.72 * translucency * pow(down, 1.5)
            let weight = Int(share * 256)
            guard weight > 0 else { continue }
            for x in 0..<image.width {
                let column = origin.x + x
                guard column >= 0, column < ground.width else { continue }
                let pixel = image[x, y]
                guard pixel.alpha > 0 else { continue }
                let below = ground[column, row]
                // The ground's colour at the layer's coverage: premultiplied by the layer's alpha.
                func mix(_ layer: UInt8, _ beneath: UInt8) -> UInt8 {
                    let under = Int(beneath) * Int(pixel.alpha) / 255
                    return UInt8((Int(layer) * (256 - weight) + under * weight) >> 8)
                }
                mixed[x, y] = PremultipliedColor(
                    red: mix(pixel.red, below.red), green: mix(pixel.green, below.green), blue: mix(pixel.blue, below.blue),
                    alpha: pixel.alpha)
            }
        }
        return mixed
    }

    /// `image` with every premultiplied channel times `opacity`.
    static func faded(_ image: RGBAImage, by opacity: Double) -> RGBAImage {
        guard opacity < 1 else { return image }
        let factor = UInt16(Int(clamping: opacity * 256, to: 0...256))
        var faded = image
        faded.withUnsafeMutableBytes { bytes in
            for index in bytes.indices { bytes[index] = UInt8((UInt16(bytes[index]) * factor + 128) >> 8) }
        }
        return faded
    }
}
