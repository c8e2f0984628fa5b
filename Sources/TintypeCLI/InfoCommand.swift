import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// `tintype info FILE...`: what each file is, one line per file.
struct InfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe image files (format, size, color type, bit depth, interlacing, alpha, CgBI) and compiled Assets.car catalogs.",
        discussion: """
            Every file is decoded completely, so a file that info accepts is one the
            other commands can read. One line per file on standard output; files that
            cannot be read are reported on standard error and make the exit status 1.
            A compiled asset catalog (NAME.car, Apple's or Tintype's) is listed asset
            by asset: each rendition's kind, size, scale, appearance and idiom, and
            what it holds (a colour's components, an icon's layers and their fills).

            Examples:
              tintype info icon.png photo.jpg
              tintype info --json Fixtures/pngsuite/*.png
              tintype info MyApp.app/Contents/Resources/Assets.car
            """)

    @Argument(help: "The files to describe (PNG, CgBI PNG, JPEG, SVG, or an Assets.car).")
    var files: [String]

    @Flag(help: "Print one JSON array with an object per file instead of text lines.")
    var json = false

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func run() async throws {
        var reports = [InfoReport]()
        let rendering = limits.svgRendering()
        for file in files {
            if file.lowercased().hasSuffix(".car") {
                do {
                    let car = try AssetCar(reading: file, limits: limits.decodeLimits)
                    let entries = car.entries()
                    reports.append(InfoReport(file: file, car: car, entries: entries))
                    if !json { Console.print(car.lines(file: file, entries: entries).joined(separator: "\n"), lines: true) }
                } catch {
                    reports.append(InfoReport(file: file, error: error.problem.description))
                    if !json { Console.error("tintype: \(error)") }
                }
                continue
            }
            do {
                let info = try ImageDecoder.readArt(file, limits: limits.decodeLimits, rendering: rendering).info
                reports.append(InfoReport(file: file, info: info))
                if !json { Console.print(InfoReport.line(file: file, info: info)) }
            } catch {
                reports.append(InfoReport(file: file, error: error.problem.description))
                if !json { Console.error("tintype: \(error)") }
            }
        }
        if json {
            Console.print(try InfoReport.json(reports), lines: true)
        }
        if reports.contains(where: { $0.error != nil }) { throw ExitCode.failure }
    }
}

/// One file's entry in `tintype info` output.
struct InfoReport: Codable, Equatable {
    var file: String
    var format: String?
    var width: Int?
    var height: Int?
    var colorModel: String?
    var bitDepth: Int?
    var interlaced: Bool?
    var alpha: Bool?
    var cgbi: Bool?
    /// For SVG: the document's own size in points, before rounding to pixels.
    var canvasSize: PointSize?
    /// For a compiled asset catalog: the tool that wrote it, and each rendition.
    var car: CarInfo?

    /// What `info` says of a compiled asset catalog.
    struct CarInfo: Codable, Equatable {
        /// The tool that wrote it.
        var tool: String
        /// Each rendition, asset by asset.
        var renditions: [Rendition]

        /// One rendition: its asset, kind, size, scale and the rest of its key and content in words.
        struct Rendition: Codable, Equatable {
            var asset: String
            var kind: String
            var width: Int
            var height: Int
            var scale: Double
            var detail: String
        }
    }
    var error: String?

    init(file: String, info: ImageDecoder.Info) {
        self.file = file
        format = info.format.rawValue
        width = info.width
        height = info.height
        colorModel = info.colorModel.rawValue
        bitDepth = info.bitDepth
        interlaced = info.interlaced
        alpha = info.hasAlpha
        cgbi = info.isCgBI
        canvasSize = info.canvasSize
    }

    init(file: String, car: AssetCar, entries: [AssetCar.Entry]) {
        self.file = file
        format = "car"
        self.car = CarInfo(
            tool: car.header.version,
            renditions: entries.map {
                CarInfo.Rendition(asset: $0.asset, kind: $0.kind, width: $0.width, height: $0.height, scale: $0.scale, detail: $0.detail)
            })
    }

    init(file: String, error: String) {
        self.file = file
        self.error = error
    }

    /// The reports as `--json` prints them: pretty, keys sorted.
    static func json(_ reports: [InfoReport]) throws(JSONByteWriter.NonFiniteNumber) -> String {
        var json = JSONByteWriter(pretty: true)
        json.beginArray()
        for report in reports {
            json.beginObject()
            json.member("alpha", report.alpha)
            json.member("bitDepth", report.bitDepth)
            if let size = report.canvasSize {
                try json.objectMember("canvasSize") { json throws(JSONByteWriter.NonFiniteNumber) in
                    try json.member("height", size.height)
                    try json.member("width", size.width)
                }
            }
            if let car = report.car {
                try json.objectMember("car") { json throws(JSONByteWriter.NonFiniteNumber) in
                    try json.member(
                        "renditions",
                        array: { json throws(JSONByteWriter.NonFiniteNumber) in
                            for entry in car.renditions {
                                json.beginObject()
                                json.member("asset", entry.asset)
                                json.member("detail", entry.detail)
                                json.member("height", entry.height)
                                json.member("kind", entry.kind)
                                try json.member("scale", entry.scale)
                                json.member("width", entry.width)
                                json.endObject()
                            }
                        })
                    json.member("tool", car.tool)
                }
            }
            json.member("cgbi", report.cgbi)
            json.member("colorModel", report.colorModel)
            json.member("error", report.error)
            json.member("file", report.file)
            json.member("format", report.format)
            json.member("height", report.height)
            json.member("interlaced", report.interlaced)
            json.member("width", report.width)
            json.endObject()
        }
        json.endArray()
        return json.text
    }

    /// `file: PNG 32×32 rgba 8-bit, interlaced, alpha`; `file: SVG 24×24 pt (viewBox or width/height)`.
    static func line(file: String, info: ImageDecoder.Info) -> String {
        if info.format == .svg, let size = info.canvasSize {
            return "\(file): SVG \(size) pt (\(info.width)×\(info.height) px at 1x), vector"
        }
        let format = info.format == .jpeg ? "JPEG" : "PNG"
        var parts = ["\(format) \(info.width)×\(info.height) \(info.colorModel.rawValue) \(info.bitDepth)-bit"]
        parts.append(
            info.format == .jpeg
                ? (info.interlaced ? "progressive" : "baseline")
                : (info.interlaced ? "interlaced" : "not interlaced"))
        parts.append(info.hasAlpha ? "alpha" : "no alpha")
        if info.isCgBI { parts.append("CgBI (iPhone-optimized)") }
        return "\(file): " + parts.joined(separator: ", ")
    }
}
