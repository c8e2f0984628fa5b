import TintypeSupport

/// An Xcode app icon set in a project (`NAME.appiconset/Contents.json`), planned for
/// `--project` (SPEC §11.17): every image it names is drawn again at its own pixel size (its
/// size in points times its scale), the light, dark or tinted icon as its appearance says, the
/// macOS body for `mac`; an entry without a file gets one; an iOS set without dark and tinted
/// entries gets them. `Contents.json` is edited in place: its own text, formatting and other
/// keys kept, a `filename` line added where one is missing and the new entries added at the end.
enum ProjectAssetCatalog {
    /// One image entry of `Contents.json`.
    struct Entry {
        var idiom: String
        var platform: String?
        var size: String
        var scale: String
        var appearance: String?
        var filename: String?
        /// Where the object is in the text: its `{` and its `}`.
        var span: Range<Int>

        /// The side in pixels; nil when the size is not `WxH` points of a square.
        var pixels: Int? {
            let parts = size.split(separator: "x").compactMap { Double($0) }
            let factor = Double(scale.dropLast()) ?? 1
            let largest = ProjectIconFile.largestSide
            guard parts.count == 2, parts[0] == parts[1], parts[0] > 0, parts[0] * factor <= Double(largest) else { return nil }
            return Int(clamping: parts[0] * factor, to: 1...largest, rounding: .toNearestOrAwayFromZero)
        }

        /// True for an iPhone, iPad or iOS (single-size or marketing) icon.
        var isIOS: Bool { ["iphone", "ipad", "ios-marketing"].contains(idiom) || (idiom == "universal" && platform == "ios") }

        /// True for the sizes only iOS 6 and earlier show (57, 50 and 72 points): drawn again, but given no dark
        /// or tinted icon, which iOS 18 alone shows and Xcode offers for none of them.
        var isLegacy: Bool { ["57x57", "50x50", "72x72"].contains(size) }
    }

    /// `entries` when a set of that many is drawn; nil, said in `notes`, when there are none to read or too many.
    private static func drawable(_ entries: [Entry]?, folder: String, notes: inout [String]) -> [Entry]? {
        guard let entries else {
            notes.append("\(folder)/Contents.json: not an app icon set's Contents.json (no \"images\" array of objects); left as it is")
            return nil
        }
        // Xcode's fullest set (every idiom, size and appearance) holds under a hundred entries.
        guard entries.count <= Self.mostEntries else {
            notes.append(
                "\(folder)/Contents.json: \(entries.count) entries, more than an app icon set holds (\(Self.mostEntries)); left as it is")
            return nil
        }
        return entries
    }

    /// The most entries a set is drawn with: more is no app icon set Xcode makes, and would be work out of proportion.
    static let mostEntries = 256

