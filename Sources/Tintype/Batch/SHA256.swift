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
        update(Array(text.utf8))
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
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { compress($0) }
        return state.flatMap { word in [UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF)] }
    }

    package mutating func finalizeHex() -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: finalize().flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2
    ]

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
            let t1 = h &+ s1 &+ choice &+ SHA256.k[i] &+ w[i]
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
