import Foundation
import TintypeSupport

/// `preview.html` (SPEC §8): a page with no network access and no framework
/// that shows the icons just written as working tab bars. Click a tab to select
/// it (press and hold shows `pressed`, hovering shows `hovered`, when the style
/// has them); switch light and dark, and 1×, 2×, 3×. Below the bars every icon
/// is shown in every state. Images are drawn one file pixel to one CSS pixel,
/// so a 2× bar is twice as large and shows the 2× files as they are.
///
/// The page carries its data inline (browsers refuse `fetch()` from `file://`).
/// The query string sets the starting view: `?appearance=dark&scale=2&select=3`
/// (`select` counts icons from 0 across all bars). Geometry is fixed so that
/// screenshots can be checked: the first bar's top edge is 72 CSS px down
/// (64 for the controls, 8 pt × scale for the arrow above it), its left edge
/// 16 px in, each following bar 16 px below the one before.
package enum PreviewPage {
    /// The page's file, in the output folder.
    package static let fileName = "preview.html"

    /// What the page's script reads: the style, the geometry, and every file by appearance, state and scale.
    struct Data {
        struct Icon {
            var name: String
            var width: Double
            var height: Double
            /// appearance → state → scale → path.
            var files: [String: [String: [String: String]]]
            /// Why the icon failed, when it did (it has no files; the page shows a placeholder).
            var error: String?
            /// The icon's vector, which the page tints for the states that have no PNGs.
            var vector: String?
        }
        var style: String
        var layout: String
        var states: [String]
        var appearances: [String]
        var scales: [String]
        var barWidth: Double
        var barHeight: Double
        var selectionTop: Double
        var arrowWidth: Double
        var arrowHeight: Double
        /// element → appearance → scale → path.
        var shared: [String: [String: [String: String]]]
        var icons: [Icon]
        /// appearance → state → the colour a vector icon is tinted with (`#RRGGBB`, `#RRGGBBAA`).
        var tints: [String: [String: String]] = [:]

        /// The data as one line of JSON, keys sorted.
        var json: String {
            var json = JSONByteWriter(pretty: false)
            json.beginObject()
            json.member("appearances", array: { json in for name in appearances { json.string(name) } })
            json.member("arrowHeight", finite: arrowHeight)
            json.member("arrowWidth", finite: arrowWidth)
            json.member("barHeight", finite: barHeight)
            json.member("barWidth", finite: barWidth)
            json.member(
                "icons",
                array: { json in
                    for icon in icons {
                        json.beginObject()
                        json.member("error", icon.error)
                        json.key("files")
                        Self.write(icon.files, to: &json)
                        json.member("height", finite: icon.height)
                        json.member("name", icon.name)
                        json.member("vector", icon.vector)
                        json.member("width", finite: icon.width)
                        json.endObject()
                    }
                })
            json.member("layout", layout)
            json.member("scales", array: { json in for scale in scales { json.string(scale) } })
            json.member("selectionTop", finite: selectionTop)
            json.key("shared")
            Self.write(shared, to: &json)
            json.member("states", array: { json in for state in states { json.string(state) } })
            json.member("style", style)
            if !tints.isEmpty {
                json.objectMember(
                    "tints",
                    { json in
                        for (appearance, byState) in tints.sorted(by: { $0.key < $1.key }) {
                            json.objectMember(
                                appearance,
                                { json in for (state, color) in byState.sorted(by: { $0.key < $1.key }) { json.member(state, color) } })
                        }
                    })
            }
            json.endObject()
            return json.text
        }

        /// Three levels of names to paths, keys sorted at each level.
        private static func write(_ paths: [String: [String: [String: String]]], to json: inout JSONByteWriter) {
            json.beginObject()
            for (outer, middle) in paths.sorted(by: { $0.key < $1.key }) {
                json.objectMember(
                    outer,
                    { json in
                        for (inner, byScale) in middle.sorted(by: { $0.key < $1.key }) {
                            json.objectMember(
                                inner,
                                { json in
                                    for (scale, path) in byScale.sorted(by: { $0.key < $1.key }) { json.member(scale, path) }
                                })
                        }
                    })
            }
            json.endObject()
        }
    }

    /// The colours vector icons are tinted with, by appearance and state.
    private static func tints(_ style: StyleDefinition) -> [String: [String: String]] {
        var tints = [String: [String: String]]()
        for (state, colors) in style.runTimeTints {
            for (appearance, color) in colors { tints[appearance.rawValue, default: [:]][state.name] = color.hexString }
        }
        return tints
    }

    /// The page for the icons of `records` and the shared pieces `shared`, made with `style` in `layout`.
    /// An icon that failed, or lacks a scale, is drawn as a placeholder where its files would be;
    /// a failed icon is as large as `item` (points). Vector icons are tinted as the platform
    /// tints them, from `vectors` (SVG bytes by path) carried inline.
    static func html(
        _ records: [BatchManifest.Icon], shared: [BatchManifest.File], style: StyleDefinition, layout: OutputLayout, barWidth: Double,
        scales: [Double], item: PointSize, vectors: [String: [UInt8]] = [:]
    ) -> String {
        var sharedPaths = [String: [String: [String: String]]]()
        for file in shared where file.kind == .shared {
            guard let element = file.element, let scale = file.scale else { continue }
            sharedPaths[element.rawValue, default: [:]][(file.appearance ?? .light).rawValue, default: [:]][NumberText.shortest(scale)] =
                file.path
        }
        let data = Data(
            style: style.name, layout: layout.rawValue, states: style.states.map(\.state.name),
            appearances: style.appearances.map(\.rawValue), scales: scales.map(NumberText.shortest),
            barWidth: barWidth, barHeight: TabBarRenderer.ClassicElements.barHeight,
            selectionTop: TabBarRenderer.ClassicElements.selectionTop,
            arrowWidth: TabBarRenderer.ClassicElements.arrowSize.width, arrowHeight: TabBarRenderer.ClassicElements.arrowSize.height,
            shared: sharedPaths,
            icons: records.map { record in
                guard let icon = WrittenIcon(record) else {
                    return Data.Icon(
                        name: record.name, width: item.width, height: item.height, files: [:],
                        error: record.error ?? "no files were written")
                }
                var files = [String: [String: [String: String]]]()
                for (appearance, states) in icon.files {
                    for (state, byScale) in states {
                        for (scale, path) in byScale {
                            files[appearance.rawValue, default: [:]][state.name, default: [:]][NumberText.shortest(scale)] = path
                        }
                    }
                }
                return Data.Icon(
                    name: icon.name, width: icon.size.width, height: icon.size.height, files: files, error: nil,
                    vector: icon.vector.map { path in
                        vectors[path].map { "data:image/svg+xml;base64," + Foundation.Data($0).base64EncodedString() } ?? path
                    })
            }, tints: records.contains { WrittenIcon($0)?.vector != nil } ? tints(style) : [:])
        let json = data.json
        // Inside <script>, "</" could end the element and "<!--" change how it is parsed (every "<"
        // is escaped); the template is filled in one pass, so a name holding "@DATA@" stays text.
        let title = template.firstRange(of: "@TITLE@")!
        let slot = template.firstRange(of: "@DATA@")!
        return String(template[..<title.lowerBound]) + MarkupText.html("\(style.name) icons")
            + String(template[title.upperBound..<slot.lowerBound]) + MarkupText.jsonInScript(json) + String(template[slot.upperBound...])
    }

    /// The page: `Resources/preview.html` with its style sheet (`preview.css`) and script
    /// (`preview.js`) written into it, so the page is one file that works from `file://`.
    /// The three files are compiled into the library (SwiftPM's `embedInCode`); a web
    /// developer edits them as they are.
    static let template: String = {
        let page = String(decoding: PackageResources.preview_html, as: UTF8.self)
        let style = String(decoding: PackageResources.preview_css, as: UTF8.self)
        let script = String(decoding: PackageResources.preview_js, as: UTF8.self)
        return page.replacing(#"<link rel="stylesheet" href="preview.css">"#, with: "<style>\n" + style + "</style>")
            .replacing(#"<script src="preview.js"></script>"#, with: "<script>\n" + script + "</script>")
    }()
}
