/// The JPEG fixtures (`Fixtures/jpeg/NAME.jpg`) that decode, each with libjpeg-turbo's reference pixels.
package enum JPEGFixtures {
    package static let decodable = [
        "baseline", "progressive", "grayscale", "restart-markers", "no-subsampling", "cmyk-adobe", "glyph-dark-on-white"
    ]
}
