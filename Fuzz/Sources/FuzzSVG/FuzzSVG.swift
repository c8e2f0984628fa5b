import FuzzSupport
import Tintype

/// SVG documents through librsvg: parsed, measured, and drawn at a small fitted size and as drawn.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let document = try? SVGDocument(fuzzBytes(data, size), file: "fuzz.svg", limits: fuzzLimits) else { return 0 }
    if let master = try? ArtMaster(.vector(document), maskSource: .alpha, trim: true, file: "fuzz.svg") {
        _ = try? master.fitted(IconSizing(box: IconSizing.iosBox), scale: 2)
    }
    if document.canvasSize.width * document.canvasSize.height < 1_000_000 { _ = try? document.renderAsDrawn(scale: 1) }
    return 0
}
