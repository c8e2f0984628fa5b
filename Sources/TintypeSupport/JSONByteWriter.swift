/// Writes JSON straight into bytes, laid out as Foundation's `JSONEncoder` lays it out with
/// `.sortedKeys, .withoutEscapingSlashes`, and `.prettyPrinted` when `pretty` (two-space
/// indent, `"key" : value`, an empty container as its brackets on two lines), so a document
/// written either way is the same bytes. The caller gives the keys of an object in sorted order.
///
/// It is the one way Tintype writes JSON: `manifest.json` and its journal lines (the encoder's
/// boxing of every value cost a serial 15 ms at the end of a 500-icon run), asset-catalog
/// `Contents.json`, the preview page's data, `--json` reports, and style documents, which
/// people edit: those use ``Layout/readable``, `"key": value`, with short containers on one line
/// (``beginObject(inline:)``) and keys in the order given.
package struct JSONByteWriter {
    /// How the document is laid out.
    package enum Layout: Sendable {
        /// All on one line, no spaces: `JSONEncoder`'s default.
        case compact
        /// Over lines, two-space indent, `"key" : value`: `JSONEncoder`'s `.prettyPrinted`.
        case pretty
        /// Over lines, two-space indent, `"key": value`: the layout people write by hand.
        case readable
    }

    /// The document so far.
    package private(set) var bytes: [UInt8] = []
    /// Over lines, or all on one line with no spaces.
    package let pretty: Bool
    /// A space before a key's colon (`JSONEncoder`'s pretty layout), or none.
    private let spaceBeforeColon: Bool
    /// For each open container, whether it is written on one line (`{ "a": 1, "b": 2 }`, `[1, 2]`).
    private var inline: [Bool] = []
    /// How many containers are open.
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var empty = true
    /// Set by ``key(_:)``: the next value is that member's, on the key's line.
    private var keyWritten = false

    /// An empty document; `pretty` lays it out over lines as `JSONEncoder` does, else it is one line.
    package init(pretty: Bool) { self.init(layout: pretty ? .pretty : .compact) }

    /// An empty document in `layout`.
    package init(layout: Layout) {
        pretty = layout != .compact
        spaceBeforeColon = layout == .pretty
    }

    /// Opens an object (as a value: after ``key(_:)``, as an array's element, or as the document);
    /// `inline` writes it on one line, `{ "a": 1 }`, as is everything inside it.
    package mutating func beginObject(inline: Bool = false) { open(UInt8(ascii: "{"), inline: inline) }

    /// Closes the innermost object.
    package mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array; `inline` writes it on one line, `[1, 2]`.
    package mutating func beginArray(inline: Bool = false) { open(UInt8(ascii: "["), inline: inline) }

    /// Closes the innermost array.
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member: the value written next is its value.
    package mutating func key(_ name: String) {
        startMember()
        JSONText.appendString(name, to: &bytes)
        if spaceBeforeColon { bytes.append(0x20) }
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(0x20) }
        keyWritten = true
    }

    /// A string value.
    package mutating func string(_ text: String) {
        startValue()
        JSONText.appendString(text, to: &bytes)
    }

    /// A number value: whole numbers without a `.0`.
    /// - Throws: ``NonFiniteNumber`` for infinity and NaN, which JSON cannot hold.
    package mutating func number(_ value: Double) throws(NonFiniteNumber) {
        guard value.isFinite else { throw NonFiniteNumber(value: value) }
        startValue()
        bytes.append(contentsOf: NumberText.shortest(value).utf8)
    }

    /// A number value the caller knows is finite (a paint's stops, a style's opacity): written
    /// as ``NumberText/shortest(_:)`` gives it, without the check ``number(_:)-(Double)`` makes.
    package mutating func number(finite value: Double) {
        startValue()
        bytes.append(contentsOf: NumberText.shortest(value).utf8)
    }

    /// A member whose number the caller knows is finite (``number(finite:)``).
    package mutating func member(_ name: String, finite value: Double) {
        key(name)
        number(finite: value)
    }

    /// An integer value.
    package mutating func number(_ value: Int) {
        startValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `null`.
    package mutating func null() {
        startValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// `true` or `false`.
    package mutating func bool(_ value: Bool) {
        startValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A member whose value is a string; nothing when `value` is nil (as `JSONEncoder` leaves out nil).
    package mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// A member whose value is a number; nothing when `value` is nil.
    package mutating func member(_ name: String, _ value: Double?) throws(NonFiniteNumber) {
        guard let value else { return }
        key(name)
        try number(value)
    }

    /// A member whose value is an integer; nothing when `value` is nil.
    package mutating func member(_ name: String, _ value: Int?) {
        guard let value else { return }
        key(name)
        number(value)
    }

    /// A member whose value is `true` or `false`; nothing when `value` is nil.
    package mutating func member(_ name: String, _ value: Bool?) {
        guard let value else { return }
        key(name)
        bool(value)
    }

    /// A member whose value is an array, its elements written by `elements`.
    package mutating func member<Failure: Error>(_ name: String, array elements: (inout JSONByteWriter) throws(Failure) -> Void)
        throws(Failure)
    {
        key(name)
        beginArray()
        try elements(&self)
        endArray()
    }

    /// A member whose value is an object, its members written by `members`.
    package mutating func objectMember<Failure: Error>(_ name: String, _ members: (inout JSONByteWriter) throws(Failure) -> Void)
        throws(Failure)
    {
        key(name)
        beginObject()
        try members(&self)
        endObject()
    }

    /// The document as text (JSON is UTF-8).
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A number JSON cannot hold.
    package struct NonFiniteNumber: Error, CustomStringConvertible {
        /// The number.
        package var value: Double
        package var description: String { "\(value) is not a number JSON can hold" }
    }

    private mutating func startValue() {
        if keyWritten {
            keyWritten = false
        } else if depth > 0 {
            startMember()
        }
    }

    private mutating func startMember() {
        if !empty { bytes.append(UInt8(ascii: ",")) }
        if inline.last == true {
            // One line: `{ "a": 1, "b": 2 }`, `[1, 2]`.
            if !empty || bytes.last == UInt8(ascii: "{") { bytes.append(0x20) }
        } else {
            newline(indent: depth)
        }
        empty = false
    }

    private mutating func open(_ bracket: UInt8, inline: Bool) {
        startValue()
        bytes.append(bracket)
        depth += 1
        self.inline.append(inline || self.inline.last == true)
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if inline.removeLast() {
            if bracket == UInt8(ascii: "}") && !empty { bytes.append(0x20) }
        } else {
            if empty && pretty { bytes.append(0x0A) }
            newline(indent: depth)
        }
        bytes.append(bracket)
        empty = false
    }

    private mutating func newline(indent: Int) {
        guard pretty else { return }
        bytes.append(0x0A)
        for _ in 0..<2 * indent { bytes.append(0x20) }
    }
}
