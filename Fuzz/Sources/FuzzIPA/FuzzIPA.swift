import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.ipa` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIPA(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.ipa.run(fuzzBytes(data, size))
    return 0
}
