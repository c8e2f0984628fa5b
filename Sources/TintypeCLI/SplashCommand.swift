import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype splash SOURCE -o OUT`: the launch screens of iOS, Android and the web from one logo.
struct SplashCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splash",
        abstract: "Make the launch screens of iOS, Android 12+ and the web from one logo, light and dark.",
        usage: "tintype splash <source> -o <output> [<job options>] [<options>]",
        discussion: """
            The logo (an SVG, a PNG or JPEG, or an Icon Composer bundle's layers) is
            trimmed and fitted by its content: its farthest visible pixel lies 96
            points from the centre on every platform, the radius of the circle
            Android 12 shows the icon in. Written under OUT:
              ios/LaunchScreen.xcassets/  LaunchBackground.colorset (light and
                                          dark) and LaunchLogo.imageset (an SVG
                                          where the art allows, else PNGs at 1x,
                                          2x and 3x; a dark variant when it differs)
              ios/UILaunchScreen.plist    the UILaunchScreen dictionary naming
                                          both, to merge into Info.plist
              ios/LaunchScreen.storyboard the same for a project that uses a
                                          launch storyboard (UILaunchStoryboardName)
              android/res/                values-v31/splash_theme.xml (Android
                                          12+), values/splash_theme.xml (the
                                          AndroidX SplashScreen compat library,
                                          API 23-30), splash_colors.xml with its
                                          night variant, drawable/splash_icon.xml
                                          (or PNGs per density) on the 288 dp
                                          canvas (240 with --icon-background), and
                                          the branding image
              web/startup/                an apple-touch-startup-image PNG for
                                          every Apple screen, portrait and
                                          landscape, light and dark
              web/apple-touch-startup-image.html
                                          the <link> tags to paste into <head>,
                                          one matching each screen
              web/splash.webmanifest      the manifest's background_color and
                                          theme_color
              proof-sheet.png             the screens as an iPhone, an Android
                                          phone and an iPad show them
              preview.html                the same, drawn by a browser from the
                                          files
            Set the launching activity's android:theme to @style/Theme.App.Starting
            and call installSplashScreen() (androidx.core:core-splashscreen); the
            compat theme switches to --post-splash-theme once the app has drawn.

            A file already holding the same bytes is left alone; no other file is
            touched, and a file the set would replace that tintype did not write
            there (or that was edited since) stops the run before anything is
            written, unless --force. The set is then checked as 'tintype check'
            checks launch screens. Its record (.tintype-splash.json) is its own, so
            an app icon set may share the folder.

            Examples:
              tintype splash Fixtures/svg/heart.svg -o launch --background '#E8413C'
              tintype splash logo.svg -o launch --platform ios,android \\
                --dark-background '#101418' --icon-background '#FFFFFF'
              tintype splash logo.png -o launch --branding wordmark.svg \\
                --dark-source logo-dark.png --devices short
              tintype splash AppIcon.icon -o launch --platform web \\
                --device-table more-screens.json

            """ + JobFile.Command.splash.optionsHelp())

    /// The job's words, read by its keys (``JobPrinting/job(_:arguments:)``), not here.
    @Argument(parsing: .allUnrecognized, help: .private)
    var jobWords: [String] = []

    @OptionGroup
    var runOptions: SetRunOptions

    func validate() throws { _ = try JobPrinting.job(.splash) }

    func run() async throws {
        try runOptions.run(.splash, job: JobPrinting.job(.splash))
    }
}
