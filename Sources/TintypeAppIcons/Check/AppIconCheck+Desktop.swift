import Foundation
import TintypeSupport

/// The desktop rules of ``AppIconCheck`` (SPEC §11.8): macOS icon files and iconsets, Windows
/// icon files and MSIX assets, freedesktop `hicolor` trees.
extension Checker {
    /// The sides a Windows app's `.ico` must hold (Windows' own minimum; a favicon needs only its own).
    static let icoSides = [16, 24, 32, 48, 256]
    /// The MSIX assets Windows names by size: the base name and its size at scale 100.
    static let msixAssets: [String: PixelSize] = [
        "Square44x44Logo": PixelSize(width: 44, height: 44), "Square150x150Logo": PixelSize(width: 150, height: 150),
        "Wide310x150Logo": PixelSize(width: 310, height: 150), "SmallTile": PixelSize(width: 71, height: 71),
        "Square71x71Logo": PixelSize(width: 71, height: 71), "LargeTile": PixelSize(width: 310, height: 310),
        "Square310x310Logo": PixelSize(width: 310, height: 310), "StoreLogo": PixelSize(width: 50, height: 50),
        "BadgeLogo": PixelSize(width: 24, height: 24), "SplashScreen": PixelSize(width: 620, height: 300)
    ]

    /// Checks every desktop icon among `files` (paths under the root).
    mutating func checkDesktop(_ files: [String]) {
        for file in files where file.hasSuffix(".icns") { checkICNS(file) }
        for file in files where file.hasSuffix(".icon/icon.json") || (file == "icon.json" && IconComposerBundle.isBundle(root)) {
            checkIconComposer(file)
        }
        let iconsets = Set(files.compactMap { file in file.range(of: ".iconset/").map { String(file[..<$0.lowerBound]) + ".iconset" } })
        for folder in iconsets.sorted() { checkIconset(folder) }
        for file in files where file.lowercased().hasSuffix(".ico") { checkICO(file, app: !file.hasSuffix("favicon.ico")) }
        var msixFolders: Set<String> = []
        for file in files {
            guard let size = Self.msixSize(file) else { continue }
            msixFolders.insert(Self.folder(of: file))
            _ = image(file, size: size)
        }
        sets += msixFolders.count
        let trees = Set(files.compactMap { file in file.range(of: "hicolor/").map { String(file[..<$0.upperBound].dropLast()) } })
        for tree in trees.sorted() { checkHicolor(tree, files: files.filter { $0.hasPrefix(tree + "/") }) }
        // The folder checked is itself an icon theme's tree (`linux/hicolor`, `/usr/share/icons/hicolor`).
        if trees.isEmpty, files.contains(where: Self.isThemeIcon) { checkHicolor("", files: files) }
    }

    /// An `.icns` file: every size from 16 to 1024 px, each image readable at its type's size.
    mutating func checkICNS(_ file: String) {
        sets += 1
        guard let bytes = bytes(file) else { return }
        guard let entries = ICNSFile(reading: bytes)?.entries else {
            breach(
                file, .unreadable,
                "not an Apple icon file (its header or an entry's length does not hold, or it holds over \(ICNSFile.maximumEntries) images)"
            )
            return
        }
        var sides: Set<Int> = []
        var budget = EmbeddedBudget(limits: limits)
        let types = Set(entries.map(\.type))
        for entry in entries {
            let name = "\(file) (\(entry.type))"
            // Only the types ICNSFile knows are read, each with its side.
            let side = entry.side ?? 0
            if let mask = ICNSFile.imageTypes[entry.type]?.mask {
                // Run-length coded red, green and blue planes, and a separate 8-bit mask.
                let planes = ICNSFile.unpackedLength(entry.type == "it32" ? entry.data.dropFirst(4) : entry.data)
                guard planes == 3 * side * side else {
                    breach(name, .unreadable, "its run-length data unpacks to \(planes ?? 0) bytes, not \(3 * side * side)")
                    continue
                }
                guard types.contains(mask) else {
                    breach(name, .missingFile, "no \(mask) mask beside it")
                    continue
                }
            } else if entry.type.hasSuffix("mk") {
                guard entry.data.count == side * side else {
                    breach(name, .unreadable, "the mask has \(entry.data.count) bytes, not \(side * side)")
                    continue
                }
            } else {
                guard checkEmbedded(entry.data, width: side, height: side, bitmap: false, name: name, budget: &budget) else { continue }
            }
            sides.insert(side)
        }
        let missing = ICNSFile.writtenSides.filter { !sides.contains($0) }
        if !missing.isEmpty {
            breach(file, .missingFile, "no \(Self.sizes(missing)) image (macOS asks for 16 to 512 points at 1× and 2×)")
        }
    }

