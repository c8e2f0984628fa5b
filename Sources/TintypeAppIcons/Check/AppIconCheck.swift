import TintypeSupport

/// Checks app icon sets against the rules stores and launchers apply (SPEC §11.8):
/// every `.appiconset`, Android `res/` tree, notification icon and web manifest, and
/// every desktop icon (`.icns`, `.iconset`, `.ico`, MSIX assets, `hicolor` tree)
/// found under a folder, whoever made them.
public enum AppIconCheck {
    /// What a check found: the files it read, the sets it found and every breach.
    public struct Report: Hashable, Sendable {
        /// How many files were read (each once).
        public var filesChecked: Int { filesRead.count }
        /// The files read, by their paths under the folder checked: a file two checks read (a
        /// project's manifest names its icon and its launch theme) is one file.
        public var filesRead: Set<String>
        /// Every breach, in the order found.
        public var breaches: [AppIconCheck.Breach]
        /// The icon sets found: `.appiconset`s, adaptive icons, notification icons, web manifests,
        /// `.icns` files, `.iconset`s, Windows `.ico` files (a favicon is its web set's), folders of
        /// MSIX assets and `hicolor` trees.
        /// A folder with none holds nothing to check (the command line says so and fails).
        public var setsFound: Int = 0
        /// The folder the breaches name their files from, when it is not the path checked: for one
        /// file or set (``check(file:limits:rendering:)``), the folder that holds what it names.
        public var root: String?

        /// A report of `filesRead`, `breaches`, the `setsFound` and the `root` the paths are under.
        package init(filesRead: Set<String>, breaches: [AppIconCheck.Breach], setsFound: Int, root: String? = nil) {
            (self.filesRead, self.breaches, self.setsFound, self.root) = (filesRead, breaches, setsFound, root)
        }
    }

    /// Checks everything under `folder`; an app's project (``AppFramework``) as it reads its icons: its
    /// own files (not its dependencies', builds or caches), and each icon its configuration names (Tauri's `bundle.icon`, Expo's `app.json`, electron-builder's keys).
    /// Only files inside it are read (a name a descriptor
    /// gives that leads out of it is an ``AppIconCheck/Breach/Rule/outsideFolder`` breach), each
    /// once, within `limits`; an image larger than the check needs is measured on a copy
    /// shrunk to at most ``measuringSide`` pixels a side.
    /// An SVG is drawn by Tintype's own renderer where it reads it, else by librsvg where `rendering` says.
    public static func check(_ folder: String, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering) -> Report {
        var checker = Checker(root: folder, limits: limits, rendering: rendering)
        // An app's project is checked as it reads its icons: its own files, not its dependencies' or builds', and
        // each app of a workspace as its own project.
        let (walked, frameworks, apps) = projectParts(folder)
        let files = frameworks.isEmpty && apps.isEmpty ? FolderWalk(folder).files : walked
        if !frameworks.isEmpty { checker.checkProject(frameworks, files: Set(files)) }
        for app in apps { checker.checkApp(app) }
        for file in files where file.hasSuffix(".appiconset/Contents.json") { checker.checkIOS(contents: file) }
        for file in files where file.hasSuffix("mipmap-anydpi-v26/ic_launcher.xml") { checker.checkAdaptive(xml: file) }
        let notifications = Set(
            files.compactMap { file -> String? in
                let parts = file.split(separator: "/")
                guard parts.count >= 2, parts[parts.count - 2].hasPrefix("drawable-"), parts.last!.hasPrefix("ic_stat_"),
                    parts.last!.hasSuffix(".png")
                else { return nil }
                return parts.dropLast(2).joined(separator: "/") + "|" + parts.last!
            })
        for entry in notifications.sorted() {
            let parts = entry.split(separator: "|", omittingEmptySubsequences: false)
            checker.checkNotification(res: String(parts[0]), name: String(parts[1]))
        }
        for file in files where file.split(separator: "/").suffix(2).first == "drawable" && file.hasSuffix(".xml") {
            if file.split(separator: "/").last!.hasPrefix("ic_stat_") { checker.checkNotificationVector(file) }
        }
        for file in files where file.hasSuffix("manifest.webmanifest") { checker.checkWeb(manifest: file) }
        checker.checkDesktop(files)
        return Report(filesRead: checker.read, breaches: checker.listedBreaches, setsFound: checker.sets)
    }

