import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype segments`: a segmented control from a stretchable image and a divider.
struct SegmentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segments",
        abstract: "Draw a segmented control: N segments cut from a stretchable image, one selected, with dividers.",
        discussion: """
            The first segment keeps the left cap, the last the right cap, the middle ones
            none (cap cropping). Sizes and caps are in points. .9.png images bring their
            insets; otherwise --cap gives the left and right caps.

            Examples (from the repository's root):
              tintype segments --image Fixtures/recipes/segment.png \\
                --selected-image Fixtures/recipes/segment-on.png \\
                --divider Fixtures/recipes/divider.png --count 3 --segment-width 90 \\
                --cap 6 --selected 1 -o control.png
            """)

    @Option(help: ArgumentHelp("The stretchable image of a segment (a .9.png brings its own caps).", valueName: "image"))
    var image: String

    @Option(help: ArgumentHelp("The stretchable image of the selected segment.", valueName: "image"))
    var selectedImage: String

    @Option(help: ArgumentHelp("An image centered on each boundary between segments.", valueName: "image"))
    var divider: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The number of segments, 1 to 100.", valueName: "n"))
    var count: Int

    @Option(parsing: .unconditional, help: ArgumentHelp("Each segment's width, \(NumberRange.length.words).", valueName: "points"))
    var segmentWidth: NumberArgument

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The control's height, \(NumberRange.length.words). Default: the image's.", valueName: "points"))
    var height: NumberArgument?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The left and right caps' width, \(NumberRange.points.words).", valueName: "points"))
    var cap = NumberArgument(0)

    @Option(parsing: .unconditional, help: ArgumentHelp("The selected segment, from 0; -1 for none.", valueName: "n"))
    var selected: Int = 0

    @OptionGroup
    var scale: ScaleOptions

    @OptionGroup
    var file: OutputFileOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        try NumberRange.from(1, to: 100).check(count, option: "--count")
        try NumberRange.length.check(segmentWidth.value, option: "--segment-width")
        if let height { try NumberRange.length.check(height.value, option: "--height") }
        try NumberRange.points.check(cap.value, option: "--cap")
        try NumberRange.from(-1, to: Double(count - 1)).check(selected, option: "--selected")
        let width = segmentWidth.value * Double(count)
        guard width <= NumberRange.maximumPoints else {
            throw ValidationError(
                "--segment-width × --count must be at most \(NumberText.shortest(NumberRange.maximumPoints)) points, got \(NumberText.shortest(width))"
            )
        }
        try checkOutputPixels(
            PointSize(width: width, height: height?.value ?? 1), scale: scale.estimatedScale(for: image), option: "--segment-width")
    }

    func run() async throws {
        try await reportingFailure {
            let scale = try scale.scale(for: image)
            let capPixels = Int(clamping: cap.value * scale, to: 0...Int(Int32.max))
            let insets = StretchableImage.CapInsets(top: 0, left: capPixels, bottom: 0, right: capPixels)
            let rendering = limits.svgRendering()
            let normal = try StretchableImage.read(
                image, insets: NinePatch.isNinePatchPath(image) ? nil : insets, limits: limits.decodeLimits, rendering: rendering)
            let chosen = try StretchableImage.read(
                selectedImage, insets: NinePatch.isNinePatchPath(selectedImage) ? nil : insets,
                limits: limits.decodeLimits, rendering: rendering)
            let segmentPixels = Int(clamping: segmentWidth.value * scale, to: 0...Int(Int32.max))
            let controlCap = max(capPixels, normal.insets.left)
            for (path, stretchable) in [(image, normal), (selectedImage, chosen)]
            where !insets.leaveMiddle(width: stretchable.image.width, height: stretchable.image.height) {
                throw ValidationError(
                    "--cap \(cap) (\(capPixels) px at \(NumberText.shortest(scale))×) does not fit \(path) (\(stretchable.image.width) px wide): both caps and a pixel between them must fit"
                )
            }
            if (count == 1 ? 2 * controlCap : controlCap) > segmentPixels {
                Console.error("warning: the caps (\(controlCap) px each) do not fit a \(segmentPixels) px segment: they are shrunk to fit")
            }
            let control = SegmentedControl(
                normal: normal, selected: chosen,
                divider: try divider.map { try ImageDecoder.readArt($0, limits: limits.decodeLimits, rendering: rendering).image },
                cap: controlCap)
            let pixelHeight = height.map { Int(clamping: $0.value * scale, to: 0...Int(Int32.max)) } ?? normal.image.height
            let picture = control.render(
                count: count, segmentWidth: segmentPixels, height: pixelHeight,
                selectedIndex: selected >= 0 ? selected : nil)
            try PNGEncoder().write(picture, to: file.output)
        }
    }
}
