/// An Icon Composer bundle's exports, drawn as Apple's renderer draws them and named as Icon Composer names
/// its own (`NAME-iOS-Dark-1024x1024@1x.png`): `tintype export`'s work, the command only reading its options.
package struct IconComposerExport: Sendable {
    /// A platform Icon Composer exports for, by the name its files carry.
    package enum Platform: String, Sendable, CaseIterable {
        case iOS, macOS, watchOS

        /// The platform a command-line word names (`ios`, `macos`, `watchos`, any case).
        package init?(word: String) {
            guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else { return nil }
            self = found
        }
    }

    /// One image drawn, and the name Icon Composer gives it.
    package struct Image: Sendable {
        /// `NAME-iOS-Dark-1024x1024@1x.png`.
        package var fileName: String
        /// The picture.
        package var image: RGBAImage
    }

    /// The platforms drawn, in order.
    package var platforms: [Platform]
    /// The appearances drawn for each platform, in order.
    package var appearances: [IconComposerAppearance]
    /// The side of each image in pixels (watchOS's circle is 64 of every 1024 wider: the design centred, its
    /// fill running on).
    package var side: Int
    /// The whole square, opaque, without the platform's outline (the iOS image an app ships).
    package var square: Bool

    /// An export of `appearances` on each of `platforms`.
    package init(platforms: [Platform], appearances: [IconComposerAppearance], side: Int, square: Bool) {
        self.platforms = platforms
        self.appearances = appearances
        self.side = side
        self.square = square
    }

    /// `bundle`'s name as its exports carry it: `AppIcon` for `design/AppIcon.icon`.
    package static func name(of bundle: IconComposerBundle) -> String {
        var name = String(bundle.folder.split(separator: "/").last ?? "Icon")
        if name.hasSuffix(".icon") { name.removeLast(".icon".count) }
        return name
    }

    /// Every image of `bundle`, platform by platform and appearance by appearance, drawn side by side on the
    /// machine's cores; all or none.
    /// - Throws: `ImageFileError` naming an asset that is missing, unreadable or over the limits.
    package func drawn(
        _ bundle: IconComposerBundle, limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> [Image] {
        let renders = platforms.flatMap { platform in appearances.map { (platform, $0) } }
        let name = Self.name(of: bundle)
        let (size, square) = (side, square)
        let images = ParallelWork.map(renders.count, threads: renders.count) { index -> Result<Image, ImageFileError> in
            let (platform, appearance) = renders[index]
            return Result { () throws(ImageFileError) -> Image in
                let image: RGBAImage
                switch platform {
                case .macOS where !square:
                    image = try bundle.macOSIcon(appearance, side: size, limits: limits, rendering: rendering)
                case .watchOS:
                    image = try bundle.rendered(
                        appearance, side: size + size / 16, outline: square ? .square : .circle, canvas: size, limits: limits,
                        rendering: rendering)
                case .iOS, .macOS:
                    image = try bundle.rendered(
                        appearance, side: size, outline: square ? .square : .squircle, canvas: size, limits: limits,
                        rendering: rendering)
                }
                let fileName = "\(name)-\(platform.rawValue)-\(appearance.rawValue)-\(image.width)x\(image.height)@1x.png"
                return Image(fileName: fileName, image: image)
            }
        }
        return try images.map { result throws(ImageFileError) in try result.get() }
    }
}
