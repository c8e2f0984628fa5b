import TintypeSupport

/// A size in points (dp on Android): what icon boxes, tab items and bars are
/// measured in. At scale s, a point spans s pixels (SPEC §1).
public struct PointSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width × height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The classic tab bar item, 64 × 44 pt: the item a batch draws icons on unless told
    /// otherwise (Android's layout draws them on the icon box), and the contact sheet's smallest cell.
    public static let classicTabItem = PointSize(width: 64, height: 44)

    /// A square of `side` points.
    public init(square side: Double) {
        self.init(width: side, height: side)
    }

    /// A size written `WxH` (`64x44`, `1.5X2`): two finite numbers; nil otherwise.
    /// Callers check the range they allow.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite, height.isFinite else {
            return nil
        }
        self.init(width: width, height: height)
    }

    /// The size in whole pixels at `scale`, each side rounded to the nearest pixel.
    public func pixels(at scale: Double) -> PixelSize {
        PixelSize(
            width: Int(clamping: width * scale, to: 0...Int(Int32.max)), height: Int(clamping: height * scale, to: 0...Int(Int32.max)))
    }

    /// `WxH` as the command line and the manifest write it (`30x30`).
    public var description: String { "\(NumberText.shortest(width))x\(NumberText.shortest(height))" }
}
