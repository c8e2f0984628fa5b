/// The 8-bit arithmetic every pixel operation shares (SPEC §1).
package enum PixelMath {
    /// `x·y/255` rounded to nearest, exact for all 8-bit `x` and `y`.
    @inlinable @inline(__always)
    package static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `round(p·255 / a)`, 0 where `a` is 0; `p` must not exceed `a`.
    @inlinable @inline(__always)
    package static func unpremultiply(_ p: UInt32, alpha a: UInt32) -> UInt32 {
        a == 0 ? 0 : (p &* 255 &+ a / 2) / a
    }
}
