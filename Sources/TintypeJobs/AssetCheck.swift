/// `tintype check`'s work on one path: every app icon set, launch screen and batch output under a folder (or the
/// one file given) held against the rules stores and launchers apply. Only files inside the path are read.
package enum AssetCheck {
    /// What checking one path found.
    package enum Outcome: Sendable {
        /// The path is neither a folder nor a file `check` reads; `reason` says which.
        case unreadable(reason: String)
        /// The path was read.
        case checked(Report)
    }

    /// What was checked under one path, and what broke the rules.
    package struct Report: Sendable {
        /// The folder each breach's file is named under (for one file or set, the folder holding what it names).
        package var root: String
        /// One line a breach, `FILE: RULE: WHAT`, its file relative to ``root``.
        package var breaches: [String]
        /// The files read.
        package var filesChecked: Int
        /// The sets, launch screens and batch outputs found: none is a failure, as CI must not pass on nothing.
        package var setsFound: Int
    }

    /// Checks `path`: a folder, or one file or set (an `.ico`, `.icns`, `.appiconset`, adaptive icon or drawable XML).
    package static func check(_ path: String, limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering) -> Outcome {
        if path.lowercased().hasSuffix(".car"), FileBytes.kind(of: path) == .file { return compiledCatalog(path, limits: limits) }
        let single = AppIconCheck.check(file: path, limits: limits, rendering: rendering)
        guard FileBytes.kind(of: FileBytes.resolvedPath(path)) == .folder || single != nil else {
            // A link to a folder counts as one: it is the user's own.
            return .unreadable(
                reason: FileBytes.kind(of: path) == nil
                    ? "no such file or folder"
                    : "not a folder, .ico, .icns, or a drawable's or adaptive icon's XML (give the folder that holds the set)")
        }
        var report = single ?? AppIconCheck.check(path, limits: limits, rendering: rendering)
        var batches = BatchOutputCheck.Report()
        if single == nil {
            let launch = LaunchScreenCheck.check(path, limits: limits, rendering: rendering)
            report.breaches += launch.breaches
            // A file both read (Android's manifest names the icon and the launch theme) is counted once.
            report.filesRead.formUnion(launch.filesRead)
            report.setsFound += launch.setsFound
            batches = BatchOutputCheck.check(path, limits: limits)
            report.setsFound += batches.setsFound
        }
        return .checked(
            Report(
                root: report.root ?? path, breaches: report.breaches.map { "\($0)" } + batches.breaches.map { "\($0)" },
                filesChecked: report.filesChecked + batches.filesChecked, setsFound: report.setsFound))
    }

    /// One compiled catalog (`Assets.car`): read whole, each rendition decoded and each name it gives
    /// followed (``AssetCar/breaches(file:limits:)``).
    private static func compiledCatalog(_ path: String, limits: ImageDecoder.Limits) -> Outcome {
        let slash = path.lastIndex(of: "/")
        let root = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let breaches: [AppIconCheck.Breach]
        do {
            breaches = try AssetCar(reading: path, limits: limits).breaches(file: name, limits: limits)
        } catch {
            breaches = [AppIconCheck.Breach(file: name, rule: .unreadable, detail: error.problem.description)]
        }
        return .checked(Report(root: root.isEmpty ? "/" : root, breaches: breaches.map { "\($0)" }, filesChecked: 1, setsFound: 1))
    }
}
