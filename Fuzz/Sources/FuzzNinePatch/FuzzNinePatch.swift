import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.ninePatch` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNinePatch(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.ninePatch.run(fuzzBytes(data, size))
    return 0
}