    /// The `low-contrast` breaches of an app project's icons on the grounds its frameworks draw under them (Expo's
    /// adaptive backgroundColor, an adaptive icon's background layer or colour resource), for a project run to say
    /// after it wrote them; an SVG among them is drawn as `rendering` says.
    package static func groundBreaches(_ folder: String, rendering: SVGDocument.Rendering) -> [Breach] {
        var checker = Checker(root: folder, limits: .default, rendering: rendering)
        let (files, frameworks, apps) = projectParts(folder)
        if frameworks.contains(.expo) { checker.checkExpoGround(files: Set(files)) }
        // Android's adaptive icons, on their background layer or colour.
        for file in files where file.hasSuffix("mipmap-anydpi-v26/ic_launcher.xml") { checker.checkAdaptive(xml: file) }
        for app in apps where app.frameworks.contains(.expo) {
            checker.absorb(app.path) { inner in inner.checkExpoGround(files: Set(AppProject.walk(inner.root).files)) }
        }
        return checker.listedBreaches.filter { $0.rule == .lowContrast }
    }

    /// A project folder as a project run sees it: its own files, the frameworks of its top, and the apps of a workspace
    /// (``ProjectWorkspace``).
    private static func projectParts(_ folder: String) -> (files: [String], frameworks: [AppFramework], apps: [ProjectWorkspace.App]) {
        let walked = AppProject.walk(folder).files
        let detected = AppFramework.detect(in: folder)
        var unused: [String] = []
        let apps = ProjectWorkspace.apps(in: folder, files: walked, top: detected, framework: nil, notes: &unused)
        return (walked, ProjectWorkspace.own(detected, in: folder, apps: apps), apps)
    }

    /// Checks one icon file or set, `path`, as a folder holding it would be checked: an app's `.ico`
    /// (or a `favicon.ico`), an `.icns`, an `.appiconset`, an adaptive icon's
    /// `mipmap-anydpi-v26/ic_launcher.xml` (its `res/` tree's layers with it), a VectorDrawable in a
    /// `drawable` folder (`ic_stat_*` as a notification icon, any other as an adaptive icon's layer).
    /// Nil for anything else (``check(_:limits:rendering:)`` takes folders). Only what it names is read; an SVG
    /// it names is drawn by the tree, or by librsvg where `rendering` says.
    public static func check(file path: String, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering) -> Report? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let name = parts.last ?? path
        let lowered = name.lowercased()
        let kind = FileBytes.kind(of: FileBytes.resolvedPath(path))
        // The folder `levels` above the file, as the path gives it ("/" at the root, "." for none).
        func above(_ levels: Int) -> String {
            guard parts.count > levels else { return "." }
            let folder = parts.dropLast(levels).joined(separator: "/")
            return folder.isEmpty ? "/" : folder
        }
        let folderName = parts.count >= 2 ? parts[parts.count - 2] : ""
        var checker: Checker
        if kind == .folder, lowered.hasSuffix(".appiconset") {
            checker = Checker(root: above(1), limits: limits, rendering: rendering)
            checker.checkIOS(contents: name + "/Contents.json")
        } else if kind == .file, lowered == "ic_launcher.xml" || lowered == "ic_launcher_round.xml", folderName == "mipmap-anydpi-v26",
            parts.count >= 3
        {
            checker = Checker(root: above(3), limits: limits, rendering: rendering)
            checker.checkAdaptive(xml: "\(parts[parts.count - 3])/mipmap-anydpi-v26/ic_launcher.xml")
        } else if kind == .file, lowered.hasSuffix(".xml"), folderName == "drawable" || folderName.hasPrefix("drawable-") {
            checker = Checker(root: above(1), limits: limits, rendering: rendering)
            if lowered.hasPrefix("ic_stat_") {
                checker.checkNotificationVector(name)
            } else {
                checker.sets += 1
                checker.checkVectorLayer(name, glyphRadius: AndroidAppIcon.layerGlyphRadius)
            }
        } else if kind == .file, lowered.hasSuffix(".ico") || lowered.hasSuffix(".icns") {
            checker = Checker(root: above(1), limits: limits, rendering: rendering)
            // A favicon is its web set's: checked alone, it is the set.
            if lowered == "favicon.ico" { checker.sets += 1 }
            if lowered.hasSuffix(".icns") { checker.checkICNS(name) } else { checker.checkICO(name, app: lowered != "favicon.ico") }
        } else {
            return nil
        }
        return Report(filesRead: checker.read, breaches: checker.listedBreaches, setsFound: checker.sets, root: checker.root)
    }

    /// The largest side at which a large image's safe zone is measured (the check's own copy,
    /// area-averaged): a 10,000 px maskable icon is judged on 1,024 px, within a pixel of that copy.
    public static let measuringSide = 1024
}

