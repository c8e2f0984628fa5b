import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.cgbi` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCgBI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.cgbi.run(fuzzBytes(data, size))
    return 0
}
