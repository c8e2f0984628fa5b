extension ArtMaster {
    /// Art fitted into the icon box at one scale: the pixels, and where they sit in the box.
    public struct FittedArt {
        /// The fitted art, at its scale.
        public var art: RGBAImage
        /// Where the art sits in the box, in pixels from the box's top-left corner.
        public var frame: PixelRect
        /// The box's width in pixels at this scale.
        public var boxWidth: Int
        /// The box's height in pixels at this scale.
        public var boxHeight: Int
        /// The raster art's size before it was enlarged, when it had fewer pixels than the box needs (nil otherwise).
        public var enlargedFrom: PixelSize?
    }
}
