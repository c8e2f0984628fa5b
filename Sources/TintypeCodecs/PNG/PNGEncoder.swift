import CTintypeCodecs
import TintypeSupport

/// Writes images as PNG files (SPEC §7): straight alpha, each pixel's stored
/// color chosen among those that premultiply back to it exactly, filtered
/// rows deflated by libdeflate.
public struct PNGEncoder: Sendable {
    /// How hard deflate works.
    public var compression: PNGEncoder.Compression
    /// Which PNG color type is written.
    public var colorLayout: PNGEncoder.ColorLayout

    /// Above this many pixels, the candidate layouts are compared on a sample of
    /// rows at deflate level 1 instead of being compressed whole.
    static let wholeTrialPixels = 128 * 128

    /// An encoder; the defaults write RGBA at the default compression.
    public init(compression: PNGEncoder.Compression = .default, colorLayout: PNGEncoder.ColorLayout = .rgba) {
        self.compression = compression
        self.colorLayout = colorLayout
    }

    /// The PNG file's bytes; `file` names the destination in errors.
    public func encode(_ image: RGBAImage, file: String = "<memory>") throws(ImageFileError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw ImageFileError(
                file: file, problem: .png("cannot write a \(image.width)×\(image.height) image: a PNG has at least one pixel"))
        }
        let (straight, census) = PNGStraightColors.choose(image)
        let (width, height) = (image.width, image.height)
        let layouts = colorLayout == .rgba ? [PNGPixelLayout.rgba(straight)] : PNGPixelLayout.candidates(straight, census: census)
        let level = compression.deflateLevel
        let all = 0..<height
        if layouts.count > 1, width * height > Self.wholeTrialPixels {
            // Large images: the layouts compared on a sample of rows, the smaller one compressed.
            let (chosen, _) = try Self.smallest(layouts) { layout throws(ImageFileError) in
                ((), try sampleSize(layout, width: width, height: height, file: file))
            }
            let stream = try Self.compressed(filtered(chosen, width: width, rows: all, file: file), level: level, file: file)
            return PNGChunk.file(width: width, height: height, layout: chosen, imageData: stream)
        }
        // Icons (and single layouts): every layout compressed whole; the smallest file is kept.
        let (chosen, stream) = try Self.smallest(layouts) { layout throws(ImageFileError) in
            let stream = try Self.compressed(filtered(layout, width: width, rows: all, file: file), level: level, file: file)
            return (stream, stream.count)
        }
        return PNGChunk.file(width: width, height: height, layout: chosen, imageData: stream)
    }

    /// The layout whose file would be smallest, with what `make` made for it: `make` returns
    /// that and the compressed size of the image data, to which the palette's cost is added.
    /// Layouts come direct first, so a palette is often ruled out before it is compressed.
    private static func smallest<Made>(
        _ layouts: [PNGPixelLayout], _ make: (PNGPixelLayout) throws(ImageFileError) -> (made: Made, bytes: Int)
    ) throws(ImageFileError) -> (layout: PNGPixelLayout, made: Made) {
        var best: (layout: PNGPixelLayout, made: Made, bytes: Int)?
        for layout in layouts {
            // A layout whose palette alone is as large as the best so far cannot win: not made.
            if let best, layout.headerBytes >= best.bytes { continue }
            let (made, bytes) = try make(layout)
            let total = layout.headerBytes + bytes
            if best == nil || total < best!.bytes { best = (layout, made, total) }
        }
        return (best!.layout, best!.made)
    }

    /// Encodes `image` and writes it to `path` atomically (temporary file, then rename).
    public func write(_ image: RGBAImage, to path: String) throws(ImageFileError) {
        try FileBytes.writeAtomically(encode(image, file: path), to: path)
    }

    /// How a layout's rows are filtered: palette indices unfiltered (they are not
    /// magnitudes), other layouts with Sub at the fast setting, else adaptively.
    private func strategy(for layout: PNGPixelLayout) -> PNGScanlineFilter.Strategy {
        if layout.colorType == .palette { return .none }
        return compression == .fast ? .sub : .adaptive
    }

    /// `rows` of the layout, filtered as ``strategy(for:)`` says.
    private func filtered(_ layout: PNGPixelLayout, width: Int, rows: Range<Int>, file: String) throws(ImageFileError) -> [UInt8] {
        let rowBytes = width * layout.bytesPerPixel
        let filtered = layout.samples.withUnsafeBufferPointer { samples in
            PNGScanlineFilter.filtered(
                UnsafeBufferPointer(rebasing: samples[rows.lowerBound * rowBytes..<rows.upperBound * rowBytes]), rowBytes: rowBytes,
                rows: rows.count, bytesPerPixel: layout.bytesPerPixel, strategy: strategy(for: layout))
        }
        guard let filtered else { throw ImageFileError(file: file, problem: .png("out of memory while filtering the image data")) }
        return filtered
    }

    /// The zlib stream of filtered rows at a deflate level.
    private static func compressed(_ filtered: [UInt8], level: Int32, file: String) throws(ImageFileError) -> [UInt8] {
        // Not zeroed first: libdeflate writes what it returns, and only that is kept.
        let stream = [UInt8](unsafeUninitializedCapacity: tt_zlib_compress_bound(filtered.count)) { output, initialized in
            initialized = filtered.withUnsafeBufferPointer { input in
                tt_zlib_compress(level, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard !stream.isEmpty else { throw ImageFileError(file: file, problem: .png("out of memory while compressing the image data")) }
        return stream
    }

    /// The compressed size of a few bands of rows spread over the image, at level 1:
    /// enough to tell which layout is smaller without compressing a large image twice.
    private func sampleSize(_ layout: PNGPixelLayout, width: Int, height: Int, file: String) throws(ImageFileError) -> Int {
        let bands = 8
        let bandRows = max(1, min(height / bands, max(1, 4096 / width)))
        var total = 0
        for band in 0..<bands {
            let start = height * band / bands
            let rows = try filtered(layout, width: width, rows: start..<min(height, start + bandRows), file: file)
            total += try Self.compressed(rows, level: 1, file: file).count
        }
        return total
    }
}
