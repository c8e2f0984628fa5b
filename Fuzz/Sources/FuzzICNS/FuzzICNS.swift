import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.icns` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICNS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.icns.run(fuzzBytes(data, size))
    return 0
}
