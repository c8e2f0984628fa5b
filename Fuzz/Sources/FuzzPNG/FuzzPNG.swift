import FuzzSupport
import Tintype

/// PNG files of every color type, depth and interlacing, through libpng.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? ImageDecoder.decode(fuzzBytes(data, size), file: "fuzz.png", limits: fuzzLimits)
    return 0
}
