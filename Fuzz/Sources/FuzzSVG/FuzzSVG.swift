import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.svg` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.svg.run(fuzzBytes(data, size))
    return 0
}
