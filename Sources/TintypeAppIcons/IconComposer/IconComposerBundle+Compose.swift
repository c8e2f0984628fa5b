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
    /// within its bounds on the canvas, and a group is composed apart only when it is faded or
    /// blended, on the bounds of its layers.
    /// - Throws: `ImageFileError` naming the asset when it is missing, unreadable or over the limits, or
    ///   the document when its layers together cover more than ``maximumCoverage`` canvases.
    /// With `ground` (the `side`-pixel background), a glass layer of a translucent group lets what lies
    /// beneath its group show through (the ground and the groups below, not the layers of its own group: Bellows'
    /// glass flame shows its blue fill, not the flames drawn under it in the group): ``glazed(_:at:frame:over:translucency:specular:side:)``.
    /// An SVG layer's colours are Display P3 where the document's `color-space-for-untagged-svg-colors` says so.
    /// A layer that is not glass is laid in its blend mode (``blended(_:at:over:mode:)``); a group's
    /// neutral or layer-colour shadow lies under its layers (``neutralShadow(of:side:opacity:strength:)``).
    /// `decoded`: pictures a caller decoded already (``decodedPictures(of:limits:)``), for renders of one run
    /// to share; only what it lacks is read.
    package func composed(
        side: Int, ground: RGBAImage? = nil, decoded: [String: RGBAImage] = [:], limits: ImageDecoder.Limits = .default,
        rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> RGBAImage {
        let assets = try decodedAssets(known: decoded.mapValues(SourceArt.raster), limits: limits, rendering: rendering)
        try checkCoverage(side: side, assets: assets)
        var canvas = RGBAImage(width: side, height: side)
        // What lies beneath the next layer: the ground with every layer drawn so far.
        var beneath = ground ?? RGBAImage(width: side, height: side)
        // Pictures as placed, by where: a design often draws one asset several times over itself.
        var resized: [ResizedKey: RGBAImage] = [:]
        for group in groups.reversed() {
            let apart = group.opacity < 1 || group.blendMode != .normal
            // What lay beneath the group, for laying it once composed apart.
            let before = apart ? beneath : nil
            // What lies beneath the group, which its glass layers show.
            let groupBeneath = beneath
            var drawn: [(image: RGBAImage, at: PixelPoint)] = []
            for layer in group.layers.reversed() {
                guard let art = assets[layer.image],
                    var image = try self.layer(layer, of: group, art: art, side: side, resized: &resized)
                else { continue }
                if !layer.glass, layer.blendMode != .normal {
                    image.image = Self.blended(image.image, at: image.at, over: beneath, mode: layer.blendMode)
                }
                if layer.glass {
                    image.image = Self.glazed(
                        image.image, at: image.at, frame: image.rows, over: ground == nil ? nil : groupBeneath,
                        translucency: group.translucency, specular: group.specular, side: side)
                }
                beneath.draw(image.image, at: image.at)
                drawn.append((image.image, image.at))
            }
            let shadows = [(group.shadow, Self.shadowStrength), (group.layerShadow, Self.layerShadowStrength)]
            for (opacity, strength) in shadows where opacity > 0 {
                guard let shadow = Self.neutralShadow(of: drawn, side: side, opacity: opacity, strength: strength) else { continue }
                canvas.draw(shadow.image, at: shadow.at)
            }
            guard let before, let bounds = Self.bounds(of: drawn) else {
                for layer in drawn { canvas.draw(layer.image, at: layer.at) }
                continue
            }
            // A faded or blended group is composed apart, on the bounds of its layers, then laid on what was beneath it.
            var composed = RGBAImage(width: bounds.width, height: bounds.height)
            for layer in drawn { composed.draw(layer.image, at: PixelPoint(x: layer.at.x - bounds.x, y: layer.at.y - bounds.y)) }
            let origin = PixelPoint(x: bounds.x, y: bounds.y)
            composed = Self.blended(Self.faded(composed, by: group.opacity), at: origin, over: before, mode: group.blendMode)
            canvas.draw(composed, at: origin)
            beneath = before
            beneath.draw(composed, at: origin)
        }
        return canvas
    }

    /// The most canvases a bundle's visible layers may cover together (a layer over the whole canvas
    /// covers one): 12 full-canvas layers are four times a real bundle's; 32 keep a render within seconds.
    static let maximumCoverage = 32.0

    /// Every asset the visible layers draw, `known` and each other decoded once however many layers draw it.
    /// - Throws: `ImageFileError` naming the asset when it is missing, unreadable or over the limits.
    private func decodedAssets(
        known: [String: SourceArt], limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> [String: SourceArt] {
        var assets = known
        for layer in groups.flatMap(\.layers) where assets[layer.image] == nil {
            // Read as `check` reads a bundle: never through a link out of it (a linked Assets/ or picture).
            let bytes = try ConfinedFolder(folder).read("Assets/" + layer.image, maximumBytes: limits.maximumFileBytes)
            assets[layer.image] = try SourceArt.decode(bytes, file: "\(folder)/Assets/\(layer.image)", limits: limits, rendering: rendering)
        }
        return assets
    }

    /// The PNG and JPEG assets the visible layers of `bundles` draw (one bundle in its several appearances), each
    /// decoded once for the renders of a run to share (``composed(side:ground:decoded:limits:rendering:)``); an SVG
    /// asset is left to each render, which draws it at its own size.
    /// - Throws: `ImageFileError` naming the asset when it is missing, unreadable or over the limits.
    package static func decodedPictures(
        of bundles: [IconComposerBundle], limits: ImageDecoder.Limits
    ) throws(ImageFileError) -> [String: RGBAImage] {
        var pictures: [String: RGBAImage] = [:]
        var seen: Set<String> = []
        for bundle in bundles {
            for layer in bundle.groups.flatMap(\.layers) where seen.insert(layer.image).inserted {
                let bytes = try ConfinedFolder(bundle.folder).read("Assets/" + layer.image, maximumBytes: limits.maximumFileBytes)
                guard ImageDecoder.Format.detect(bytes) != .svg else { continue }
                pictures[layer.image] = try ImageDecoder.decode(bytes, file: "\(bundle.folder)/Assets/\(layer.image)", limits: limits).image
            }
        }
        return pictures
    }

    /// Refuses, before anything is drawn, a design whose layers together cover more than
    /// ``maximumCoverage`` canvases at `side` pixels (each layer counted over the part of the canvas it covers).
    /// - Throws: `ImageFileError` naming the document, and how many canvases its layers cover.
    private func checkCoverage(side: Int, assets: [String: SourceArt]) throws(ImageFileError) {
        var covered = 0.0
        for group in groups {
            for layer in group.layers {
                guard let art = assets[layer.image] else { continue }
                let pixels = Self.pixels(of: placement(layer, of: group, natural: Self.naturalSize(of: art), side: side), side: side)
                covered += Double(pixels.right - pixels.left) * Double(pixels.bottom - pixels.top) / (Double(side) * Double(side))
            }
        }
        guard covered <= Self.maximumCoverage else {
            throw ImageFileError(
                file: "\(folder)/icon.json",
                problem: .access(
                    "not drawn: its layers together cover \(Int(covered.rounded(.up))) times the canvas; "
                        + "at most \(Int(Self.maximumCoverage)) are drawn"))
        }
    }

    /// Where `layer` of `group` lies on a `side`-pixel canvas when its art measures `natural`
    /// (an SVG's canvas in points, a picture's pixels): centred, at its layer's and its group's scale, moved by their offsets.
    private func placement(
        _ layer: Layer, of group: Group, natural: PointSize, side: Int
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        let points = Double(side) / Self.canvas
        let factor = layer.scale * group.scale * points
        let width = natural.width * factor
        let height = natural.height * factor
        let centre = VectorPath.Point(
            x: Double(side) / 2 + (group.translation.x + group.scale * layer.translation.x) * points,
            y: Double(side) / 2 + (group.translation.y + group.scale * layer.translation.y) * points)
        return (centre.x - width / 2, centre.y - height / 2, width, height)
    }

    /// A picture as one layer places it: the asset, the size it is resized to, where that lies and
    /// where the part on the canvas begins. Layers with the same key draw the same pixels.
    private struct ResizedKey: Hashable {
        let image: String
        let width: Int
        let height: Int
        let origin: PixelPoint
        let left: Int
        let top: Int
    }

    /// How big a layer's art is drawn at scale 1: an SVG at its canvas (viewBox) in points, a picture at its pixels.
    private static func naturalSize(of art: SourceArt) -> PointSize {
        switch art {
        case .vector(let document): return document.canvasSize
        case .raster(let image): return PointSize(width: Double(image.width), height: Double(image.height))
        }
    }

    /// The whole pixels of a `side`-pixel canvas that `placement` covers, clamped to the canvas
    /// before any conversion (the document's limits keep the placement finite).
    private static func pixels(
        of placement: (x: Double, y: Double, width: Double, height: Double), side: Int
    ) -> (left: Int, top: Int, right: Int, bottom: Int) {
        func pixel(_ value: Double) -> Int { Int(clamping: value, to: 0...side) }
        return (
            pixel(placement.x.rounded(.down)), pixel(placement.y.rounded(.down)),
            pixel((placement.x + placement.width).rounded(.up)), pixel((placement.y + placement.height).rounded(.up))
        )
    }

    /// One layer drawn within its bounds on a `side`-pixel canvas: the image, where it goes, and the
    /// rows its whole frame spans (past the canvas where it is cut); nil when it falls outside the canvas or has no size.
    private func layer(
        _ layer: Layer, of group: Group, art: SourceArt, side: Int, resized: inout [ResizedKey: RGBAImage]
    ) throws(ImageFileError) -> (image: RGBAImage, at: PixelPoint, rows: ClosedRange<Double>)? {
        let placement = placement(layer, of: group, natural: Self.naturalSize(of: art), side: side)
        let (width, height) = (placement.width, placement.height)
        let (left, top, right, bottom) = Self.pixels(of: placement, side: side)
        guard right > left, bottom > top else { return nil }
        var drawn: RGBAImage
        switch art {
        case .vector(let document):
            drawn = try document.render(
                width: right - left, height: bottom - top, canvasIn: (placement.x - Double(left), placement.y - Double(top), width, height))
        case .raster(let image):
            // Under half a pixel a side it rounds to nothing; the document's limits keep the sides finite. Grown,
            // it is never made whole (only the part on the canvas is), so no size of it is allocated.
            guard width >= 0.5, height >= 0.5 else { return nil }
            let size = (Int(clamping: width, to: 1...Int(Int32.max)), Int(clamping: height, to: 1...Int(Int32.max)))
            let origin = PixelPoint(
                x: Int(clamping: placement.x, to: -Int(Int32.max)...Int(Int32.max)),
                y: Int(clamping: placement.y, to: -Int(Int32.max)...Int(Int32.max)))
            let key = ResizedKey(image: layer.image, width: size.0, height: size.1, origin: origin, left: left, top: top)
            if let known = resized[key] {
                drawn = known
            } else {
                drawn = RGBAImage(width: right - left, height: bottom - top)
                if size.0 > image.width || size.1 > image.height {
                    // Grown, only the part on the canvas that its art covers is resampled (a layer scaled past the canvas
                    // costs what shows, a picture's transparent margin nothing): the rest is transparent to the last bit.
                    guard let window = Self.grownWindow(of: image, size: size, showing: (left, top, right, bottom), at: origin)
                    else { return nil }
                    let part = image.resampledBicubic(width: size.0, height: size.1, window: window)
                    drawn.draw(part, at: PixelPoint(x: origin.x + window.x - left, y: origin.y + window.y - top))
                } else {
                    drawn.draw(
                        image.resizedArt(width: size.0, height: size.1), at: PixelPoint(x: origin.x - left, y: origin.y - top))
                }
                // At most eight kept (eight canvases' worth), however many layers the design holds.
                if resized.count < 8 { resized[key] = drawn }
            }
        }
        if let fill = layer.fill {
            drawn = Mask(of: drawn, source: .alpha).filled(with: fill)
        } else if case .vector = art, document.untaggedSVGColorSpace == "display-p3" {
            drawn = IconComposerColor.sRGB(fromDisplayP3: drawn)
        }
        // What follows works on what the layer covers, not its whole frame: a picture is often a canvas of transparency
        // around its art. The frame's rows stay the layer's (the glass's gradient runs over them).
        guard let covered = Self.coveredPart(of: drawn) else { return nil }
        return (
            Self.faded(covered.image, by: layer.opacity), PixelPoint(x: left + covered.at.x, y: top + covered.at.y),
            placement.y...(placement.y + placement.height)
        )
    }

    /// The part of `image` its covered pixels span, with a pixel of transparency around them where the image
    /// has one (the glass's light reads each pixel's neighbours), and where that part lies in it; nil when
    /// nothing is covered.
    static func coveredPart(of image: RGBAImage) -> (image: RGBAImage, at: PixelPoint)? {
        guard let art = image.coverageBounds(.alpha) else { return nil }
        let (left, top) = (max(art.x - 1, 0), max(art.y - 1, 0))
        let (right, bottom) = (min(art.x + art.width + 1, image.width), min(art.y + art.height + 1, image.height))
        guard right - left < image.width || bottom - top < image.height else { return (image, PixelPoint(x: 0, y: 0)) }
        // The rows copied as they are: a plain copy, where drawing would composite each pixel.
        var part = RGBAImage(width: right - left, height: bottom - top)
        let rowBytes = (right - left) * 4
        image.withUnsafeBytes { source in
            part.withUnsafeMutableBytes { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for y in 0..<(bottom - top) {
                    let offset: Int = ((top + y) * image.width + left) * 4
                    (to + y * rowBytes).update(from: from + offset, count: rowBytes)
                }
            }
        }
        return (part, PixelPoint(x: left, y: top))
    }

    /// The part of `image` grown to `size` (at `origin` on the canvas) to resample: what shows of the canvas
    /// (`showing`, its left, top, right and bottom) where the Catmull-Rom taps reach the picture's covered pixels
    /// (two source pixels and one more beyond them); nil when no covered pixel shows.
    static func grownWindow(
        of image: RGBAImage, size: (Int, Int), showing: (left: Int, top: Int, right: Int, bottom: Int), at origin: PixelPoint
    ) -> PixelRect? {
        guard let art = image.coverageBounds(.alpha) else { return nil }
        let (sx, sy) = (Double(size.0) / Double(image.width), Double(size.1) / Double(image.height))
        func grown(_ value: Int, _ factor: Double, _ limit: Int, _ rounding: FloatingPointRoundingRule) -> Int {
            Int(clamping: Double(value) * factor, to: 0...limit, rounding: rounding)
        }
        let left = max(showing.left - origin.x, grown(art.x - 2, sx, size.0, .down))
        let top = max(showing.top - origin.y, grown(art.y - 2, sy, size.1, .down))
        let right = min(showing.right - origin.x, grown(art.x + art.width + 2, sx, size.0, .up))
        let bottom = min(showing.bottom - origin.y, grown(art.y + art.height + 2, sy, size.1, .up))
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `image` (at `origin` on the canvas) laid over `backdrop` in `mode`: each colour becomes what the mode
    /// makes of it over the backdrop there, as the W3C's compositing model mixes it (the backdrop's alpha
    /// deciding how much of the blend shows), so that drawing the result normally gives the blend.
    static func blended(_ image: RGBAImage, at origin: PixelPoint, over backdrop: RGBAImage, mode: IconComposerBlendMode) -> RGBAImage {
        guard mode != .normal else { return image }
        var blended = image
        for y in 0..<image.height {
            let row = origin.y + y
            guard row >= 0, row < backdrop.height else { continue }
            for x in 0..<image.width {
                let column = origin.x + x
                let pixel = image[x, y]
                guard pixel.alpha > 0, column >= 0, column < backdrop.width else { continue }
                let below = backdrop[column, row]
                guard below.alpha > 0 else { continue }
                let alpha = Double(pixel.alpha) / 255
                let source = SIMD3(Double(pixel.red), Double(pixel.green), Double(pixel.blue)) / (255 * alpha)
                let under = Double(below.alpha) / 255
                let base = SIMD3(Double(below.red), Double(below.green), Double(below.blue)) / (255 * under)
                let mixed = source * (1 - under) + mode.blend(base, source) * under
                let channels = (mixed.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1)) * 255 * alpha).rounded(.toNearestOrEven)
                blended[x, y] = PremultipliedColor(
                    red: UInt8(channels.x), green: UInt8(channels.y), blue: UInt8(channels.z), alpha: pixel.alpha)
            }
        }
        return blended
    }

    /// How Apple's renderer draws a group's neutral shadow, in pixels of the 1,024-pixel canvas: the
    /// layers' coverage, ``shadowDrop`` lower, blurred by ``shadowSigma``, in black at ``shadowStrength``
    /// times the shadow's opacity (fitted on Icon Composer's exports: a soft darkening below the layers).
    static let shadowSigma = 20.0
    static let shadowDrop = 10.0
    static let shadowStrength = 0.15
    /// A layer-colour shadow's strength, times its opacity, drawn as the neutral one is: fitted on the
    /// one bundle whose exports show one (grey layers, black in the light appearance and light grey in
    /// the dark one), where Apple's shadow is a dark one in both, stronger than a neutral shadow of the
    /// same opacity. How a coloured layer tints it could not be measured.
    static let layerShadowStrength = 0.5

    /// The neutral shadow of a group's `drawn` layers on a `side`-pixel canvas, and where it goes: drawn
    /// on the layers' bounds and the blur's reach around them, black at `strength` (``shadowStrength``,
    /// or ``layerShadowStrength`` for a layer-colour shadow) times `opacity`; nil when it is too faint to show.
    static func neutralShadow(
        of drawn: [(image: RGBAImage, at: PixelPoint)], side: Int, opacity: Double, strength: Double = shadowStrength
    ) -> (image: RGBAImage, at: PixelPoint)? {
        let level = Int(clamping: strength * opacity * 255, to: 0...255, rounding: .toNearestOrEven)
        guard level > 0, let bounds = bounds(of: drawn) else { return nil }
        let unit = Double(side) / canvas
        let blur = GaussianBlur(sigma: shadowSigma * unit)
        let drop = Int(clamping: shadowDrop * unit, to: 0...side, rounding: .toNearestOrEven)
        let origin = PixelPoint(x: bounds.x - blur.radius, y: bounds.y + drop - blur.radius)
        var coverage = RGBAImage(width: bounds.width + 2 * blur.radius, height: bounds.height + 2 * blur.radius)
        for layer in drawn { coverage.draw(layer.image, at: PixelPoint(x: layer.at.x - origin.x, y: layer.at.y + drop - origin.y)) }
        let black = Mask(of: coverage, source: .alpha).filled(with: .solid(StraightColor(red: 0, green: 0, blue: 0, alpha: UInt8(level))))
        return (blur.applyReduced(to: black), origin)
    }

    /// The rectangle `drawn` layers cover on the canvas; nil for none.
    static func bounds(of drawn: [(image: RGBAImage, at: PixelPoint)]) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let left = drawn.map(\.at.x).min(), let top = drawn.map(\.at.y).min(),
            let right = drawn.map({ $0.at.x + $0.image.width }).max(), let bottom = drawn.map({ $0.at.y + $0.image.height }).max()
        else { return nil }
        return (left, top, right - left, bottom - top)
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
