import Foundation
import Testing
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeLaunch

/// `appicon --project` on real project trees (`Fixtures/projects/`, trimmed copies of public
/// repositories, SPEC §11.17): every icon the project had replaced at its own pixel size and
/// format, nothing else changed, its configuration naming every file written and read back, a
/// rerun changing nothing, a hand edit refused without --force, `check` clean after, and Android's
/// resources linked by aapt2.
@Suite("App icons written into real projects")
struct RealProjectTests {
    /// A copy of `Fixtures/projects/NAME` in a temporary folder.
    static func copy(_ name: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.removeItem(atPath: folder.path)
        try FileManager.default.copyItem(atPath: Fixtures.path("projects/" + name), toPath: folder.path)
        return folder
    }

    /// `appicon --project` run on a copy of `Fixtures/projects/NAME`, expected to find `framework` alone and
    /// to make the set: the copy, and its files before and after.
    static func runOnCopy(
        _ name: String, finding framework: AppFramework
    ) throws -> (folder: TemporaryFolder, before: [String: [UInt8]], after: [String: [UInt8]]) {
        let folder = try copy(name)
        let before = AppProjectTests.snapshot(folder.path)
        let (made, events) = try AppProjectTests.run(folder.path)
        #expect(made)
        #expect(events.contains { if case .project(_, let found) = $0 { found == [framework] } else { false } })
        return (folder, before, AppProjectTests.snapshot(folder.path))
    }

    /// Expects every image of `before` replaced in `after` at its size, and every other file of `before` unchanged.
    static func expectIconsReplacedOnly(_ before: [String: [UInt8]], _ after: [String: [UInt8]], configuration: Set<String>) {
        for (path, bytes) in before {
            guard let new = after[path] else {
                Issue.record("\(path) is gone")
                continue
            }
            if path.hasSuffix(".png") {
                #expect(new != bytes && ImageDimensions.read(new)! == ImageDimensions.read(bytes)!, "\(path)")
            } else if !configuration.contains(path) && !path.hasSuffix(".icns") {
                #expect(new == bytes, "\(path) changed")
            }
        }
    }

    @Test("the React Native template: its empty iOS set filled with dark and tinted added, its Android icons replaced and made adaptive")
    func reactNative() throws {
        let (folder, before, after) = try Self.runOnCopy("react-native-template", finding: .reactNative)
        defer { folder.remove() }
        let set = "ios/HelloWorld/Images.xcassets/AppIcon.appiconset"
        Self.expectIconsReplacedOnly(before, after, configuration: [set + "/Contents.json"])
        // Contents.json names every file of the set, each there at its size: light, dark and tinted of each slot.
        guard case .object(let contents)? = try? JSONValue.parse(after[set + "/Contents.json"]!),
            case .array(let images)? = contents["images"]
        else {
            Issue.record("Contents.json does not read back")
            return
        }
        let named = images.compactMap { image -> String? in
            if case .object(let entry) = image, case .string(let name)? = entry["filename"] { name } else { nil }
        }
        #expect(named.count == 27 && Set(named).count == 27)
        for name in named { #expect(after[set + "/" + name] != nil, "\(name) is named and not there") }
        let res = folder.file("android/app/src/main/res")
        #expect(after["android/app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml"] != nil)
        #expect(AppIconCheck.check(folder.path, rendering: .inProcess).breaches.isEmpty)
        // aapt2 compiles and links the launcher icons (the template's styles need AppCompat, which is not here).
        let icons = try TemporaryFolder()
        defer { icons.remove() }
        for density in try FileManager.default.contentsOfDirectory(atPath: res) where density.hasPrefix("mipmap-") {
            try FileManager.default.createDirectory(atPath: icons.file("res"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: res + "/" + density, toPath: icons.file("res/" + density))
        }
        try AppProjectTests.expectLinks(icons.file("res"), minSdk: 24)
        // A rerun changes nothing; a hand edit is refused, named, without --force.
        _ = try AppProjectTests.run(folder.path)
        #expect(AppProjectTests.snapshot(folder.path) == after)
        let edited = "android/app/src/main/res/mipmap-hdpi/ic_launcher.png"
        try Data(AppProjectTests.png(72)).write(to: URL(fileURLWithPath: folder.file(edited)))
        let (again, refusal) = try AppProjectTests.run(folder.path)
        #expect(!again)
        #expect(refusal.contains { if case .refused(let error) = $0 { "\(error)".contains(edited) } else { false } })
    }

    @Test("electron-react-boilerplate: its build resources in assets/ (package.json's build) replaced; its .icns given macOS's sizes")
    func electron() throws {
        let (folder, before, after) = try Self.runOnCopy("electron-react-boilerplate", finding: .electron)
        defer { folder.remove() }
        Self.expectIconsReplacedOnly(before, after, configuration: [])
        #expect(Set(after.keys) == Set(before.keys), "a file was added where electron-builder takes what is there")
        var notes: [String] = []
        let keys = ProjectElectronConfig.keys(in: folder.path, notes: &notes)
        #expect(keys.buildResources == "assets" && notes.isEmpty)
        let icns = try #require(ICNSFile(reading: after["assets/icon.icns"]!))
        let sides = Set(icns.entries.compactMap { ICNSFile.imageTypes[$0.type]?.side })
        #expect(sides.isSuperset(of: ICNSFile.writtenSides))
        // The check names what the project itself chose: its 256 px icon.png, under electron-builder's 512.
        #expect(
            AppIconCheck.check(folder.path, rendering: .inProcess).breaches.map { "\($0.file) \($0.rule.rawValue)" } == [
                "assets/icon.png wrong-size"
            ])
        _ = try AppProjectTests.run(folder.path)
        #expect(AppProjectTests.snapshot(folder.path) == after)
    }
}
