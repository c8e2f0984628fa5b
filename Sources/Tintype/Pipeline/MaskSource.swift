/// Where a mask's coverage comes from (SPEC §2 step 2).
public enum MaskSource: String, CaseIterable, Hashable, Sendable, Codable {
    /// Coverage is the icon's alpha.
    case alpha
    /// Coverage is `255 − luminance` of the icon over white: dark paints, white does not.
    case luminance
    /// Coverage is the icon's alpha with the details that differ from its dominant colour
    /// knocked out (`ColorArtMask`): for colour art on a filled silhouette.
    case knockout
    /// `luminance` for fully opaque art (a JPEG, say); `knockout` for colour art
    /// (`ColorArtMask.detect(in:)`); `alpha` otherwise (glyphs: the same bytes as `alpha`).
    case auto

    /// `alpha`, `luminance` or `knockout`: what `auto` means for `image`.
    public func resolved(for image: RGBAImage) -> MaskSource {
        guard self == .auto else { return self }
        if image.isOpaque { return .luminance }
        return ColorArtMask.detect(in: image) ? .knockout : .alpha
    }

    /// `image` ready for the kernels, which read coverage from alpha or luminance: colour art
    /// (`knockout`, or `auto` judging it so) becomes its knockout template, read by alpha; other
    /// art stays as it is. The one place the mask of a piece of art is decided.
    func prepared(_ image: RGBAImage) -> PreparedArt {
        var mask: ColorArtMask?
        switch self {
        case .alpha, .luminance: return PreparedArt(image: image, source: self, colorArt: nil, judged: false)
        case .knockout: mask = ColorArtMask(of: image)
        case .auto:
            if image.isOpaque { return PreparedArt(image: image, source: .luminance, colorArt: nil, judged: false) }
            mask = ColorArtMask.detected(in: image)
        }
        guard let mask else { return PreparedArt(image: image, source: .alpha, colorArt: nil, judged: false) }
        return PreparedArt(image: mask.template(of: image), source: .alpha, colorArt: mask, judged: self == .auto)
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
enum Luminance {
    @inline(__always)
    static func ofPixel(_ pixel: UInt32) -> UInt32 {
        let white = 255 - (pixel >> 24)
        let r = (pixel & 0xFF) + white
        let g = (pixel >> 8 & 0xFF) + white
        let b = (pixel >> 16 & 0xFF) + white
        return (19595 * r + 38470 * g + 7471 * b + 32768) >> 16
    }

    /// Coverage (`255 − luminance`) of `count` pixels at `source` into `coverage`.
    static func coverage(of source: UnsafeRawPointer, count: Int, into coverage: UnsafeMutablePointer<UInt8>) {
        for index in 0..<count {
            let pixel = source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
            coverage[index] = UInt8(255 - min(255, ofPixel(UInt32(littleEndian: pixel))))
        }
    }
}
