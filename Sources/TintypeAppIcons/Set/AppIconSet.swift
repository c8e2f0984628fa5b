import TintypeSupport

/// Every file of an app icon set, made in memory from one master (SPEC §11): each
/// platform's images encoded (opaque ones without an alpha channel), `favicon.ico`
/// assembled from its sizes, and the text files that name them.
package struct AppIconSet: Sendable {
    /// One file of the set.
    package struct File: Hashable, Sendable {
        /// Where it goes, relative to the output folder.
        package var path: String
        /// Its bytes.
        package var bytes: [UInt8]
        /// The image's width in pixels (nil for a text or icon file).
        package var side: Int?
        /// The image's height in pixels: ``side`` but for a wide tile's.
        package var height: Int? = nil
        /// What the image holds (nil for a text or icon file).
        package var layer: AppIconLayer?

        /// The file at `path` holding `bytes`; an image's `side` (and `height`, when it is not square) and `layer`.
        package init(path: String, bytes: [UInt8], side: Int? = nil, height: Int? = nil, layer: AppIconLayer? = nil) {
            (self.path, self.bytes, self.side, self.height, self.layer) = (path, bytes, side, height, layer)
        }
    }

    /// The files, platform by platform in the order asked for, each platform's images first.
    package var files: [File]
    /// What the set had to do that the master did not allow for: a raster master with fewer
    /// pixels than its largest glyph (`enlarged`, naming the master and the size).
    package var warnings: [Warning] = []
    /// The record of what the set wrote in its folder: ``recordName``, or ``launchRecordName`` for launch screens.
    package var recordFile = AppIconSet.recordName
    /// The digest of everything the set is made from (the master's bytes, the options, the plan), kept in the
    /// record as `inputs`: a dry run that finds it there, and each file as recorded, knows without drawing that
    /// nothing would change. Nil: none kept.
    package var inputs: String?

    /// A set of `files`, nothing to warn of yet.
    package init(files: [File]) { self.files = files }

    /// The proof sheet's file name.
    package static let proofSheetName = "proof-sheet.png"
    /// The preview page's file name.
    package static let previewPageName = AppIconPreviewPage.fileName

    /// The set for `platforms` drawn by `painter`; `name` names the notification icon (made safe
    /// for Android resource names) and the Linux icons (as given, as the app's `.desktop` file names it). With `proofSheet`, the set ends with
    /// ``proofSheetName``, the ``AppIconProofSheet`` at 2×, and ``previewPageName``, the same
    /// pictures drawn by a browser from the set's files. With `vectors`, the Android layers that
    /// can be (adaptive foreground and monochrome, notification icon) are one VectorDrawable each
    /// instead of a PNG a density (SPEC §13.6) unless `vectorLayers` is false; a layer that cannot is PNGs, named
    /// in a `not-vector` warning. A platform that draws files of its own (``AppIconRules/drawnFiles(_:name:vectors:)``)
    /// draws them from `vectors` too.
    /// - Throws: `ImageFileError` when an SVG render fails or an image cannot be encoded.
    package static func make(
        _ painter: AppIconPainter, platforms: [AppIconPlatform], name: String, compression: PNGEncoder.Compression = .default,
        proofSheet: Bool = false, vectors: AppIconVectors? = nil, vectorLayers: Bool = true
    ) throws(ImageFileError) -> AppIconSet {
        let appName = AppIconName(name)
        let encoder = PNGEncoder(compression: compression, colorLayout: .smallestLossless)
        var files: [File] = []
        var largestGlyph = 0.0
        // Each VectorDrawable, written or refused (and why), by path: one decision for all of a layer's densities.
        var drawables: [String: Bool] = [:]
        var refusals: [(path: String, why: String)] = []
        var warnings: [Warning] = []
        for platform in platforms {
            let rules = platform.rules
            var iconFiles: [String: [RGBAImage]] = [:]
            var iconFileOrder: [String] = []
            var icnsFiles: [String: [ICNSFile.Entry]] = [:]
            for slot in rules.slots(name: appName) {
                if vectorLayers, let vectors, let path = slot.vectorPath {
                    if drawables[path] == nil {
                        let made = vectorFile(painter, slot: slot, path: path, vectors: vectors)
                        drawables[path] = made.file != nil
                        files += made.file.map { [$0] } ?? []
                        if let why = made.refusal { refusals.append((path, why)) }
                    }
                    if drawables[path] == true { continue }
                }
                if slot.layer != .background { largestGlyph = max(largestGlyph, slot.glyphRadius * Double(min(slot.side, slot.height))) }
                let image = try painter.image(
                    slot.layer, width: slot.side, height: slot.height, glyphRadius: slot.glyphRadius, canvas: slot.canvas)
                if slot.inIconFile {
                    if iconFiles[slot.path] == nil { iconFileOrder.append(slot.path) }
                    iconFiles[slot.path, default: []].append(image)
                } else {
                    let png = try encoder.encode(image, file: slot.path)
                    files.append(File(path: slot.path, bytes: png, side: slot.side, height: slot.height, layer: slot.layer))
                    if let icns = slot.icnsFile, let type = slot.icnsType {
                        icnsFiles[icns, default: []] += try ICNSFile.entries(type: type, image: image)
                    }
                }
            }
            for path in iconFileOrder {
                files.append(File(path: path, bytes: try ICOFile(pngsOf: iconFiles[path]!).bytes, side: nil, layer: nil))
            }
            for (path, entries) in icnsFiles.sorted(by: { $0.key < $1.key }) {
                files.append(File(path: path, bytes: ICNSFile(entries: entries).bytes, side: nil, layer: nil))
            }
            let drawn = try rules.drawnFiles(painter, name: appName, vectors: vectors)
            files += drawn.files.map { File(path: $0.path, bytes: $0.bytes, side: nil, layer: nil) }
            warnings += drawn.warnings
            for text in rules.textFiles(name: appName, vectors: Set(drawables.filter(\.value).keys)) {
                files.append(File(path: text.path, bytes: Array(text.text.utf8), side: nil, layer: nil))
            }
        }
        if proofSheet { files += try proofFiles(painter, beside: files, name: name, platforms: platforms, encoder: encoder) }
        var set = AppIconSet(files: files)
        set.warnings = enlargement(painter, largestGlyphRadius: largestGlyph) + notVectorWarnings(refusals) + warnings
        return set
    }

    /// ``proofSheetName`` and ``previewPageName`` for a set of `platforms` holding `files`.
    private static func proofFiles(
        _ painter: AppIconPainter, beside files: [File], name: String, platforms: [AppIconPlatform], encoder: PNGEncoder
    ) throws(ImageFileError) -> [File] {
        let sheet = try AppIconProofSheet.render(
            painter, scale: 2, notification: platforms.contains(.notification), desktop: Set(platforms.filter(\.isDesktop)))
        let page = AppIconPreviewPage.html(files: files.map { ($0.path, $0.bytes) }, name: name)
        return [
            File(path: proofSheetName, bytes: try encoder.encode(sheet, file: proofSheetName), side: nil, layer: nil),
            File(path: previewPageName, bytes: Array(page.utf8), side: nil, layer: nil)
        ]
    }

    /// The VectorDrawable at `path` standing for `slot`'s layer, or why the layer is PNGs.
    private static func vectorFile(
        _ painter: AppIconPainter, slot: AppIconSlot, path: String, vectors: AppIconVectors
    ) -> (file: File?, refusal: String?) {
        do throws(VectorDocument.Refusal) {
            let document = try painter.vector(
                slot.layer, side: slot.vectorSide, glyphRadius: slot.glyphRadius, master: vectors.master, monochrome: vectors.monochrome)
            let xml = try VectorDrawableWriter.xml(
                document, file: painter.file, size: PointSize(width: slot.vectorSide, height: slot.vectorSide))
            return (File(path: path, bytes: Array(xml.utf8), side: nil, layer: slot.layer), nil)
        } catch {
            return (nil, error.summary)
        }
    }

    /// One `not-vector` warning per reason, naming the layers it kept in PNGs (`ic_launcher_monochrome`,
    /// `ic_stat_NAME`) and where those are, since their VectorDrawables are not written; the first one's
    /// drawable path is the warning's file.
    package static func notVectorWarnings(_ refusals: [(path: String, why: String)]) -> [Warning] {
        var reasons: [String] = []
        var layers: [String: [String]] = [:]
        for (path, why) in refusals {
            if layers[why] == nil { reasons.append(why) }
            let file = path.split(separator: "/").last.map(String.init) ?? path
            layers[why, default: []].append(file.hasSuffix(".xml") ? String(file.dropLast(4)) : file)
        }
        return reasons.map { why in
            let names = layers[why] ?? []
            let path = refusals.first { $0.why == why }?.path ?? ""
            let folder = path.split(separator: "/").dropLast(2).joined(separator: "/")
            return Warning(
                .notVector, file: path,
                message: "\(WordList.joined(names)) \(names.count == 1 ? "is" : "are") PNGs at each density in \(folder), "
                    + "not VectorDrawables: \(why)")
        }
    }

    /// The warning for a raster master that the largest glyph (its radius in pixels) draws larger than it is.
    package static func enlargement(_ painter: AppIconPainter, largestGlyphRadius: Double) -> [Warning] {
        // A design drawn from its renders (an Icon Composer bundle's) is drawn at 1,024 px, never enlarged.
        guard case .raster = painter.master.source, painter.renders == nil else { return [] }
        let factor = (largestGlyphRadius - 1) / max(painter.contentRadius, .ulpOfOne)
        guard factor > 1.05 else { return [] }
        let region = painter.master.region
        let file = painter.file
        return [
            Warning(
                .enlarged, file: file,
                message: "\(file): the art is \(Int(region.width))×\(Int(region.height)) px; the largest icons draw it "
                    + "\(NumberText.shortest((factor * 10).rounded() / 10))× larger: enlarged (art of "
                    + "\(Int(clamping: region.width * factor, to: 0...Int(Int32.max), rounding: .up)) px or more, or an SVG, stays sharp)")
        ]
    }
}
