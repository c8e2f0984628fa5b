import Tintype

/// The bytes libFuzzer hands a target, as the array Tintype's readers take.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Limits small enough that each input is quick (the real defaults are tested
/// elsewhere): what matters here is that no input crashes or hangs a reader.
public let fuzzLimits = DecodeLimits(maximumPixels: 4_000_000, maximumJPEGScans: 100, maximumSVGBytes: 1 << 20)