    /// An `.iconset` folder: the ten PNGs `iconutil` takes, each at its size.
    mutating func checkIconset(_ folder: String) {
        sets += 1
        for points in MacOSAppIcon.points {
            for scale in [1, 2] {
                _ = image("\(folder)/icon_\(points)x\(points)\(scale == 2 ? "@2x" : "").png", side: points * scale)
            }
        }
    }

    /// A `.ico` file: every image readable at the size its directory states; an app's holds Windows' sizes.
    mutating func checkICO(_ file: String, app: Bool) {
        if app { sets += 1 }
        guard let bytes = bytes(file) else { return }
        guard let entries = ICOFile(reading: bytes)?.entries else {
            breach(file, .unreadable, "not a Windows icon file (its header or an image's place does not hold)")
            return
        }
        var sides: Set<Int> = []
        var budget = EmbeddedBudget(limits: limits)
        for (index, entry) in entries.enumerated()
        where checkEmbedded(
            entry.data, width: entry.width, height: entry.height, bitmap: true, name: "\(file) (image \(index + 1))", budget: &budget)
        {
            sides.insert(entry.width)
        }
        let missing = Self.icoSides.filter { !sides.contains($0) }
        if app, !missing.isEmpty {
            breach(file, .missingFile, "no \(Self.sizes(missing)) image (Windows asks for 16, 24, 32, 48 and 256 px)")
        }
    }

    /// What one container's images may cost to check: each distinct image (entries sharing
    /// bytes share it) decoded once, and the pixels decoded in all bounded.
    struct EmbeddedBudget {
        /// The decoded size or the failure of each image read, by where its bytes lie in the file.
        var results: [Range<Int>: Result<PixelSize, ImageFileError>] = [:]
        /// The pixels still to be decoded: four images at the decode limit.
        var pixels: Int

        init(limits: ImageDecoder.Limits) { pixels = 4 * limits.maximumPixels }
    }

    /// A container's image (`data`, which its entry says is `width`×`height`): a PNG decoded and
    /// measured, or where a `bitmap` may stand (a Windows icon's entry) a Windows bitmap's header
    /// measured; false with a breach when it is not right.
    private mutating func checkEmbedded(
        _ data: ArraySlice<UInt8>, width: Int, height: Int, bitmap: Bool, name: String, budget: inout EmbeddedBudget
    ) -> Bool {
        let size: (width: Int, height: Int)
        if ImageDecoder.Format.detect(data) == .png {
            let result: Result<PixelSize, ImageFileError>
            if let known = budget.results[data.indices] {
                result = known
            } else if let header = ImageDimensions.read(Array(data.prefix(64))),
                header.width.multipliedReportingOverflow(by: header.height).overflow
                    || header.width * header.height > budget.pixels
            {
                breach(name, .unreadable, "not decoded: the file's images hold more pixels than a check decodes in one file")
                return false
            } else {
                do throws(ImageFileError) {
                    let decoded = try ImageDecoder.decode(Array(data), file: name, limits: limits)
                    budget.pixels -= decoded.image.width * decoded.image.height
                    result = .success(PixelSize(width: decoded.image.width, height: decoded.image.height))
                } catch {
                    result = .failure(error)
                }
                budget.results[data.indices] = result
            }
            switch result {
            case .success(let decoded): size = (decoded.width, decoded.height)
            case .failure(let error):
                breach(name, .unreadable, "not a readable image (\(error.problem))")
                return false
            }
        } else if bitmap, let bitmapSize = ICOFile.bitmapSize(data) {
            size = bitmapSize
        } else {
            breach(name, .unreadable, "its data is neither a PNG nor an image its type encodes")
            return false
        }
        guard size == (width, height) else {
            breach(name, .wrongSize, "\(size.width)×\(size.height) px where the entry says \(width)×\(height)")
            return false
        }
        return true
    }

