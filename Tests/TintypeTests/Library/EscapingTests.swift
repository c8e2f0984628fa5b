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

/// Hostile names and style text reach every output as text, each escaped for where it lands (SPEC §8).
@Suite("Text escaped where it lands")
struct EscapingTests {
    static let hostile = "a\u{1B}]0;pwned\u{07}\r\u{1B}[2K\nall 2 icons OK, 0 failed\u{7F}\u{9B}31m\u{202E}gnp.exe"

    @Test("the terminal: control characters, line breaks and bidirectional controls as escapes; emoji kept")
    func terminal() {
        let shown = DisplayText.escaped(Self.hostile)
        #expect(shown == #"a\x1B]0;pwned\x07\x0D\x1B[2K\x0Aall 2 icons OK, 0 failed\x7F\x9B31m\u{202E}gnp.exe"#)
        #expect(DisplayText.escaped("a\nb", keepingLineBreaks: true) == "a\nb")
        #expect(DisplayText.escaped("👨‍👩‍👧 café") == "👨‍👩‍👧 café", "ZWJ sequences and letters are not controls")
    }

    @Test("HTML, XML, CSS comments and JSON in a script: each context's own escapes")
    func markup() {
        #expect(MarkupText.html(#"<b a="1">'x' & y</b>"#) == "&lt;b a=&quot;1&quot;&gt;&#39;x&#39; &amp; y&lt;/b&gt;")
        #expect(MarkupText.xml("a\"<\u{1B}") == #"a&quot;&lt;\x1B"#)
        #expect(MarkupText.cssComment("x */ body { display: none } /* y **/") == "x * / body { display: none } /* y ** /")
        #expect(!MarkupText.cssComment("***//*/").contains("*/"))
        #expect(MarkupText.jsonInScript(#"{"a":"</script><!--"}"#) == #"{"a":"\u003c/script>\u003c!--"}"#)
    }

    @Test("a file named with ESC and a line break: no ESC byte and no forged line in any output stream or file")
    func hostileFileName() async throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        let art = try FileBytes.read(Fixtures.path("icons/star@3x.png"))
        try FileBytes.writeAtomically(art, to: input.file("star@3x.png"))
        try FileBytes.writeAtomically(art, to: input.file("evil\u{1B}]0;pwned\u{07}\nall 2 icons OK, 0 failed@3x.png"))
        try FileBytes.writeAtomically(Array("broken".utf8), to: input.file("bad\u{1B}[31m\nx.png"))
        for arguments in [["batch", input.path, "-o", out.path, "--force"], ["batch", input.path, "-o", out.path, "--json", "--force"]] {
            let run = await CLI.run(arguments)
            for stream in [run.output, run.error] {
                #expect(!stream.contains("\u{1B}"), "\(arguments)")
                #expect(!stream.split(separator: "\n").contains { $0.hasPrefix("all 2 icons OK") }, "\(arguments)")
            }
            // The skipped file is named with its escapes; the icon by its name made safe for files.
            #expect(run.error.contains(#"bad\x1B[31m\x0Ax.png"#) || arguments.contains("--json"), "\(arguments)")
            #expect((run.error + run.output).contains("evil-]0;pwned--all 2 icons OK, 0 failed"), "\(arguments)")
        }
        #expect(!(try FileBytes.read(out.file("manifest.json"))).contains(0x1B))
        #expect(!(try FileBytes.read(out.file("preview.html"))).contains(0x1B))
    }

    @Test("a style named to close the stylesheet's comment and the page's script leaves icons.css its own rules and the preview working")
    func hostileStyleName() async throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        var style = StyleDefinition.flat
        style.name = "x */ .ti-star { display: none } /* </script><!--<script> @DATA@ @TITLE@"
        var options = BatchOptions(input: Fixtures.path("icons"), output: out.path)
        options.layout = .web
        options.style = style
        let summary = try Batch.run(options)
        #expect(summary.failed == 0)
        let css = String(decoding: try FileBytes.read(out.file("icons.css")), as: UTF8.self)
        #expect(css.components(separatedBy: "*/").count == 2, "the opening comment closes once, where it ends")
        let afterComment = css.components(separatedBy: "*/").dropFirst().joined()
        #expect(!afterComment.contains("display: none"), "the style's words stay inside the comment")
        let html = String(decoding: try FileBytes.read(out.file("preview.html")), as: UTF8.self)
        #expect(
            !html.contains("<!--<script>") && html.components(separatedBy: "</script>").count == 3, "the page's own two script elements")
        #expect(try Chromium.consoleMessages("file://" + out.file("preview.html")) == [])
    }
}
