extension RGBAImage {
    /// Porter-Duff compositing operators and blend modes on premultiplied pixels
    /// (SPEC §3), with the rounding of §1. S is the source, D the destination,
    /// Sa and Da their alphas; every channel, alpha included, uses the same formula.
    /// Results are clamped to 255, and colors to the result's alpha.
    public enum BlendMode: String, CaseIterable, Hashable, Sendable, Codable {
        /// `D = S`.
        case copy
        /// `D = S + D·(255 − Sa)/255`.
        case sourceOver
        /// `D = D·Sa/255`.
        case destinationIn
        /// `D = S·Da/255`.
        case sourceIn
        /// `D = D·(255 − Sa)/255`.
        case destinationOut
        /// `D = S·Da/255 + D·(255 − Sa)/255`.
        case sourceAtop
        /// `D = min(255, S + D)`: saturating add, for glows.
        case plus
        /// `D = S·D/255 + S·(255 − Da)/255 + D·(255 − Sa)/255`.
        case multiply
        /// `D = S + D − S·D/255`.
        case screen

        /// The formula on vectors of 16-bit lanes, each holding one channel of a
        /// pixel whose alphas are in the same lanes of `sa` and `da`; see ``needsClamp``.
        @inline(__always)
        func combine<V: SIMD>(_ s: V, _ d: V, sa: V, da: V) -> V where V.Scalar == UInt16 {
            let full = V(repeating: 255)
            let result: V
            switch self {
            case .copy: result = s
            case .sourceOver: result = s &+ multiply255(d, full &- sa)
            case .destinationIn: result = multiply255(d, sa)
            case .sourceIn: result = multiply255(s, da)
            case .destinationOut: result = multiply255(d, full &- sa)
            case .sourceAtop: result = multiply255(s, da) &+ multiply255(d, full &- sa)
            case .plus: result = s &+ d
            case .multiply: result = multiply255(s, d) &+ multiply255(s, full &- da) &+ multiply255(d, full &- sa)
            case .screen: result = s &+ d &- multiply255(s, d)
            }
            return result
        }

        /// True when the formula's rounding can push a lane above 255 or a color
        /// above its alpha, so results must be clamped; the Porter-Duff operators
        /// that only scale or add disjoint shares never do.
        @inline(__always)
        var needsClamp: Bool {
            switch self {
            case .copy, .sourceOver, .destinationIn, .sourceIn, .destinationOut: return false
            case .sourceAtop, .plus, .multiply, .screen: return true
            }
        }
    }
}
