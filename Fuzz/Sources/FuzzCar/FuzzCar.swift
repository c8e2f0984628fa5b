import FuzzSupport
import TintypeFuzzEntries

/// libFuzzer's entry for `FuzzEntry.car` (its doc says what the target reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCar(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.car.run(fuzzBytes(data, size))
    return 0
}
