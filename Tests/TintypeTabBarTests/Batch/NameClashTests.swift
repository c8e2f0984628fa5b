import Foundation
import Synchronization
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

@Suite("Names: clashes under case folding and Unicode forms, ASCII where a layout needs it")
struct NameClashTests {
    @Test("Latin letters with marks, ligatures and fullwidth forms become their closest ASCII letters; other scripts do not")
    func asciiLetters() {
        let cases: [(Character, String?)] = [
            ("é", "e"), ("e\u{301}", "e"), ("Ø", "O"), ("ÿ", "y"), ("ß", "ss"), ("æ", "ae"), ("Œ", "OE"), ("ﬁ", "fi"),
            ("ı", "i"), ("ð", "d"), ("Þ", "TH"), ("ｂ", "b"), ("Ł", "L"), ("ñ", "n"), ("к", nil), ("字", nil), ("😀", nil), ("-", nil)
        ]
        for (character, expected) in cases { #expect(ASCIILetters.of(character) == expected, "\(character)") }
        #expect(OutputLayout.web.sanitizedName("ÿ-down") == "y-down")
        #expect(OutputLayout.android.sanitizedName("Straße Ærø") == "strasse_aero")
        #expect(OutputLayout.web.sanitizedName("café") == OutputLayout.web.sanitizedName("cafe\u{301}"))
        // iOS and asset catalogs keep the letters as they are.
        #expect(OutputLayout.ios.sanitizedName("café") == "café")
    }

    @Test("names differing only in case or Unicode form fail in every layout, naming the files; nothing is overwritten")
    func caseAndForm() throws {
        let svg = try FileBytes.read(Fixtures.path("svg/heart.svg"))
        let input = try TemporaryFolder()
        defer { input.remove() }
        for name in ["List-Add.svg", "list-add.svg", "Tag.SVG", "tag.svg", "caf\u{E9}.svg", "cafe\u{301}.svg", "plain.svg"] {
            try FileBytes.writeAtomically(svg, to: input.file(name))
        }
        for layout in OutputLayout.allCases {
            let out = try TemporaryFolder()
            defer { out.remove() }
            let summary = try BatchRuns.run(input.path, out.path) {
                $0.layout = layout
                $0.contactSheet = false
                $0.scales = [layout == .android ? 1 : 2]
            }
            #expect(summary.failedIcons == 3 && summary.icons - summary.failedIcons == 1, "\(layout): \(summary.errors)")
            #expect(summary.errors.contains { $0.contains("List-Add.svg") && $0.contains("list-add.svg") }, "\(layout)")
            #expect(summary.errors.contains { $0.contains("Tag.SVG") && $0.contains("tag.svg") }, "\(layout)")
            #expect(summary.errors.contains { $0.contains("caf\u{E9}.svg") }, "\(layout)")
            // No two written files differ only in case.
            let files = Array(BatchRuns.allFiles(out.path).keys)
            #expect(Set(files.map { $0.lowercased() }).count == files.count, "\(layout)")
        }
    }

    @Test("--rename-clashes: each clashing icon gets a distinct name, told before any is made and recorded with its sources")
    func renameClashes() throws {
        let svg = try FileBytes.read(Fixtures.path("svg/heart.svg"))
        let input = try TemporaryFolder()
        defer { input.remove() }
        for name in ["Star.svg", "star.svg", "star-2.svg", "my-icon.svg", "my_icon.svg"] {
            try FileBytes.writeAtomically(svg, to: input.file(name))
        }
        for (layout, expected) in [
            (OutputLayout.ios, ["Star", "star-3", "star-2", "my-icon", "my_icon"]),
            (.android, ["star", "star_3", "star_2", "my_icon", "my_icon_2"])
        ] {
            let out = try TemporaryFolder()
            defer { out.remove() }
            let renames = Mutex([String]())
            var options = BatchOptions(input: input.path, output: out.path)
            (options.layout, options.contactSheet, options.scales, options.renameClashes) = (layout, false, [1], true)
            let summary = try Batch.run(options) { event in
                if case .renamed(let list) = event { renames.withLock { $0 += list.map { "\($0.files[0]) \($0.clashedWith) \($0.name)" } } }
            }
            #expect(summary.failed == 0 && summary.icons == 5, "\(layout): \(summary.errors)")
            let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
            let names = Dictionary(uniqueKeysWithValues: manifest.icons.map { ($0.sources[0].path, $0.name) })
            #expect(
                ["Star.svg", "star.svg", "star-2.svg", "my-icon.svg", "my_icon.svg"].map { names[$0] } == expected, "\(layout): \(names)")
            let told = renames.withLock { $0 }
            #expect(told.contains("star.svg \(expected[0]) \(expected[1])"), "\(layout): \(told)")
            let prefix = layout == .android ? "drawable-mdpi/ic_" : ""
            for name in expected { #expect(FileManager.default.fileExists(atPath: out.file("\(prefix)\(name).png")), "\(layout): \(name)") }
        }
    }

    @Test("an icon whose name is another's variant but for case fails, naming both")
    func variantCase() throws {
        let svg = try FileBytes.read(Fixtures.path("svg/heart.svg"))
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        try FileBytes.writeAtomically(svg, to: input.file("chat.svg"))
        try FileBytes.writeAtomically(svg, to: input.file("Chat-Selected.svg"))
        let summary = try BatchRuns.run(input.path, out.path) {
            $0.contactSheet = false
            $0.scales = [1]
        }
        #expect(summary.failedIcons == 1 && summary.errors.first?.contains("Chat-Selected") == true, "\(summary.errors)")
        #expect(FileManager.default.fileExists(atPath: out.file("chat-selected.png")))
    }
}
