import TintypeSupport

extension SVGWorker {
    /// The bytes between the batch and an SVG worker process (SPEC §7.1): one
    /// request, one answer, over a socket, as many times as the worker lives.
    ///
    /// A request is a 64-byte header and the SVG document's bytes; an answer is a
    /// 16-byte header and its payload. Numbers are little-endian. Each side checks
    /// every field of what it reads before it allocates or acts on it: the worker
    /// trusts no request, the batch trusts no answer.
    public enum Wire {
        /// What a request asks for.
        public enum Operation: UInt32, Sendable {
            /// Parse the document and answer its canvas size.
            case open = 1
            /// Parse the document (or reuse it) and answer the pixels of one render.
            case render = 2
            /// As `render`, but the pixels are drawn into the worker's shared memory
            /// (the pool's `SharedPixels`) as cairo leaves them (ARGB32 words, native
            /// order), and the answer carries none.
            case renderShared = 3
            /// Parse the document (or reuse it), render it as `render` would, and answer
            /// only the bounds of the pixels it covers (16 payload bytes: x, y, width, height).
            case measure = 4
            /// Several renders of one document in one request (one icon's scales): the header is
            /// the first render's, its bytes 56–59 say how many more follow (1 to 7), and each
            /// follows as a render header (operation 2, the same document length) before the
            /// document. With shared memory they are drawn there one after another and the answer
            /// carries none; without, the answer carries all their pixels, one after another.
            case renderMany = 5
        }

        /// A request's header.
        public struct Request: Equatable, Sendable {
            /// What is asked.
            public var operation: Operation
            /// The render's size in pixels (0 × 0 to open).
            public var width: Int32, height: Int32
            /// Where the canvas lands in the render, in pixels.
            public var placement: (x: Double, y: Double, width: Double, height: Double)
            /// How many document bytes follow the header.
            public var documentLength: Int
            /// The renders after the first of a `renderMany` request, each a `render` request
            /// (empty for every other operation, and as a header has just been read).
            public var further: [Request] = []
            /// How many renders follow the first: `further.count` when sending, what the header says when read.
            public private(set) var furtherCount = 0

            /// The most renders one `renderMany` request holds.
            public static let maximumRenders = 8

            /// The header's size in bytes.
            public static let headerSize = 64
            static let magic: [UInt8] = Array("TTq1".utf8)

            /// A request; `placement` is ignored when opening.
            public init(
                operation: Operation, width: Int32 = 0, height: Int32 = 0,
                placement: (x: Double, y: Double, width: Double, height: Double) = (0, 0, 0, 0), documentLength: Int,
                further: [Request] = []
            ) {
                self.operation = operation
                self.width = width
                self.height = height
                self.placement = placement
                self.documentLength = documentLength
                self.further = further
                self.furtherCount = further.count
            }

            /// Two requests are equal when every field is (placements compared number by number).
            public static func == (lhs: Request, rhs: Request) -> Bool {
                lhs.operation == rhs.operation && lhs.width == rhs.width && lhs.height == rhs.height
                    && lhs.placement == rhs.placement && lhs.documentLength == rhs.documentLength
                    && lhs.furtherCount == rhs.furtherCount && lhs.further == rhs.further
            }

            /// The bytes sent before the document: the header, then the further renders' headers.
            public var headers: [UInt8] { further.reduce(header) { $0 + $1.header } }

            /// The header's bytes.
            public var header: [UInt8] {
                var bytes = Self.magic
                bytes.appendLittleEndian(operation.rawValue)
                bytes.appendLittleEndian(UInt32(bitPattern: width))
                bytes.appendLittleEndian(UInt32(bitPattern: height))
                for number in [placement.x, placement.y, placement.width, placement.height] { bytes.appendLittleEndian(number.bitPattern) }
                bytes.appendLittleEndian(UInt64(documentLength))
                bytes.appendLittleEndian(UInt32(furtherCount))
                bytes.append(contentsOf: repeatElement(0, count: Self.headerSize - bytes.count))
                return bytes
            }

            /// Reads a header, checking it against what the worker allows.
            /// - Throws: the reason, when the header is not one this side would send or asks for too much.
            public static func parse(_ header: [UInt8], limits: ImageDecoder.Limits) throws(ProtocolError) -> Request {
                guard header.count == headerSize, Array(header[0..<4]) == magic else { throw ProtocolError("not a request header") }
                guard let operation = Operation(rawValue: header.littleEndian(UInt32.self, at: 4)) else {
                    throw ProtocolError("unknown operation \(header.littleEndian(UInt32.self, at: 4))")
                }
                let width = Int32(bitPattern: header.littleEndian(UInt32.self, at: 8))
                let height = Int32(bitPattern: header.littleEndian(UInt32.self, at: 12))
                let numbers = (0..<4).map { Double(bitPattern: header.littleEndian(UInt64.self, at: 16 + 8 * $0)) }
                let length = header.littleEndian(UInt64.self, at: 48)
                guard length > 0, length <= UInt64(limits.maximumSVGBytes) else { throw ProtocolError("a document of \(length) bytes") }
                let further = Int(header.littleEndian(UInt32.self, at: 56))
                guard header[60..<64].allSatisfy({ $0 == 0 }), operation == .renderMany || further == 0 else {
                    throw ProtocolError("reserved bytes set")
                }
                guard operation != .renderMany || (1..<maximumRenders).contains(further) else {
                    throw ProtocolError("\(further) further renders")
                }
                if operation != .open {
                    let (pixels, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
                    guard width > 0, height > 0, !overflow, pixels <= limits.maximumPixels else {
                        throw ProtocolError("a render of \(width)×\(height) pixels")
                    }
                    guard numbers.allSatisfy(\.isFinite) else { throw ProtocolError("a placement that is not finite") }
                }
                var request = Request(
                    operation: operation, width: width, height: height,
                    placement: (numbers[0], numbers[1], numbers[2], numbers[3]), documentLength: Int(length))
                request.furtherCount = further
                return request
            }

            /// Reads the headers of a `renderMany` request's further renders (`furtherCount` of them,
            /// 64 bytes each): each must be a render of the same document within the limits.
            /// - Throws: the reason, as ``parse(_:limits:)`` gives it, or when one is not such a render.
            public mutating func readFurther(_ bytes: [UInt8], limits: ImageDecoder.Limits) throws(ProtocolError) {
                guard bytes.count == furtherCount * Self.headerSize else { throw ProtocolError("further headers of \(bytes.count) bytes") }
                further = try stride(from: 0, to: bytes.count, by: Self.headerSize).map { start throws(ProtocolError) in
                    let render = try Request.parse(Array(bytes[start..<start + Self.headerSize]), limits: limits)
                    guard render.operation == .render, render.documentLength == documentLength else {
                        throw ProtocolError("a further render that is not a render of the same document")
                    }
                    return render
                }
            }
        }

