/// An LZVN coder: bytes as literal runs and matches (a length and a distance back, found through a table
/// of the last place each four bytes were seen), in a single LZVN block of an LZFSE stream that any LZFSE
/// decoder reads (``LZVN`` is Tintype's). Greedy and one pass: the work is bounded by the input's size.
///
/// Only opcodes every decoder takes are written: literals alone (`sml_l`, `lrg_l`), a match with its
/// distance in two bytes and no literals (`lrg_d`, 3 to 10 bytes), and the match made longer at the same
/// distance (`sml_m`, `lrg_m`); then the end of the stream and its seven zeros.
package enum LZVNEncoder {
    /// The farthest a match may reach back: `lrg_d` holds the distance in 16 bits.
    static let maximumDistance = 65_535

    /// `bytes` as an LZFSE stream of one LZVN block and the end mark (nothing but the end mark for none).
    package static func stream(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard !bytes.isEmpty else { return Array("bvx$".utf8) }
        let payload = encode(bytes)
        var stream = CarByteWriter()
        stream.tag("bvxn")
        stream.u32(UInt32(truncatingIfNeeded: bytes.count))
        stream.u32(UInt32(truncatingIfNeeded: payload.count))
        stream.bytes += payload
        stream.tag("bvx$")
        return stream.bytes
    }

    /// The LZVN opcodes of `bytes`, ended by the end-of-stream opcode.
    static func encode(_ input: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(input)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 2 + 16)
        var table = [Int](repeating: -1, count: 1 << 14)
        var literalStart = 0
        var at = 0
        while at + 4 <= bytes.count {
            let word = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            let slot = Int((word &* 2_654_435_761) >> 18)
            let candidate = table[slot]
            table[slot] = at
            guard candidate >= 0, at - candidate <= maximumDistance,
                bytes[candidate] == bytes[at], bytes[candidate + 1] == bytes[at + 1], bytes[candidate + 2] == bytes[at + 2],
                bytes[candidate + 3] == bytes[at + 3]
            else {
                at += 1
                continue
            }
            var length = 4
            while at + length < bytes.count, bytes[candidate + length] == bytes[at + length] { length += 1 }
            literals(bytes[literalStart..<at], into: &output)
            match(length, distance: at - candidate, into: &output)
            at += length
            literalStart = at
        }
        literals(bytes[literalStart..<bytes.count], into: &output)
        return output + [0x06, 0, 0, 0, 0, 0, 0, 0]
    }

    /// Literal runs: up to 271 bytes an opcode (`lrg_l` from 16, `sml_l` below).
    private static func literals(_ run: ArraySlice<UInt8>, into output: inout [UInt8]) {
        var at = run.startIndex
        while at < run.endIndex {
            let count = min(run.endIndex - at, 271)
            output += count >= 16 ? [0xE0, UInt8(count - 16)] : [0xE0 | UInt8(count)]
            output += run[at..<(at + count)]
            at += count
        }
    }

    /// A match: `lrg_d` for its first 3 to 10 bytes and its distance, then `lrg_m`/`sml_m` for the rest.
    private static func match(_ length: Int, distance: Int, into output: inout [UInt8]) {
        let first = min(length, 10)
        output += [UInt8((first - 3) << 3 | 7), UInt8(distance & 0xFF), UInt8(distance >> 8)]
        var left = length - first
        while left > 0 {
            let count = min(left, 271)
            // A rest of 1 to 15 is one sml_m; 16 to 271 one lrg_m.
            output += count >= 16 ? [0xF0, UInt8(count - 16)] : [0xF0 | UInt8(count)]
            left -= count
        }
    }
}
