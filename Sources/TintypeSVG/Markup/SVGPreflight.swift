/// Static limits an SVG document must keep before librsvg sees it (SPEC §7): one pass
/// over its bytes, no parser, refusing what makes a renderer crash, recurse without end,
/// or spend minutes and gigabytes on a few kilobytes. Real icon themes stay far inside
/// every limit (58,539 Adwaita, Papirus and hicolor SVGs: at most 116 elements, 7 levels,
/// 9 masks, 7 filter primitives, 4,456 numbers in one path and 8,856 in one document, no
/// entities). A path of 5,000 self-crossing segments, the most it allows, renders in seconds.
package enum SVGPreflight {
    /// The most elements a document may have.
    package static let maximumElements = 20_000
    /// The deepest elements may nest.
    package static let maximumDepth = 200
    /// The most masks, clip paths, patterns and markers (each one a level of librsvg's recursion when chained).
    package static let maximumReferencingElements = 100
    /// The most filter primitives (`<feGaussianBlur>`, …): each is a pass over the whole canvas.
    package static let maximumFilterPrimitives = 64
    /// The most octaves of `<feTurbulence>` (its cost grows with each; 1 to 4 are usual).
    package static let maximumOctaves = 10.0
    /// The largest side of a `<feConvolveMatrix>` kernel.
    package static let maximumConvolveOrder = 9.0
    /// The most numbers one path's `d` may hold (a self-crossing path costs more than linearly).
    package static let maximumPathNumbers = 10_000
    /// The most numbers all paths together may hold: Tintype's own renderer draws them within its
    /// step and time budget (SPEC §13.7); a full-canvas background traced from a photo (Bike Index's Pride icon) holds 75,090.
    package static let maximumDocumentPathNumbers = 250_000
    /// The most numbers all paths together may hold when librsvg draws the document in this process
    /// (where Tintype's own renderer refused it): it has no time limit there, as it has in a worker.
    package static let maximumLibrsvgPathNumbers = 40_000
    /// The most bytes entity references may expand to, in all.
    package static let maximumEntityExpansion = 1 << 20

    /// Refuses `bytes` when the document passes a limit, naming which; else gives the numbers its paths hold.
    /// - Throws: `ImageFileError` with an `ImageFileError.CodecProblem.svg` reason.
    @discardableResult
    package static func check(_ bytes: [UInt8], file: String, limits: ImageDecoder.Limits) throws(ImageFileError) -> Int {
        var scan = Scan(bytes: bytes, limits: limits)
        if let problem = scan.run() {
            throw ImageFileError(file: file, problem: .svg("refused before rendering: " + problem))
        }
        return scan.pathNumbers
    }

    /// One pass over a document's tokens (``XMLTokenizer``, the reader the vector tree builds from).
    package struct Scan {
        let bytes: [UInt8]
        let limits: ImageDecoder.Limits
        var elements = 0
        var depth = 0
        var referencing = 0
        var primitives = 0
        var pathNumbers = 0
        /// Declared entities: name → the length of its value.
        var entities = [String: Int]()

        init(bytes: [UInt8], limits: ImageDecoder.Limits) {
            self.bytes = bytes
            self.limits = limits
        }

        /// The first limit the document passes, or why it is not XML; nil when it keeps them all.
        mutating func run() -> String? {
            var tokens = XMLTokenizer(bytes)
            do throws(XMLTokenizer.Failure) {
                while let token = try tokens.next() {
                    let problem: String?
                    switch token {
                    case .doctype(let body): problem = doctype(body)
                    case .start(let name, let attributes, let selfClosing, _):
                        problem = element(name, attributes: attributes, selfClosing: selfClosing)
                    case .end:
                        depth -= 1
                        problem = nil
                    case .instruction, .comment, .cdata, .text: problem = nil
                    }
                    if let problem { return problem }
                }
            } catch {
                return "it is not well-formed XML (\(error))"
            }
            return entityExpansion()
        }

        /// A document type's internal subset: the entities it declares, each value's length.
        mutating func doctype(_ body: ArraySlice<UInt8>) -> String? {
            let text = String(decoding: body, as: UTF8.self)
            for declaration in text.split(separator: "<!ENTITY").dropFirst() {
                let parts = declaration.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                guard let name = parts.first.map(String.init) else { continue }
                if name == "%" { return "it declares parameter entities" }
                if name.utf8.count > 255 { return "it declares an entity with a name over 255 bytes" }
                let value = declaration.drop { $0 != "\"" && $0 != "'" }
                guard let quote = value.first, let end = value.dropFirst().firstIndex(of: quote) else {
                    return "it declares an external entity (\(name))"
                }
                let body = value[value.index(after: value.startIndex)..<end]
                if body.contains("&") { return "the entity \(name) refers to other entities (an expansion bomb)" }
                entities[name] = body.utf8.count
            }
            if entities.count > 64 { return "it declares \(entities.count) entities, over the 64 a document may have" }
            return nil
        }

        /// The bytes entity references expand to, against the limit.
        func entityExpansion() -> String? {
            guard !entities.isEmpty else { return nil }
            // One pass over the document: each `&name;` looked up as it is met (a document
            // declaring many entities is not read once per entity).
            var total = 0
            var at = 0
            while let ampersand = bytes[at...].firstIndex(of: UInt8(ascii: "&")) {
                let nameEnd = bytes[(ampersand + 1)...].prefix(256).firstIndex(of: UInt8(ascii: ";"))
                at = ampersand + 1
                guard let nameEnd, let length = entities[String(decoding: bytes[(ampersand + 1)..<nameEnd], as: UTF8.self)] else {
                    continue
                }
                total += length
                if total > maximumEntityExpansion {
                    return "its entity references expand to more than \(maximumEntityExpansion) bytes (an expansion bomb)"
                }
                at = nameEnd + 1
            }
            return nil
        }

        /// An element's start tag: its name counted, its attributes checked; an empty-element tag
        /// leaves the depth as it was.
        mutating func element(_ qualified: String, attributes: [XMLTokenizer.Attribute], selfClosing: Bool) -> String? {
            var name = qualified
            if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
            elements += 1
            depth += 1
            if elements > maximumElements { return "it has more than \(maximumElements) elements" }
            if depth > maximumDepth { return "its elements nest more than \(maximumDepth) deep" }
            if ["mask", "clipPath", "pattern", "marker"].contains(name) {
                referencing += 1
                if referencing > maximumReferencingElements {
                    return "it has more than \(maximumReferencingElements) masks, clip paths, patterns and markers"
                }
            }
            if name.hasPrefix("fe") && name.count > 2 && name.utf8.dropFirst(2).first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true {
                primitives += 1
                if primitives > maximumFilterPrimitives {
                    return "it has more than \(maximumFilterPrimitives) filter primitives (each a pass over the canvas)"
                }
            }
            for attribute in attributes {
                if let problem = check(attribute.name, of: name, value: attribute.value) { return problem }
            }
            if selfClosing { depth -= 1 }
            return nil
        }

        /// The attributes that can cost a renderer its time, its memory or its stack.
        package mutating func check(_ attribute: String, of element: String, value: ArraySlice<UInt8>) -> String? {
            switch attribute {
            case "d":
                let numbers = Self.numbers(in: value)
                pathNumbers += numbers
                if numbers > maximumPathNumbers {
                    return "a path holds \(numbers) numbers, over the \(maximumPathNumbers) one path may have"
                }
                if pathNumbers > maximumDocumentPathNumbers {
                    return "its paths hold more than \(maximumDocumentPathNumbers) numbers"
                }
            case "numOctaves":
                let octaves = Double(String(decoding: value, as: UTF8.self).trimmingSpaces) ?? .infinity
                if !(octaves <= maximumOctaves) {
                    return "feTurbulence asks for \(String(decoding: value, as: UTF8.self)) octaves, over \(Int(maximumOctaves))"
                }
            case "order" where element == "feConvolveMatrix":
                let orders = String(decoding: value, as: UTF8.self).split(separator: " ").map { Double($0) ?? .infinity }
                if orders.contains(where: { !($0 <= maximumConvolveOrder) }) {
                    return "feConvolveMatrix's order is \(String(decoding: value, as: UTF8.self)), over \(Int(maximumConvolveOrder))"
                }
            case "href", "xlink:href":
                return embeddedImage(value)
            default:
                break
            }
            return nil
        }

        /// A `data:` image: an SVG inside an SVG is refused; a PNG or JPEG must keep the pixel limit.
        func embeddedImage(_ value: ArraySlice<UInt8>) -> String? {
            let text = String(decoding: value.prefix(64), as: UTF8.self).lowercased()
            guard text.hasPrefix("data:") else { return nil }
            if text.hasPrefix("data:image/svg") { return "it embeds another SVG document (a data: URI)" }
            guard let comma = value.firstIndex(of: UInt8(ascii: ",")), text.contains(";base64") else { return nil }
            // The header is all that is needed: the first kilobytes decoded.
            let header = Base64.decode(value[(comma + 1)...].prefix(1 << 16))
            guard let size = ImageDimensions.read(header) else { return nil }
            let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
            if overflow || pixels > limits.maximumPixels {
                return "an embedded image is \(size.width)×\(size.height), over the limit of \(limits.maximumPixels) pixels"
            }
            return nil
        }

        /// How many numbers `value` holds (runs of digits with their point and exponent).
        static func numbers(in value: ArraySlice<UInt8>) -> Int {
            var count = 0
            var inNumber = false
            var previous: UInt8 = 0x20
            for byte in value {
                if (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") {
                    if !inNumber { count += 1 }
                    inNumber = true
                } else if inNumber && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) {
                    // An exponent continues the number.
                } else if inNumber && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"))
                    && (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E"))
                {
                    // So does its sign.
                } else {
                    inNumber = false
                }
                previous = byte
            }
            return count
        }
    }
}
