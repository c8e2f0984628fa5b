import TintypeSupport

/// Every file of a launch screen set, made in memory (SPEC §14): each platform's files in the
/// order asked for, then the proof sheet; written, verified and cleaned as an app icon set is,
/// under a record of its own (``AppIconSet/launchRecordName``).
package enum LaunchScreenSet {
    /// The proof sheet's file name.
    package static let proofSheetName = "proof-sheet.png"

    /// The set of `art` for `platforms`: the web's images for `screens` (`devices` of them), Android's
    /// theme switching to `postTheme`; with `proofSheet`, ``proofSheetName`` and the preview page last.
    /// - Throws: `ImageFileError` when an image cannot be drawn or encoded.
    package static func make(
        _ art: LaunchArt, platforms: [LaunchPlatform], screens: [AppleScreen], devices: LaunchDeviceSet, postTheme: String,
        compression: PNGEncoder.Compression = .default, proofSheet: Bool = true
    ) throws(ImageFileError) -> AppIconSet {
        let encoder = PNGEncoder(compression: compression, colorLayout: .smallestLossless)
        var files: [AppIconSet.File] = []
        var warnings = art.warnings
        for platform in platforms {
            switch platform {
            case .ios: files += try LaunchScreenIOS.files(art, encoder: encoder, warnings: &warnings)
            case .android: files += try LaunchScreenAndroid.files(art, postTheme: postTheme, encoder: encoder, warnings: &warnings)
            case .web: files += try LaunchScreenWeb.files(art, screens: screens, devices: devices, encoder: encoder, warnings: &warnings)
            }
        }
        if proofSheet {
            let sheet = try LaunchProofSheet.render(art, platforms: platforms)
            let page = LaunchPreviewPage.html(art, paths: Set(files.map(\.path)))
            files.append(
                AppIconSet.File(path: proofSheetName, bytes: try encoder.encode(sheet, file: proofSheetName), side: nil, layer: nil))
            files.append(AppIconSet.File(path: LaunchPreviewPage.fileName, bytes: Array(page.utf8), side: nil, layer: nil))
        }
        // A raster logo with fewer pixels than its largest image draws it: said, as an app icon set says it.
        let radius = LaunchScreenDesign.logoRadius
        let largest =
            platforms.map { platform -> Double in
                switch platform {
                case .ios: radius * Double(LaunchScreenIOS.scales.max()!)
                case .android:
                    (art.design.iconBackground == nil ? LaunchScreenAndroid.canvas.plain : LaunchScreenAndroid.canvas.plated)
                        * LaunchScreenAndroid.circleRadius * Double(AndroidAppIcon.densities.last!.scale) / 2
                case .web: radius * Double(screens.map(\.scale).max() ?? 0)
                }
            }.max() ?? 0
        warnings += AppIconSet.enlargement(art.light, largestGlyphRadius: largest)
        var set = AppIconSet(files: files)
        set.recordFile = AppIconSet.launchRecordName
        // iOS and Android refuse a vector logo for the same reason: said once.
        var said: Set<String> = []
        set.warnings = warnings.filter { said.insert($0.message).inserted }
        return set
    }
}
