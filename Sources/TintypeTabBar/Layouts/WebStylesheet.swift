import Foundation
import TintypeSupport

/// `icons.css` for the web layout (SPEC §8): one class per icon, `ti-NAME`,
/// sized in CSS pixels as the item is in points. Each state is a selector on
/// that class (``IconState/cssSelector(_:)``: `:active`, `[aria-selected="true"]`,
/// `:disabled`, …), written from the lowest precedence to the highest so that
/// the state that matters most wins when several match; each scale is a
/// candidate of `image-set()`; the dark appearance is the same rules again
/// inside `@media (prefers-color-scheme: dark)`.
enum WebStylesheet {
    /// The stylesheet of `icons`, made with `style`.
    static func css(_ icons: [WrittenIcon], style: StyleDefinition) -> String {
        let states = IconState.byPrecedence(style.states.map(\.state)).reversed()
        let tints = Dictionary(style.runTimeTints.map { ($0.state, $0.colors) }, uniquingKeysWith: { first, _ in first })
        var light = [String]()
        var dark = [String]()
        for icon in icons {
            for state in states {
                for appearance in style.appearances {
                    // A state the vector draws sets its own colour; a PNG shows on a transparent ground.
                    let tint = icon.vector.flatMap { vector in tints[state]?[appearance].map { (vector, $0) } }
                    guard let declarations = declarations(icon, state, appearance, tint: tint) else { continue }
                    let rule = state.cssSelector(".ti-" + icon.name) + " {\n" + declarations.map { "  \($0);\n" }.joined() + "}\n"
                    switch appearance {
                    case .light: light.append(rule)
                    case .dark:
                        dark.append(
                            rule.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(
                                separator: "\n"))
                    }
                }
            }
        }
        var text = header(icons, style: style)
        // Each vector once, inline, as the custom property its states' masks name.
        for icon in icons where icon.vector != nil {
            guard let svg = icon.vectorSVG else { continue }
            text += ".ti-\(icon.name) { --ti-mask: url(\"data:image/svg+xml;base64,\(Data(svg).base64EncodedString())\"); }\n"
        }
        text += light.joined(separator: "\n")
        if !dark.isEmpty {
            text += "\n@media (prefers-color-scheme: dark) {\n" + dark.joined(separator: "\n") + "}\n"
        }
        return text
    }

    /// The declarations of one icon in one state and appearance; nil when it has no image there.
    private static func declarations(
        _ icon: WrittenIcon, _ state: IconState, _ appearance: Appearance, tint: (vector: String, color: StraightColor)?
    ) -> [String]? {
        var declarations = [String]()
        if state == .normal && appearance == .light {
            declarations += [
                "display: inline-block", "width: \(px(icon.size.width))", "height: \(px(icon.size.height))", "padding: 0",
                "border: 0"
            ]
            declarations += tint == nil ? ["background-color: transparent"] : []
            declarations += [
                "background-repeat: no-repeat", "background-position: center",
                "background-size: \(px(icon.size.width)) \(px(icon.size.height))"
            ]
        }
        if let (vector, color) = tint {
            // The inline SVG where there is one (from disk too), else the file (a page served over http(s)).
            let mask = icon.vectorSVG == nil ? "url(\"\(MarkupText.url(vector))\")" : "var(--ti-mask)"
            return declarations + tinted(mask, color: color, size: icon.size)
        }
        let files = icon.files(state, appearance)
        guard let first = files.first else { return nil }
        if icon.vector != nil { declarations += ["-webkit-mask: none", "mask: none", "background-color: transparent"] }
        let candidates = files.map { "url(\"\(MarkupText.url($0.path))\") \(NumberText.shortest($0.scale))x" }.joined(separator: ", ")
        return declarations + [
            "background-image: url(\"\(MarkupText.url(first.path))\")",
            "background-image: -webkit-image-set(\(candidates))",
            "background-image: image-set(\(candidates))"
        ]
    }

    /// The comment the file opens with: who made it, how the states are selected, how vectors are served.
    private static func header(_ icons: [WrittenIcon], style: StyleDefinition) -> String {
        var text = "/* icons.css: made by tintype \(LibraryVersion.current) with the style \"\(MarkupText.cssComment(style.name))\".\n"
        text += "   <button class=\"ti-NAME\" aria-selected=\"true\"> shows the selected icon; the states are\n"
        text += "   " + style.states.map { "\($0.state.name): \($0.state.cssSelector(".ti-NAME"))" }.joined(separator: "; ") + "."
        if icons.contains(where: { $0.vector != nil }) {
            text += "\n   Vector icons are SVG masks the state's colour shows through, carried here inline (--ti-mask,\n"
            text += "   the same SVG as NAME.svg), so that a page opened from disk shows them: browsers refuse a mask\n"
            text += "   image file from a file:// page."
        }
        return text + " */\n\n"
    }

    /// `24px`.
    private static func px(_ length: Double) -> String { NumberText.shortest(length) + "px" }

    /// The declarations that draw a state of a vector icon: the SVG (`image`, a CSS image) as a mask the state's colour shows through.
    private static func tinted(_ image: String, color: StraightColor, size: PointSize) -> [String] {
        let mask = "\(image) center / \(px(size.width)) \(px(size.height)) no-repeat"
        return [
            "background-image: none", "background-color: \(color.hexString)",
            "-webkit-mask: \(mask)", "mask: \(mask)"
        ]
    }
}
