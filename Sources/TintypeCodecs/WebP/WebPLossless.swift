import CLibWebP
import TintypePixels
import TintypeSupport

/// WebP through the system's libwebp (SPEC §11.17): lossless encoding, for the icons a project
/// keeps as WebP (Android Studio's and Expo's launcher icons), and the pixel size a WebP file's
/// header states.
package enum WebPLossless {
    /// `image` as a lossless WebP (every pixel kept exactly, alpha included).
    /// - Throws: `ImageFileError` naming `file` when libwebp cannot encode it.
    package static func encode(_ image: RGBAImage, file: String = "<memory>") throws(ImageFileError) -> [UInt8] {
        guard image.width > 0, image.height > 0, image.width <= 16_383, image.height <= 16_383 else {
            throw ImageFileError(
                file: file, problem: .access("a WebP is 1 to 16,383 pixels a side; this is \(image.width)×\(image.height)"))
        }
        // libwebp takes straight (unpremultiplied) RGBA.
        var straight = [UInt8](repeating: 0, count: image.width * image.height * 4)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let color = image[x, y].straight
                let offset = (y * image.width + x) * 4
                (straight[offset], straight[offset + 1], straight[offset + 2], straight[offset + 3]) =
                    (color.red, color.green, color.blue, color.alpha)
            }
        }
        var output: UnsafeMutablePointer<UInt8>?
        let size = straight.withUnsafeBufferPointer { pixels in
            WebPEncodeLosslessRGBA(pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4), &output)
        }
        defer { WebPFree(output) }
        guard size > 0, let output else { throw ImageFileError(file: file, problem: .access("libwebp could not encode it")) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// The width and height `bytes` (a WebP file, or its first bytes) state; nil when they are not a WebP libwebp reads.
    package static func dimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var (width, height): (Int32, Int32) = (0, 0)
        let read = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard read != 0, width > 0, height > 0 else { return nil }
        return (Int(width), Int(height))
    }

    /// The pixels of a WebP file (`bytes`), premultiplied; nil when libwebp cannot decode it or it is over
    /// `maximumPixels`. What `tintype check` and the tests read a written WebP back with.
    package static func decode(_ bytes: [UInt8], maximumPixels: Int = 100_000_000) -> RGBAImage? {
        guard let (width, height) = dimensions(bytes), width <= maximumPixels / height else { return nil }
        var (decodedWidth, decodedHeight): (Int32, Int32) = (0, 0)
        guard let pixels = bytes.withUnsafeBufferPointer({ WebPDecodeRGBA($0.baseAddress, $0.count, &decodedWidth, &decodedHeight) }),
            Int(decodedWidth) == width, Int(decodedHeight) == height
        else { return nil }
        defer { WebPFree(pixels) }
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                image[x, y] =
                    StraightColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
                    .premultiplied
            }
        }
        return image
    }
}
