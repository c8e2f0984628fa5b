/// Bounded reads of a compiled catalog's bytes: every read names the part it reads for its error, and none
/// reaches past the bytes it was given. A BOM store is big-endian; what the catalog keeps in its blocks is
/// little-endian.
package struct CarBytes: Sendable {
    /// The bytes read.
    package let bytes: ArraySlice<UInt8>

    /// A reader of `bytes` (indices are offsets from their start).
    package init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    /// The count of bytes.
    package var count: Int { bytes.count }

    /// The `count` bytes at `offset`, or an error naming `part` when they are not all there.
    package func slice(_ offset: Int, _ count: Int, _ part: String) throws(ImageFileError.CarProblem) -> ArraySlice<UInt8> {
        guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else {
            throw .car("\(part) runs past its end (\(count) bytes at \(offset) of \(bytes.count))")
        }
        let start = bytes.startIndex + offset
        return bytes[start..<start + count]
    }

    /// The unsigned integer of `width` bytes at `offset`, in either byte order.
    private func unsigned(_ offset: Int, _ width: Int, bigEndian: Bool, _ part: String) throws(ImageFileError.CarProblem) -> UInt64 {
        let field = try slice(offset, width, part)
        var value: UInt64 = 0
        if bigEndian {
            for byte in field { value = value << 8 | UInt64(byte) }
        } else {
            for byte in field.reversed() { value = value << 8 | UInt64(byte) }
        }
        return value
    }

    /// A big-endian `UInt32` at `offset`.
    package func u32BE(_ offset: Int, _ part: String) throws(ImageFileError.CarProblem) -> UInt32 {
        UInt32(truncatingIfNeeded: try unsigned(offset, 4, bigEndian: true, part))
    }

    /// A big-endian `UInt16` at `offset`.
    package func u16BE(_ offset: Int, _ part: String) throws(ImageFileError.CarProblem) -> UInt16 {
        UInt16(truncatingIfNeeded: try unsigned(offset, 2, bigEndian: true, part))
    }

    /// A little-endian `UInt32` at `offset`.
    package func u32(_ offset: Int, _ part: String) throws(ImageFileError.CarProblem) -> UInt32 {
        UInt32(truncatingIfNeeded: try unsigned(offset, 4, bigEndian: false, part))
    }

    /// A little-endian `UInt16` at `offset`.
    package func u16(_ offset: Int, _ part: String) throws(ImageFileError.CarProblem) -> UInt16 {
        UInt16(truncatingIfNeeded: try unsigned(offset, 2, bigEndian: false, part))
    }

    /// A little-endian `Int32` at `offset`.
    package func i32(_ offset: Int, _ part: String) throws(ImageFileError.CarProblem) -> Int32 {
        Int32(bitPattern: try u32(offset, part))
    }

    /// A little-endian IEEE `Float` at `offset`.
    package func f32(_ offset: Int, _ part: String) throws(ImageFileError.CarProblem) -> Float {
        Float(bitPattern: try u32(offset, part))
    }

    /// A little-endian IEEE `Double` at `offset`.
    package func f64(_ offset: Int, _ part: String) throws(ImageFileError.CarProblem) -> Double {
        Double(bitPattern: try unsigned(offset, 8, bigEndian: false, part))
    }

    /// The text of a NUL-padded field of `width` bytes at `offset` (up to its first NUL; bytes that are not
    /// UTF-8 shown as U+FFFD).
    package func text(_ offset: Int, _ width: Int, _ part: String) throws(ImageFileError.CarProblem) -> String {
        let field = try slice(offset, width, part)
        let end = field.firstIndex(of: 0) ?? field.endIndex
        return String(decoding: field[field.startIndex..<end], as: UTF8.self)
    }

    /// The four bytes at `offset` as text (`ISTC`, `MLEC`): a catalog's tags, as they lie in the file.
    package func tag(_ offset: Int, _ part: String) throws(ImageFileError.CarProblem) -> String {
        String(decoding: try slice(offset, 4, part).map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
