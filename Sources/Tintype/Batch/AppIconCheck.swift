import TintypeSupport

/// Checks app icon sets against the rules stores and launchers apply (SPEC §11.8):
/// every `.appiconset`, Android `res/` tree, notification icon and web manifest
/// found under a folder, whoever made them.
public enum AppIconCheck {
    /// What a check found: the files it read and every breach.
    public struct Report: Hashable, Sendable {
        /// The files read.
        public var filesChecked: Int
        /// Every breach, in the order found.
        public var breaches: [AppIconBreach]
    }

    /// Checks everything under `folder`.
    public static func check(_ folder: String, limits: DecodeLimits = .default) -> Report {
        var checker = Checker(root: folder, limits: limits)
        let files = FolderWalk(folder).files
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
        for file in files where file.hasSuffix("manifest.webmanifest") { checker.checkWeb(manifest: file) }
        return Report(filesChecked: checker.read.count, breaches: checker.breaches)
    }
}

/// The check's state: where it is, what it read, what it found.
private struct Checker {
    let root: String
    let limits: DecodeLimits
    var read: Set<String> = []
    var breaches: [AppIconBreach] = []

    init(root: String, limits: DecodeLimits) {
        self.root = root
        self.limits = limits
    }

    mutating func breach(_ file: String, _ rule: AppIconBreach.Rule, _ detail: String) {
        breaches.append(AppIconBreach(file: file, rule: rule, detail: detail))
    }

    /// The file's bytes, or nil with a breach when it is missing.
    mutating func bytes(_ file: String) -> [UInt8]? {
        read.insert(file)
        guard let bytes = try? FileBytes.read(root + "/" + file, maximumBytes: limits.maximumFileBytes) else {
            breach(file, .missingFile, "it is not there, or cannot be read")
            return nil
        }
        return bytes
    }

    /// The decoded image, checked to be `side × side` when a side is given; nil with a breach when it is not readable.
    mutating func image(_ file: String, side: Int?) -> DecodedImage? {
        guard let bytes = bytes(file) else { return nil }
        guard let decoded = try? ImageDecoder.decode(bytes, file: file, limits: limits) else {
            breach(file, .unreadable, "not a readable image")
            return nil
        }
        if let side, decoded.image.width != side || decoded.image.height != side {
            breach(file, .wrongSize, "\(decoded.image.width)×\(decoded.image.height) px where the slot is \(side)×\(side)")
        }
        return decoded
    }

    mutating func checkIOS(contents file: String) {
        let folder = String(file.dropLast("/Contents.json".count))
        guard let bytes = bytes(file) else { return }
        guard case .object(let document)? = try? JSONValue.parse(bytes), case .array(let images)? = document["images"] else {
            breach(file, .unreadable, "not an asset catalog Contents.json with an images list")
            return
        }
        for case .object(let entry) in images {
            guard case .string(let name)? = entry["filename"] else { continue }
            var side: Int?
            if case .string(let size)? = entry["size"], let width = size.split(separator: "x").first.flatMap({ Double($0) }) {
                side =
                    entry["scale"].flatMap { if case .string(let scale) = $0 { Double(scale.dropLast()) } else { nil } }
                    .map { Int((width * $0).rounded()) } ?? Int(width)
            }
            var appearance: String?
            if case .array(let appearances)? = entry["appearances"], case .object(let first)? = appearances.first,
                case .string(let value)? = first["value"]
            {
                appearance = value
            }
            guard let decoded = image(folder + "/" + name, side: side) else { continue }
            switch appearance {
            case nil where decoded.info.hasAlpha:
                breach(folder + "/" + name, .alphaInOpaqueIcon, "the light icon has an alpha channel (the App Store refuses it)")
            case "tinted"?:
                if let pixel = AppIconPixels.firstColored(decoded.image) {
                    breach(folder + "/" + name, .tintedNotGray, "the pixel at \(pixel.x),\(pixel.y) is not gray")
                }
            default: break
            }
        }
    }

