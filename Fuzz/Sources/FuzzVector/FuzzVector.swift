import FuzzSupport
import Tintype

/// SVG documents read into the vector tree (Tintype's own XML reader, CSS rules, path data),
/// then written as plain SVG and as a VectorDrawable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVector(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let document = try? VectorDocument(svg: fuzzBytes(data, size), file: "fuzz.svg") else { return 0 }
    _ = SVGWriter.svg(document)
    _ = try? VectorDrawableWriter.xml(document, file: "fuzz.svg")
    return 0
}
