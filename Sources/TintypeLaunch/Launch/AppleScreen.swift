import TintypeSupport

/// One screen of an Apple device as Safari reports it to a web page (SPEC §14.3): its size in
/// CSS pixels held in portrait, and its pixel ratio. Devices that share all three share a
/// startup image.
package struct AppleScreen: Hashable, Sendable {
    /// The devices with this screen, for people (`iPhone 16 Pro, 17, 17 Pro`).
    package var devices: String
    /// `device-width` in portrait, CSS pixels.
    package var width: Int
    /// `device-height` in portrait, CSS pixels.
    package var height: Int
    /// `-webkit-device-pixel-ratio`.
    package var scale: Int

    /// A screen.
    package init(devices: String, width: Int, height: Int, scale: Int) {
        self.devices = devices
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The screen's pixels in portrait.
    package var pixels: PixelSize { PixelSize(width: width * scale, height: height * scale) }

    /// Every iPhone and iPad screen that opens a web app from the home screen, oldest first (device
    /// sizes from Apple's Human Interface Guidelines and device specifications). Add a screen here, or
    /// give more in a table of your own (``read(table:file:)``).
    package static let table: [AppleScreen] = [
        AppleScreen(devices: "iPhone SE (1st generation), iPod touch", width: 320, height: 568, scale: 2),
        AppleScreen(devices: "iPhone 6s, 7, 8, SE (2nd and 3rd generation)", width: 375, height: 667, scale: 2),
        AppleScreen(devices: "iPhone 6s Plus, 7 Plus, 8 Plus", width: 414, height: 736, scale: 3),
        AppleScreen(devices: "iPhone X, XS, 11 Pro, 12 mini, 13 mini", width: 375, height: 812, scale: 3),
        AppleScreen(devices: "iPhone XR, 11", width: 414, height: 896, scale: 2),
        AppleScreen(devices: "iPhone XS Max, 11 Pro Max", width: 414, height: 896, scale: 3),
        AppleScreen(devices: "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e", width: 390, height: 844, scale: 3),
        AppleScreen(devices: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", width: 428, height: 926, scale: 3),
        AppleScreen(devices: "iPhone 14 Pro, 15, 15 Pro, 16", width: 393, height: 852, scale: 3),
        AppleScreen(devices: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", width: 430, height: 932, scale: 3),
        AppleScreen(devices: "iPhone 16 Pro, 17, 17 Pro", width: 402, height: 874, scale: 3),
        AppleScreen(devices: "iPhone Air", width: 420, height: 912, scale: 3),
        AppleScreen(devices: "iPhone 16 Pro Max, 17 Pro Max", width: 440, height: 956, scale: 3),
        AppleScreen(devices: "iPad 9.7-inch, iPad mini 4 and 5, iPad Air 2, iPad Pro 9.7-inch", width: 768, height: 1024, scale: 2),
        AppleScreen(devices: "iPad mini (6th generation), iPad mini (A17 Pro)", width: 744, height: 1133, scale: 2),
        AppleScreen(devices: "iPad 10.2-inch (7th to 9th generation)", width: 810, height: 1080, scale: 2),
        AppleScreen(devices: "iPad Air (3rd generation), iPad Pro 10.5-inch", width: 834, height: 1112, scale: 2),
        AppleScreen(
            devices: "iPad Air (4th and 5th generation), iPad (10th generation), iPad (A16), iPad Air 11-inch (M2, M3)", width: 820,
            height: 1180, scale: 2),
        AppleScreen(devices: "iPad Pro 11-inch (1st to 4th generation)", width: 834, height: 1194, scale: 2),
        AppleScreen(devices: "iPad Pro 11-inch (M4, M5)", width: 834, height: 1210, scale: 2),
        AppleScreen(devices: "iPad Pro 12.9-inch (all), iPad Air 13-inch (M2, M3)", width: 1024, height: 1366, scale: 2),
        AppleScreen(devices: "iPad Pro 13-inch (M4, M5)", width: 1032, height: 1376, scale: 2)
    ]

    /// The largest side a screen may have in CSS pixels, and the largest pixel ratio: a table's
    /// numbers are refused beyond them before an image is allocated.
    package static let maximumSide = 4096
    /// The largest pixel ratio a table may give.
    package static let maximumScale = 4
    /// The most pixels a screen's image may have (the largest Apple screen, the 13-inch iPad Pro's,
    /// has 5.7 million): the work and memory of a table are bounded before anything is drawn.
    package static let maximumPixels = 32_000_000
    /// The most device pixels a table's screens may have together: four times Apple's own table
    /// (``table``), which is more than every screen Apple has made; a table over it is refused
    /// before anything is drawn, since each screen costs four images (portrait and landscape, light and dark).
    package static let maximumTablePixels = 4 * table.reduce(0) { $0 + $1.pixels.width * $1.pixels.height }

    /// The screens of a JSON table `{"screens": [{"devices": "…", "width": 402, "height": 874,
    /// "scale": 3}]}` (read from `file`, for errors): each a portrait size in CSS pixels, whole,
    /// 1 to ``maximumSide``, height at least width, a ratio of 1 to ``maximumScale``, and at most
    /// ``maximumPixels`` device pixels, and together at most ``maximumTablePixels``.
    /// - Throws: ``TableError`` naming the file, the entry and what is wrong.
    package static func read(table bytes: [UInt8], file: String) throws(TableError) -> [AppleScreen] {
        func failure(_ at: String, _ reason: String) -> TableError { TableError(file: file, entry: at, reason: reason) }
        guard case .object(let root)? = try? JSONValue.parse(bytes) else {
            throw failure("", "not a JSON object")
        }
        guard case .array(let entries)? = root["screens"] else { throw failure("screens", "expected an array of screens") }
        var screens: [AppleScreen] = []
        var total = 0
        for (index, entry) in entries.enumerated() {
            let at = "screens[\(index)]"
            guard case .object(let fields) = entry else { throw failure(at, "expected an object") }
            guard case .string(let devices)? = fields["devices"], !devices.isEmpty else {
                throw failure(at + ".devices", "expected the devices' names")
            }
            func whole(_ key: String, _ range: ClosedRange<Int>) throws(TableError) -> Int {
                guard case .number(let value)? = fields[key], let number = Int(checked: value, rounding: .towardZero),
                    Double(number) == value, range.contains(number)
                else { throw failure(at + "." + key, "expected a whole number from \(range.lowerBound) to \(range.upperBound)") }
                return number
            }
            let width = try whole("width", 1...maximumSide)
            let height = try whole("height", width...maximumSide)
            let screen = AppleScreen(devices: devices, width: width, height: height, scale: try whole("scale", 1...maximumScale))
            guard screen.pixels.width * screen.pixels.height <= maximumPixels else {
                throw failure(
                    at, "a \(screen.pixels.width)×\(screen.pixels.height) px screen is over the limit of \(maximumPixels) pixels an image")
            }
            total += screen.pixels.width * screen.pixels.height
            guard total <= maximumTablePixels else {
                throw failure(
                    at,
                    "the table's screens come to more than \(maximumTablePixels) pixels together, "
                        + "four times Apple's own table; at most that many are drawn")
            }
            screens.append(screen)
        }
        return screens
    }

    /// Why a screen table cannot be read.
    package struct TableError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The table's file.
        package var file: String
        /// Where in it (`screens[2].width`), or empty for the whole.
        package var entry: String
        /// What is wrong.
        package var reason: String

        /// `file: entry: reason`.
        package var description: String { DisplayText.escaped(entry.isEmpty ? "\(file): \(reason)" : "\(file): \(entry): \(reason)") }
    }
}
