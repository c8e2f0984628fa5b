extension StretchableImage {
    /// The minimal nine-slice of a rendered image (SPEC §5, the shrunk-cell recipe):
    /// its four corners and the one-pixel lines between them, a
    /// `(2h + 1) × (2v + 1)` image with the insets that stretch it back. Stretched
    /// to the original size it reproduces every pixel outside the stretched lines.
    public enum NineSlice {
        /// The minimal stretchable image of `image` with caps `h` (left and right)
        /// and `v` (top and bottom) pixels, clamped so they fit.
        public static func minimal(_ image: RGBAImage, horizontalCap h: Int, verticalCap v: Int) -> StretchableImage {
            let h = max(0, min(h, (image.width - 1) / 2))
            let v = max(0, min(v, (image.height - 1) / 2))
            let width = min(image.width, 2 * h + 1)
            let height = min(image.height, 2 * v + 1)
            func source(_ index: Int, cap: Int, size: Int, full: Int) -> Int {
                index <= cap ? index : full - (size - index)
            }
            var small = RGBAImage(width: width, height: height, scale: image.scale)
            for y in 0..<height {
                for x in 0..<width {
                    small[x, y] =
                        image[source(x, cap: h, size: width, full: image.width), source(y, cap: v, size: height, full: image.height)]
                }
            }
            return StretchableImage(
                image: small, insets: StretchableImage.CapInsets(top: v, left: h, bottom: height - v - 1, right: width - h - 1))
        }
    }
}
