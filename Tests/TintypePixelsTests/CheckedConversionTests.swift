import Testing
import TintypeSupport

/// The checked conversions every computed floating-point value takes to become an integer (SPEC §10).
@Suite("Checked conversions")
struct CheckedConversionTests {
    @Test("Int(checked:) refuses what would trap and rounds the rest as .rounded() does")
    func checked() {
        for bad in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e16] { #expect(Int(checked: bad) == nil, "\(bad)") }
        #expect(Int(checked: 2.5) == 3 && Int(checked: -2.5) == -3 && Int(checked: 2.4) == 2)
        #expect(Int(checked: 2.1, rounding: .up) == 3 && Int(checked: 2.9, rounding: .down) == 2)
        #expect(Int(checked: 9_007_199_254_740_992) == 9_007_199_254_740_992)
    }

    @Test("Int(clamping:to:) holds any value within its range, NaN at its lower end; in range it is .rounded()")
    func clamping() {
        #expect(Int(clamping: .nan, to: 1...10) == 1)
        #expect(Int(clamping: .infinity, to: 1...10) == 10 && Int(clamping: -.infinity, to: 1...10) == 1)
        #expect(Int(clamping: 1e300, to: 0...Int(Int32.max)) == Int(Int32.max))
        for value in stride(from: -3.0, through: 3.0, by: 0.25) {
            #expect(Int(clamping: value, to: -10...10) == Int(value.rounded()), "\(value)")
            #expect(Int(clamping: value, to: -10...10, rounding: .up) == Int(value.rounded(.up)), "\(value)")
        }
        #expect(UInt8(fraction: .nan) == 0 && UInt8(fraction: 2) == 255 && UInt8(fraction: 0.5) == 128)
        #expect(UInt8(clamping: 300.0) == 255 && UInt8(clamping: -4.0) == 0 && UInt8(clamping: 127.5) == 128)
    }
}
