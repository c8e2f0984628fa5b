import TintypeSupport

/// `tintype check` for launch screens (SPEC §14.5): the `UILaunchScreen` dictionary names a colour set
/// with a dark colour and an image set whose images are there; each splash theme's `@color/` and
/// `@drawable/` resolve in its `res/` tree and the icon keeps inside the circle Android shows; each
/// startup image link's image is there at the pixel size its media query describes.
package enum LaunchScreenCheck {
    /// Checks every launch screen found under `folder`; an SVG one names is drawn by the tree, or by librsvg
    /// where `rendering` says.
    package static func check(_ folder: String, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering)
        -> AppIconCheck.Report
    {
        var checker = Checker(root: folder, limits: limits, rendering: rendering)
        let files = FolderWalk(folder).files
        for file in files where file.hasSuffix("UILaunchScreen.plist") { checker.checkLaunchPlist(file, among: files) }
        // Each icon once, though both themes (compat and API 31) name it.
        var icons: Set<String> = []
        for file in files where Checker.isSplashTheme(file) { icons.formUnion(checker.checkSplashTheme(file, among: files)) }
        for icon in icons.sorted() { checker.checkSplashIcon(icon) }
        for file in files where file.hasSuffix(LaunchScreenWeb.linksName) { checker.checkStartupLinks(file) }
        return AppIconCheck.Report(filesRead: checker.read, breaches: checker.listedBreaches, setsFound: checker.sets)
    }
}

extension Checker {
    /// `res/values*/splash_theme.xml`.
    static func isSplashTheme(_ file: String) -> Bool {
        let parts = file.split(separator: "/")
        return parts.count >= 2 && parts.last == "splash_theme.xml" && parts[parts.count - 2].hasPrefix("values")
    }

    /// The strings of a plist's `UILaunchScreen` dictionary, by key.
    private static func launchScreenKeys(_ root: XMLNode) -> [String: String]? {
        func find(_ node: XMLNode) -> XMLNode? {
            if node.localName == "dict" {
                for (index, child) in node.children.enumerated() where child.localName == "key" && child.text == "UILaunchScreen" {
                    if index + 1 < node.children.count, node.children[index + 1].localName == "dict" { return node.children[index + 1] }
                }
            }
            return node.children.lazy.compactMap(find).first
        }
        guard let dict = find(root) else { return nil }
        var keys: [String: String] = [:]
        for (index, child) in dict.children.enumerated() where child.localName == "key" && index + 1 < dict.children.count {
            let value = dict.children[index + 1]
            if value.localName == "string" { keys[child.text] = value.text }
        }
        return keys
    }

    mutating func checkLaunchPlist(_ file: String, among files: [String]) {
        sets += 1
        guard let bytes = bytes(file) else { return }
        guard let root = try? XMLReader.root(of: bytes), let keys = Self.launchScreenKeys(root) else {
            breach(file, .unreadable, "not a property list with a UILaunchScreen dictionary")
            return
        }
        if let color = keys["UIColorName"] {
            if let set = files.first(where: { $0.hasSuffix(".xcassets/\(color).colorset/Contents.json") }) {
                checkLaunchColorSet(set)
            } else {
                breach(file, .unresolved, "UIColorName names '\(color)', and no asset catalog here has \(color).colorset")
            }
        }
        if let image = keys["UIImageName"] {
            if let set = files.first(where: { $0.hasSuffix(".xcassets/\(image).imageset/Contents.json") }) {
                checkLaunchImageSet(set)
            } else {
                breach(file, .unresolved, "UIImageName names '\(image)', and no asset catalog here has \(image).imageset")
            }
        }
    }

    /// A colour set: readable, with a colour for the light and the dark appearance.
    private mutating func checkLaunchColorSet(_ file: String) {
        guard let bytes = bytes(file) else { return }
        guard let colors = AssetCatalogContents(reading: bytes)?.colors else {
            breach(file, .unreadable, "not a colour set's Contents.json with a colors list")
            return
        }
        let dark = colors.contains { $0.appearances.contains { $0.value == "dark" } }
        if !dark { breach(file, .missingAppearance, "no colour for the dark appearance: a dark-mode launch shows the light colour") }
    }

