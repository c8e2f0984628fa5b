/// Windows app icons (SPEC §11.13): `windows/app.ico` holding 16, 24, 32, 48, 64 and 256 px
/// images (each a PNG), so that Explorer, the taskbar and the title bar each find their own
/// size rather than scaling one; and `windows/Assets/`, the visual assets of an MSIX package,
/// with `windows/VisualElements.xml`, the manifest lines that name them.
///
/// The assets, each sized exactly as its name says:
/// - `Square44x44Logo.targetsize-N.png` (16 to 256 px, the taskbar, Start and Explorer): plated,
///   the design over the whole square, which stands for the plate Windows would draw; and
///   `_altform-unplated` and `_altform-lightunplated`, the design in a rounded square on
///   transparency, as the dark and light taskbar show it without a plate (one picture for both:
///   a rounded ground reads on either);
/// - `Square44x44Logo`, `Square150x150Logo`, `Wide310x150Logo`, `SmallTile` (71 × 71),
///   `LargeTile` (310 × 310) and `StoreLogo` (50 × 50), each at `.scale-100`, `125`, `150`, `200`
///   and `400` (the size times the scale, halves rounded up): the design over the whole tile,
///   the glyph centred, smaller on the tiles the Start menu labels.
struct WindowsAppIcon: AppIconRules {
    static let folder = "windows"
    /// The icon file.
    static let ico = "\(folder)/app.ico"
    /// The sides the icon file holds.
    static let sides = [16, 24, 32, 48, 64, 256]
    /// The MSIX assets' folder.
    static let assets = "\(folder)/Assets"
    /// The sides of `Square44x44Logo.targetsize-N`.
    static let targetSizes = [16, 20, 24, 30, 32, 36, 40, 48, 60, 64, 72, 80, 96, 256]
    /// The scales (per cent) of every asset named `.scale-N`.
    static let scales = [100, 125, 150, 200, 400]
    /// The assets named `.scale-N`: name, width and height at 100 %, and the glyph's radius as a fraction of the height.
    static let scaledAssets: [(name: String, width: Int, height: Int, glyphRadius: Double)] = [
        ("Square44x44Logo", 44, 44, 0.36), ("Square150x150Logo", 150, 150, 0.25), ("Wide310x150Logo", 310, 150, 0.25),
        ("SmallTile", 71, 71, 0.32), ("LargeTile", 310, 310, 0.25), ("StoreLogo", 50, 50, 0.34)
    ]
    /// The glyph: larger in small icons, where every pixel counts.
    static func glyphRadius(side: Int) -> Double { side <= 32 ? 0.4 : 0.34 }
    /// `length` at `scale` per cent, halves rounded up (`150 × 125 % = 188`), as Windows sizes its assets.
    static func scaled(_ length: Int, _ scale: Int) -> Int { (length * scale + 50) / 100 }

    func slots(name: AppIconName) -> [AppIconSlot] {
        var slots = Self.sides.map { side in
            AppIconSlot(path: Self.ico, side: side, layer: .rounded, glyphRadius: Self.glyphRadius(side: side), inIconFile: true)
        }
        for side in Self.targetSizes {
            let stem = "\(Self.assets)/Square44x44Logo.targetsize-\(side)"
            let radius = Self.glyphRadius(side: side)
            slots.append(AppIconSlot(path: stem + ".png", side: side, layer: .full, glyphRadius: radius))
            for form in ["unplated", "lightunplated"] {
                slots.append(AppIconSlot(path: stem + "_altform-\(form).png", side: side, layer: .rounded, glyphRadius: radius))
            }
        }
        for asset in Self.scaledAssets {
            for scale in Self.scales {
                slots.append(
                    AppIconSlot(
                        path: "\(Self.assets)/\(asset.name).scale-\(scale).png", side: Self.scaled(asset.width, scale),
                        height: Self.scaled(asset.height, scale), layer: .full, glyphRadius: asset.glyphRadius))
            }
        }
        return slots
    }

    /// `VisualElements.xml`: the lines of `Package.appxmanifest` that name the assets (Windows
    /// picks each file's scale, target size and form from the base name).
    func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile] {
        let text = """
            <!-- The icon lines of Package.appxmanifest, for the assets in Assets/ (written by tintype).
                 <Logo> goes in <Properties>; <uap:VisualElements> in <Application>, with your own
                 DisplayName and Description. -->
            <Logo>Assets\\StoreLogo.png</Logo>
            <uap:VisualElements Square150x150Logo="Assets\\Square150x150Logo.png" Square44x44Logo="Assets\\Square44x44Logo.png"
                BackgroundColor="transparent">
              <uap:DefaultTile Wide310x150Logo="Assets\\Wide310x150Logo.png" Square71x71Logo="Assets\\SmallTile.png"
                  Square310x310Logo="Assets\\LargeTile.png"/>
            </uap:VisualElements>

            """
        return [OutputTextFile(path: "\(Self.folder)/VisualElements.xml", text: text)]
    }
}