/// The check's state: where it is, what it read, what it found.
package struct Checker {
    package let root: String
    package let limits: ImageDecoder.Limits
    package var read: Set<String> = []
    package var breaches: [AppIconCheck.Breach] = []
    package var sets = 0
    /// Each image decoded once: a descriptor naming one file many times reads it once (nil: unreadable, said once).
    package var decoded: [String: ImageDecoder.DecodedImage?] = [:]
    /// Each image's size read once from its header, however many links name it (nil: unreadable, said once).
    package var headerSizes: [String: PixelSize?] = [:]

    /// Where an SVG Tintype's own renderer does not read is drawn by librsvg.
    package let rendering: SVGDocument.Rendering

    package init(root: String, limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering) {
        self.root = root
        self.limits = limits
        self.rendering = rendering
    }

    /// How often each rule broke the same way (`rule|detail`), and the first breach of each kind
    /// past ``listedRepeats``, which stands for the rest.
    package var repeats: [String: Int] = [:]
    package var unlisted: [String: (first: AppIconCheck.Breach, count: Int)] = [:]
    /// The most breaches of one rule with one detail listed; more are counted in one line.
    package static let listedRepeats = 20

    package mutating func breach(_ file: String, _ rule: AppIconCheck.Breach.Rule, _ detail: String) {
        let key = rule.rawValue + "|" + detail
        repeats[key, default: 0] += 1
        guard repeats[key]! > Self.listedRepeats else {
            breaches.append(AppIconCheck.Breach(file: file, rule: rule, detail: detail))
            return
        }
        let breach = AppIconCheck.Breach(file: file, rule: rule, detail: detail)
        unlisted[key] = (unlisted[key]?.first ?? breach, (unlisted[key]?.count ?? 0) + 1)
    }

    /// The breaches, each kind past ``listedRepeats`` closed by one that counts the rest.
    package var listedBreaches: [AppIconCheck.Breach] {
        breaches
            + unlisted.sorted { $0.key < $1.key }.map { _, value in
                AppIconCheck.Breach(
                    file: value.first.file, rule: value.first.rule,
                    detail: "\(value.first.detail) (and \(value.count - 1) more files or images the same way, not listed)")
            }
    }

    /// The file's bytes, or nil with a breach when it is missing or leads out of the folder.
    package mutating func bytes(_ file: String) -> [UInt8]? {
        if let escape = OutputRecord.escape(of: file, under: root) {
            breach(file, .outsideFolder, "\(escape); not opened")
            return nil
        }
        read.insert(file)
        guard let bytes = try? ConfinedFolder(root).read(file, maximumBytes: limits.maximumFileBytes) else {
            breach(file, .missingFile, "it is not there, or cannot be read")
            return nil
        }
        return bytes
    }

    /// The pixel size in an image file's header (its first mebibyte; a JPEG whose frame lies further is read whole),
    /// read once however many times it is asked; nil with a breach (said once) when it is missing or not a PNG or JPEG.
    package mutating func headerSize(_ file: String) -> PixelSize? {
        if let known = headerSizes[file] { return known }
        var size: PixelSize?
        if let escape = OutputRecord.escape(of: file, under: root) {
            breach(file, .outsideFolder, "\(escape); not opened")
        } else {
            read.insert(file)
            let folder = ConfinedFolder(root)
            let header = try? folder.readPrefix(file, count: 1 << 20)
            var found = header.flatMap(ImageDimensions.read)
            if found == nil, let header, header.count == 1 << 20 {
                found = (try? folder.read(file, maximumBytes: limits.maximumFileBytes)).flatMap(ImageDimensions.read)
            }
            if let found {
                size = PixelSize(width: found.width, height: found.height)
            } else if header == nil {
                breach(file, .missingFile, "it is not there, or cannot be read")
            } else {
                breach(file, .unreadable, "not a PNG or JPEG whose size can be read")
            }
        }
        headerSizes[file] = .some(size)
        return size
    }

    /// The decoded image, checked to be `side × side` when a side is given; nil with a breach when it is not readable.
    package mutating func image(_ file: String, side: Int?) -> ImageDecoder.DecodedImage? {
        image(file, size: side.map { PixelSize(width: $0, height: $0) })
    }

    /// The decoded image, checked to be of `size` when one is given; nil with a breach when it is not readable.
    package mutating func image(_ file: String, size: PixelSize?) -> ImageDecoder.DecodedImage? {
        let decoded: ImageDecoder.DecodedImage
        if let known = self.decoded[file] {
            guard let known else { return nil }
            decoded = known
        } else {
            guard let bytes = bytes(file) else {
                self.decoded[file] = .some(nil)
                return nil
            }
            do throws(ImageFileError) {
                // An SVG is drawn as every tintype command draws it: by Tintype's own renderer where it reads it.
                decoded = try ImageDecoder.decodeArt(bytes, file: file, limits: limits, rendering: rendering)
                self.decoded[file] = decoded
            } catch {
                breach(file, .unreadable, "not a readable image (\(error.problem))")
                self.decoded[file] = .some(nil)
                return nil
            }
        }
        if let size, decoded.image.width != size.width || decoded.image.height != size.height {
            breach(file, .wrongSize, "\(decoded.image.width)×\(decoded.image.height) px where the slot is \(size.width)×\(size.height)")
        }
        return decoded
    }

    package mutating func checkIOS(contents file: String) {
        let folder = String(file.dropLast("/Contents.json".count))
        sets += 1
        guard let bytes = bytes(file) else { return }
        guard let images = AssetCatalogContents(reading: bytes)?.images else {
            breach(file, .unreadable, "not an asset catalog Contents.json with an images list")
            return
        }
        for entry in images {
            guard let name = entry.filename else { continue }
            var side: Int?
            if let size = entry.size {
                let scale = entry.scale
                guard let pixels = Self.side(size: size, scale: scale) else {
                    breach(file, .unreadable, "size '\(size)' at scale '\(scale ?? "1x")' is not a size a slot can have")
                    continue
                }
                side = pixels
            }
            let appearance = entry.appearances.first?.value
            guard let decoded = image(folder + "/" + name, side: side) else { continue }
            // A Mac's icon is its body on transparency; only an iOS, iPad or watch light icon must be opaque.
            let mac = entry.idiom == "mac" || entry.platform == "macos"
            switch appearance {
            case nil where decoded.info.hasAlpha && !mac:
                breach(folder + "/" + name, .alphaInOpaqueIcon, "the light icon has an alpha channel (the App Store refuses it)")
            case "tinted"?:
                if let pixel = AppIconPixels.firstColored(decoded.image) {
                    breach(folder + "/" + name, .tintedNotGray, "the pixel at \(pixel.x),\(pixel.y) is not gray")
                }
                checkContrast(folder + "/" + name, decoded.image, on: .black, named: "black")
            case "dark"? where !decoded.image.isOpaque:
                checkContrast(folder + "/" + name, decoded.image, on: AppIconDesign.iosDarkTile, named: "the dark tile iOS draws")
            default:
                checkContrast(folder + "/" + name, decoded.image)
            }
        }
    }

    package mutating func checkAdaptive(xml file: String) {
        let anydpi = String(file.dropLast("/ic_launcher.xml".count))
        let res = String(anydpi.dropLast("/mipmap-anydpi-v26".count))
        sets += 1
        var drawables: [String: String] = [:]
        var adaptive: AdaptiveIconXML?
        // The round adaptive icon is optional (Android asks for it only when the manifest names a round icon).
        for name in ["ic_launcher.xml", "ic_launcher_round.xml"] {
            if name == "ic_launcher_round.xml", ConfinedFolder(root).kind(of: anydpi + "/" + name) == nil { continue }
            guard let bytes = bytes(anydpi + "/" + name) else { continue }
            if name == "ic_launcher.xml" {
                adaptive = AdaptiveIconXML(bytes)
                if adaptive == nil { breach(file, .unreadable, "not XML with an <adaptive-icon> root; its layers are not known") }
            }
            for (element, layer) in [("foreground", "ic_launcher_foreground"), ("monochrome", "ic_launcher_monochrome")] {
                if let drawable = Self.drawableLayer(element, in: bytes) { drawables[layer] = drawable }
            }
            // Read as XML: a <monochrome> only inside a comment is not there.
            if !Self.hasElement("monochrome", in: bytes) {
                breach(anydpi + "/" + name, .missingMonochrome, "no <monochrome> layer: Android 13 tints the colour icon for themed icons")
            }
        }
        // The layers' mipmaps as the XML names them (a project's may be `ic_foreground`), read within the file limit as
        // every file is; a layer drawn from a colour or a drawable has none to check here.
        func mipmap(_ element: String) -> String? {
            guard let adaptive, adaptive.layers[element] != nil else { return "ic_launcher_" + element }
            return adaptive.mipmap(element)
        }
        for (density, scale) in AndroidAppIcon.densities {
            let folder = "\(res)/mipmap-\(density)"
            let layerSide = 108 * scale / 2
            let background = mipmap("background").flatMap { layerImage("\(folder)/\($0)", side: layerSide) }
            if density == AndroidAppIcon.densities.last!.name, drawables["ic_launcher_foreground"] == nil, let background,
                let foreground = mipmap("foreground").flatMap({ layerImage("\(folder)/\($0)", side: layerSide) }),
                foreground.width == background.width, foreground.height == background.height
            {
                // An empty foreground leaves the icon its background: judged alone (a picture is not).
                if AppIconPixels.farthestCovered(foreground) == 0 {
                    checkContrast("\(folder)/\(mipmap("background") ?? "ic_launcher_background").png", background)
                } else {
                    checkContrast("\(folder)/\(mipmap("foreground") ?? "ic_launcher_foreground").png", foreground, onImage: background)
                }
            }
            for layer in ["ic_launcher_foreground", "ic_launcher_monochrome"] where drawables[layer] == nil {
                guard let name = mipmap(String(layer.dropFirst("ic_launcher_".count))) else { continue }
                checkSafeZone("\(folder)/\(name)", side: layerSide)
            }
            for legacy in ["ic_launcher"] + (Self.hasRoundIcons(res: res, root: root) ? ["ic_launcher_round"] : []) {
                // A legacy icon may be WebP, as Android Studio writes it.
                _ = layerImage("\(folder)/\(legacy)", side: 48 * scale / 2)
            }
        }
        checkDrawableLayers(Set(drawables.values), res: res)
        if drawables["ic_launcher_foreground"] == nil, let adaptive { checkColourGround(adaptive, res: res) }
    }

    /// A `low-contrast` breach when an adaptive icon whose background is a colour resource (`@color/…`, Capacitor's
    /// and Android Studio's) has a foreground mipmap that does not show on that colour (judged at the largest density).
    private mutating func checkColourGround(_ adaptive: AdaptiveIconXML, res: String) {
        guard let background = adaptive.layers["background"], background.hasPrefix("@color/"),
            let colour = AndroidColorResource.colour(String(background.dropFirst("@color/".count)), res: res, root: root),
            let name = adaptive.layers["foreground"] == nil ? "ic_launcher_foreground" : adaptive.mipmap("foreground"),
            let (density, scale) = AndroidAppIcon.densities.last,
            let foreground = layerImage("\(res)/mipmap-\(density)/\(name)", side: 108 * scale / 2)
        else { return }
        checkContrast("\(res)/mipmap-\(density)/\(name).png", foreground, on: colour, named: background)
    }

    /// The layers an adaptive icon draws from `@drawable/` (`drawables`) in `res`: a VectorDrawable in drawable/ checked
    /// as one; pictures at densities (drawable-xxhdpi/NAME.png) not judged here.
    private mutating func checkDrawableLayers(_ drawables: Set<String>, res: String) {
        let project = ConfinedFolder(root)
        for drawable in drawables.sorted() {
            let pictures = AndroidAppIcon.densities.contains { density, _ in
                ["png", "webp"].contains { project.kind(of: "\(res)/drawable-\(density)/\(drawable).\($0)") != nil }
            }
            if pictures, project.kind(of: "\(res)/drawable/\(drawable).xml") == nil { continue }
            checkVectorLayer("\(res)/drawable/\(drawable).xml", glyphRadius: AndroidAppIcon.layerGlyphRadius)
        }
    }

    /// True when the resource folder `res` (under `root`) has round launcher icons: a round adaptive
    /// icon, or a round legacy icon at some density (Android asks for none unless the manifest names one).
    package static func hasRoundIcons(res: String, root: String) -> Bool {
        let project = ConfinedFolder(root)
        if project.kind(of: res + "/mipmap-anydpi-v26/ic_launcher_round.xml") != nil { return true }
        return AndroidAppIcon.densities.contains { density, _ in
            ["png", "webp"].contains { project.kind(of: "\(res)/mipmap-\(density)/ic_launcher_round.\($0)") != nil }
        }
    }

    /// An adaptive layer's mipmap (`stem`.png or .webp): its art within the 66 dp circle.
    package mutating func checkSafeZone(_ stem: String, side: Int) {
        guard let decoded = layerImage(stem, side: side) else { return }
        let reach = AppIconPixels.farthestCovered(decoded)
        let limit = AndroidAppIcon.layerGlyphRadius * Double(decoded.width) + 1
        if reach > limit {
            breach(
                "\(stem).png", .outsideSafeZone,
                "art reaches \(AppIconPixels.shown(reach)) px from the centre, past the 66 dp circle's \(AppIconPixels.shown(limit - 1)) px"
            )
        }
    }

    /// A launcher icon's mipmap (`stem`.png, or `stem`.webp), decoded and checked to be `side` pixels a side; nil
    /// with a breach when it is missing or unreadable.
    package mutating func layerImage(_ stem: String, side: Int) -> RGBAImage? {
        guard ConfinedFolder(root).kind(of: stem + ".webp") == .file, ConfinedFolder(root).kind(of: stem + ".png") == nil else {
            return image(stem + ".png", side: side)?.image
        }
        guard let bytes = bytes(stem + ".webp") else { return nil }
        guard let decoded = WebPLossless.decode(bytes, maximumPixels: limits.maximumPixels) else {
            breach(stem + ".webp", .unreadable, "not a readable WebP")
            return nil
        }
        if decoded.width != side || decoded.height != side {
            breach(stem + ".webp", .wrongSize, "\(decoded.width)×\(decoded.height) px where the slot is \(side)×\(side)")
        }
        return decoded
    }

    package mutating func checkNotification(res: String, name: String) {
        sets += 1
        for (density, scale) in AndroidAppIcon.densities {
            let file = (res.isEmpty ? "" : res + "/") + "drawable-\(density)/\(name)"
            guard let decoded = image(file, side: 24 * scale / 2) else { continue }
            if let pixel = AppIconPixels.firstNotWhite(decoded.image) {
                breach(file, .notificationColor, "the pixel at \(pixel.x),\(pixel.y) is not white (the status bar shows a white square)")
            }
        }
    }

    package mutating func checkWeb(manifest file: String) {
        let folder = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) + "/" : ""
        sets += 1
        guard let bytes = bytes(file) else { return }
        guard case .object(let document)? = try? JSONValue.parse(bytes), case .array(let icons)? = document["icons"] else {
            breach(file, .unreadable, "not a web manifest with an icons list")
            return
        }
        for case .object(let icon) in icons {
            // An icon served from elsewhere (a URL, a data: URI) is not the folder's to check.
            guard case .string(let source)? = icon["src"], !source.contains("://"), !source.hasPrefix("data:") else { continue }
            var side: Int?
            if case .string(let sizes)? = icon["sizes"], let width = sizes.split(separator: "x").first.flatMap({ Int($0) }),
                (1...Self.largestSide).contains(width)
            {
                side = width
            }
            guard let decoded = image(folder + source, side: side) else { continue }
            guard case .string(let purpose)? = icon["purpose"], purpose.split(separator: " ").contains("maskable") else { continue }
            guard decoded.image.isOpaque else {
                breach(folder + source, .maskableTransparent, "a maskable icon must be opaque to its edges")
                continue
            }
            // On a one-colour background, the art is what differs from it; on a picture it cannot be told apart.
            // A large image is measured on a shrunk copy, its reach scaled back (one pixel of the copy's slack).
            let measured = Self.measurable(decoded.image)
            checkContrast(folder + source, measured.image)
            if case .fullBleed(let art) = FullBleedArt.judge(measured.image) {
                let reach = AppIconPixels.farthestDiffering(measured.image, from: art.ground) * measured.factor
                let limit = WebAppIcon.maskableSafeRadius * Double(decoded.image.width) + measured.factor
                if reach > limit {
                    breach(
                        folder + source, .outsideSafeZone,
                        "art reaches \(AppIconPixels.shown(reach)) px from the centre, past the maskable 80 % circle's "
                            + "\(AppIconPixels.shown(limit - 1)) px")
                }
            }
        }
    }
}

