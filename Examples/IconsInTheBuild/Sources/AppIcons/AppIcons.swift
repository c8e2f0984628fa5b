import Foundation

/// The icons `tintype.json` makes, built into this target's resources by TintypePlugin.
public enum AppIcons {
    /// The file a job wrote, by its path under the job's output folder:
    /// `tab("home-selected@2x.png")`, `appIcon("ios/AppIcon.appiconset/AppIcon.png")`.
    public static func tab(_ file: String) -> URL? { resource("TabIcons/" + file) }

    /// A file of the app icon job's output.
    public static func appIcon(_ file: String) -> URL? { resource("AppIcon/" + file) }

    private static func resource(_ path: String) -> URL? {
        guard let folder = Bundle.module.resourceURL else { return nil }
        let url = folder.appending(path: path)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
