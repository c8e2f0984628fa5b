import Foundation
import Tintype

/// Debian's Chromium, headless, for tests that check what a page shows.
/// `.ci/run` installs it; without it these tests fail and say so.
package enum Chromium {
    /// The browser, when installed.
    package static var path: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// A screenshot of `url` in a `width × height` window (CSS pixels, times
    /// `scaleFactor` device pixels each), after the page's scripts have run.
    package static func screenshot(
        _ url: String, width: Int, height: Int, scaleFactor: Int = 1, darkMode: Bool = false, fileAccess: Bool = false
    ) throws -> RGBAImage {
        try load(url, width: width, height: height, scaleFactor: scaleFactor, darkMode: darkMode, fileAccess: fileAccess).shot
    }

    /// What the page at `url` wrote to the console while it loaded and ran its scripts: every
    /// `console` call and every uncaught error, one line each (a page that works writes none).
    package static func consoleMessages(_ url: String, width: Int = 800, height: Int = 600) throws -> [String] {
        try load(url, width: width, height: height, logging: true).console
    }

    /// What the page at `url` wrote to the console on a device's screen: `width × height` CSS pixels
    /// (what `device-width` and `device-height` report) at `scale` device pixels each, in the dark
    /// colour scheme when `darkMode`.
    package static func consoleMessages(_ url: String, screen width: Int, _ height: Int, scale: Int, darkMode: Bool) throws -> [String] {
        try load(
            url, width: width, height: height, scaleFactor: scale, darkMode: darkMode, fileAccess: true, logging: true,
            screenInfo: "{0,0 \(width * scale)x\(height * scale) devicePixelRatio=\(scale)}"
        ).console
    }

    private static func load(
        _ url: String, width: Int, height: Int, scaleFactor: Int = 1, darkMode: Bool = false, fileAccess: Bool = false,
        logging: Bool = false, screenInfo: String? = nil
    ) throws -> (shot: RGBAImage, console: [String]) {
        guard let path else { throw BrowserError(message: "Chromium is not installed (apt-get install chromium; .ci/run does)") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let output = scratch.appendingPathComponent("shot.png").path
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-extensions",
            "--user-data-dir=" + scratch.appendingPathComponent("profile").path, "--window-size=\(width),\(height)",
            "--force-device-scale-factor=\(scaleFactor)", "--virtual-time-budget=5000", "--screenshot=" + output
        ]
        if darkMode { arguments.append("--force-dark-mode") }
        // Headless Chromium's screen is 800 × 600 unless told: media queries on the device read it.
        if let screenInfo { arguments.append("--screen-info=" + screenInfo) }
        if fileAccess { arguments.append("--allow-file-access-from-files") }
        // The console reaches the browser's log, which goes to standard error at level 0 (INFO).
        let log = scratch.appendingPathComponent("log.txt")
        if logging { arguments += ["--enable-logging=stderr", "--v=0"] }
        arguments.append(url)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let logHandle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = logging ? logHandle : FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try logHandle.close()
        guard FileManager.default.fileExists(atPath: output) else {
            throw BrowserError(message: "Chromium wrote no screenshot of \(url) (status \(process.terminationStatus))")
        }
        let console = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
            .split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return (try ImageDecoder.read(output).image, console)
    }

    package struct BrowserError: Error, CustomStringConvertible {
        var message: String
        package var description: String { message }
    }
}

extension RGBAImage {
    /// How many pixels of `rect` are within `tolerance` of `color` in every channel (opaque pixels only).
    package func count(_ color: StraightColor, in rect: PixelRect, tolerance: Int = 8) -> Int {
        var count = 0
        for y in max(0, rect.y)..<min(height, rect.y + rect.height) {
            for x in max(0, rect.x)..<min(width, rect.x + rect.width) {
                let pixel = self[x, y].straight
                if abs(Int(pixel.red) - Int(color.red)) <= tolerance && abs(Int(pixel.green) - Int(color.green)) <= tolerance
                    && abs(Int(pixel.blue) - Int(color.blue)) <= tolerance
                {
                    count += 1
                }
            }
        }
        return count
    }
}
