/// One rendition of a compiled catalog: its key, and the CSI header (`ISTC`, little-endian) that says what
/// it is, with its properties (TLVs) and its payload.
///
/// Header: `ISTC`, version, flags, width, height, scale × 100, pixel format, colour space, a modification
/// time, the layout, a 128-byte name, the length of the properties, the count of bitmaps and their
/// offsets; then the properties, each a type, a length and that many bytes; then the payload.
package struct CarRendition: Sendable {
    /// The rendition's key.
    package var key: RenditionKey
    /// Flags: bit 2 vector, bits 3–4 the template rendering mode (1 template, 2 automatic).
    package var flags: UInt32
    /// Its size in pixels (0 for vectors, colours, gradients and groups).
    package var width: Int
    /// Its size in pixels.
    package var height: Int
    /// Its scale (2 for @2x; 0 for a vector kept for every scale).
    package var scale: Double
    /// Its pixel format as the file spells it (`BGRA` for premultiplied 8-bit colour, ` GVS` for SVG), read
    /// the way CoreUI names it (`ARGB`, `SVG `); empty for none.
    package var pixelFormat: String
    /// The colour space id (1: sRGB).
    package var colorSpace: UInt32
    /// How the payload is laid out (``Layout``).
    package var layout: UInt16
    /// The name the compiler gave it (`image.svg`, `ZZZZPackedAsset-2.0.0-gamut0`); setting it sets the
    /// header's 128-byte field, NUL-padded.
    package var name: String {
        didSet {
            var field = CarByteWriter()
            field.text(name, width: 128)
            nameField = field.bytes
        }
    }
    /// The header's name field as it lies in the file (older compilers leave bytes past the name's NUL).
    package var nameField: [UInt8]
    /// Its properties, each a type and its bytes, in the file's order.
    package var properties: [(type: UInt32, value: CarBytes)]
    /// What follows the properties.
    package var payload: CarBytes

    /// The layouts that say what a rendition holds.
    package enum Layout: UInt16, Sendable {
        /// A PDF or SVG kept as it is.
        case vector = 9
        /// A picture drawn at its size.
        case onePartFixed = 10
        /// A picture tiled to fill.
        case onePartTile = 11
        /// A picture scaled to fill (most images).
        case onePartScale = 12
        /// Bytes kept whole (a data set).
        case rawData = 1000
        /// A picture kept in another catalog.
        case externalLink = 1001
        /// A layer stack (a tvOS image stack).
        case layerStack = 1002
        /// A picture kept in a packed atlas of this catalog.
        case internalLink = 1003
        /// A packed atlas: many small pictures in one bitmap.
        case packedImage = 1004
        /// A colour.
        case color = 1009
        /// An app icon's sizes.
        case multisizeImageSet = 1010
        /// An Icon Composer icon's stack of layers, for one appearance.
        case iconImageStack = 1019
        /// A group of an Icon Composer icon, with its layers.
        case iconGroup = 1020
        /// A gradient of colour facets.
        case namedGradient = 1021
    }

    /// Reads the rendition `value` holds under `key`.
    /// - Throws: for a header or a property that runs past the value, or a value that is not a rendition.
    package init(key: RenditionKey, value: CarBytes) throws(ImageFileError.CarProblem) {
        self.key = key
        let part = "the rendition \(key)"
        guard try value.tag(0, part) == "ISTC" else { throw .car("\(part) is not tagged ISTC") }
        flags = try value.u32(8, part)
        width = Int(try value.u32(12, part))
        height = Int(try value.u32(16, part))
        scale = Double(try value.u32(20, part)) / 100
        pixelFormat = try value.u32(24, part) == 0 ? "" : String(try value.tag(24, part).reversed())
        colorSpace = try value.u32(28, part) & 0xF
        layout = try value.u16(36, part)
        name = try value.text(40, 128, part)
        nameField = Array(try value.slice(40, 128, part))
        let propertiesLength = Int(try value.u32(168, part))
        let bitmapCount = Int(try value.u32(172, part))
        guard bitmapCount >= 1, bitmapCount <= 64 else { throw .car("\(part) has \(bitmapCount) bitmaps") }
        let start = 180 + 4 * bitmapCount
        let properties = CarBytes(try value.slice(start, propertiesLength, "\(part)'s properties"))
        self.properties = try Self.properties(properties, part)
        payload = CarBytes(try value.slice(start + propertiesLength, value.count - start - propertiesLength, part))
    }

    /// The properties: a type, a length and that many bytes each, filling their length exactly.
    private static func properties(_ bytes: CarBytes, _ part: String) throws(ImageFileError.CarProblem) -> [(type: UInt32, value: CarBytes)]
    {
        var found: [(type: UInt32, value: CarBytes)] = []
        var at = 0
        while at < bytes.count {
            let type = try bytes.u32(at, "\(part)'s properties")
            let length = Int(try bytes.u32(at + 4, "\(part)'s properties"))
            found.append((type, CarBytes(try bytes.slice(at + 8, length, "\(part)'s property \(type)"))))
            at += 8 + length
        }
        return found
    }

    /// The bytes of the first property of `type`, or nil.
    package func property(_ type: UInt32) -> CarBytes? { properties.first { $0.type == type }?.value }

    /// `automatic`, `template` or `original`: how the image is drawn (bits 3–4 of the flags).
    package var templateRendering: String {
        switch flags >> 3 & 3 {
        case 1: "template"
        case 2: "automatic"
        default: "original"
        }
    }
}
