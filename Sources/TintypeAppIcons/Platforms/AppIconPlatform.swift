/// The platforms an app icon set is made for (SPEC §11), each with its own
/// slots and text files.
public enum AppIconPlatform: String, CaseIterable, Hashable, Sendable {
    /// iOS 18+: one 1024 px icon in light, dark and tinted appearances, in `AppIcon.appiconset/`.
    case ios
    /// Android 8+ adaptive icons with a monochrome layer (13+ themed icons), and the legacy icons.
    case android
    /// Android notification (status bar) icons: white silhouettes.
    case notification
    /// Web app icons: `any`, `maskable` and `monochrome`, the Apple touch icon, `favicon.ico` and a manifest fragment.
    case web
    /// macOS: `AppIcon.iconset/` (16 to 512 pt at 1× and 2×) and `AppIcon.icns`.
    case macos
    /// Windows: `app.ico` with 16 to 256 px images.
    case windows
    /// Linux: the `hicolor` theme tree, 16 to 512 px.
    case linux
    /// Icon Composer: `AppIcon.icon/`, the bundle Xcode 26 builds Liquid Glass icons from.
    case icon

    /// The platforms a set is made for when none are named: the phone and the web (the desktop is asked for by name).
    public static let defaults: [AppIconPlatform] = [.ios, .android, .notification, .web]

    /// True for the desktop platforms (macOS, Windows, Linux), which the proof sheet shows in a row of their own.
    package var isDesktop: Bool { self == .macos || self == .windows || self == .linux }

    /// The rules of the platform.
    var rules: any AppIconRules {
        switch self {
        case .ios: IOSAppIcon()
        case .android: AndroidAppIcon()
        case .notification: NotificationIcon()
        case .web: WebAppIcon()
        case .macos: MacOSAppIcon()
        case .windows: WindowsAppIcon()
        case .linux: LinuxAppIcon()
        case .icon: IconComposerAppIcon()
        }
    }
}

/// One image of an app icon set: where it goes, its size, what it holds, and how
/// far from its centre the glyph may reach.
package struct AppIconSlot: Hashable, Sendable {
    /// The file, relative to the output folder.
    package var path: String
    /// The width in pixels, and the height unless ``height`` says otherwise.
    package var side: Int
    /// The height in pixels: ``side`` for a square slot, less for a wide tile's.
    package var height: Int
    /// What the image holds.
    package var layer: AppIconLayer
    /// The glyph's farthest visible pixel lies at most this fraction of the (shorter) side from the centre.
    package var glyphRadius: Double
    /// For `favicon.ico`: the slot is one image of the icon file at `path`.
    package var inIconFile = false
    /// Where a design drawn on a canvas (an Icon Composer bundle's) lies rather than being fitted:
    /// the whole image but where the platform shows less of it (Android's adaptive layers show 72 of
    /// their 108 dp, a maskable icon keeps its safe zone).
    package var canvas = CanvasPlacement.whole
    /// The `.icns` file this slot's PNG is also an image of (its type ``icnsType``), if any.
    package var icnsFile: String?
    /// The slot's type in ``icnsFile`` (`ic10`).
    package var icnsType: String?
    /// The VectorDrawable that stands for this slot (and its other densities) when the set is
    /// made with vectors (SPEC §13.6), `vectorSide` dp a side; nil for a slot that is always pixels.
    package var vectorPath: String?
    /// The side of ``vectorPath``'s drawable, in dp.
    package var vectorSide: Double = 0

    /// A slot.
    package init(
        path: String, side: Int, height: Int? = nil, layer: AppIconLayer, glyphRadius: Double, inIconFile: Bool = false,
        vectorPath: String? = nil, vectorSide: Double = 0, icns: (file: String, type: String)? = nil, canvas: CanvasPlacement = .whole
    ) {
        self.canvas = canvas
        self.height = height ?? side
        (icnsFile, icnsType) = (icns?.file, icns?.type)
        self.path = path
        self.side = side
        self.layer = layer
        self.glyphRadius = glyphRadius
        self.inIconFile = inIconFile
        self.vectorPath = vectorPath
        self.vectorSide = vectorSide
    }
}

/// Everything one app-icon platform decides (SPEC §11): its image slots and the
/// text files that name them. One type a platform, in this folder;
/// ``AppIconPlatform/rules`` registers it.
protocol AppIconRules: Sendable {
    /// The images of the set for an app called `name`.
    func slots(name: AppIconName) -> [AppIconSlot]
    /// The text files beside them; `vectors` holds the slots' ``AppIconSlot/vectorPath``s written as VectorDrawables.
    func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile]
    /// The files the platform draws itself rather than as slots (a scalable SVG, an Icon Composer
    /// bundle), from `painter` and the master's vector trees when it has them, and a warning for
    /// each it could not draw as asked.
    /// - Throws: `ImageFileError` when an image cannot be drawn or encoded.
    func drawnFiles(_ painter: AppIconPainter, name: AppIconName, vectors: AppIconVectors?) throws(ImageFileError) -> AppIconDrawnFiles
}

extension AppIconRules {
    func drawnFiles(_ painter: AppIconPainter, name: AppIconName, vectors: AppIconVectors?) throws(ImageFileError) -> AppIconDrawnFiles {
        AppIconDrawnFiles()
    }
}

/// What ``AppIconRules/drawnFiles(_:name:vectors:)`` draws: files by path, and warnings.
struct AppIconDrawnFiles {
    /// The files, each its path relative to the output folder and its bytes.
    var files: [(path: String, bytes: [UInt8])] = []
    /// What could not be drawn as asked.
    var warnings: [Warning] = []
}
