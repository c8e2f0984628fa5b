import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype appicon SOURCE -o OUT`: the app icons every platform asks for, from one master.
struct AppIconCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appicon",
        abstract: "Make the app icons of iOS, Android, the web and the desktop from one master.",
        usage: "tintype appicon <source> -o <output> [<job options>] [<options>]",
        discussion: """
            The master (an SVG, or a large PNG or JPEG) is trimmed and its glyph fitted
            by its content: the farthest visible pixel from its centre lands on each
            image's safe radius (the 66 dp circle of Android's 108 dp layers, well
            inside the 80 % circle of a maskable web icon). Written under OUT:
              ios/AppIcon.appiconset/   1024 px light (opaque), dark and tinted (gray)
              android/res/mipmap-*/     adaptive layers (background, foreground,
                                        monochrome), legacy and round icons, and
                                        mipmap-anydpi-v26/ic_launcher(_round).xml
              android/res/drawable-*/   ic_stat_NAME.png: white notification icons
              web/                      icon-192/512 (any, maskable), a monochrome
                                        icon, apple-touch-icon.png, favicon.ico and
                                        manifest.webmanifest
              macos/                    AppIcon.iconset/ and AppIcon.icns (16 to
                                        1024 px), with --platform macos
              windows/                  app.ico (16 to 256 px), Assets/ (the MSIX
                                        set: target sizes plated and unplated,
                                        tiles at five scales) and
                                        VisualElements.xml, with --platform windows
              linux/hicolor/            the freedesktop theme tree, 16 to 512 px
                                        and scalable/ from an SVG, named by
                                        --name (the app ID), with --platform linux
              AppIcon.icon/             an Icon Composer bundle (icon.json and
                                        Assets/), with --platform icon
              proof-sheet.png           the icons as they will be seen
              preview.html              the same, drawn by a browser from the files
            A file already holding the same bytes is left alone; no other file is
            touched, and a file the set would replace that tintype did not write
            there (or that was edited since) stops the run before anything is
            written, unless --force. The set is then checked as 'tintype check' checks it.

            A master that fills its square (a logo on its own background) is taken
            apart: its border colour becomes the background and the glyph is what
            differs from it. SOURCE may be a folder of masters, one app or flavour
            each: every SVG, PNG and JPEG at its top makes a set in OUT/NAME/, and
            NAME-monochrome.svg (or .png) beside NAME.svg is its monochrome art.

            SOURCE may be an Icon Composer bundle (NAME.icon/): the iOS light,
            dark and tinted icons, the macOS icon and the round ones are the
            design drawn as Apple draws it (see tintype export); the other icons
            are drawn from the same design (Android's background is its fill,
            its foreground the layers), and a warning names what only Apple's
            renderer draws (Liquid Glass's refraction, the blur material).

            --vector writes the Android layers an SVG master can draw exactly as
            VectorDrawables instead of a PNG a density: the adaptive foreground
            (drawable/ic_launcher_foreground.xml), the monochrome layer and the
            notification icon (drawable/ic_stat_NAME.xml), placed by the same
            content radius. A layer that cannot be one (raster art, colour art
            whose mask is its knockout, a gradient glyph, what the SVG tree
            refuses) stays PNGs, named in a warning.

            Examples:
              tintype appicon Fixtures/svg/heart.svg -o out --background '#E8413C' \\
                --glyph white
              tintype appicon logo.png -o out --platform ios,web --background \\
                '#2B5FD9,#1A3A8C'
              tintype appicon glyph.svg -o out --background-image sky.jpg \\
                --monochrome glyph-simple.svg
              tintype appicon flavours/ -o out
              tintype appicon Fixtures/svg/heart.svg -o out --platform \\
                macos,windows,linux,icon --name org.example.Heart
              tintype appicon AppIcon.icon -o out
              tintype appicon Fixtures/svg/heart.svg -o out --platform android \\
                --vector

            """ + JobFile.Command.appicon.optionsHelp())

    /// The job's words, read by its keys (``JobPrinting/job(_:arguments:)``), not here.
    @Argument(parsing: .allUnrecognized, help: .private)
    var jobWords: [String] = []

    @OptionGroup
    var runOptions: SetRunOptions

    func validate() throws { _ = try JobPrinting.job(.appicon) }

    func run() async throws {
        try runOptions.run(.appicon, job: JobPrinting.job(.appicon))
    }
}
