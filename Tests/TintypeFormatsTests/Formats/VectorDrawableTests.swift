import Foundation
import Testing
import Tintype
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

/// `tintype vector --format android` checked by Android's own tools and an independent reader:
/// aapt2 compiles and links every drawable against the framework, and each drawable read back
/// by `Tests/Tools/vectordrawable_to_svg.py` (written from Android's documentation, not from our
/// writer) draws what the original SVG draws, through librsvg at 96 px, within 1/255.
@Suite("VectorDrawables")
struct VectorDrawableTests {

    /// The drawables of the vector fixtures and the SVG fixtures, written by the command into `res/drawable`.
    static func drawables(in folder: TemporaryFolder) async throws -> (run: CLI.Run, files: [String]) {
        let drawable = folder.file("res/drawable")
        let run = await CLI.run(["vector", Fixtures.path("vector"), Fixtures.path("svg"), "-o", drawable, "--format", "android"])
        let files = try FileManager.default.contentsOfDirectory(atPath: drawable).sorted()
        return (run, files)
    }

    @Test("the command writes a drawable for each SVG it can, names each refusal with its feature, and exits 1")
    func command() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (run, files) = try await Self.drawables(in: folder)
        #expect(run.status == 1)
        #expect(
            files == [
                "badge.xml", "bolt.xml", "evenodd_solid.xml", "gradient_logo.xml", "heart.xml", "ring.xml", "stroke_library.xml",
                "styled_theme.xml", "wide.xml"
            ])
        #expect(run.error.contains("refused: \(Fixtures.path("vector/dashed.svg")): a dashed stroke"), "\(run.error)")
        #expect(run.error.contains("refused: \(Fixtures.path("vector/refused-text.svg")): <text> (line 1): text is not"), "\(run.error)")
        #expect(run.output.hasSuffix("12 SVG files: 9 written, 3 refused (1 a dash pattern, 1 a filter, 1 text)\n"), "\(run.output)")
    }

    @Test("aapt2 compiles and links every drawable against Android's framework")
    func aapt2Accepts() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try await Self.drawables(in: folder)
        let (compile, link) = try AAPT2.compileAndLink(folder.path, minSdk: 24, targetSdk: 29)
        #expect(compile.status == 0, "\(compile.output)")
        #expect(link.status == 0, "\(link.output)")
        let dump = try AAPT2.run("/usr/bin/aapt2", ["dump", "resources", "icons.apk"], in: folder.path)
        #expect(dump.output.contains("drawable/gradient_logo") && dump.output.contains("drawable/styled_theme"), "\(dump.output)")
    }

    @Test("names R.java can hold: a leading digit or a Java keyword gets ic_ (said); aapt2 links and javac compiles R.java")
    func javaIdentifiers() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let art = folder.file("art")
        try FileManager.default.createDirectory(atPath: art, withIntermediateDirectories: true)
        for name in ["0_circle_fill", "class", "Fine-Name", "2x"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: "\(art)/\(name).svg")
        }
        let run = await CLI.run(["vector", art, "-o", folder.file("res/drawable"), "--format", "android"])
        #expect(run.status == 0, "\(run.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.file("res/drawable")).sorted()
        #expect(files == ["fine_name.xml", "ic_0_circle_fill.xml", "ic_2x.xml", "ic_class.xml"], "\(files)")
        #expect(
            run.error.contains("0_circle_fill.svg: written as ic_0_circle_fill.xml") && run.error.contains("is a Java keyword"),
            "\(run.error)")
        let (compile, link) = try AAPT2.compileAndLink(folder.path, minSdk: 24, targetSdk: 29, java: true)
        #expect(compile.status == 0 && link.status == 0, "\(compile.output)\(link.output)")
        let java = folder.file("java/com/example/icons/R.java")
        let javac = try AAPT2.run("/usr/bin/javac", ["-d", folder.file("classes"), java])
        #expect(javac.status == 0, "\(javac.output)")
        #expect(AndroidResourceName.javaIdentifier("fine") == nil && AndroidResourceName.javaIdentifier("new") == "ic_new")
    }

    @Test("each drawable, read back by an independent reader, draws what its SVG draws within 1/255")
    func readBackDrawsTheSame() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, files) = try await Self.drawables(in: folder)
        let reader = Fixtures.root + "/../Tests/Tools/vectordrawable_to_svg.py"
        let sources = [
            "badge": "svg/badge.svg", "bolt": "svg/bolt.svg", "evenodd_solid": "vector/evenodd-solid.svg",
            "gradient_logo": "vector/gradient-logo.svg",
            "heart": "svg/heart.svg", "ring": "svg/ring.svg", "stroke_library": "vector/stroke-library.svg",
            "styled_theme": "vector/styled-theme.svg",
            "wide": "svg/wide.svg"
        ]
        for file in files {
            let name = String(file.dropLast(4))
            let source = try #require(sources[name])
            let svg = try AAPT2.run("/usr/bin/python3", [reader, folder.file("res/drawable/" + file)])
            #expect(svg.status == 0, "\(svg.output)")
            let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(source))))
            let difference = VectorTreeRenders.meanDifference(
                try VectorTreeRenders.render(original, side: 96), try VectorTreeRenders.render(Array(svg.output.utf8), side: 96))
            #expect(difference <= 1, "\(file): \(difference)/255")
        }
    }
}