extension Checker {
    /// True when the XML document `bytes` has an element named `name` (a document that cannot be read has none).
    package static func hasElement(_ name: String, in bytes: [UInt8]) -> Bool {
        func search(_ node: XMLNode) -> Bool { node.localName == name || node.children.contains(where: search) }
        return (try? XMLReader.root(of: bytes)).map(search) ?? false
    }

    /// The largest slot side a descriptor may give, in pixels (the largest icon any platform asks for is 1,024).
    package static let largestSide = 16384

    /// The pixel side of a slot of `size` points (`"60x60"`) at `scale` (`"3x"`, 1× when absent);
    /// nil when either is not a finite positive number or the side is over ``largestSide``.
    package static func side(size: String, scale: String?) -> Int? {
        guard let width = size.split(separator: "x").first.flatMap({ Double($0) }), width.isFinite, width > 0 else { return nil }
        var factor = 1.0
        if let scale {
            guard scale.hasSuffix("x"), let value = Double(scale.dropLast()), value.isFinite, value > 0 else { return nil }
            factor = value
        }
        let pixels = (width * factor).rounded()
        guard pixels >= 1, pixels <= Double(largestSide) else { return nil }
        return Int(pixels)
    }

    /// `image`, or a copy area-averaged to at most ``AppIconCheck/measuringSide`` a side, with the factor
    /// from the copy's pixels to the image's.
    package static func measurable(_ image: RGBAImage) -> (image: RGBAImage, factor: Double) {
        let side = max(image.width, image.height)
        guard side > AppIconCheck.measuringSide else { return (image, 1) }
        let factor = Double(side) / Double(AppIconCheck.measuringSide)
        let width = Int(clamping: Double(image.width) / factor, to: 1...Int(Int32.max))
        let height = Int(clamping: Double(image.height) / factor, to: 1...Int(Int32.max))
        return (image.downscaled(width: width, height: height), factor)
    }
}

