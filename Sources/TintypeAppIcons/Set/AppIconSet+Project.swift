import TintypeSupport

extension AppProject {
    /// The project's files drawn by `painter`: each image encoded (opaque ones without an alpha
    /// channel), each icon file assembled, each text as it is, each Icon Composer bundle as `bundle`'s
    /// `AppIcon.icon/` files (the set `--platform icon` makes); a set whose record is
    /// ``AppIconSet/projectRecordName``, written into ``folder`` by ``AppIconSet/write(to:force:adopting:)``.
    /// - Throws: `ImageFileError` when a render fails or an image cannot be encoded.
    package func drawn(
        by painter: AppIconPainter, bundle: [AppIconSet.File] = [], compression: PNGEncoder.Compression = .default
    ) throws(ImageFileError) -> AppIconSet {
        let encoder = PNGEncoder(compression: compression, colorLayout: .smallestLossless)
        var files: [AppIconSet.File] = []
        for file in self.files {
            switch file.content {
            case .image(let layer, let width, let height, let radius, let canvas, let webp):
                let image = try painter.image(layer, width: width, height: height, glyphRadius: radius, canvas: canvas)
                let bytes = webp ? try WebPLossless.encode(image, file: file.path) : try encoder.encode(image, file: file.path)
                files.append(AppIconSet.File(path: file.path, bytes: bytes, side: width, height: height, layer: layer))
            case .ico(let layer, let sides, let radius):
                var images: [RGBAImage] = []
                for side in sides {
                    images.append(
                        try painter.image(layer, side: side, glyphRadius: side <= 32 ? WindowsAppIcon.glyphRadius(side: side) : radius))
                }
                files.append(AppIconSet.File(path: file.path, bytes: try ICOFile(pngsOf: images).bytes))
            case .icns(let layer, let types, let radius):
                var entries: [ICNSFile.Entry] = []
                for type in types {
                    guard let side = ICNSFile.imageTypes[type]?.side else { continue }
                    entries += try ICNSFile.entries(type: type, image: try painter.image(layer, side: side, glyphRadius: radius))
                }
                files.append(AppIconSet.File(path: file.path, bytes: ICNSFile(entries: entries).bytes))
            case .text(let bytes):
                files.append(AppIconSet.File(path: file.path, bytes: bytes))
            case .iconBundle:
                // The bundle `--platform icon` writes, under this one's name.
                let written = IconComposerAppIcon.bundle + "/"
                for drawn in bundle where drawn.path.hasPrefix(written) {
                    files.append(AppIconSet.File(path: file.path + "/" + drawn.path.dropFirst(written.count), bytes: drawn.bytes))
                }
            }
        }
        var set = AppIconSet(files: files)
        set.recordFile = AppIconSet.projectRecordName
        return set
    }
}
