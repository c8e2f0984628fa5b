import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.ico` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICO(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.ico.run(fuzzBytes(data, size))
    return 0
}