    mutating func checkAdaptive(xml file: String) {
        let anydpi = String(file.dropLast("/ic_launcher.xml".count))
        let res = String(anydpi.dropLast("/mipmap-anydpi-v26".count))
        for name in ["ic_launcher.xml", "ic_launcher_round.xml"] {
            guard let bytes = bytes(anydpi + "/" + name) else { continue }
            if !String(decoding: bytes, as: UTF8.self).contains("<monochrome") {
                breach(anydpi + "/" + name, .missingMonochrome, "no <monochrome> layer: Android 13 tints the colour icon for themed icons")
            }
        }
        for (density, scale) in AndroidAppIcon.densities {
            let folder = "\(res)/mipmap-\(density)"
            let layerSide = 108 * scale / 2
            _ = image("\(folder)/ic_launcher_background.png", side: layerSide)
            for layer in ["ic_launcher_foreground", "ic_launcher_monochrome"] {
                guard let decoded = image("\(folder)/\(layer).png", side: layerSide) else { continue }
                let reach = AppIconPixels.farthestCovered(decoded.image)
                let limit = AndroidAppIcon.layerGlyphRadius * Double(decoded.image.width) + 1
                if reach > limit {
                    breach(
                        "\(folder)/\(layer).png", .outsideSafeZone,
                        "art reaches \(AppIconPixels.shown(reach)) px from the centre, past the 66 dp circle's "
                            + "\(AppIconPixels.shown(limit - 1)) px")
                }
            }
            for legacy in ["ic_launcher", "ic_launcher_round"] { _ = image("\(folder)/\(legacy).png", side: 48 * scale / 2) }
        }
    }

    mutating func checkNotification(res: String, name: String) {
        for (density, scale) in AndroidAppIcon.densities {
            let file = (res.isEmpty ? "" : res + "/") + "drawable-\(density)/\(name)"
            guard let decoded = image(file, side: 24 * scale / 2) else { continue }
            if let pixel = AppIconPixels.firstNotWhite(decoded.image) {
                breach(file, .notificationColor, "the pixel at \(pixel.x),\(pixel.y) is not white (the status bar shows a white square)")
            }
        }
    }

    mutating func checkWeb(manifest file: String) {
        let folder = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) + "/" : ""
        guard let bytes = bytes(file) else { return }
        guard case .object(let document)? = try? JSONValue.parse(bytes), case .array(let icons)? = document["icons"] else {
            breach(file, .unreadable, "not a web manifest with an icons list")
            return
        }
        for case .object(let icon) in icons {
            guard case .string(let source)? = icon["src"] else { continue }
            var side: Int?
            if case .string(let sizes)? = icon["sizes"], let width = sizes.split(separator: "x").first.flatMap({ Int($0) }) { side = width }
            guard let decoded = image(folder + source, side: side) else { continue }
            guard case .string(let purpose)? = icon["purpose"], purpose.split(separator: " ").contains("maskable") else { continue }
            guard decoded.image.isOpaque else {
                breach(folder + source, .maskableTransparent, "a maskable icon must be opaque to its edges")
                continue
            }
            // On a one-colour background, the art is what differs from it; on a picture it cannot be told apart.
            if case .fullBleed(let art) = FullBleedArt.judge(decoded.image) {
                let reach = AppIconPixels.farthestCovered(art.glyph)
                let limit = WebAppIcon.maskableSafeRadius * Double(decoded.image.width) + 1
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

/// Pixel questions the checks ask, on premultiplied RGBA.
enum AppIconPixels {
    /// The first pixel whose red, green and blue differ, if any.
    static func firstColored(_ image: RGBAImage) -> PixelPoint? {
        first(in: image) { $0[0] != $0[1] || $0[1] != $0[2] }
    }

    /// The first covered pixel that is not white (premultiplied white has red = green = blue = alpha), if any.
    static func firstNotWhite(_ image: RGBAImage) -> PixelPoint? {
        first(in: image) { $0[3] > 0 && ($0[0] != $0[3] || $0[1] != $0[3] || $0[2] != $0[3]) }
    }

    /// The distance from the centre to the farthest corner of a pixel with alpha above 1/255.
    static func farthestCovered(_ image: RGBAImage) -> Double {
        var coverage = [UInt8](repeating: 0, count: image.width * image.height)
        image.withUnsafeBytes { bytes in
            for index in coverage.indices { coverage[index] = bytes[index * 4 + 3] }
        }
        return ArtMaster.farthestCorner(of: Mask(width: image.width, height: image.height, coverage: coverage)!)
    }

    /// A length in pixels to one decimal, as breaches give it.
    static func shown(_ value: Double) -> String { NumberText.shortest((value * 10).rounded() / 10) }

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
