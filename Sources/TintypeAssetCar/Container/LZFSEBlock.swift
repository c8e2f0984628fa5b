/// The header of an LZFSE block (`bvx1`: its fields whole; `bvx2`: packed into three words, then the
/// symbols' frequencies in a variable-length code): the counts of literals and matches, the lengths of
/// their two bit streams, the streams' first bit counts and states, and the frequency tables.
struct LZFSEBlockHeader {
    var rawBytes = 0
    var literalCount = 0
    var matchCount = 0
    var literalPayload = 0
    var matchPayload = 0
    var literalBits = 0
    var matchBits = 0
    var literalStates = [0, 0, 0, 0]
    var lengthState = 0, matchLengthState = 0, distanceState = 0
    /// The frequencies: 20 literal-length, 20 match-length, 64 distance and 256 literal symbols, in that order.
    var frequencies: [Int] = []
    /// Where the literal stream begins.
    var payloadStart = 0

    /// Reads the header of the block at `at`.
    init(_ stream: ArraySlice<UInt8>, at: Int, version: Int) throws(LZFSE.Failure) {
        rawBytes = Int(try LZFSE.word(stream, at + 4))
        if version == 1 {
            try readV1(stream, at)
        } else {
            try readV2(stream, at)
        }
        guard literalCount <= 4 * 65536, matchCount <= 4 * 65536 else {
            throw LZFSE.Failure("a block counts \(literalCount) literals and \(matchCount) matches")
        }
    }

    private mutating func readV1(_ stream: ArraySlice<UInt8>, _ at: Int) throws(LZFSE.Failure) {
        func field(_ offset: Int) throws(LZFSE.Failure) -> Int { Int(try LZFSE.word(stream, at + offset)) }
        func half(_ offset: Int) throws(LZFSE.Failure) -> Int { try field(offset) & 0xFFFF }
        literalCount = try field(12)
        matchCount = try field(16)
        literalPayload = try field(20)
        matchPayload = try field(24)
        literalBits = Int(Int32(bitPattern: UInt32(try field(28))))
        literalStates = [try half(32), try half(34), try half(36), try half(38)]
        matchBits = Int(Int32(bitPattern: UInt32(try field(40))))
        (lengthState, matchLengthState, distanceState) = (try half(44), try half(46), try half(48))
        frequencies = []
        for index in 0..<360 { frequencies.append(try half(50 + 2 * index)) }
        // The C header's size: its fields and tables, padded to a whole number of words.
        payloadStart = at + 772
    }

    private mutating func readV2(_ stream: ArraySlice<UInt8>, _ at: Int) throws(LZFSE.Failure) {
        func packed(_ index: Int) throws(LZFSE.Failure) -> UInt64 {
            UInt64(try LZFSE.word(stream, at + 8 + 8 * index)) | UInt64(try LZFSE.word(stream, at + 12 + 8 * index)) << 32
        }
        func bits(_ word: UInt64, _ offset: Int, _ count: Int) -> Int { Int(word >> UInt64(offset) & (1 << UInt64(count) - 1)) }
        let (first, second, third) = (try packed(0), try packed(1), try packed(2))
        literalCount = bits(first, 0, 20)
        literalPayload = bits(first, 20, 20)
        matchCount = bits(first, 40, 20)
        literalBits = bits(first, 60, 3) - 7
        literalStates = [bits(second, 0, 10), bits(second, 10, 10), bits(second, 20, 10), bits(second, 30, 10)]
        matchPayload = bits(second, 40, 20)
        matchBits = bits(second, 60, 3) - 7
        let headerSize = bits(third, 0, 32)
        (lengthState, matchLengthState, distanceState) = (bits(third, 32, 10), bits(third, 42, 10), bits(third, 52, 10))
        guard headerSize >= 32, stream.endIndex - at >= headerSize else { throw LZFSE.Failure("a block header runs past the stream") }
        frequencies = try Self.frequencies(stream[(at + 32)..<(at + headerSize)])
        payloadStart = at + headerSize
    }