        /// An answer's header: the outcome and how many payload bytes follow.
        public struct Answer: Equatable, Sendable {
            /// True when the payload is the result; false when it is a reason, in UTF-8.
            public var succeeded: Bool
            /// How many payload bytes follow the header.
            public var payloadLength: Int

            /// The header's size in bytes.
            public static let headerSize = 16
            /// The longest reason a worker may give.
            public static let maximumReasonBytes = 4096
            static let magic: [UInt8] = Array("TTa1".utf8)

            /// An answer header.
            public init(succeeded: Bool, payloadLength: Int) {
                self.succeeded = succeeded
                self.payloadLength = payloadLength
            }

            /// The header's bytes.
            public var header: [UInt8] {
                var bytes = Self.magic
                bytes.appendLittleEndian(UInt32(succeeded ? 0 : 1))
                bytes.appendLittleEndian(UInt64(payloadLength))
                return bytes
            }

            /// Reads a header, checking it against the payload the request expects
            /// when it succeeds (`expectedLength`).
            /// - Throws: the reason, when the header is malformed or its length is not the expected one.
            public static func parse(_ header: [UInt8], expectedLength: Int) throws(ProtocolError) -> Answer {
                guard header.count == headerSize, Array(header[0..<4]) == magic else { throw ProtocolError("not an answer header") }
                let status = header.littleEndian(UInt32.self, at: 4)
                let length = header.littleEndian(UInt64.self, at: 8)
                switch status {
                case 0:
                    guard length == UInt64(expectedLength) else {
                        throw ProtocolError("\(length) bytes of result where \(expectedLength) were asked for")
                    }
                    return Answer(succeeded: true, payloadLength: expectedLength)
                case 1:
                    guard length <= UInt64(maximumReasonBytes) else { throw ProtocolError("a reason of \(length) bytes") }
                    return Answer(succeeded: false, payloadLength: Int(length))
                default: throw ProtocolError("unknown status \(status)")
                }
            }
        }

        /// An open's result: the canvas size, as 16 payload bytes.
        static func canvasPayload(_ size: PointSize) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.appendLittleEndian(size.width.bitPattern)
            bytes.appendLittleEndian(size.height.bitPattern)
            return bytes
        }

        /// Reads an open's result.
        /// - Throws: when either side is not a finite, positive number.
        public static func canvas(_ payload: [UInt8]) throws(ProtocolError) -> PointSize {
            guard payload.count == 16 else { throw ProtocolError("a canvas of \(payload.count) bytes") }
            let width = Double(bitPattern: payload.littleEndian(UInt64.self, at: 0))
            let height = Double(bitPattern: payload.littleEndian(UInt64.self, at: 8))
            guard width.isFinite, height.isFinite, width > 0, height > 0 else { throw ProtocolError("a canvas of \(width)×\(height)") }
            return PointSize(width: width, height: height)
        }

        /// A measure's result: x, y, width and height of the covered bounds as 32-bit
        /// numbers (16 payload bytes), all zero when nothing is covered.
        static func coveredPayload(_ bounds: PixelRect?) -> [UInt8] {
            var bytes: [UInt8] = []
            for number in bounds.map({ [$0.x, $0.y, $0.width, $0.height] }) ?? [0, 0, 0, 0] {
                bytes.appendLittleEndian(UInt32(truncatingIfNeeded: number))
            }
            return bytes
        }

        /// Reads a measure's result for a `width × height` render.
        /// - Throws: when the bounds are not a non-empty rectangle inside the render (or all zero).
        public static func covered(_ payload: [UInt8], width: Int, height: Int) throws(ProtocolError) -> PixelRect? {
            guard payload.count == 16 else { throw ProtocolError("covered bounds of \(payload.count) bytes") }
            let numbers = (0..<4).map { Int(payload.littleEndian(UInt32.self, at: 4 * $0)) }
            if numbers == [0, 0, 0, 0] { return nil }
            let bounds = PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            guard bounds.width > 0, bounds.height > 0, bounds.maxX <= width, bounds.maxY <= height else {
                throw ProtocolError("covered bounds \(numbers) outside a \(width)×\(height) render")
            }
            return bounds
        }

        /// What is wrong with bytes read from the other side.
        public struct ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
            /// The fault, in words.
            public var description: String

            init(_ description: String) { self.description = description }
        }
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    fileprivate func littleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        var value: T = 0
        for index in (0..<MemoryLayout<T>.size).reversed() { value = value << 8 | T(self[offset + index]) }
        return value
    }
}
