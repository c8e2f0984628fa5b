import Foundation
import Testing
import Tintype
import TintypeSupport

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

/// Helpers first written for RunCommandTests, shared by the test targets of several layers.
package enum ProjectFolders {
    /// Every file under `folder` but the lock, by relative path, with its bytes.
    package static func files(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return files }
        for case let path as String in walk where !path.hasSuffix(".tintype.lock") {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    /// A folder with `art/` holding copies of the fixture SVGs named.
    package static func project(_ svgs: [String] = ["heart", "bolt", "ring"]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("art"), withIntermediateDirectories: true)
        for name in svgs {
            try FileManager.default.copyItem(atPath: Fixtures.path("svg/\(name).svg"), toPath: folder.file("art/\(name).svg"))
        }
        return folder
    }

    package static func write(_ text: String, to path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
}
