extension Mask {
    /// Where a mask's coverage comes from (SPEC §2 step 2).
    public enum Source: String, CaseIterable, Hashable, Sendable, Codable {
        /// Coverage is the icon's alpha.
        case alpha
        /// Coverage is `255 − luminance` of the icon over white: dark paints, white does not.
        case luminance
        /// Coverage is the icon's alpha with the details that differ from its dominant colour
        /// knocked out (`ColorArtMask`): for colour art on a filled silhouette.
        case knockout
        /// Coverage is the icon's alpha times a tone for each of its picture's few colours
        /// (`PictureTones`): the dominant colour whole, the others dimmer, down to 0.3. For a
        /// picture of several colours whose silhouette alone would lose it.
        case tones
        /// `luminance` for fully opaque art (a JPEG, say); `knockout` for colour art on a filled
        /// silhouette (`ColorArtMask.detected(in:)`); `tones` for other art of several colours that meet
        /// inside its silhouette (`ColorArtMask.hasSeveralColours(_:)`, `hasColourEdges(_:)`); `alpha`
        /// otherwise (glyphs, and a glyph whose accent stands apart: the same bytes as `alpha`).
        case auto

        /// `alpha`, `luminance`, `knockout` or `tones`: what `auto` means for `image`.
        public func resolved(for image: RGBAImage) -> Mask.Source {
            guard self == .auto else { return self }
            if image.isOpaque { return .luminance }
            switch Mask.Source.judged(image) {
            case .knockout?: return .knockout
            case .tones?: return .tones
            case nil: return .alpha
            }
        }

        /// The template `auto` gives art with some transparency: colour art's knockout, or the tones
        /// of a picture of several colours; nil for art of one colour, whose alpha is its picture.
        package static func judged(_ image: RGBAImage) -> ColorArtTemplate? {
            if let mask = ColorArtMask.detected(in: image) { return .knockout(mask) }
            guard ColorArtMask.hasSeveralColours(image), ColorArtMask.hasColourEdges(image), let tones = PictureTones(of: image) else {
                return nil
            }
            return .tones(tones)
        }

        /// `image` ready for the kernels, which read coverage from alpha or luminance: colour art
        /// (`knockout`, `tones`, or `auto` judging it so) becomes its template, read by alpha; other
        /// art stays as it is. The one place the mask of a piece of art is decided.
        package func prepared(_ image: RGBAImage) -> PreparedArt {
            let template: ColorArtTemplate?
            switch self {
            case .alpha, .luminance: return PreparedArt(image: image, source: self, colorArt: nil, judged: false)
            case .knockout: template = .knockout(ColorArtMask(of: image))
            case .tones: template = PictureTones(of: image).map { .tones($0) }
            case .auto:
                if image.isOpaque { return PreparedArt(image: image, source: .luminance, colorArt: nil, judged: false) }
                template = Mask.Source.judged(image)
            }
            guard let template else { return PreparedArt(image: image, source: .alpha, colorArt: nil, judged: false) }
            return PreparedArt(image: template.template(of: image), source: .alpha, colorArt: template, judged: self == .auto)
        }
    }
}

extension RGBAImage {
    /// True when every pixel has alpha 255 (an empty image counts as opaque).
    public var isOpaque: Bool {
        withUnsafeBytes { bytes in
            var offset = 3
            while offset < bytes.count {
                if bytes[offset] != 255 { return false }
                offset += 4
            }
            return true
        }
    }
}

/// Luminance of premultiplied pixels composited over white, as 16.16 fixed
/// point: `round(0.299 R + 0.587 G + 0.114 B)` (SPEC §2), within 1 of the
/// real-number value.
package enum Luminance {
    @inline(__always)
    static func ofPixel(_ pixel: UInt32) -> UInt32 {
        let white = 255 - (pixel >> 24)
        let r = (pixel & 0xFF) + white
        let g = (pixel >> 8 & 0xFF) + white
        let b = (pixel >> 16 & 0xFF) + white
        return (19595 * r + 38470 * g + 7471 * b + 32768) >> 16
    }

    /// Coverage (`255 − luminance`) of `count` pixels at `source` into `coverage`.
    package static func coverage(of source: UnsafeRawPointer, count: Int, into coverage: UnsafeMutablePointer<UInt8>) {
        for index in 0..<count {
            let pixel = source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
            coverage[index] = UInt8(255 - min(255, ofPixel(UInt32(littleEndian: pixel))))
        }
    }
}
