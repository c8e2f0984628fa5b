import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.png` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.png.run(fuzzBytes(data, size))
    return 0
}
