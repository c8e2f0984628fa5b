/// The digest of everything a file is made from (the manifest's `recipe`): when a
/// file's digest equals the one its last run recorded, and the file is unchanged,
/// the file is current and is not made again. Built as a list of labelled parts,
/// each on its own line, then hashed (SHA-256).
struct InputDigest: Sendable {
    /// The parts so far, in order.
    private(set) var parts: [String]

    /// What every file of a batch depends on: the tool's version, the layout and the compression.
    init(layout: OutputLayout, compression: PNGEncoder.Compression) {
        parts = ["tintype \(LibraryVersion.current)", "layout \(layout.rawValue)", "compression \(compression.rawValue)"]
    }

    /// A digest of `parts` alone.
    init(parts: [String]) { self.parts = parts }

    /// This digest with `more` parts after it.
    func with(_ more: String...) -> InputDigest { with(more) }

    /// This digest with `more` parts after it.
    func with(_ more: [String]) -> InputDigest { InputDigest(parts: parts + more) }

    /// The digest: 64 hex digits.
    var hex: String { SHA256.hex(Array(parts.joined(separator: "\n").utf8)) }

    /// The digest of a text file's own bytes (a descriptor depends on nothing else).
    static func of(text bytes: [UInt8]) -> String { SHA256.hex(bytes) }
}
