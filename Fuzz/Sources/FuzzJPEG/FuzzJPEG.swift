import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.jpeg` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.jpeg.run(fuzzBytes(data, size))
    return 0
}
