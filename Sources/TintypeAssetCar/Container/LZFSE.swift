/// LZFSE, the compression Apple's catalogs keep pixels and vectors in: a stream of blocks, each raw
/// (`bvx-`), LZVN (`bvxn`, ``LZVN``) or LZFSE proper (`bvx1`, `bvx2`: literals and match triples coded
/// with finite-state entropy), ended by `bvx$`.
///
/// Decoding is bounded by the caller: the output may not pass `maximumBytes` (a block announcing more is
/// refused before anything is allocated for it), and every read of the input is checked.
package enum LZFSE {
    /// Why a stream could not be decoded.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// What is wrong, in words.
        package var reason: String
        /// A failure for `reason`.
        package init(_ reason: String) { self.reason = reason }
        /// `LZFSE: REASON`.
        package var description: String { "LZFSE: \(reason)" }
    }

    /// The bytes `stream` decodes to, at most `maximumBytes` of them.
    /// - Throws: ``Failure`` for a stream that is cut, malformed, or would pass `maximumBytes`.
    package static func decode(_ stream: ArraySlice<UInt8>, maximumBytes: Int) throws(Failure) -> [UInt8] {
        var output: [UInt8] = []
        var at = stream.startIndex
        while true {
            guard stream.endIndex - at >= 4 else { throw Failure("the stream ends without its end mark") }
            let magic = UInt32(stream[at]) | UInt32(stream[at + 1]) << 8 | UInt32(stream[at + 2]) << 16 | UInt32(stream[at + 3]) << 24
            switch magic {
            case 0x2478_7662: return output  // bvx$
            case 0x2D78_7662:  // bvx-
                let count = Int(try word(stream, at + 4))
                try room(output.count, count, maximumBytes)
                guard stream.endIndex - (at + 8) >= count else { throw Failure("a raw block runs past the stream") }
                output += stream[(at + 8)..<(at + 8 + count)]
                at += 8 + count
            case 0x6E78_7662:  // bvxn
                let count = Int(try word(stream, at + 4))
                let payload = Int(try word(stream, at + 8))
                try room(output.count, count, maximumBytes)
                guard stream.endIndex - (at + 12) >= payload else { throw Failure("an LZVN block runs past the stream") }
                try LZVN.decode(stream[(at + 12)..<(at + 12 + payload)], count: count, into: &output)
                at += 12 + payload
            case 0x3178_7662, 0x3278_7662:  // bvx1, bvx2
                let header = try LZFSEBlockHeader(stream, at: at, version: magic == 0x3178_7662 ? 1 : 2)
                try room(output.count, header.rawBytes, maximumBytes)
                at = try LZFSEBlock(header).decode(stream, into: &output)
            default: throw Failure("no block begins at byte \(at - stream.startIndex)")
            }
        }
    }

    /// The little-endian `UInt32` at `at`.
    static func word(_ bytes: ArraySlice<UInt8>, _ at: Int) throws(Failure) -> UInt32 {
        guard at >= bytes.startIndex, bytes.endIndex - at >= 4 else { throw Failure("a block header runs past the stream") }
        return UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }

    /// Appends `literals`, then `match` bytes copied from `distance` bytes back (the copy may overlap what it
    /// writes, repeating a run), keeping the output within `end` bytes.
    /// - Throws: for a copy past `end`, or a distance that reaches before the output's start.
    static func append(
        _ literals: ArraySlice<UInt8>, match: Int, distance: Int, to output: inout [UInt8], end: Int
    ) throws(Failure) {
        guard literals.count + match <= end - output.count else { throw Failure("a block writes past its size") }
        output += literals
        guard match > 0 else { return }
        guard distance > 0, distance <= output.count else { throw Failure("a match reaches before the output") }
        for _ in 0..<match { output.append(output[output.count - distance]) }
    }

    /// Refuses a block of `count` bytes that would take the output past `maximum`.
    private static func room(_ written: Int, _ count: Int, _ maximum: Int) throws(Failure) {
        guard count <= maximum - written else { throw Failure("it decodes to more than \(maximum) bytes") }
    }
}
