import Foundation
import Tintype
import TintypeAppIcons
import ZIPFoundation

/// The fuzz targets' entry points (Fuzz/), one per reader of untrusted bytes, as functions of
/// the bytes: libFuzzer's targets call them with each mutated input, and the sanitizer run of the
/// tests replays each target's seed corpus through the same calls. Not for apps: it exists so that
/// the fuzz targets and the seed replay cannot drift apart.
public enum FuzzEntry: String, CaseIterable, Sendable {
    /// PNG files of every color type, depth and interlacing.
    case png = "FuzzPNG"
    /// Apple's CgBI PNGs: Tintype's own chunk walk and raw-deflate repair, then libpng; and the
    /// uncrush path that writes them back as standard PNGs.
    case cgbi = "FuzzCgBI"
    /// JPEG files, baseline and progressive, every color space, through libjpeg-turbo.
    case jpeg = "FuzzJPEG"
    /// SVG documents through librsvg: parsed, measured, and drawn at a small fitted size and as drawn.
    case svg = "FuzzSVG"
    /// The SVG worker protocol from both ends (SPEC §7.4): the input's first 64 bytes as a request
    /// header, checked as the worker checks it, the rest as the document; the worker's own handling
    /// of the request (librsvg included); the answer it gives, checked as the pool checks it; and the
    /// input read as the pool reads an answer from a worker that cannot be trusted.
    case svgWorker = "FuzzSVGWorker"
    /// Android .9.png files: the image, then its marker border read into insets and stretched.
    case ninePatch = "FuzzNinePatch"
    /// Style JSON documents (`--style file.json`), and a tint with what they describe.
    case style = "FuzzStyle"
    /// .ipa (zip) archives as `tintype uncrush` reads them: every .png entry, bounded, then
    /// reverted or copied.
    case ipa = "FuzzIPA"
    /// SVG documents read into the vector tree (Tintype's own XML reader, CSS rules, path data),
    /// then written as plain SVG and as a VectorDrawable, and drawn by the tree's renderer (at
    /// 48 px and across a 1,024 px canvas, its covered bounds), within a one-second budget a render.
    case vector = "FuzzVector"
    /// Icon Composer documents (`NAME.icon/icon.json`) beside one SVG asset: read into the
    /// document model, checked as `tintype check` checks a bundle, and drawn small as a master.
    case iconComposer = "FuzzIconComposer"
    /// Apple `.icns` files as `tintype check` reads them: entries, run-length planes, masks, PNGs.
    case icns = "FuzzICNS"
    /// Windows `.ico` files as `tintype check` reads them: the directory, PNG and bitmap images.
    case ico = "FuzzICO"
    /// Compiled asset catalogs (`Assets.car`) as `tintype info` reads them: the BOM store and its trees,
    /// every rendition's header, properties and content, their pictures (LZFSE and LZVN, atlases), each
    /// icon's layers; then the catalog's blocks written again.
    case car = "FuzzCar"

    /// Limits small enough that each input is quick (the real defaults are tested elsewhere): what
    /// matters here is that no input crashes or hangs a reader.
    public static let limits = ImageDecoder.Limits(maximumPixels: 4_000_000, maximumJPEGScans: 100, maximumSVGBytes: 1 << 20)

