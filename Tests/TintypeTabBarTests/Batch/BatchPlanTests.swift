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

/// The plan is pure: a scan and what reading each source found in, jobs out, with no
/// folder on disk (the paths below name files that do not exist).
@Suite("The batch plan, without a disk")
struct BatchPlanTests {
    /// A context for `layout` whose store has no folder behind it and writes nothing.
    static func context(_ layout: OutputLayout) -> BatchContext {
        var options = BatchOptions(input: "/nonexistent/in", output: "/nonexistent/out")
        options.layout = layout
        options.itemSize = layout.defaultItemSize
        let store = OutputStore(root: "/nonexistent/out", previous: [:], force: false, dryRun: true, journal: nil)
        return BatchContext(options: options, store: store)
    }

    /// What reading a file would have found: a digest, and an SVG canvas or a raster size.
    static func facts(_ paths: [String: String]) -> SourceFacts.ByPath {
        paths.mapValues { canvas in
            .success(
                SourceFacts(
                    sha256: String(repeating: "0", count: 64), size: canvas.hasSuffix("px") ? (90, 90) : nil,
                    svgCanvas: canvas.hasSuffix("px") ? nil : canvas, bytes: nil))
        }
    }

    @Test("names that one layout makes equal are one failed job there and two jobs elsewhere")
    func nameClashes() {
        let scan = IconScan(
            icons: [
                IconGroup(name: "my-icon", sources: [:], vector: "my-icon.svg"),
                IconGroup(name: "my_icon", sources: [:], vector: "my_icon.svg")
            ],
            skipped: [], conflicts: [])
        let facts = Self.facts(["my-icon.svg": "24x24", "my_icon.svg": "24x24"])
        let android = BatchPlan.jobs(scan, facts: facts, context: Self.context(.android))
        #expect(android.count == 1 && android[0].clash?.description.contains("all become 'my_icon' in the android layout") == true)
        #expect(android[0].clash == .sameOutputName(files: ["my-icon.svg", "my_icon.svg"], name: "my_icon", layout: "android"))
        let ios = BatchPlan.jobs(scan, facts: facts, context: Self.context(.ios))
        #expect(ios.map(\.name) == ["my-icon", "my_icon"] && ios.allSatisfy { $0.clash == nil })
    }

    @Test("an icon whose file is another's variant fails, naming both; masters on one small canvas are a family")
    func variantsAndFamilies() {
        let scan = IconScan(
            icons: [
                IconGroup(name: "chat", sources: [:], vector: "chat.svg"),
                IconGroup(name: "chat-selected", sources: [:], vector: "chat-selected.svg"),
                IconGroup(name: "home", sources: [:], vector: "home.svg"),
                IconGroup(name: "logo", sources: [:], vector: "logo.svg")
            ], skipped: [], conflicts: [])
        let facts = Self.facts(["chat.svg": "16x16", "chat-selected.svg": "16x16", "home.svg": "16x16", "logo.svg": "512x512"])
        let jobs = BatchPlan.jobs(scan, facts: facts, context: Self.context(.ios))
        let byName = Dictionary(uniqueKeysWithValues: jobs.map { ($0.name, $0) })
        #expect(byName["chat-selected"]?.clash?.description.contains("would also be chat's selected variant") == true)
        #expect(byName["chat"]?.clash == nil)
        #expect(byName["chat"]?.family == "16x16 SVG" && byName["home"]?.family == "16x16 SVG")
        // A 512-unit canvas is past the family limit: the logo is no member, but put on the members' grid and named.
        #expect(byName["logo"]?.family == "16x16 SVG")
        #expect(byName["logo"]?.plan.warnings.map(\.code) == [.offGrid])
    }

