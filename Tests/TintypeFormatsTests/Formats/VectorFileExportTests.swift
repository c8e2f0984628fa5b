import Foundation
import Testing
import Tintype
import TintypeTestSupport

@testable import TintypeFormats

/// `VectorFileExport`, the library call `tintype vector` is a thin reader of: what it writes, renames, refuses
/// and counts, told event by event, on the SVG fixtures.
@Suite("VectorFileExport")
struct VectorFileExportTests {
    /// The events of one run, in words, and its summary.
    static func run(_ export: VectorFileExport, _ files: [String], into folder: String) throws -> (
        events: [String], summary: VectorFileExport.Summary
    ) {
        var events: [String] = []
        let summary = try export.run(files, into: folder) { event in
            switch event {
            case .wrote(let file, let path): events.append("wrote \(file.split(separator: "/").last!) \(path.split(separator: "/").last!)")
            case .renamed(_, let name, _): events.append("renamed \(name)")
            case .refused(let refusal): events.append("refused \(refusal.feature)")
            case .clashed(_, let name, _): events.append("clashed \(name)")
            }
        }
        return (events, summary)
    }

    @Test("a folder's top .svg files, sorted; a subfolder is passed over with a note")
    func filesOfFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("art/sub"), withIntermediateDirectories: true)
        for name in ["b.svg", "A.SVG", "note.txt", "sub/c.svg"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: folder.file("art/\(name)"))
        }
        let (files, notes) = VectorFileExport.files([folder.file("art"), "loose.svg"])
        #expect(files == [folder.file("art/A.SVG"), folder.file("art/b.svg"), "loose.svg"])
        #expect(notes.count == 1 && notes[0].contains("sub") && notes[0].contains("vector reads the top"), "\(notes)")
    }

    @Test("written, renamed for R.java, refused by feature, a name clash in any case kept out; the summary counts each")
    func events() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let heart = Fixtures.path("svg/heart.svg")
        try FileManager.default.createDirectory(atPath: folder.file("art"), withIntermediateDirectories: true)
        for name in ["Heart.svg", "class.svg"] { try FileManager.default.copyItem(atPath: heart, toPath: folder.file("art/\(name)")) }
        let files = [
            heart, folder.file("art/Heart.svg"), folder.file("art/class.svg"), Fixtures.path("vector/dashed.svg"), folder.file("gone.svg")
        ]
        let export = VectorFileExport(format: .android, currentColor: StraightColor(red: 0, green: 0, blue: 0))
        let (events, summary) = try Self.run(export, files, into: folder.file("out"))
        #expect(
            events == [
                "wrote heart.svg heart.xml", "clashed heart.xml", "renamed ic_class.xml", "wrote class.svg ic_class.xml",
                "refused a dash pattern", "refused unreadable"
            ], "\(events)")
        #expect(
            summary == VectorFileExport.Summary(files: 5, written: 2, refused: ["a name clash": 1, "a dash pattern": 1, "unreadable": 1]))
        #expect(summary.line == "5 SVG files: 2 written, 3 refused (1 a dash pattern, 1 a name clash, 1 unreadable)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.file("out")).sorted()
        #expect(written == ["heart.xml", "ic_class.xml"])
        // The file written is the writer's own text for the document, whole.
        let document = try VectorDocument(svg: Array(try Data(contentsOf: URL(fileURLWithPath: heart))), file: heart)
        let text = try String(contentsOfFile: folder.file("out/heart.xml"), encoding: .utf8)
        #expect(text == (try VectorDrawableWriter.xml(document, file: heart, size: nil)))
    }

    @Test("plain SVG keeps the file's own name; a VectorDrawable's longer side is the dp asked for")
    func formats() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let wide = Fixtures.path("svg/wide.svg")
        let black = StraightColor(red: 0, green: 0, blue: 0)
        let (svgEvents, _) = try Self.run(VectorFileExport(format: .svg, currentColor: black), [wide], into: folder.file("svg"))
        #expect(svgEvents == ["wrote wide.svg wide.svg"])
        _ = try Self.run(VectorFileExport(format: .android, currentColor: black, longerSide: 96), [wide], into: folder.file("xml"))
        let xml = try String(contentsOfFile: folder.file("xml/wide.xml"), encoding: .utf8)
        #expect(xml.contains("android:width=\"96dp\"") && xml.contains("android:height=\"48dp\""), "\(xml.prefix(300))")
    }
}