    /// Runs one input through this target's readers. A refusal is an answer; only a crash, a trap,
    /// a leak or a hang is a finding.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .png: _ = try? ImageDecoder.decode(bytes, file: "fuzz.png", limits: Self.limits)
        case .cgbi: Self.cgbi(bytes)
        case .jpeg: _ = try? ImageDecoder.decode(bytes, file: "fuzz.jpg", limits: Self.limits)
        case .svg: Self.svg(bytes)
        case .svgWorker: FuzzWorkerExchange.run(bytes, limits: Self.limits)
        case .ninePatch: Self.ninePatch(bytes)
        case .style: Self.style(bytes)
        case .ipa: Self.ipa(bytes)
        case .vector: Self.vector(bytes)
        case .iconComposer: Self.iconComposer(bytes)
        case .icns: Self.checked(bytes, as: "app.icns")
        case .ico: Self.checked(bytes, as: "app.ico")
        case .car: Self.car(bytes)
        }
    }

    private static func car(_ bytes: [UInt8]) {
        guard let car = try? AssetCar(bytes) else { return }
        _ = car.lines(file: "fuzz.car", entries: car.entries())
        for rendition in car.renditions {
            _ = try? car.image(rendition, limits: limits)
            _ = try? rendition.layers()
            if case .data(true, let data) = try? rendition.content() { _ = try? LZFSE.decode(data.bytes, maximumBytes: 1 << 20) }
        }
        if let store = try? BOMStore(bytes), let blocks = try? AssetCarBlocks(store) { _ = try? blocks.bytes() }
    }

    private static func cgbi(_ bytes: [UInt8]) {
        _ = try? ImageDecoder.decode(bytes, file: "fuzz.png", limits: limits)
        if ImageDecoder.Format.detect(bytes) == .cgbiPNG, bytes.count < 1 << 16 { _ = try? Uncrush.revert(bytes, file: "fuzz.png") }
    }

    private static func svg(_ bytes: [UInt8]) {
        guard let document = try? SVGDocument(bytes, file: "fuzz.svg", limits: limits, rendering: .inProcess) else { return }
        if let master = try? ArtMaster(.vector(document), maskSource: .alpha, trim: true, file: "fuzz.svg") {
            _ = try? master.fitted(IconSizing(box: IconSizing.iosBox), scale: 2)
        }
        if document.canvasSize.width * document.canvasSize.height < 1_000_000 { _ = try? document.renderAsDrawn(scale: 1) }
    }

    private static func ninePatch(_ bytes: [UInt8]) {
        guard let image = try? ImageDecoder.decode(bytes, file: "fuzz.9.png", limits: limits).image,
            let patch = try? NinePatch(bordered: image, file: "fuzz.9.png")
        else { return }
        _ = patch.stretchable.rendered(width: 3 * image.width + 1, height: 2 * image.height + 3)
    }

    private static func style(_ bytes: [UInt8]) {
        guard let style = try? StyleDefinition.parse(bytes, file: "fuzz.json") else { return }
        _ = style.tabBarStyle
        _ = style.json
    }

    /// Where each archive is written: `tintype uncrush` reads archives from files, so this does
    /// too (ZIPFoundation's in-memory archives are another code path).
    private static let archivePath = FileManager.default.temporaryDirectory.path + "/tintype-fuzz-\(getpid()).ipa"

    private static func ipa(_ bytes: [UInt8]) {
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: archivePath))) != nil,
            let archive = try? ArchivePNGs.open(archivePath)
        else { return }
        ArchivePNGs.forEach(in: archive, maximumEntryBytes: 1 << 20) { _, bytes in
            if let bytes = try? bytes.get() { _ = try? Uncrush.revert(bytes, file: "fuzz.png") }
        }
        try? FileManager.default.removeItem(atPath: archivePath)
    }

    private static func vector(_ bytes: [UInt8]) {
        guard let document = try? VectorDocument(svg: bytes, file: "fuzz.svg") else { return }
        _ = try? SVGWriter.svg(document, file: "fuzz.svg")
        _ = try? VectorDrawableWriter.xml(document, file: "fuzz.svg")
        let budget = VectorDocument.RenderLimits(maximumPixels: 4_000_000, seconds: 1)
        _ = try? document.render(width: 48, height: 48, canvasIn: (0, 0, 48, 48), limits: budget)
        _ = try? document.coveredBounds(width: 1024, height: 1024, canvasIn: (0, 0, 1024, 1024), limits: budget)
    }

    /// A folder of this process's own for the targets that read files, as the commands do.
    private static let folder = FileManager.default.temporaryDirectory.path + "/tintype-fuzz-\(getpid())"

    /// `bytes` written as `name` into an empty folder, which `tintype check` then checks.
    private static func checked(_ bytes: [UInt8], as name: String) {
        try? FileManager.default.removeItem(atPath: folder)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            (try? Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))) != nil
        else { return }
        _ = AppIconCheck.check(folder, limits: limits, rendering: .inProcess)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The one asset every fuzzed bundle holds, `Assets/a.svg`, for layers to draw.
    private static let asset = Array(
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" fill="#1E88E5"/></svg>"##.utf8)

    private static func iconComposer(_ bytes: [UInt8]) {
        try? FileManager.default.removeItem(atPath: folder)
        let bundle = folder + "/App.icon"
        guard (try? FileManager.default.createDirectory(atPath: bundle + "/Assets", withIntermediateDirectories: true)) != nil,
            (try? Data(bytes).write(to: URL(fileURLWithPath: bundle + "/icon.json"))) != nil,
            (try? Data(asset).write(to: URL(fileURLWithPath: bundle + "/Assets/a.svg"))) != nil
        else { return }
        _ = try? IconComposerDocument(json: bytes, file: "App.icon/icon.json")
        _ = AppIconCheck.check(folder, limits: limits, rendering: .inProcess)
        if let read = try? IconComposerBundle(reading: bundle, limits: limits) {
            _ = try? read.composed(side: 64, limits: limits, rendering: .inProcess)
        }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
