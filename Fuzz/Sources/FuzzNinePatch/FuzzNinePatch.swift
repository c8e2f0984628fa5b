import FuzzSupport
import Tintype

/// Android .9.png files: the image, then its marker border read into insets and stretched.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNinePatch(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let image = try? ImageDecoder.decode(fuzzBytes(data, size), file: "fuzz.9.png", limits: fuzzLimits).image,
        let patch = try? NinePatch(bordered: image, file: "fuzz.9.png")
    else { return 0 }
    _ = patch.stretchable.rendered(width: 3 * image.width + 1, height: 2 * image.height + 3)
    return 0
}
