import FuzzSupport
import Tintype

/// The SVG worker protocol from both ends (SPEC §7.4): the input's first 64 bytes as a request
/// header, checked as the worker checks it, the rest as the document; the worker's own handling
/// of the request (librsvg included); the answer it gives, checked as the pool checks it; and the
/// input read as the pool reads an answer from a worker that cannot be trusted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGWorker(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    checkAnswer(bytes)
    let headerSize = SVGWorker.Wire.Request.headerSize
    guard bytes.count >= headerSize,
        let request = try? SVGWorker.Wire.Request.parse(Array(bytes[..<headerSize]), limits: fuzzLimits),
        request.documentLength == bytes.count - headerSize
    else { return 0 }
    var cache = SVGWorker.DocumentCache()
    let expected = request.operation == .open ? 16 : Int(request.width) * Int(request.height) * 4
    _ = SVGWorker.answer(request, document: Array(bytes[headerSize...]), cache: &cache, limits: fuzzLimits) { header, payload in
        guard let answer = try? SVGWorker.Wire.Answer.parse(header, expectedLength: expected) else {
            fatalError("the worker's own answer header does not parse: \(header)")
        }
        precondition(answer.payloadLength == payload.count, "the worker's answer header disagrees with its payload")
        if answer.succeeded && request.operation == .open { _ = try! SVGWorker.Wire.canvas(Array(payload)) }
        return true
    }
    return 0
}

/// The input as an answer header and payload, whatever the request asked for.
private func checkAnswer(_ bytes: [UInt8]) {
    let headerSize = SVGWorker.Wire.Answer.headerSize
    guard bytes.count >= headerSize else { return }
    for expected in [16, bytes.count - headerSize, 4] {
        guard let answer = try? SVGWorker.Wire.Answer.parse(Array(bytes[..<headerSize]), expectedLength: expected) else { continue }
        precondition(answer.payloadLength <= max(expected, SVGWorker.Wire.Answer.maximumReasonBytes))
        if answer.succeeded, expected == 16, bytes.count >= headerSize + 16 {
            if let canvas = try? SVGWorker.Wire.canvas(Array(bytes[headerSize..<headerSize + 16])) {
                precondition(canvas.width.isFinite && canvas.width > 0 && canvas.height.isFinite && canvas.height > 0)
            }
        }
    }
}
