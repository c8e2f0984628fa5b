import ArgumentParser
import Tintype

/// `tintype segments`: a segmented control from a stretchable image and a divider.
struct SegmentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segments",
        abstract: "Draw a segmented control: N segments cut from a stretchable image, one selected, with dividers.",
        discussion: """
            The first segment keeps the left cap, the last the right cap, the middle ones
            none (cap cropping). Sizes and caps are in points. .9.png images bring their
            insets; otherwise --cap gives the left and right caps.

            Examples:
              tintype segments --image segment.png --selected-image segment-on.png --divider divider.png \\
                  --count 3 --segment-width 90 --cap 6 --selected 1 -o control.png
            """)

    @Option(help: "The stretchable image of a segment.")
    var image: String

    @Option(help: "The stretchable image of the selected segment.")
    var selectedImage: String

    @Option(help: "An image centered on each boundary between segments.")
    var divider: String?

    @Option(help: "The number of segments.")
    var count: Int

    @Option(help: "Each segment's width in points.")
    var segmentWidth: Double

    @Option(help: "The control's height in points. Default: the image's.")
    var height: Double?

    @Option(help: "The caps' width in points (left and right).")
    var cap: Double = 0

    @Option(help: "The selected segment (from 0); -1 for none.")
    var selected: Int = 0

    @Option(help: "Pixels per point. Default: from the image's @2x/@3x name suffix, else 1.")
    var scale: Double?

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    var output: String

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1") }
        guard segmentWidth > 0, cap >= 0 else { throw ValidationError("--segment-width must be positive and --cap not negative") }
        guard segmentWidth * Double(count) <= maximumPoints else {
            throw ValidationError("--segment-width × --count must be at most \(Int(maximumPoints)) points")
        }
        guard selected >= -1, selected < count else { throw ValidationError("--selected must be from -1 to \(count - 1)") }
    }

    func run() async throws {
        try await reportingFailure {
            let scale = try self.scale ?? nameScale(image)
            let capPixels = Int((cap * scale).rounded())
            let insets = EdgeInsets(top: 0, left: capPixels, bottom: 0, right: capPixels)
            let normal = try StretchableImage.read(image, insets: image.hasSuffix(".9.png") ? nil : insets, limits: limits.decodeLimits)
            let chosen = try StretchableImage.read(selectedImage, insets: selectedImage.hasSuffix(".9.png") ? nil : insets, limits: limits.decodeLimits)
            let control = SegmentedControl(normal: normal, selected: chosen, divider: try divider.map { try ImageDecoder.read($0, limits: limits.decodeLimits).image },
                                           cap: max(capPixels, normal.insets.left))
            let pixelHeight = height.map { Int(($0 * scale).rounded()) } ?? normal.image.height
            let picture = control.render(count: count, segmentWidth: Int((segmentWidth * scale).rounded()), height: pixelHeight,
                                         selectedIndex: selected >= 0 ? selected : nil)
            try PNGEncoder().write(picture, to: output)
        }
    }
}
