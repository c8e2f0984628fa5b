extension ImageDecoder {
    /// An image read from a file, with what its headers said.
    public struct DecodedImage: Sendable {
        /// The pixels, premultiplied RGBA.
        public var image: RGBAImage
        /// What the headers said.
        public var info: ImageDecoder.Info

        /// `image` with what its headers said.
        package init(image: RGBAImage, info: ImageDecoder.Info) {
            (self.image, self.info) = (image, info)
        }
    }
}
