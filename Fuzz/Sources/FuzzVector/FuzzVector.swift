import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.vector` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVector(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.vector.run(fuzzBytes(data, size))
    return 0
}
