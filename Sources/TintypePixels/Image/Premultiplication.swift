/// Converting pixel bytes between straight and premultiplied alpha, in place (SPEC §1).
package enum Premultiplication {
    /// Straight RGBA bytes to premultiplied: `c·a/255`, rounded to nearest.
    package static func premultiply(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        var offset = 0
        while offset + 3 < pixels.count {
            let alpha = UInt32(pixels[offset + 3])
            if alpha != 255 {
                pixels[offset] = UInt8(PixelMath.multiply(UInt32(pixels[offset]), alpha))
                pixels[offset + 1] = UInt8(PixelMath.multiply(UInt32(pixels[offset + 1]), alpha))
                pixels[offset + 2] = UInt8(PixelMath.multiply(UInt32(pixels[offset + 2]), alpha))
            }
            offset += 4
        }
    }

    /// Premultiplied RGBA bytes to straight: `round(c·255/a)`, 0 where alpha is 0.
    package static func unpremultiply(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        var offset = 0
        while offset + 3 < pixels.count {
            let alpha = UInt32(pixels[offset + 3])
            if alpha != 255 {
                for channel in offset..<offset + 3 {
                    pixels[channel] = UInt8(PixelMath.unpremultiply(min(UInt32(pixels[channel]), alpha), alpha: alpha))
                }
            }
            offset += 4
        }
    }

    /// Makes premultiplied bytes from an untrusted source valid: no component above alpha.
    package static func clampToAlpha(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        var offset = 0
        while offset + 3 < pixels.count {
            let alpha = pixels[offset + 3]
            pixels[offset] = min(pixels[offset], alpha)
            pixels[offset + 1] = min(pixels[offset + 1], alpha)
            pixels[offset + 2] = min(pixels[offset + 2], alpha)
            offset += 4
        }
    }
}
