/// A small open-addressing set of up to 256 RGBA colors, remembering the order
/// they came in: what deciding on a palette needs, without a general dictionary's hashing.
struct ColorTable {
    private static let slots = 1024
    private var keys = [UInt32](repeating: 0, count: slots)
    private var positions = [Int16](repeating: -1, count: slots)
    private(set) var entries: [UInt32] = []

    /// True once more than 256 distinct colors were seen.
    var isFull: Bool { entries.count > 256 }

    private func slot(of color: UInt32) -> (index: Int, found: Bool) {
        var index = Int((color &* 0x9E37_79B1) >> 22)
        while positions[index] >= 0 {
            if keys[index] == color { return (index, true) }
            index = (index + 1) & (ColorTable.slots - 1)
        }
        return (index, false)
    }

    mutating func insert(_ color: UInt32) {
        let (index, found) = slot(of: color)
        guard !found else { return }
        keys[index] = color
        positions[index] = Int16(entries.count)
        entries.append(color)
    }

    /// The order in which `color` was inserted, or nil.
    func position(of color: UInt32) -> Int? {
        let (index, found) = slot(of: color)
        return found ? Int(positions[index]) : nil
    }
}
