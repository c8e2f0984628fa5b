/// LZVN, the byte-oriented coder LZFSE streams use for small blocks: a sequence of opcodes, each giving a
/// count of literals that follow it, and a match (a length and a distance back into the output, or the
/// previous distance again), ended by an end-of-stream opcode.
enum LZVN {
    /// Decodes `payload` into `count` more bytes at the end of `output`.
    /// - Throws: ``LZFSE/Failure`` for an undefined opcode, a literal or match past the block, or a distance
    ///   before the output's start.
    static func decode(_ payload: ArraySlice<UInt8>, count: Int, into output: inout [UInt8]) throws(LZFSE.Failure) {
        let end = output.count + count
        output.reserveCapacity(end)
        var at = payload.startIndex
        var distance = 0
        func byte(_ offset: Int) throws(LZFSE.Failure) -> Int {
            guard at + offset < payload.endIndex else { throw LZFSE.Failure("an LZVN opcode runs past its block") }
            return Int(payload[at + offset])
        }
        while true {
            let opcode = try byte(0)
            var literals = 0
            var match = 0
            var length = 1
            switch opcode {
            case 0x06: return try finish(output.count, end)  // end of stream
            case 0x0E, 0x16: break  // nothing
            case 0xE0: (literals, length) = (try byte(1) + 16, 2)
            case 0xE1...0xEF: literals = opcode & 0x0F
            case 0xF0: (match, length) = (try byte(1) + 16, 2)
            case 0xF1...0xFF: match = opcode & 0x0F
            case 0xA0...0xBF:
                let (one, two) = (try byte(1), try byte(2))
                literals = opcode >> 3 & 3
                match = ((opcode & 7) << 2 | one & 3) + 3
                distance = one >> 2 | two << 6
                length = 3
            case 0x70...0x7F: throw LZFSE.Failure("an undefined LZVN opcode \(opcode)")
            default:
                literals = opcode >> 6 & 3
                match = (opcode >> 3 & 7) + 3
                switch opcode & 7 {
                case 7: (distance, length) = (try byte(1) | (try byte(2)) << 8, 3)
                case 6: guard literals > 0 || opcode >= 0x40 else { throw LZFSE.Failure("an undefined LZVN opcode \(opcode)") }
                default: (distance, length) = ((opcode & 7) << 8 | (try byte(1)), 2)
                }
            }
            at += length
            guard payload.endIndex - at >= literals else { throw LZFSE.Failure("an LZVN opcode's literals run past its block") }
            try LZFSE.append(payload[at..<(at + literals)], match: match, distance: distance, to: &output, end: end)
            at += literals
        }
    }

    /// Checks that the block wrote exactly its size.
    private static func finish(_ written: Int, _ end: Int) throws(LZFSE.Failure) {
        guard written == end else { throw LZFSE.Failure("an LZVN block ends \(end - written) bytes short") }
    }
}