    /// The 360 frequencies of a `bvx2` header, each in a code of 2 to 14 bits, least significant bits first.
    private static func frequencies(_ bytes: ArraySlice<UInt8>) throws(LZFSE.Failure) -> [Int] {
        let lengths: [Int] = [2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14, 2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14]
        let values: [Int] = [0, 2, 1, 4, 0, 3, 1, -1, 0, 2, 1, 5, 0, 3, 1, -1, 0, 2, 1, 6, 0, 3, 1, -1, 0, 2, 1, 7, 0, 3, 1, -1]
        var accumulator: UInt32 = 0
        var held = 0
        var at = bytes.startIndex
        var found: [Int] = []
        found.reserveCapacity(360)
        for _ in 0..<360 {
            while at < bytes.endIndex && held + 8 <= 32 {
                accumulator |= UInt32(bytes[at]) << UInt32(held)
                held += 8
                at += 1
            }
            let code = Int(accumulator & 31)
            let length = lengths[code]
            guard length <= held else { throw LZFSE.Failure("a block's frequency table is cut") }
            switch length {
            case 8: found.append(8 + Int(accumulator >> 4 & 0xF))
            case 14: found.append(24 + Int(accumulator >> 4 & 0x3FF))
            default: found.append(values[code])
            }
            accumulator >>= UInt32(length)
            held -= length
        }
        guard held < 8, at == bytes.endIndex else { throw LZFSE.Failure("a block's frequency table is longer than its codes") }
        return found
    }
}

/// One LZFSE block decoded: its literals from their four interleaved FSE states, then each match triple
/// (literal length, match length, distance, each a base and extra bits) from its own, copying literals and
/// matches into the output.
struct LZFSEBlock {
    let header: LZFSEBlockHeader

    init(_ header: LZFSEBlockHeader) { self.header = header }

    static let lengthBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 5, 8]
    static let lengthBase: [Int] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 28, 60]
    static let matchBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 8, 11]
    static let matchBase: [Int] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 56, 312]
    static let distanceBits: [Int] = (0..<64).map { $0 / 4 }
    static let distanceBase: [Int] = [
        0, 1, 2, 3, 4, 6, 8, 10, 12, 16, 20, 24, 28, 36, 44, 52, 60, 76, 92, 108, 124, 156, 188, 220, 252, 316, 380, 444, 508, 636,
        764, 892, 1020, 1276, 1532, 1788, 2044, 2556, 3068, 3580, 4092, 5116, 6140, 7164, 8188, 10236, 12284, 14332, 16380, 20476,
        24572, 28668, 32764, 40956, 49148, 57340, 65532, 81916, 98300, 114684, 131068, 163836, 196604, 229372
    ]

    /// Decodes the block into `output`, returning where the next block begins.
    func decode(_ stream: ArraySlice<UInt8>, into output: inout [UInt8]) throws(LZFSE.Failure) -> Int {
        let header = header
        let literalsEnd = header.payloadStart + header.literalPayload
        let matchesEnd = literalsEnd + header.matchPayload
        guard header.literalPayload >= 0, header.matchPayload >= 0, matchesEnd <= stream.endIndex else {
            throw LZFSE.Failure("a block's streams run past the stream")
        }
        let frequencies = header.frequencies
        let literalTable = try FSETable(states: 1024, frequencies: Array(frequencies[104..<360]))
        var literalStream = try FSEBitStream(stream[header.payloadStart..<literalsEnd], bits: header.literalBits)
        var states = header.literalStates
        var literals: [UInt8] = []
        literals.reserveCapacity(header.literalCount)
        // Four at a time, from four states: a count not a multiple of four is padded by the coder.
        for _ in stride(from: 0, to: header.literalCount, by: 4) {
            try literalStream.refill()
            for lane in 0..<4 { literals.append(try literalTable.symbol(&states[lane], &literalStream)) }
        }
        let lengths = try FSETable(states: 64, frequencies: Array(frequencies[0..<20]), bits: Self.lengthBits, bases: Self.lengthBase)
        let matches = try FSETable(states: 64, frequencies: Array(frequencies[20..<40]), bits: Self.matchBits, bases: Self.matchBase)
        let distances = try FSETable(
            states: 256, frequencies: Array(frequencies[40..<104]), bits: Self.distanceBits, bases: Self.distanceBase)
        var matchStream = try FSEBitStream(stream[literalsEnd..<matchesEnd], bits: header.matchBits)
        var (lengthState, matchState, distanceState) = (header.lengthState, header.matchLengthState, header.distanceState)
        let end = output.count + header.rawBytes
        output.reserveCapacity(end)
        var literal = 0
        var distance = 0
        for _ in 0..<header.matchCount {
            try matchStream.refill()
            let count = try lengths.value(&lengthState, &matchStream)
            let match = try matches.value(&matchState, &matchStream)
            let next = try distances.value(&distanceState, &matchStream)
            if next != 0 { distance = next }
            guard count <= literals.count - literal else { throw LZFSE.Failure("a block uses more literals than it holds") }
            try LZFSE.append(literals[literal..<(literal + count)], match: match, distance: distance, to: &output, end: end)
            literal += count
        }
        guard output.count == end else { throw LZFSE.Failure("a block ends \(end - output.count) bytes short") }
        return matchesEnd
    }
}
