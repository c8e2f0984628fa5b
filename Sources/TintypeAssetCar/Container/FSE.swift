/// The bits of one FSE stream, read from its end backwards: the coder wrote them forwards from the first
/// symbol, so the decoder meets them last first. A 64-bit accumulator holds up to 63 bits; ``refill()`` tops
/// it up a whole byte at a time, and ``pull(_:)`` takes bits from its top.
struct FSEBitStream {
    private let bytes: ArraySlice<UInt8>
    /// The index of the last byte taken into the accumulator (reading down towards `bytes.startIndex`).
    private var next: Int
    private var accumulator: UInt64 = 0
    private var held = 0

    /// A stream over `bytes` whose last word holds `bits` (−7 to 0) bits fewer than a whole number of bytes.
    init(_ bytes: ArraySlice<UInt8>, bits: Int) throws(LZFSE.Failure) {
        self.bytes = bytes
        let first = bits == 0 ? 7 : 8
        guard bits >= -7, bits <= 0 else { throw LZFSE.Failure("a bit stream's first word is malformed") }
        next = bytes.endIndex - first
        for index in 0..<first where next + index >= bytes.startIndex {
            accumulator |= UInt64(bytes[next + index]) << UInt64(8 * index)
        }
        held = (bits == 0 ? 56 : 64) + bits
        guard held >= 56, held < 64, accumulator >> UInt64(held) == 0 else { throw LZFSE.Failure("a bit stream's first word is malformed") }
    }

    /// Tops the accumulator up to 56 bits or more, a byte at a time from below. Near the stream's start it
    /// takes zeros for the bytes before it, as the coder's own decoder takes whatever lies there: a stream
    /// that is whole never uses those bits, and one that is not reads zeros, within its counts.
    mutating func refill() throws(LZFSE.Failure) {
        let bytesWanted = (63 - held) / 8
        for _ in 0..<bytesWanted {
            next -= 1
            accumulator = accumulator << 8 | (next >= bytes.startIndex ? UInt64(bytes[next]) : 0)
        }
        held += 8 * bytesWanted
    }

    /// The top `count` bits (0 to 32).
    mutating func pull(_ count: Int) throws(LZFSE.Failure) -> Int {
        guard count <= held else { throw LZFSE.Failure("a bit stream runs dry") }
        held -= count
        let value = accumulator >> UInt64(held)
        accumulator &= held == 0 ? 0 : (UInt64.max >> UInt64(64 - held))
        return Int(value)
    }
}

/// An FSE decoding table: for each state, the symbol it stands for (or a value's base and extra bits) and
/// how the next state is reached (a count of bits to read and a delta to add).
struct FSETable {
    private struct Entry {
        var bits: Int
        var delta: Int
        var symbol: Int
        var valueBits: Int
    }

    private var entries: [Entry] = []

    /// The table of `states` states for symbols of `frequencies` (which must add up to `states` at most);
    /// with `bits` and `bases`, symbol `i` stands for the value `bases[i]` plus `bits[i]` extra bits.
    init(states: Int, frequencies: [Int], bits: [Int]? = nil, bases: [Int]? = nil) throws(LZFSE.Failure) {
        guard frequencies.reduce(0, +) <= states else { throw LZFSE.Failure("a frequency table adds up past its states") }
        let leading = states.leadingZeroBitCount
        entries.reserveCapacity(states)
        for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
            let shift = frequency.leadingZeroBitCount - leading
            let threshold = (2 * states) >> shift - frequency
            for index in 0..<frequency {
                let (count, delta) =
                    index < threshold ? (shift, ((frequency + index) << shift) - states) : (shift - 1, (index - threshold) << (shift - 1))
                entries.append(
                    Entry(bits: count, delta: delta, symbol: bases?[symbol] ?? symbol, valueBits: bits?[symbol] ?? 0))
            }
        }
        // A table whose symbols do not fill it leaves states that stand for nothing: reaching one is an error.
    }

    /// The symbol of `state`, moving `state` on by bits from `stream`.
    func symbol(_ state: inout Int, _ stream: inout FSEBitStream) throws(LZFSE.Failure) -> UInt8 {
        guard state >= 0, state < entries.count else { throw LZFSE.Failure("a state outside its table") }
        let entry = entries[state]
        state = entry.delta + (try stream.pull(entry.bits))
        return UInt8(truncatingIfNeeded: entry.symbol)
    }

    /// The value of `state` (its base plus its extra bits), moving `state` on: the state's bits and the extra
    /// bits are read as one field, the state's above.
    func value(_ state: inout Int, _ stream: inout FSEBitStream) throws(LZFSE.Failure) -> Int {
        guard state >= 0, state < entries.count else { throw LZFSE.Failure("a state outside its table") }
        let entry = entries[state]
        let field = try stream.pull(entry.bits + entry.valueBits)
        state = entry.delta + field >> entry.valueBits
        return entry.symbol + field & ((1 << entry.valueBits) - 1)
    }
}
