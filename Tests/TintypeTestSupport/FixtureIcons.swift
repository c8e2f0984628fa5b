import Foundation
import Tintype

#if canImport(Glibc)
import Glibc
#endif

/// The icons of `Fixtures/icons/`, drawn with Tintype's own shapes: 30 × 30 pt
/// black art with anti-aliased alpha, at the scales each one ships. This file is
/// the script that made them: `TINTYPE_UPDATE_FIXTURES=1 swift test --filter FixtureIconTests`
/// draws them again; otherwise the tests check the committed files still match.
package enum FixtureIcons {
    /// Name, the scales with native art, and the drawing in a 30 × 30 pt box.
    package static let all: [(name: String, scales: [Int], draw: @Sendable (inout VectorPath, Double) -> Void)] = [
        ("star", [1, 2, 3], { path, s in path.addPolygon(star(center: 15 * s, outer: 14 * s, inner: 6 * s)) }),
        (
            "home", [3],
            { path, s in
                path.addPolygon([pt(15, 2, s), pt(29, 15, s), pt(25, 15, s), pt(25, 28, s), pt(5, 28, s), pt(5, 15, s), pt(1, 15, s)])
                var door = VectorPath()
                door.addRoundedRect(x: 12 * s, y: 18 * s, width: 6 * s, height: 10 * s, radius: 1 * s)
                path.append(door.reversed())
            }
        ),
        (
            "chat", [2, 3],
            { path, s in
                path.addRoundedRect(x: 2 * s, y: 4 * s, width: 26 * s, height: 17 * s, radius: 5 * s)
                path.addPolygon([pt(8, 19, s), pt(15, 19, s), pt(6, 27, s)])
            }
        ),
        (
            "search", [3],
            { path, s in
                path.addEllipse(x: 2 * s, y: 2 * s, width: 19 * s, height: 19 * s)
                var hole = VectorPath()
                hole.addEllipse(x: 5.5 * s, y: 5.5 * s, width: 12 * s, height: 12 * s)
                path.append(hole.reversed())
                path.addPolygon([pt(17.5, 19.5, s), pt(19.5, 17.5, s), pt(28.5, 26.5, s), pt(26.5, 28.5, s)])
            }
        ),
        (
            "settings", [1, 2, 3],
            { path, s in
                path.addPolygon(gear(center: 15 * s, outer: 14 * s, inner: 10.5 * s, teeth: 8))
                var hole = VectorPath()
                hole.addEllipse(x: 10 * s, y: 10 * s, width: 10 * s, height: 10 * s)
                path.append(hole.reversed())
            }
        ),
        (
            "person", [3],
            { path, s in
                path.addEllipse(x: 9 * s, y: 2 * s, width: 12 * s, height: 12 * s)
                path.addRoundedRect(x: 3 * s, y: 16 * s, width: 24 * s, height: 13 * s, radius: 6 * s)
            }
        ),
        (
            "heart", [3],
            { path, s in
                path.addEllipse(x: 2 * s, y: 4 * s, width: 14 * s, height: 14 * s)
                path.addEllipse(x: 14 * s, y: 4 * s, width: 14 * s, height: 14 * s)
                path.addPolygon([pt(3.2, 14.5, s), pt(15, 9, s), pt(26.8, 14.5, s), pt(15, 27, s)])
            }
        ),
        (
            "bell", [2, 3],
            { path, s in
                path.addRoundedRect(x: 7 * s, y: 4 * s, width: 16 * s, height: 20 * s, radius: 8 * s)
                path.addRoundedRect(x: 3 * s, y: 19 * s, width: 24 * s, height: 4 * s, radius: 2 * s)
                path.addEllipse(x: 12 * s, y: 23 * s, width: 6 * s, height: 5 * s)
                path.addEllipse(x: 13 * s, y: 1 * s, width: 4 * s, height: 4 * s)
            }
        ),
        (
            "calendar", [3],
            { path, s in
                path.addRoundedRect(x: 2 * s, y: 4 * s, width: 26 * s, height: 24 * s, radius: 3 * s)
                var holes = VectorPath()
                for row in 0..<3 {
                    for column in 0..<4 {
                        holes.addRoundedRect(
                            x: (5 + Double(column) * 5.5) * s, y: (11 + Double(row) * 5.5) * s, width: 3.5 * s, height: 3.5 * s,
                            radius: 0.5 * s)
                    }
                }
                path.append(holes.reversed())
                path.addRoundedRect(x: 7 * s, y: 1 * s, width: 3 * s, height: 6 * s, radius: 1.5 * s)
                path.addRoundedRect(x: 20 * s, y: 1 * s, width: 3 * s, height: 6 * s, radius: 1.5 * s)
            }
        ),
        (
            "clock", [3],
            { path, s in
                path.addEllipse(x: 1 * s, y: 1 * s, width: 28 * s, height: 28 * s)
                var face = VectorPath()
                face.addEllipse(x: 4 * s, y: 4 * s, width: 22 * s, height: 22 * s)
                path.append(face.reversed())
                path.addPolygon([pt(14, 7, s), pt(16, 7, s), pt(16, 14, s), pt(22, 18, s), pt(21, 19.7, s), pt(14, 15.2, s)])
            }
        ),
        (
            "music", [3],
            { path, s in
                path.addEllipse(x: 3 * s, y: 19 * s, width: 10 * s, height: 8 * s)
                path.addPolygon([
                    pt(10.5, 23, s), pt(10.5, 4, s), pt(27, 1, s), pt(27, 19, s), pt(24.5, 19, s), pt(24.5, 8, s), pt(13, 10, s),
                    pt(13, 23, s)
                ])
                path.addEllipse(x: 17 * s, y: 16 * s, width: 10 * s, height: 8 * s)
            }
        ),
        (
            "camera", [1, 3],
            { path, s in
                path.addRoundedRect(x: 1 * s, y: 8 * s, width: 28 * s, height: 19 * s, radius: 3 * s)
                path.addPolygon([pt(9, 9, s), pt(11, 4, s), pt(19, 4, s), pt(21, 9, s)])
                var lens = VectorPath()
                lens.addEllipse(x: 8.5 * s, y: 11 * s, width: 13 * s, height: 13 * s)
                path.append(lens.reversed())
                path.addEllipse(x: 11.5 * s, y: 14 * s, width: 7 * s, height: 7 * s)
            }
        )
    ]

    /// The CgBI (iPhone-optimized) icon: a bookmark at 3×.
    package static let bookmark: @Sendable (inout VectorPath, Double) -> Void = { path, s in
        path.addPolygon([pt(6, 2, s), pt(24, 2, s), pt(24, 28, s), pt(15, 21, s), pt(6, 28, s)])
    }

    package static func render(_ draw: (inout VectorPath, Double) -> Void, scale: Int) -> RGBAImage {
        var path = VectorPath()
        draw(&path, Double(scale))
        let size = 30 * scale
        return CoverageRasterizer.coverage(of: path, width: size, height: size).image(scale: Double(scale))
    }

    /// Every file of the folder: relative name and expected pixels (the JPEG is copied, not drawn).
    package static func files() -> [(name: String, image: RGBAImage, cgbi: Bool)] {
        var files = [(name: String, image: RGBAImage, cgbi: Bool)]()
        for icon in all {
            for scale in icon.scales {
                files.append((icon.name + (scale == 1 ? "" : "@\(scale)x") + ".png", render(icon.draw, scale: scale), false))
            }
        }
        files.append(("bookmark@3x.png", render(bookmark, scale: 3), true))
        return files
    }

    package static func pt(_ x: Double, _ y: Double, _ s: Double) -> VectorPath.Point { VectorPath.Point(x: x * s, y: y * s) }

    package static func star(center: Double, outer: Double, inner: Double) -> [VectorPath.Point] {
        (0..<10).map { index in
            let radius = index % 2 == 0 ? outer : inner
            let angle = Double(index) * Double.pi / 5 - Double.pi / 2
            return VectorPath.Point(x: center + radius * cos(angle), y: center + radius * sin(angle))
        }
    }

    package static func gear(center: Double, outer: Double, inner: Double, teeth: Int) -> [VectorPath.Point] {
        (0..<teeth * 4).map { index in
            let radius = index % 4 < 2 ? outer : inner
            let angle = (Double(index) + 0.5) * 2 * Double.pi / Double(teeth * 4)
            return VectorPath.Point(x: center + radius * cos(angle), y: center + radius * sin(angle))
        }
    }
}
