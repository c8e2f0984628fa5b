import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.svgWorker` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGWorker(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.svgWorker.run(fuzzBytes(data, size))
    return 0
}
