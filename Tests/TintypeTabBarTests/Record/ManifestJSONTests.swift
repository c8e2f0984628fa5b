import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

/// `manifest.json` is written by hand (``JSONByteWriter``); Foundation's `JSONEncoder` with the
/// same options is the reference it must equal byte for byte.
@Suite("Manifest JSON")
struct ManifestJSONTests {
    /// What `JSONEncoder` makes of the manifest, with the newline `encoded()` ends the file with.
    static func foundationBytes(_ manifest: BatchManifest) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(manifest)) + [0x0A]
    }

    /// Every control character, quotes, backslashes, a slash, DEL, accents, an emoji and U+2028.
    static let awkward: String = {
        var text = ""
        for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        return text + "\"\\/\u{7F} café 😀\u{2028} end"
    }()

    static func file(_ path: String, _ variant: IconVariant?, scale: Double?, size: Int?, clipped: Bool?) -> BatchManifest.File {
        BatchManifest.File(
            path: path, kind: variant == nil ? .shared : .icon, variant: variant, element: variant == nil ? .glow : nil,
            appearance: variant == nil ? .dark : nil, scale: scale, width: size, height: size.map { $0 + 1 },
            sha256: String(repeating: "ab", count: 32), inputDigest: String(repeating: "0f", count: 32), clipped: clipped)
    }

    @Test("a manifest with every field, absent fields, empty lists and awkward text is Foundation's bytes, pretty and compact")
    func everyField() throws {
        let icons = [
            BatchManifest.Icon(
                name: Self.awkward,
                sources: [.init(path: "a/\(Self.awkward).png", scale: 1.5, sha256: "x"), .init(path: "b.svg", scale: nil, sha256: "y")],
                files: [
                    Self.file("a.png", .state(.normal, .light), scale: 1, size: 30, clipped: true),
                    Self.file("a-pressed@0.1x.png", .state(.pressed, .dark), scale: 0.1, size: nil, clipped: false),
                    Self.file("a-hovered.png", .state(.custom("hovered"), .light), scale: 1e-7, size: 0, clipped: nil),
                    Self.file("a-template.png", .template, scale: -0.0, size: Int.max - 1, clipped: nil)
                ],
                warnings: [
                    Warning(.enlarged, icon: "a", file: "a/\(Self.awkward).png", scale: 1.5, message: "trimmed \"a\""),
                    Warning(.sizesDisagree, message: Self.awkward)
                ], error: nil),
            BatchManifest.Icon(name: "", sources: [], files: [], warnings: [], error: "truncated: \(Self.awkward)")
        ]
        let pages = [
            Self.file("contact-sheet.png", nil, scale: 2, size: 7, clipped: nil),
            Self.file("contact-sheet-2.png", nil, scale: 2, size: 3, clipped: nil)
        ]
        for contactSheets in [[], pages] {
            for shared in [[], [Self.file("tabbar-glow@3x.png", nil, scale: 3, size: 12, clipped: nil)]] {
                let manifest = BatchManifest(
                    tintype: "1.2.3", layout: .android, scales: [1, 2.5, 1234567.125], itemSize: "64x44", barWidth: 320.5,
                    sizing: .init(IconSizing(box: PointSize(width: 30, height: 28.5))),
                    style: .init(name: Self.awkward, sha256: "s", definition: "{\n  \"a\": 1\n}\n"),
                    icons: icons, shared: shared, contactSheets: contactSheets,
                    warnings: shared.isEmpty ? [] : [Warning(.mixedSizes, message: Self.awkward)])
                // Each file record as a journal line: compact, Foundation's bytes too.
                let compact = JSONEncoder()
                compact.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                for file in icons.flatMap(\.files) + shared {
                    var line = JSONByteWriter(pretty: false)
                    try file.write(to: &line)
                    #expect(line.bytes == Array(try compact.encode(file)))
                }
                let written = try manifest.encoded()
                #expect(written == (try Self.foundationBytes(manifest)))
                #expect(BatchManifest.decode(written) == manifest)
            }
        }
    }

    @Test("a batch's own manifest is Foundation's bytes, and a scale that is not finite is refused naming the file")
    func realManifest() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        _ = try Batch.run(BatchOptions(input: Fixtures.path("icons"), output: out.path))
        let written = try FileBytes.read(out.file("manifest.json"))
        var manifest = try #require(BatchManifest.decode(written))
        #expect(manifest.icons.count == 14)
        #expect(written == (try Self.foundationBytes(manifest)))

        for bad in [Double.infinity, -.infinity, .nan] {
            manifest.barWidth = bad
            #expect(throws: ImageFileError.self) { try manifest.encoded() }
            do throws(ImageFileError) { _ = try manifest.encoded() } catch { #expect(error.file == "manifest.json") }
        }
    }
}
