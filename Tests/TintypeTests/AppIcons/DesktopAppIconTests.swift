import Foundation
import Testing
import TintypeSupport

@testable import Tintype

/// Windows and Linux app icons (SPEC §11.13, §11.14), checked by the tools that read them.
@Suite("Desktop app icons")
struct DesktopAppIconTests {
    @Test("windows/app.ico holds 16, 24, 32, 48, 64 and 256 px, as icotool lists and extracts them")
    func windowsIcon() throws {
        for master in [Fixtures.path("svg/heart.svg"), Fixtures.path("masters/bolt.png")] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            var run = AppIconRun(source: master, output: folder.file("out"))
            run.platforms = [.windows]
            #expect(try run.run { _ in })
            let list = try VectorDrawableTests.run("/usr/bin/icotool", ["-l", folder.file("out/windows/app.ico")])
            #expect(list.status == 0, "\(list.output)")
            for side in WindowsAppIcon.sides {
                #expect(list.output.contains("--width=\(side) --height=\(side)"), "\(side) in \(list.output)")
            }
            let extracted = try VectorDrawableTests.run("/usr/bin/icotool", ["-x", "-o", folder.path, folder.file("out/windows/app.ico")])
            #expect(extracted.status == 0, "\(extracted.output)")
            let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
            #expect(pngs.count == WindowsAppIcon.sides.count, "\(pngs)")
            for png in pngs {
                let image = try ImageDecoder.read(folder.file(png)).image
                #expect(WindowsAppIcon.sides.contains(image.width) && image.width == image.height)
                #expect(image[image.width / 2, image.height / 2].alpha == 255, "\(png): the design reaches the centre")
            }
        }
    }

    @Test("linux/hicolor holds 16 to 512 px, each its size, and gtk-update-icon-cache indexes the tree")
    func linuxTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("svg/heart.svg"), output: folder.file("out"))
        run.platforms = [.linux]
        run.name = "org.example.Heart"
        #expect(try run.run { _ in })
        let tree = folder.file("out/linux/hicolor")
        for side in LinuxAppIcon.sides {
            let image = try ImageDecoder.read("\(tree)/\(side)x\(side)/apps/org_example_heart.png").image
            #expect(image.width == side && image.height == side)
        }
        let cache = try VectorDrawableTests.run("/usr/bin/gtk-update-icon-cache", ["--ignore-theme-index", "--force", tree])
        #expect(cache.status == 0, "\(cache.output)")
        #expect(FileManager.default.fileExists(atPath: tree + "/icon-theme.cache"))
    }
}
