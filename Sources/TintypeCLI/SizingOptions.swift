import ArgumentParser
import Tintype

/// How art is sized into the icon box: the options `batch`, `tint` and `tabbar` share.
struct SizingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: keyHelp("icon-size"))
    var iconSize: IconBoxArgument?

    @Option(help: keyHelp("fit"))
    var fit: IconSizing.Fit = .auto

    @Option(parsing: .unconditional, help: keyHelp("padding"))
    var padding: PaddingArgument?

    @Option(help: keyHelp("center"))
    var center: IconSizing.Centering = .box

    @Flag(name: .customLong("no-trim"), help: keyHelp("no-trim"))
    var noTrim = false

    @Option(help: keyHelp("families"))
    var families: IconSizing.Families = .auto

    @Option(help: keyHelp("small-art"))
    var smallArt: IconSizing.SmallArt = .enlarge

    /// Accepted from scripts written before `--small-art`: enlarging is now the default.
    @Flag(help: .hidden)
    var allowUpscale = false

    func validate() throws {
        if let iconSize, let problem = IconSizing(box: iconSize.size).problem { throw ValidationError("--icon-size: \(problem)") }
        var paddingOnly = IconSizing(box: PointSize(square: IconSizing.maximumBoxSide))
        paddingOnly.padding = padding?.padding
        if let padding, case .negativePadding = paddingOnly.problem {
            throw ValidationError("--padding must be 0 or more, got \(padding.padding)")
        }
    }

    /// The choices these options make, but the box (the command's own default, or `--icon-size`).
    var choices: IconSizing {
        var sizing = IconSizing(box: IconSizing.iosBox)
        sizing.fit = fit
        sizing.trim = !noTrim
        sizing.families = families
        sizing.padding = padding?.padding
        sizing.centering = center
        sizing.smallArt = allowUpscale ? .enlarge : smallArt
        return sizing
    }

    /// The sizing these options ask for, with `defaultBox` when no --icon-size is given.
    /// - Throws: `ValidationError` when the box and padding leave no room for the art.
    func sizing(defaultBox: PointSize) throws -> IconSizing {
        var sizing = choices
        sizing.box = iconSize?.size ?? defaultBox
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
        guard let size = OptionWords.box(argument) else { return nil }
        self.size = size
    }
}

/// Padding on the command line: points (`2`) or a percentage of the box (`10%`).
struct PaddingArgument: ExpressibleByArgument, CustomStringConvertible {
    var padding: IconSizing.Padding

    init(padding: IconSizing.Padding) {
        self.padding = padding
    }

    init?(argument: String) {
        guard let padding = OptionWords.padding(argument) else { return nil }
        self.padding = padding
    }

    var description: String { "\(padding)" }
}
