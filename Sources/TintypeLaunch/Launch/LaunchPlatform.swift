/// The platforms a launch screen is made for (SPEC §14).
package enum LaunchPlatform: String, CaseIterable, Hashable, Sendable {
    /// iOS: the `UILaunchScreen` dictionary, its colour set and logo image set, and a `LaunchScreen.storyboard`.
    case ios
    /// Android 12+ splash screens (`values-v31`), and the AndroidX compat library's theme for API 23–30.
    case android
    /// The web: an `apple-touch-startup-image` for every Apple screen, the `<link>` tags, and the manifest's colours.
    case web
}

/// Which Apple screens get a web startup image (SPEC §14.3).
package enum LaunchDeviceSet: String, CaseIterable, Hashable, Sendable {
    /// Every screen in portrait and landscape, light and dark: four images a screen.
    case all
    /// One image a screen, portrait, light and dark: its link names no orientation, so a web app
    /// opened in landscape shows the portrait image.
    case short
}
