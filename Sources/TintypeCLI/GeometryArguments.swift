import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// A size in points, `WxH` (`64x44`). Any two numbers parse; ``check(option:)``
/// refuses sizes outside ``NumberRange/length``.
struct SizeArgument: ExpressibleByArgument, CustomStringConvertible {
    var size: PointSize

    init(_ size: PointSize) {
        self.size = size
    }

    init?(argument: String) {
        guard let size = PointSize(parsing: argument) else { return nil }
        self.size = size
    }

    var width: Double { size.width }
    var height: Double { size.height }
    var description: String { "\(NumberText.shortest(width))x\(NumberText.shortest(height))" }

    /// - Throws: `ValidationError` when a side is 0, negative or over the largest size.
    func check(option: String) throws {
        guard NumberRange.length.contains(width), NumberRange.length.contains(height) else {
            throw ValidationError("\(option) must be WxH with each side \(NumberRange.length.words), got \(self)")
        }
    }
}

/// Insets in points, `T,L,B,R`, or one number for all four sides.
struct InsetsArgument: ExpressibleByArgument, CustomStringConvertible {
    var values: [Double]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 1 || parts.count == 4, parts.allSatisfy({ $0?.isFinite == true }) else { return nil }
        values = parts.count == 1 ? Array(repeating: parts[0]!, count: 4) : parts.map { $0! }
    }

    var description: String { values.map(NumberText.shortest).joined(separator: ",") }

    /// - Throws: `ValidationError` when an inset is negative or over the largest size.
    func check(option: String) throws {
        guard values.allSatisfy(NumberRange.points.contains) else {
            throw ValidationError("\(option) must be T,L,B,R (or one number), each \(NumberRange.points.words), got \(self)")
        }
    }

    /// The insets in whole pixels at `scale`.
    func pixels(_ scale: Double) -> StretchableImage.CapInsets {
        let p = values.map { Int(clamping: $0 * scale, to: 0...Int(Int32.max)) }
        return StretchableImage.CapInsets(top: p[0], left: p[1], bottom: p[2], right: p[3])
    }
}

/// Nine-slice caps in pixels, `H,V`: the horizontal (left and right) and vertical (top and bottom) cap.
struct CapsArgument: ExpressibleByArgument, CustomStringConvertible {
    var horizontal: Int
    var vertical: Int

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let horizontal = parts[0], let vertical = parts[1] else { return nil }
        self.horizontal = horizontal
        self.vertical = vertical
    }

    var description: String { "\(horizontal),\(vertical)" }

    /// - Throws: `ValidationError` when a cap is negative or over the largest size.
    func check(option: String) throws {
        let range = NumberRange.from(0, to: 100_000)
        guard range.contains(Double(horizontal)), range.contains(Double(vertical)) else {
            throw ValidationError("\(option) must be H,V, each \(range.words) pixels, got \(self)")
        }
    }
}

/// A list of item numbers from 0, comma separated (`0,2`).
struct ItemListArgument: ExpressibleByArgument {
    var items: [Int]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        items = parts.map { $0! }
    }

    /// - Throws: `ValidationError` when an item is not one of `count` items.
    func check(option: String, count: Int) throws {
        if let wrong = items.first(where: { !(0..<count).contains($0) }) {
            throw ValidationError("\(option): the items are 0 to \(count - 1), got \(wrong)")
        }
    }
}