    @Test("an icon that would write the batch's own files, or a name too long for a file system, fails before any file")
    func reservedAndLongNames() {
        let long = String(repeating: "x", count: 246)
        let names = ["tabbar-background", "TabBar-Glow", "contact-sheet-12", "contact-sheet-x", long, "star"]
        let scan = IconScan(icons: names.map { IconGroup(name: $0, sources: [:], vector: "\($0).svg") }, skipped: [], conflicts: [])
        let facts = Self.facts(Dictionary(uniqueKeysWithValues: names.map { ("\($0).svg", "24x24") }))
        for layout in [OutputLayout.ios, .web] {
            let jobs = Dictionary(
                uniqueKeysWithValues: BatchPlan.jobs(scan, facts: facts, context: Self.context(layout)).map { ($0.name, $0) })
            #expect(
                jobs["tabbar-background"]?.clash?.description.contains("would be the batch's own tabbar-background piece") == true,
                "\(layout)")
            if case .nameTooLong(let name, let source)? = jobs[long]?.clash {
                #expect(name.hasPrefix(long) && name.utf8.count > 255 && source == long + ".svg", "\(layout)")
            } else {
                Issue.record("\(layout): \(String(describing: jobs[long]?.clash))")
            }
            #expect(jobs["TabBar-Glow"]?.clash?.description.contains("tabbar-glow piece") == true, "a case-insensitive disk: \(layout)")
            #expect(jobs["contact-sheet-12"]?.clash?.description.contains("a page of the contact sheet") == true, "\(layout)")
            #expect(jobs[long]?.clash?.description.contains("bytes, over the 255 bytes a file system allows") == true, "\(layout)")
            #expect(jobs["contact-sheet-x"]?.clash == nil && jobs["star"]?.clash == nil, "\(layout)")
        }
        // In an asset catalog and on Android an icon's files cannot be a shared piece's.
        let android = BatchPlan.jobs(scan, facts: facts, context: Self.context(.android))
        #expect(android.filter { $0.clash != nil }.map(\.name) == [long])
    }

    @Test("a set mixing art drawn smaller than the box with fitted masters is one warning")
    func mixedSizes() {
        let scan = IconScan(
            icons: [
                IconGroup(name: "small", sources: [2: "small@2x.png"]), IconGroup(name: "big", sources: [:], vector: "big.svg")
            ], skipped: [], conflicts: [])
        let facts = Self.facts(["small@2x.png": "90px", "big.svg": "24x24"])
        var raster = facts
        raster["small@2x.png"] = .success(SourceFacts(sha256: "", size: (20, 20), svgCanvas: nil, bytes: nil))
        #expect(BatchPlan.mixedSizes(BatchPlan.jobs(scan, facts: facts, context: Self.context(.ios))).isEmpty)
        let warnings = BatchPlan.mixedSizes(BatchPlan.jobs(scan, facts: raster, context: Self.context(.ios)))
        #expect(warnings.count == 1 && warnings[0].code == .mixedSizes && warnings[0].message.contains("small"))
    }
}

/// The checks a library caller gets without the command line.
@Suite("Batch options checked in the library")
struct BatchOptionsTests {
    @Test("a scale the layout cannot name, an item smaller than the box and contradictory sizing are refused before anything is written")
    func validate() throws {
        var options = BatchOptions(input: "/nonexistent/in", output: "/nonexistent/out")
        options.scales = [1.5]
        #expect(throws: RunError(folder: options.input, reason: .scaleNotInLayout(scale: 1.5, layout: "ios", allowed: [1, 2, 3]))) {
            try options.validate()
        }
        options.layout = .android
        try options.validate()
        options.layout = .ios
        options.scales = nil
        options.itemSize = .points(width: 20, height: 20)
        #expect(throws: RunError.self) { try options.validate() }
        let error = #expect(throws: RunError.self) { try Batch.run(options) }
        #expect(error?.reason == .itemSmallerThanIconBox(item: PointSize(width: 20, height: 20), box: PointSize(square: 30)))
        #expect(error.map { "\($0)" } == "the 20x20 pt item is smaller than the 30x30 pt icon box: every icon would be cut off")
    }
}
