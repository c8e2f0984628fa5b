import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCLI
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

/// Every JSON document is written by one writer; where Foundation's encoder would have
/// written it before, the bytes are the encoder's.
@Suite("JSON written one way")
struct JSONWriterTests {
    static func encoded<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("the readable layout: keys in the order given, short containers on one line, nested inline ones too")
    func readable() {
        var json = JSONByteWriter(layout: .readable)
        json.beginObject()
        json.member("name", "a \"b\"")
        json.member(
            "list",
            array: { json in
                json.beginObject(inline: true)
                json.member("x", finite: 0.5)
                json.objectMember("inner", { json in json.member("y", array: { json in json.number(2) }) })
                json.endObject()
            })
        json.objectMember("empty", { _ in })
        json.endObject()
        #expect(
            json.text == """
                {
                  "name": "a \\"b\\"",
                  "list": [
                    { "x": 0.5, "inner": { "y": [2] } }
                  ],
                  "empty": {

                  }
                }
                """)
    }

    @Test("batch --json is the bytes JSONEncoder gives the summary, failures, warnings and families included")
    func summary() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        for name in ["star@3x.png", "bell@2x.png"] {
            try FileBytes.writeAtomically(try Fixtures.bytes("icons/\(name)"), to: input.file(name))
        }
        for name in ["plus.svg", "minus.svg"] {
            try FileBytes.writeAtomically(try Fixtures.bytes("family/\(name)"), to: input.file(name))
        }
        try FileBytes.writeAtomically([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("broken".utf8), to: input.file("broken.png"))
        var options = BatchOptions(input: input.path, output: out.path)
        options.layout = .android
        options.itemSize = .icon
        let summary = try Batch.run(options)
        #expect(summary.failures.count == 1 && summary.warnings > 0 && !summary.families.isEmpty, "\(summary)")
        #expect(try summary.json() == Self.encoded(summary))
    }

    @Test("info --json is the bytes JSONEncoder gives the reports, an SVG's canvas and an error included")
    func info() throws {
        let reports = [
            InfoReport(
                file: Fixtures.path("svg/heart.svg"),
                info: try ImageDecoder.readArt(Fixtures.path("svg/heart.svg"), rendering: .inProcess).info),
            InfoReport(file: Fixtures.path("jpeg/baseline.jpg"), info: try ImageDecoder.read(Fixtures.path("jpeg/baseline.jpg")).info),
            InfoReport(file: "missing.png", error: "no such file")
        ]
        #expect(try InfoReport.json(reports) == Self.encoded(reports))
    }
}
