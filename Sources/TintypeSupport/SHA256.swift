import CTintypeKernels

/// SHA-256 (FIPS 180-4), for the manifest's file digests and the batch's
/// change detection. Small and dependency-free; not constant-time (nothing
/// secret is hashed). Whole blocks go through the CPU's SHA instructions where
/// it has them (`tt_sha256_blocks`), through the Swift rounds below elsewhere.
package struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0
    /// False to use the Swift rounds alone (tests check both paths).
    private let wide: Bool

    /// A hasher; `wide: false` keeps to the Swift rounds even where the CPU has SHA instructions.
    package init(wide: Bool = true) { self.wide = wide }

    /// The digest of `bytes` as 64 lowercase hex digits.
    package static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    package mutating func update<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        if bytes.withContiguousStorageIfAvailable({ update(buffer: UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { update(buffer: $0) }
        }
    }

    /// Adds the UTF-8 bytes of `text`.
    package mutating func update(_ text: String) {
        update(text.utf8)
    }

    private mutating func update(buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, buffer.count)
            pending += buffer[0..<take]
            offset = take
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBytes { compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (buffer.count - offset) / 64 * 64
        if whole > 0 { compress(UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + whole])) }
        pending += buffer[(offset + whole)...]
    }

    /// The 32-byte digest; the hasher should not be used afterwards.
    package mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail: [UInt8] = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift: UInt64 in [56, 48, 40, 32, 24, 16, 8, 0] { tail.append(UInt8(truncatingIfNeeded: bitLength >> shift)) }
        tail.withUnsafeBytes { compress($0) }
        var digest = [UInt8]()
        digest.reserveCapacity(32)
        for word in state {
            for shift: UInt32 in [24, 16, 8, 0] { digest.append(UInt8(truncatingIfNeeded: word >> shift)) }
        }
        return digest
    }

    package mutating func finalizeHex() -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: finalize().flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    /// Runs the compression function over `blocks`, a whole number of 64-byte blocks.
    private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
        let count = blocks.count / 64
        guard count > 0, let base = blocks.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        state.withUnsafeMutableBufferPointer { state in
            let done = wide ? tt_sha256_blocks(state.baseAddress!, base, count) : 0
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                for block in done..<count { SHA256.rounds(UnsafeRawBufferPointer(start: base + 64 * block, count: 64), state, schedule) }
            }
        }
    }

    /// The 64 rounds of one block, in Swift: `state` updated, `w` scratch for the message schedule.
    private static func rounds(
        _ block: UnsafeRawBufferPointer, _ state: UnsafeMutableBufferPointer<UInt32>, _ w: UnsafeMutableBufferPointer<UInt32>
    ) {
        func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        let k = tt_sha256_round_constants()!
        for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)) }
        for i in 16..<64 {
            let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for i in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }
}
