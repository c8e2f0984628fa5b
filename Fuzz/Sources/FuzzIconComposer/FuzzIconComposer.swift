import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.iconComposer` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIconComposer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.iconComposer.run(fuzzBytes(data, size))
    return 0
}
