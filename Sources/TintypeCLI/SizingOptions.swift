import ArgumentParser
import Tintype

/// How art is sized into the icon box: the options `batch`, `tint` and `tabbar` share.
struct SizingOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The icon box in points (dp on Android), N or WxH, each side 1 to 2048, centered in the item. Default: 30 for ios and xcassets, 24 for android, or the style's iconSize.",
            valueName: "size"))
    var iconSize: IconBoxArgument?

    @Option(
        help: ArgumentHelp(
            "auto: art that fits the box is placed as drawn, larger art and SVGs are trimmed and fitted; always: everything is fitted; none: everything as drawn.",
            valueName: "mode"))
    var fit: IconSizing.Fit = .auto

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Space kept free inside the box on every side: points (2) or a percentage of the box (10%), less than half the box.",
            valueName: "padding"))
    var padding: PaddingArgument = PaddingArgument(padding: .points(0))

    @Option(
        help: ArgumentHelp(
            "box: the art's bounds centered in the box; optical: its visual weight (alpha centroid) centered.", valueName: "mode"))
    var center: IconSizing.Centering = .box

    @Flag(name: .customLong("no-trim"), help: "Fit the art with its canvas as drawn, transparent border included.")
    var noTrim = false

    @Option(
        help: ArgumentHelp(
            "auto: masters sharing one canvas of up to 256 units a side (one SVG viewBox, or one pixel size at one scale) are sized as a family, each canvas fitted whole at one scale factor, so that stroke weights and relative sizes survive; always: any shared canvas; never: every master trimmed and fitted alone.",
            valueName: "mode"))
    var families: IconSizing.Families = .auto

    @Option(
        help: ArgumentHelp(
            "Raster art with fewer pixels than a scale needs — enlarge: enlarged (bicubic) so that the icon is one size at every scale; omit: that scale is left out and the platform scales a lower one. Either way a warning names it.",
            valueName: "mode"))
    var smallArt: IconSizing.SmallArt = .enlarge

    /// Accepted from scripts written before `--small-art`: enlarging is now the default.
    @Flag(help: .hidden)
    var allowUpscale = false

    func validate() throws {
        if let iconSize, let problem = IconSizing(box: iconSize.size).problem { throw ValidationError("--icon-size: \(problem)") }
        switch padding.padding {
        case .points(let amount), .percent(let amount):
            guard amount >= 0 else { throw ValidationError("--padding must be 0 or more, got \(padding.padding)") }
        }
    }

    /// The sizing these options ask for, with `defaultBox` when no --icon-size is given.
    /// - Throws: `ValidationError` when the box and padding leave no room for the art.
    func sizing(defaultBox: PointSize) throws -> IconSizing {
        var sizing = IconSizing(box: iconSize?.size ?? defaultBox)
        sizing.fit = fit
        sizing.trim = !noTrim
        sizing.families = families
        sizing.padding = padding.padding
        sizing.centering = center
        sizing.smallArt = allowUpscale ? .enlarge : smallArt
        if let problem = sizing.problem { throw ValidationError("--padding: \(problem)") }
        return sizing
    }
}

extension IconSizing.Fit: ExpressibleByArgument {}
extension IconSizing.Centering: ExpressibleByArgument {}
extension IconSizing.SmallArt: ExpressibleByArgument {}
extension IconSizing.Families: ExpressibleByArgument {}

/// An icon box on the command line: `N` (a square) or `WxH`, in points.
struct IconBoxArgument: ExpressibleByArgument {
    var size: PointSize

    init?(argument: String) {
        if let side = Double(argument), side.isFinite {
            size = PointSize(square: side)
        } else if let pair = PointSize(parsing: argument) {
            size = pair
        } else {
            return nil
        }
    }
}

/// Padding on the command line: points (`2`) or a percentage of the box (`10%`).
struct PaddingArgument: ExpressibleByArgument, CustomStringConvertible {
    var padding: IconSizing.Padding

    init(padding: IconSizing.Padding) {
        self.padding = padding
    }

    init?(argument: String) {
        if argument.hasSuffix("%") {
            guard let percent = Double(argument.dropLast()), percent.isFinite else { return nil }
            padding = .percent(percent)
        } else {
            guard let points = Double(argument), points.isFinite else { return nil }
            padding = .points(points)
        }
    }

    var description: String { "\(padding)" }
}
