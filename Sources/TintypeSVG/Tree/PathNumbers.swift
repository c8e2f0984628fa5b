/// SVG's number lists (path data, `points`, `viewBox`, transform arguments): numbers
/// separated by white space or commas, where `1.5.5` is two numbers and `-1-2` too.
package enum PathNumbers {
    /// Every number in `text`; nil when something else is there or a number is not finite.
    package static func list(_ text: Substring) -> [Double]? {
        var scanner = Scanner(Array(text.utf8))
        var numbers: [Double] = []
        while true {
            scanner.skipSeparators()
            if scanner.atEnd { return numbers }
            guard let number = scanner.number() else { return nil }
            numbers.append(number)
        }
    }

    /// Reads numbers and single-letter commands from SVG text.
    package struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }

        mutating func skipSeparators() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09, 0x2C].contains(bytes[index]) { index += 1 }
        }

        /// A flag of an arc (`0` or `1`, which may stand without separators: `a1 1 0 00 1 1`).
        mutating func flag() -> Bool? {
            skipSeparators()
            guard index < bytes.count, bytes[index] == 0x30 || bytes[index] == 0x31 else { return nil }
            index += 1
            return bytes[index - 1] == 0x31
        }

        /// A number (`-1.5e3`, `.5`), or nil (and nothing read) when none starts here.
        mutating func number() -> Double? {
            skipSeparators()
            let start = index
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            var digits = 0
            var dot = false
            while index < bytes.count {
                let byte = bytes[index]
                if (0x30...0x39).contains(byte) {
                    digits += 1
                } else if byte == 0x2E && !dot {
                    dot = true
                } else {
                    break
                }
                index += 1
            }
            if digits > 0, index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
                var end = index + 1
                if end < bytes.count, bytes[end] == 0x2B || bytes[end] == 0x2D { end += 1 }
                if end < bytes.count, (0x30...0x39).contains(bytes[end]) {
                    index = end
                    while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                }
            }
            guard digits > 0, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
                index = start
                return nil
            }
            return value
        }

        /// The command letter here, if there is one.
        mutating func command() -> UInt8? {
            skipSeparators()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            guard (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte), byte != 0x65, byte != 0x45 else { return nil }
            index += 1
            return byte
        }
    }
}