    /// A `hicolor` tree: each `NxN` (or `NxN@S`) image at its folder's size, each `scalable` SVG
    /// readable, and each app with a 48×48 or scalable icon (the icon theme specification's minimum).
    mutating func checkHicolor(_ tree: String, files: [String]) {
        sets += 1
        var apps: [String: Bool] = [:]
        let within = tree.isEmpty ? "" : tree + "/"
        for file in files {
            let parts = file.dropFirst(within.count).split(separator: "/")
            guard parts.count == 3, let dot = parts[2].lastIndex(of: ".") else { continue }
            let (folder, context, name) = (parts[0], parts[1], String(parts[2][..<dot]))
            let isApp = context == "apps"
            if folder == "scalable" || folder == "symbolic" {
                guard file.hasSuffix(".svg") else { continue }
                guard let bytes = bytes(file) else { continue }
                // Read within the SVG limits, as every SVG tintype reads.
                do throws(ImageFileError) { try SVGPreflight.check(bytes, file: file, limits: limits) } catch {
                    breach(file, .unreadable, "\(error.problem)")
                    continue
                }
                guard (try? XMLReader.root(of: bytes))?.localName == "svg" else {
                    breach(file, .unreadable, "not an SVG document")
                    continue
                }
                if isApp { apps[name] = true }
                continue
            }
            guard let size = Self.hicolorSize(String(folder)), file.hasSuffix(".png") else { continue }
            _ = image(file, size: size)
            if isApp { apps[name, default: false] = apps[name, default: false] || folder == "48x48" }
        }
        for (app, hasMinimum) in apps.sorted(by: { $0.key < $1.key }) where !hasMinimum {
            breach(
                "\(within)48x48/apps/\(app).png", .missingFile,
                "no 48×48 or scalable icon for \(app) (the icon theme specification's minimum)")
        }
    }

    /// True for an icon of a theme tree's own layout, relative to the tree: `48x48/apps/NAME.png`,
    /// `scalable/apps/NAME.svg` (any context).
    static func isThemeIcon(_ file: String) -> Bool {
        let parts = file.split(separator: "/")
        guard parts.count == 3 else { return false }
        if parts[0] == "scalable" || parts[0] == "symbolic" { return parts[2].hasSuffix(".svg") }
        return parts[2].hasSuffix(".png") && hicolorSize(String(parts[0])) != nil
    }

    /// The pixel size a hicolor folder name (`48x48`, `24x24@2`) gives; nil for another name.
    static func hicolorSize(_ folder: String) -> PixelSize? {
        let parts = folder.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, let scale = parts.count == 2 ? Int(parts[1]) : 1, (1...8).contains(scale) else { return nil }
        let sides = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]), (1...4096).contains(width),
            (1...4096).contains(height)
        else { return nil }
        return PixelSize(width: width * scale, height: height * scale)
    }

    /// The pixel size an MSIX asset's name gives (`Wide310x150Logo.scale-200.png` → 620×300,
    /// `Square44x44Logo.targetsize-24_altform-unplated.png` → 24×24); nil for a file that is not one.
    static func msixSize(_ file: String) -> PixelSize? {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard name.hasSuffix(".png"), let dot = name.firstIndex(of: "."), let base = msixAssets[String(name[..<dot])] else { return nil }
        let qualifiers = name[name.index(after: dot)...].dropLast(4).split(separator: "_")
        for qualifier in qualifiers {
            let parts = qualifier.split(separator: "-")
            guard parts.count == 2, let value = Int(parts[1]), (1...4096).contains(value) else { continue }
            switch parts[0] {
            case "targetsize": return PixelSize(width: value, height: value)
            case "scale":
                return PixelSize(
                    width: WindowsAppIcon.scaled(base.width, value), height: WindowsAppIcon.scaled(base.height, value))
            default: continue
            }
        }
        return nil
    }

    /// `16, 32 and 64 px`.
    static func sizes(_ sides: [Int]) -> String {
        WordList.joined(sides.map(String.init)) + " px"
    }

    /// The folder of `file` ("" at the root).
    static func folder(of file: String) -> String {
        file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ""
    }
}
