import Tintype

// swift-format-ignore: AlwaysUseLowerCamelCase
// libFuzzer's C function, under its own name.
@_silgen_name("LLVMFuzzerMutate")
private func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// libFuzzer's custom mutator: mostly libFuzzer's own byte mutations, but one
/// time in four, in a PNG (CgBI too) or JPEG, the image's width or height is set
/// to a boundary value — 0, 1, 2, 2³¹−1, 2³²−1 (65535 for JPEG) — with the
/// chunk's CRC made right again, so the decoder sees a well-formed file with an
/// absurd size. Byte flips alone rarely produce one (they are stopped by the CRC).
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    var random = SeededLCG(seed: UInt64(seed))
    let buffer = UnsafeMutableBufferPointer(start: data, count: size)
    if random.next() % 4 == 0 {
        if let field = pngSizeField(buffer, pick: random.next()) {
            let values: [UInt32] = [0, 1, 2, 0x7FFF_FFFF, 0xFFFF_FFFF, UInt32(truncatingIfNeeded: random.next() % 70_000)]
            write32(values[Int(random.next() % UInt64(values.count))], at: field.offset, in: buffer)
            let crc = pngCRC(UnsafeBufferPointer(rebasing: buffer[field.chunk + 4..<field.chunk + 8 + 13]))
            write32(crc, at: field.chunk + 8 + 13, in: buffer)
            return size
        }
        if let field = jpegSizeField(buffer, pick: random.next()) {
            let values: [UInt16] = [0, 1, 2, 0xFFFF, UInt16(truncatingIfNeeded: random.next())]
            let value = values[Int(random.next() % UInt64(values.count))]
            buffer[field] = UInt8(value >> 8)
            buffer[field + 1] = UInt8(value & 0xFF)
            return size
        }
    }
    return LLVMFuzzerMutate(data, size, maxSize)
}

/// The offset of IHDR's width or height (by `pick`) and of the chunk, when the data is a PNG with a whole IHDR.
private func pngSizeField(_ bytes: UnsafeMutableBufferPointer<UInt8>, pick: UInt64) -> (offset: Int, chunk: Int)? {
    guard bytes.count > 8, bytes[0] == 0x89, bytes[1] == 0x50 else { return nil }
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(read32(bytes, at: offset))
        if bytes[offset + 4] == 0x49, bytes[offset + 5] == 0x48, bytes[offset + 6] == 0x44, bytes[offset + 7] == 0x52 {
            guard length == 13, offset + 12 + 13 <= bytes.count else { return nil }
            return (offset + 8 + (pick % 2 == 0 ? 0 : 4), offset)
        }
        guard length < bytes.count else { return nil }
        offset += 12 + length
    }
    return nil
}

/// The offset of a SOF marker's height or width (by `pick`), when the data is a JPEG with one.
private func jpegSizeField(_ bytes: UnsafeMutableBufferPointer<UInt8>, pick: UInt64) -> Int? {
    guard bytes.count > 11, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    for index in 2..<bytes.count - 9 where bytes[index] == 0xFF && (0xC0...0xC2).contains(bytes[index + 1]) {
        return index + 5 + (pick % 2 == 0 ? 0 : 2)
    }
    return nil
}

private func read32(_ bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}

private func write32(_ value: UInt32, at offset: Int, in bytes: UnsafeMutableBufferPointer<UInt8>) {
    for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
}

/// PNG's CRC-32 (ISO 3309), bit by bit: the mutator runs once per input, speed is no matter.
private func pngCRC(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
}

/// A seeded linear congruential generator (Knuth's MMIX constants), so a
/// mutation is reproducible from libFuzzer's seed; the high bits are returned.
private struct SeededLCG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 17
    }
}
