import FuzzSupport
import Tintype

/// JPEG files, baseline and progressive, every color space, through libjpeg-turbo.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? ImageDecoder.decode(fuzzBytes(data, size), file: "fuzz.jpg", limits: fuzzLimits)
    return 0
}
