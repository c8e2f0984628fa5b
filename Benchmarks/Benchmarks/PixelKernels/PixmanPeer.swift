import CPixman
import Tintype

#if canImport(Glibc)
import Glibc
#endif

/// pixman (cairo's compositor, C with SSE2 fast paths), driven over buffers
/// holding the same pixels as the Tintype benchmark's inputs: the peer every
/// kernel is measured beside. Formats are `a8b8g8r8`, whose bytes in memory
/// are R, G, B, A like `RGBAImage`'s.
final class PixmanImage {
    let image: OpaquePointer
    let bits: UnsafeMutableRawPointer?
    let width: Int
    let height: Int

    /// A 32-bit image holding a copy of `source`'s pixels.
    init(copying source: RGBAImage) {
        width = source.width
        height = source.height
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, source.bytes.count), alignment: 64)
        source.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        bits = buffer
        image = pixman_image_create_bits(
            PIXMAN_a8b8g8r8, Int32(width), Int32(height), buffer.assumingMemoryBound(to: UInt32.self), Int32(width * 4))
    }

    /// An 8-bit alpha mask holding `source`'s alpha (rows padded to 4 bytes, as pixman requires).
    init(alphaOf source: RGBAImage) {
        width = source.width
        height = source.height
        let stride = (width + 3) / 4 * 4
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, stride * height), alignment: 64)
        for y in 0..<height {
            for x in 0..<width { buffer.storeBytes(of: source[x, y].alpha, toByteOffset: y * stride + x, as: UInt8.self) }
        }
        bits = buffer
        image = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height), buffer.assumingMemoryBound(to: UInt32.self), Int32(stride))
    }

    /// A source image with no pixels of its own (solid fill, gradient).
    init(source: OpaquePointer) {
        image = source
        bits = nil
        width = 0
        height = 0
    }

    deinit {
        pixman_image_unref(image)
        bits?.deallocate()
    }

    /// An opaque solid color.
    static func solid(_ color: StraightColor) -> PixmanImage {
        var fill = pixman_color_t(red: wide(color.red), green: wide(color.green), blue: wide(color.blue), alpha: wide(color.alpha))
        return PixmanImage(source: pixman_image_create_solid_fill(&fill))
    }

    /// A vertical linear gradient from `top` at y = 0 to `bottom` at y = `height`.
    static func vertical(_ top: StraightColor, _ bottom: StraightColor, height: Int) -> PixmanImage {
        var start = pixman_point_fixed_t(x: 0, y: 0)
        var end = pixman_point_fixed_t(x: 0, y: pixman_fixed_t(height << 16))
        var stops = [top, bottom].enumerated().map { index, color in
            pixman_gradient_stop_t(
                x: pixman_fixed_t(index << 16),
                color: pixman_color_t(red: wide(color.red), green: wide(color.green), blue: wide(color.blue), alpha: wide(color.alpha)))
        }
        return PixmanImage(source: pixman_image_create_linear_gradient(&start, &end, &stops, 2))
    }

    /// 16.16 fixed point (pixman's `pixman_double_to_fixed`, a macro Swift cannot import).
    private func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t(value * 65536) }

    private static func wide(_ value: UInt8) -> UInt16 { UInt16(value) * 257 }

    /// `dest = op(source, mask)` over the destination's whole area.
    static func composite(_ op: pixman_op_t, _ source: PixmanImage, mask: PixmanImage?, into destination: PixmanImage) {
        pixman_image_composite32(
            op, source.image, mask?.image, destination.image, 0, 0, 0, 0, 0, 0, Int32(destination.width), Int32(destination.height))
    }

    /// Area-averaging reduction by `factor` (source size / destination size): a
    /// separable box convolution under a scaling transform, pixman's own
    /// downscaling filter.
    func setBoxDownscale(factor: Double) {
        let scale = fixed(factor)
        var transform = pixman_transform_t()
        pixman_transform_init_scale(&transform, scale, scale)
        pixman_image_set_transform(image, &transform)
        var count: Int32 = 0
        let parameters = pixman_filter_create_separable_convolution(
            &count, scale, scale, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 4, 4)
        pixman_image_set_filter(image, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, parameters, count)
        free(parameters)
    }

    /// A separable convolution with `weights` in both directions, at the identity transform: a Gaussian blur.
    func setSeparableKernel(_ weights: [Double]) {
        let size = pixman_fixed_t(weights.count << 16)
        var parameters: [pixman_fixed_t] = [size, size, 0, 0]
        let kernel = weights.map { fixed($0) }
        parameters += kernel + kernel
        pixman_image_set_filter(image, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, parameters, Int32(parameters.count))
    }
}
