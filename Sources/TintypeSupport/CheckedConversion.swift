/// The conversions of computed floating-point values to integers (SPEC §10): Swift's own
/// `Int(_:)` traps on infinity, NaN and values beyond the type, so no computed value reaches
/// it. `.ci/check-layers` finds a rounded value converted any other way.
extension Int {
    /// The largest magnitude converted: 2^53, past which a Double no longer holds every integer
    /// (and far past any size, offset or count tintype works with).
    package static let largestChecked = 9_007_199_254_740_992.0

    /// The integer `value` rounds to by `rule`; nil when `value` is not finite or its magnitude
    /// passes ``largestChecked``. For values a file decides: the caller refuses the file, naming
    /// the value.
    package init?(checked value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let rounded = value.rounded(rule)
        guard rounded.isFinite, abs(rounded) <= Self.largestChecked else { return nil }
        self.init(rounded)
    }

    /// `value` rounded by `rule` and held within `range` (NaN taken as its lower end). For values
    /// bounded by how they are made (a pixel inside a canvas, a count from sizes already within
    /// the limits), where holding is the meaning and not a repair.
    @inlinable package init(
        clamping value: Double, to range: ClosedRange<Int>, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) {
        let rounded = value.rounded(rule)
        guard !rounded.isNaN else {
            self = range.lowerBound
            return
        }
        self = Int(Swift.min(Swift.max(rounded, Double(range.lowerBound)), Double(range.upperBound)))
    }
}

extension UInt8 {
    /// The channel of `fraction` (0 to 1) of 255, rounded; held within 0…255 (NaN: 0).
    package init(fraction: Double) {
        self.init(truncatingIfNeeded: Int(clamping: fraction * 255, to: 0...255))
    }

    /// `value` rounded and held within 0…255 (NaN: 0).
    @inlinable package init(clamping value: Double) {
        self.init(truncatingIfNeeded: Int(clamping: value, to: 0...255))
    }
}
