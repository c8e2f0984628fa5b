import FuzzSupport
import Tintype

/// Apple's CgBI PNGs: Tintype's own chunk walk and raw-deflate repair, then
/// libpng; and the uncrush path that writes them back as standard PNGs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCgBI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    _ = try? ImageDecoder.decode(bytes, file: "fuzz.png", limits: fuzzLimits)
    if ImageDecoder.Format.detect(bytes) == .cgbiPNG, bytes.count < 1 << 16 { _ = try? Uncrush.revert(bytes, file: "fuzz.png") }
    return 0
}
