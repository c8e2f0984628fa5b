import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.style` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStyle(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.style.run(fuzzBytes(data, size))
    return 0
}
