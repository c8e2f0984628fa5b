import Tintype

/// Small pieces of art for the stretch, segment and photo recipes, drawn with Tintype's shapes.
package enum RecipeArt {
    /// A 29 × 30 px button: a rounded rectangle with a dark rim and a vertical gradient, caps of 8 px.
    package static func button(top: StraightColor, bottom: StraightColor) -> RGBAImage {
        var outer = VectorPath()
        var inner = VectorPath()
        outer.addRoundedRect(x: 0, y: 0, width: 29, height: 30, radius: 7)
        inner.addRoundedRect(x: 1, y: 1, width: 27, height: 28, radius: 6)
        var image = CoverageRasterizer.coverage(of: outer, width: 29, height: 30).image(color: StraightColor(red: 60, green: 60, blue: 60))
        image.draw(CoverageRasterizer.coverage(of: inner, width: 29, height: 30).filled(with: .vertical(top, bottom)), at: .zero)
        return image
    }

    package static let normalButton = button(
        top: StraightColor(red: 250, green: 250, blue: 250), bottom: StraightColor(red: 200, green: 200, blue: 205))
    package static let selectedButton = button(
        top: StraightColor(red: 120, green: 170, blue: 240), bottom: StraightColor(red: 30, green: 100, blue: 220))
    package static let divider = RGBAImage(width: 1, height: 30, filledWith: StraightColor(red: 60, green: 60, blue: 60).premultiplied)

    /// A photo-like picture: the JPEG fixture.
    package static func photo() throws -> RGBAImage { try ImageDecoder.read(Fixtures.path("jpeg/baseline.jpg")).image }
}
