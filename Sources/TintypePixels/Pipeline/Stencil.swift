/// A stencil: a gray image with a white background and black content (SPEC §2 step 1).
///
/// It is what CGContextClipToMask of an icon into a white context, then filling
/// black, produces. ``Mask/init(stencil:)`` turns it into coverage. The fused
/// ``Tint`` never builds one; it exists for the step-by-step path.
public struct Stencil: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Gray samples, row by row: 255 is background, 0 is content.
    public internal(set) var samples: [UInt8]

    /// The stencil of an icon's alpha: `S = 255 − A`.
    public init(alphaOf image: RGBAImage) {
        width = image.width
        height = image.height
        samples = image.withUnsafeBytes { bytes in
            (0..<image.width * image.height).map { 255 - bytes[$0 * 4 + 3] }
        }
    }

    /// The stencil of opaque art: its luminance over white, dark meaning content.
    public init(luminanceOf image: RGBAImage) {
        width = image.width
        height = image.height
        samples = [UInt8](repeating: 0, count: width * height)
        image.withUnsafeBytes { bytes in
            samples.withUnsafeMutableBufferPointer { out in
                guard !out.isEmpty else { return }
                Luminance.coverage(of: UnsafeRawPointer(bytes.baseAddress!), count: out.count, into: out.baseAddress!)
                for index in 0..<out.count { out[index] = 255 - out[index] }
            }
        }
    }

    /// A stencil of `source` (`alpha`, `luminance` or `knockout`; `auto` as ``Mask/Source/resolved(for:)`` decides).
    public init(of image: RGBAImage, source: Mask.Source) {
        let prepared = source.prepared(image)
        self = prepared.source == .alpha ? Stencil(alphaOf: prepared.image) : Stencil(luminanceOf: prepared.image)
    }
}

extension Mask {
    /// CGImageMaskCreate semantics: stencil sample 0 paints fully, 255 not at all (`coverage = 255 − S`).
    public init(stencil: Stencil) {
        self.init(width: stencil.width, height: stencil.height, coverage: stencil.samples.map { 255 - $0 })!
    }

    /// The coverage of `image` by `source`, without building a stencil: alpha, `255 − luminance`, or the knockout mask.
    public init(of image: RGBAImage, source: Mask.Source) {
        let prepared = source.prepared(image)
        let image = prepared.image
        if prepared.source == .alpha {
            let alpha = image.withUnsafeBytes { bytes in (0..<image.width * image.height).map { bytes[$0 * 4 + 3] } }
            self.init(width: image.width, height: image.height, coverage: alpha)!
        } else {
            self.init(width: image.width, height: image.height)
            withUnsafeMutableCoverage { out in
                guard !out.isEmpty else { return }
                image.withUnsafeBytes {
                    Luminance.coverage(of: UnsafeRawPointer($0.baseAddress!), count: out.count, into: out.baseAddress!)
                }
            }
        }
    }
}
