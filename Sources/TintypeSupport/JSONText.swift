/// JSON text, written by hand so that keys keep a readable order.
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (the short forms where JSON has one), everything else as it is.
    package static func string(_ text: String) -> String {
        var bytes = [UInt8]()
        appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, in UTF-8.
    package static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            // Most text (paths, digests, names) has nothing to escape: copied whole.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
            } else {
                for byte in utf8 { appendEscaped(byte, to: &bytes) }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// One byte of a string literal: quotes, backslashes and control characters escaped.
    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        let short: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
            case 0x08: UInt8(ascii: "b")
            case 0x09: UInt8(ascii: "t")
            case 0x0A: UInt8(ascii: "n")
            case 0x0C: UInt8(ascii: "f")
            case 0x0D: UInt8(ascii: "r")
            default: nil
            }
        if let short {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(short)
        } else if byte < 0x20 {
            let hexDigits = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: "\\u00".utf8)
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 15)])
        } else {
            bytes.append(byte)
        }
    }
}
