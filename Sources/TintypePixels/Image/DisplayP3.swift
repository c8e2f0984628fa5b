/// Display P3 colours in sRGB: the two share their white point and their transfer curve, so a
/// colour is decoded to linear light, taken through the matrix between the primaries, and encoded
/// again (out-of-gamut values clipped). Icon Composer's colours and an SVG's `color(display-p3 …)`
/// are converted so.
package enum DisplayP3 {
    /// The sRGB colour (encoded, 0…1) of a Display P3 one (encoded), through linear light, clipped into sRGB's gamut.
    package static func sRGB(fromDisplayP3 color: SIMD3<Double>) -> SIMD3<Double> {
        let linear = linearSRGB(
            fromLinearDisplayP3: SIMD3(SRGBTransfer.decoded(color.x), SRGBTransfer.decoded(color.y), SRGBTransfer.decoded(color.z)))
        return SIMD3(SRGBTransfer.encoded(linear.x), SRGBTransfer.encoded(linear.y), SRGBTransfer.encoded(linear.z))
    }

    /// Linear sRGB of linear Display P3.
    package static func linearSRGB(fromLinearDisplayP3 p3: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            1.224_940_2 * p3.x - 0.224_940_2 * p3.y,
            -0.042_056_9 * p3.x + 1.042_056_9 * p3.y,
            -0.019_637_6 * p3.x - 0.078_636_0 * p3.y + 1.098_273_6 * p3.z)
    }
}
