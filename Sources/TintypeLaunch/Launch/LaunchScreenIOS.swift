import TintypeSupport

/// iOS launch screens (SPEC §14.1): an asset catalog holding the background as a colour set with
/// its dark appearance and the logo as an image set (an SVG that keeps its vector data where the
/// art allows, else PNGs at 1×, 2× and 3×, with the dark variant when it differs), the
/// `UILaunchScreen` dictionary naming both (a plist to merge into `Info.plist`), and a
/// `LaunchScreen.storyboard` for projects that use one.
struct LaunchScreenIOS {
    static let folder = "ios"
    static let catalog = "ios/LaunchScreen.xcassets"
    /// The colour set's name, which `UIColorName` and the storyboard give.
    static let colorName = "LaunchBackground"
    /// The logo's image set, which `UIImageName` and the storyboard give.
    static let logoName = "LaunchLogo"
    /// The branding's image set (the storyboard shows it at the bottom of the screen).
    static let brandingName = "LaunchBranding"
    /// The logo image's side in points: its content radius is ``LaunchScreenDesign/logoRadius``.
    static let logoSide = 2 * Int(LaunchScreenDesign.logoRadius)
    /// The branding image's box in points, as Android's.
    static let brandingBox = (width: 200, height: 80)
    static let scales = [1, 2, 3]

    /// Every file: the catalog's, the plist fragment and the storyboard.
    static func files(_ art: LaunchArt, encoder: PNGEncoder, warnings: inout [Warning]) throws(ImageFileError) -> [AppIconSet.File] {
        var files = [text("\(catalog)/Contents.json", catalogContents())]
        files.append(
            text(
                "\(catalog)/\(colorName).colorset/Contents.json",
                AssetCatalogColorSet.contents(light: art.design.background, dark: art.design.darkBackground)))
        files += try logo(art, encoder: encoder, warnings: &warnings)
        if let branding = art.branding {
            var images: [(String, Int?, Bool)] = []
            let darkDiffers = branding.dark != branding.light
            for scale in scales {
                for dark in darkDiffers ? [false, true] : [false] {
                    let name = "\(brandingName)\(dark ? "-dark" : "")\(scale == 1 ? "" : "@\(scale)x").png"
                    let image = try LaunchPictures.branding(branding, dark: dark, scale: Double(scale))
                    files.append(
                        AppIconSet.File(
                            path: "\(catalog)/\(brandingName).imageset/\(name)", bytes: try encoder.encode(image, file: name),
                            side: image.width, height: image.height))
                    images.append((name, scale, dark))
                }
            }
            files.append(text("\(catalog)/\(brandingName).imageset/Contents.json", imageSet(images)))
        }
        files.append(text("\(folder)/UILaunchScreen.plist", plist()))
        files.append(text("\(folder)/LaunchScreen.storyboard", LaunchStoryboard.xml(art, logoSide: logoSide, branding: brandingBox)))
        return files
    }

    /// The logo's image set: one SVG a variant where the tree draws it, else PNGs at each scale.
    private static func logo(_ art: LaunchArt, encoder: PNGEncoder, warnings: inout [Warning]) throws(ImageFileError) -> [AppIconSet.File] {
        let set = "\(catalog)/\(logoName).imageset"
        let variants: [(painter: AppIconPainter, tree: VectorDocument?, dark: Bool)] =
            [(art.light, art.trees?.light, false)] + (art.darkDiffers ? [(art.dark, art.trees?.dark, true)] : [])
        if let svgs = LaunchPictures.vectors(
            variants.map { ($0.painter, $0.tree) }, side: Double(logoSide), glyphRadius: 0.5, warnings: &warnings,
            written: { (document, file) throws(VectorDocument.Refusal) in try SVGWriter.svg(document, file: file) })
        {
            var files: [AppIconSet.File] = []
            var images: [(String, Int?, Bool)] = []
            for (variant, document) in zip(variants, svgs) {
                let name = logoName + (variant.dark ? "-dark" : "") + ".svg"
                files.append(text("\(set)/\(name)", document))
                images.append((name, nil, variant.dark))
            }
            return files + [text("\(set)/Contents.json", imageSet(images, vector: true))]
        }
        var files: [AppIconSet.File] = []
        var images: [(String, Int?, Bool)] = []
        for scale in scales {
            for variant in variants {
                let name = logoName + (variant.dark ? "-dark" : "") + (scale == 1 ? "" : "@\(scale)x") + ".png"
                let image = try LaunchPictures.logo(variant.painter, scale: Double(scale))
                files.append(AppIconSet.File(path: "\(set)/\(name)", bytes: try encoder.encode(image, file: name), side: image.width))
                images.append((name, scale, variant.dark))
            }
        }
        return files + [text("\(set)/Contents.json", imageSet(images))]
    }

    /// A text file of the set.
    static func text(_ path: String, _ text: String) -> AppIconSet.File {
        AppIconSet.File(path: path, bytes: Array(text.utf8), side: nil, layer: nil)
    }

    /// The catalog's own `Contents.json`.
    private static func catalogContents() -> String { AssetCatalogContents().text }

    /// An image set's `Contents.json`: each image with its scale (none for a vector) and the dark
    /// appearance where it is the dark one; a vector set keeps its vector data.
    private static func imageSet(_ images: [(file: String, scale: Int?, dark: Bool)], vector: Bool = false) -> String {
        let entries = images.map { image in
            AssetCatalogContents.Image(appearances: image.dark ? [.dark] : [], filename: image.file, scale: image.scale.map { "\($0)x" })
        }
        return AssetCatalogContents(images: entries, preservesVectorRepresentation: vector ? true : nil).text
    }

    /// The `UILaunchScreen` dictionary, as a property list to merge into the app's `Info.plist`.
    private static func plist() -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UILaunchScreen</key>
        \t<dict>
        \t\t<key>UIColorName</key>
        \t\t<string>\(colorName)</string>
        \t\t<key>UIImageName</key>
        \t\t<string>\(logoName)</string>
        \t\t<key>UIImageRespectsSafeAreaInsets</key>
        \t\t<false/>
        \t</dict>
        </dict>
        </plist>

        """
    }
}
