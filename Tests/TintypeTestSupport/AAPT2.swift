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

/// Helpers first written for VectorDrawableTests, shared by the test targets of several layers.
package enum AAPT2 {
    /// Android's framework resources (Debian: android-framework-res), which links resolve against.
    package static let framework = "/usr/share/android-framework-res/framework-res.apk"

    /// `project/res` compiled and linked by aapt2 against Android's framework, with a manifest for
    /// `minSdk`…`targetSdk` written beside it; each step's status and output (the package is `project/icons.apk`).
    /// With `java`, the link writes `R.java` into `project/java` for javac to compile.
    package static func compileAndLink(_ project: String, minSdk: Int, targetSdk: Int, java: Bool = false) throws -> (
        compile: (status: Int32, output: String), link: (status: Int32, output: String)
    ) {
        try Data(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.icons">
              <uses-sdk android:minSdkVersion="\(minSdk)" android:targetSdkVersion="\(targetSdk)"/>
            </manifest>
            """.utf8
        ).write(to: URL(fileURLWithPath: project + "/AndroidManifest.xml"))
        let compile = try run("/usr/bin/aapt2", ["compile", "--dir", "res", "-o", "compiled.zip"], in: project)
        let link = try run(
            "/usr/bin/aapt2",
            ["link", "-I", framework, "--manifest", "AndroidManifest.xml", "-o", "icons.apk", "compiled.zip"]
                + (java ? ["--java", "java"] : []),
            in: project)
        return (compile, link)
    }

    /// Runs `executable` with `arguments` (and `environment` added to this process's); its status (the
    /// signal's number when a signal ended it) and what it printed on either stream.
    package static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
