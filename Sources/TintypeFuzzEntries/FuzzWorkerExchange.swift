import Tintype

/// The SVG worker target's exchange (`FuzzEntry.svgWorker`): an input read as a request and
/// answered as the worker answers it, and read as an answer as the pool reads one.
enum FuzzWorkerExchange {
    /// The input as a request header and document, handled by the worker, whose answer must parse
    /// as the pool parses it; and the input as an answer from a worker that cannot be trusted.
    static func run(_ bytes: [UInt8], limits: ImageDecoder.Limits) {
        checkAnswer(bytes)
        let headerSize = SVGWorker.Wire.Request.headerSize
        guard bytes.count >= headerSize,
            let request = try? SVGWorker.Wire.Request.parse(Array(bytes[..<headerSize]), limits: limits),
            request.documentLength == bytes.count - headerSize
        else { return }
        var cache = SVGWorker.DocumentCache()
        let expected = request.operation == .open ? 16 : Int(request.width) * Int(request.height) * 4
        _ = SVGWorker.answer(request, document: Array(bytes[headerSize...]), cache: &cache, limits: limits) { header, payload in
            guard let answer = try? SVGWorker.Wire.Answer.parse(header, expectedLength: expected) else {
                fatalError("the worker's own answer header does not parse: \(header)")
            }
            precondition(answer.payloadLength == payload.count, "the worker's answer header disagrees with its payload")
            if answer.succeeded && request.operation == .open { _ = try! SVGWorker.Wire.canvas(Array(payload)) }
            return true
        }
    }

    /// The input as an answer header and payload, whatever the request asked for.
    private static func checkAnswer(_ bytes: [UInt8]) {
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
}