    /// The files that plan the set at `folder` (relative to the project) whose `Contents.json` is
    /// `text`; `exists` says whether a file of the project is there. Problems are named in `notes`.
    static func plan(folder: String, text: [UInt8], notes: inout [String]) -> [ProjectIconFile] {
        guard let entries = drawable(entries(text), folder: folder, notes: &notes) else { return [] }
        var files: [ProjectIconFile] = []
        var insertions: [(at: Int, text: String)] = []
        var taken = Set(entries.compactMap(\.filename))
        func name(_ entry: Entry) -> String {
            let points = entry.size.split(separator: "x").first.map(String.init) ?? entry.size
            // The name is made of what the entry says, so only letters, digits, `.`, `-` and `@` of it are kept.
            var base =
                entry.idiom == "universal" ? "AppIcon" : "AppIcon-\(safeName(entry.idiom))-\(safeName(points))@\(safeName(entry.scale))"
            if let appearance = entry.appearance { base += "-" + appearance }
            var candidate = base + ".png"
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(base)-\(counter).png"
                counter += 1
            }
            taken.insert(candidate)
            return candidate
        }
        // True when the entry is drawn; one whose size is not a square is said, and named in nothing added.
        @discardableResult
        func slot(_ entry: Entry, filename: String, reason: String) -> Bool {
            guard let file = image(entry, path: "\(folder)/\(filename)", reason: reason) else {
                let shown = DisplayText.escaped("the \(entry.idiom.prefix(40)) entry of size \(entry.size.prefix(40))")
                notes.append("\(folder)/Contents.json: \(shown) is not a square; left as it is")
                return false
            }
            files.append(file)
            return true
        }
        for entry in entries {
            if let filename = entry.filename, !filename.contains("/") {
                slot(entry, filename: filename, reason: "replaces the \(entry.idiom) icon, \(entry.pixels ?? 0) px, as a PNG")
            } else if entry.filename == nil {
                let filename = name(entry)
                if slot(entry, filename: filename, reason: "fills the set's empty \(entry.idiom) \(entry.appearance ?? "light") slot") {
                    insertions.append((entry.span.lowerBound + 1, memberLine(text, entry: entry, filename: filename)))
                }
            }
        }
        // An iOS set without appearances gets a dark and a tinted icon for each of its iOS entries (iOS 18).
        if !entries.contains(where: { $0.appearance != nil }), let last = entries.last {
            var added: [String] = []
            for entry in entries where entry.isIOS && !entry.isLegacy && entry.appearance == nil {
                for appearance in ["dark", "tinted"] {
                    var variant = entry
                    variant.appearance = appearance
                    variant.filename = nil
                    let filename = name(variant)
                    if slot(variant, filename: filename, reason: "adds the \(appearance) iOS icon (iOS 18), \(entry.pixels ?? 0) px") {
                        added.append(object(text, like: entry, appearance: appearance, filename: filename))
                    }
                }
            }
            if !added.isEmpty { insertions.append((last.span.upperBound, added.joined())) }
        }
        return files + edited(text, folder: folder, insertions: insertions)
    }

    /// `Contents.json` with `insertions` made, as a file to write; none when there are none.
    private static func edited(_ text: [UInt8], folder: String, insertions: [(at: Int, text: String)]) -> [ProjectIconFile] {
        guard !insertions.isEmpty else { return [] }
        var edited = text
        for insertion in insertions.sorted(by: { $0.at > $1.at }) {
            edited.insert(contentsOf: Array(insertion.text.utf8), at: insertion.at)
        }
        return [
            ProjectIconFile(
                path: "\(folder)/Contents.json", content: .text(edited),
                reason: "names the files added (edited in place)")
        ]
    }

    /// The image `entry` holds, at `path`: the light icon (opaque), the dark or the tinted one as its
    /// appearance says, the macOS body for a Mac's; nil when its size is not a square.
    private static func image(_ entry: Entry, path: String, reason: String) -> ProjectIconFile? {
        guard let side = entry.pixels else { return nil }
        let layer: AppIconLayer =
            entry.appearance == "dark"
            ? .dark : entry.appearance == "tinted" ? .gray : entry.idiom == "mac" || entry.platform == "macos" ? .macos : .full
        let radius = layer == .macos ? MacOSAppIcon.glyphRadius : IOSAppIcon.glyphRadius
        return ProjectIconFile(
            path: path, content: .image(layer: layer, width: side, height: side, glyphRadius: radius, canvas: .whole), reason: reason)
    }

    /// The image entries of `text`, each with where its object lies; nil when it has no `images` array of objects.
    static func entries(_ text: [UInt8]) -> [Entry]? {
        guard let images = AssetCatalogContents(reading: text)?.images, let spans = JSONTextEdit.elementSpans(text, path: ["images"]),
            spans.count == images.count
        else { return nil }
        return zip(images, spans).map { image, span in
            Entry(
                idiom: image.idiom ?? "universal", platform: image.platform, size: image.size ?? "", scale: image.scale ?? "1x",
                appearance: image.appearances.last { ["dark", "tinted"].contains($0.value) }?.value, filename: image.filename, span: span)
        }
    }

    /// `text` with every byte but ASCII letters, digits, `.`, `-` and `@` as `_`, for a file name made of an entry's values.
    static func safeName(_ text: String) -> String {
        String(
            decoding: text.utf8.prefix(40).map { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "@"):
                    byte
                default: UInt8(ascii: "_")
                }
            }, as: UTF8.self)
    }

    /// `"filename" : "NAME",` as the first member of `entry`'s object, indented as Xcode indents it.
    private static func memberLine(_ text: [UInt8], entry: Entry, filename: String) -> String {
        let outer = JSONTextEdit.indentation(text, at: entry.span.lowerBound)
        return "\n\(outer)  \"filename\" : \(JSONText.string(filename)),"
            + (text[entry.span.lowerBound + 1] == UInt8(ascii: "\n") ? "" : "\n\(outer)  ")
    }

    /// A new object after the last, as Xcode writes one: `entry` with `appearance` and `filename`.
    private static func object(_ text: [UInt8], like entry: Entry, appearance: String, filename: String) -> String {
        let outer = JSONTextEdit.indentation(text, at: entry.span.lowerBound)
        let inner = outer + "  "
        // Every value through JSON's own escaping: the idiom, platform, scale and size are copied from the entry read.
        let quoted = JSONText.string
        var members = [
            "\(inner)\"appearances\" : [\n\(inner)  {\n\(inner)    \"appearance\" : \"luminosity\",\n\(inner)    \"value\" : \(quoted(appearance))\n\(inner)  }\n\(inner)]",
            "\(inner)\"filename\" : \(quoted(filename))", "\(inner)\"idiom\" : \(quoted(entry.idiom))"
        ]
        if let platform = entry.platform { members.append("\(inner)\"platform\" : \(quoted(platform))") }
        if entry.idiom != "universal" { members.append("\(inner)\"scale\" : \(quoted(entry.scale))") }
        members.append("\(inner)\"size\" : \(quoted(entry.size))")
        return ",\n\(outer){\n" + members.joined(separator: ",\n") + "\n\(outer)}"
    }
}