/// Pixel questions the checks ask, on premultiplied RGBA.
package enum AppIconPixels {
    /// The first pixel whose red, green and blue differ, if any.
    package static func firstColored(_ image: RGBAImage) -> PixelPoint? {
        first(in: image) { $0[0] != $0[1] || $0[1] != $0[2] }
    }

    /// The first covered pixel that is not white (premultiplied white has red = green = blue = alpha), if any.
    package static func firstNotWhite(_ image: RGBAImage) -> PixelPoint? {
        first(in: image) { $0[3] > 0 && ($0[0] != $0[3] || $0[1] != $0[3] || $0[2] != $0[3]) }
    }

    /// The distance from the centre to the farthest corner of a pixel with alpha above 1/255.
    /// How far from the centre `image` has a pixel that differs from `ground` by more than its border
    /// does (a gradient's or a shadow's own spread is ground, not art), in pixels.
    package static func farthestDiffering(_ image: RGBAImage, from ground: StraightColor) -> Double {
        var spread = 0
        for x in 0..<image.width { spread = max(spread, distance(image[x, 0], ground), distance(image[x, image.height - 1], ground)) }
        for y in 0..<image.height { spread = max(spread, distance(image[0, y], ground), distance(image[image.width - 1, y], ground)) }
        var coverage = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width where distance(image[x, y], ground) > spread + FullBleedArt.noiseDistance {
                coverage[y * image.width + x] = 255
            }
        }
        return ArtMaster.farthestCorner(of: Mask(width: image.width, height: image.height, coverage: coverage)!)
    }

    private static func distance(_ pixel: PremultipliedColor, _ ground: StraightColor) -> Int {
        ColorArtMask.distance(pixel.straight, ground)
    }

    package static func farthestCovered(_ image: RGBAImage) -> Double {
        var coverage = [UInt8](repeating: 0, count: image.width * image.height)
        image.withUnsafeBytes { bytes in
            for index in coverage.indices { coverage[index] = bytes[index * 4 + 3] }
        }
        return ArtMaster.farthestCorner(of: Mask(width: image.width, height: image.height, coverage: coverage)!)
    }

    /// A length in pixels to one decimal, as breaches give it.
    package static func shown(_ value: Double) -> String { NumberText.shortest((value * 10).rounded() / 10) }

    private static func first(in image: RGBAImage, where test: (SIMD4<UInt8>) -> Bool) -> PixelPoint? {
        image.withUnsafeBytes { bytes in
            for index in 0..<(image.width * image.height) {
                let offset = index * 4
                let pixel = SIMD4(bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
                if test(pixel) { return PixelPoint(x: index % image.width, y: index / image.width) }
            }
            return nil
        }
    }
}