    /// An image set: readable, each image it names there and readable (an SVG is read as one).
    private mutating func checkLaunchImageSet(_ file: String) {
        let folder = String(file.dropLast("/Contents.json".count))
        guard let bytes = bytes(file) else { return }
        guard let images = AssetCatalogContents(reading: bytes)?.images else {
            breach(file, .unreadable, "not an image set's Contents.json with an images list")
            return
        }
        for entry in images {
            guard let name = entry.filename else { continue }
            if name.lowercased().hasSuffix(".svg") {
                guard let svg = self.bytes(folder + "/" + name) else { continue }
                if (try? VectorDocument(svg: svg, file: name)) == nil {
                    breach(folder + "/" + name, .unreadable, "not an SVG the tree reads")
                }
            } else {
                _ = image(folder + "/" + name, size: nil)
            }
        }
    }

    /// Checks that a splash theme's references resolve in its `res/` tree; the splash icon's files it names.
    /// The tree's drawables and colours are indexed once, so the work is linear in the files and references.
    mutating func checkSplashTheme(_ file: String, among files: [String]) -> [String] {
        sets += 1
        let res = file.split(separator: "/").dropLast(2).joined(separator: "/")
        guard let bytes = bytes(file) else { return [] }
        guard let root = try? XMLReader.root(of: bytes) else {
            breach(file, .unreadable, "not an XML resources file")
            return []
        }
        var references: [String] = []
        func collect(_ node: XMLNode) {
            if node.localName == "item", node.text.hasPrefix("@") { references.append(node.text) }
            node.children.forEach(collect)
        }
        collect(root)
        let (drawables, colors) = resources(under: res, among: files)
        var icons: [String] = []
        for reference in Set(references).sorted() {
            let parts = reference.dropFirst().split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let (kind, name) = (parts[0], parts[1])
            let found: Bool
            switch kind {
            case "drawable":
                found = drawables[name] != nil
                if name == LaunchScreenAndroid.iconName { icons += drawables[name] ?? [] }
            case "color": found = colors.contains(name)
            default: continue
            }
            if !found { breach(file, .unresolved, "\(reference) names no resource in \(res.isEmpty ? "." : res)") }
        }
        return icons
    }

    /// The drawables of the `res/` tree `res` by name (their files in `drawable*/`), and the names of
    /// the colours its `values*/` files declare, each file read once.
    private mutating func resources(under res: String, among files: [String]) -> (drawables: [String: [String]], colors: Set<String>) {
        var drawables: [String: [String]] = [:]
        var colors: Set<String> = []
        for path in files {
            let pieces = path.split(separator: "/")
            guard pieces.count >= 2, pieces.dropLast(2).joined(separator: "/") == res, let last = pieces.last else { continue }
            let folder = pieces[pieces.count - 2]
            if folder.hasPrefix("drawable"), last.hasSuffix(".png") || last.hasSuffix(".xml") {
                drawables[String(last.dropLast(4)), default: []].append(path)
            } else if folder.hasPrefix("values"), last.hasSuffix(".xml"), let bytes = self.bytes(path),
                let values = try? XMLReader.root(of: bytes)
            {
                for child in values.children where child.localName == "color" {
                    if let name = child.attributes.first(where: { $0.name == "name" }) { colors.insert(name.value) }
                }
            }
        }
        return (drawables, colors)
    }

    /// The splash icon keeps inside the circle Android shows it in: a third of the canvas's side from its centre.
    mutating func checkSplashIcon(_ file: String) {
        if file.hasSuffix(".xml") { return checkVectorLayer(file, glyphRadius: LaunchScreenAndroid.circleRadius) }
        guard let decoded = image(file, size: nil) else { return }
        let reach = AppIconPixels.farthestCovered(decoded.image)
        let limit = LaunchScreenAndroid.circleRadius * Double(min(decoded.image.width, decoded.image.height)) + 1
        if reach > limit {
            breach(
                file, .outsideSafeZone,
                "art reaches \(AppIconPixels.shown(reach)) px from the centre, past the circle Android shows (\(AppIconPixels.shown(limit - 1)) px)"
            )
        }
    }

    mutating func checkStartupLinks(_ file: String) {
        sets += 1
        let folder = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) + "/" : ""
        guard let page = bytes(file) else { return }
        // A link the page repeats is checked once.
        var seen: Set<StartupLink> = []
        for link in StartupLink.links(in: page) where seen.insert(link).inserted {
            guard let size = link.pixelSize else {
                breach(file, .unreadable, "the media query '\(link.media)' does not give a device's width, height and pixel ratio")
                continue
            }
            // The size from the header alone, once per image: 88 screens decoded and kept would be more than a gigabyte.
            guard let found = headerSize(folder + link.href) else { continue }
            if found != size {
                breach(
                    folder + link.href, .wrongSize,
                    "\(found.width)×\(found.height) px where its media query describes \(size.width)×\(size.height)")
            }
        }
    }
}
