import Testing
import Tintype
import TintypeReference
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

@Suite("Shapes: exact-area coverage")
struct ShapeTests {
    static func check(_ path: VectorPath, width: Int, height: Int, _ label: String) {
        let mask = CoverageRasterizer.coverage(of: path, width: width, height: height)
        let exact = Reference.coverage(of: path, width: width, height: height)
        var worst = 0.0
        for y in 0..<height {
            for x in 0..<width { worst = max(worst, abs(Double(mask[x, y]) - exact[y][x] * 255)) }
        }
        #expect(worst <= 0.5 + 1e-6, "\(label): off by \(worst)/255")
    }

    @Test("rounded rectangles at fractional positions and sizes")
    func roundedRects() {
        for (x, y, w, h, r) in [
            (1.0, 1.0, 10.0, 8.0, 2.5), (0.3, 0.7, 13.4, 9.2, 4.1), (2.5, 3.25, 5.0, 5.0, 2.5), (0.0, 0.0, 16.0, 16.0, 0.0),
            (-3.2, -1.5, 12.0, 20.0, 5.0), (4.6, 2.1, 30.0, 4.4, 10.0)
        ] {
            var path = VectorPath()
            path.addRoundedRect(x: x, y: y, width: w, height: h, radius: r)
            Self.check(path, width: 18, height: 14, "rounded rect \(x),\(y) \(w)×\(h) r \(r)")
        }
    }

    @Test("ellipses, clipped at every edge")
    func ellipses() {
        for (x, y, w, h) in [(0.5, 0.5, 19.0, 15.0), (-4.3, 2.2, 12.5, 30.0), (3.7, -2.0, 3.0, 1.5), (0.0, 0.0, 0.4, 0.4)] {
            var path = VectorPath()
            path.addEllipse(x: x, y: y, width: w, height: h)
            Self.check(path, width: 20, height: 16, "ellipse \(x),\(y) \(w)×\(h)")
        }
    }

    @Test("concave polygons and holes")
    func polygons() {
        var chevron = VectorPath()
        chevron.addPolygon([
            VectorPath.Point(x: 0.2, y: 7), VectorPath.Point(x: 5, y: 0.3), VectorPath.Point(x: 9.8, y: 7), VectorPath.Point(x: 5, y: 3.5)
        ])
        Self.check(chevron, width: 11, height: 8, "chevron")
        var ring = VectorPath()
        ring.addPolygon([
            VectorPath.Point(x: 1, y: 1), VectorPath.Point(x: 9, y: 1.5), VectorPath.Point(x: 9, y: 9), VectorPath.Point(x: 1.5, y: 9)
        ])
        ring.addPolygon([
            VectorPath.Point(x: 3.3, y: 3.3), VectorPath.Point(x: 3.3, y: 6.6), VectorPath.Point(x: 6.6, y: 6.6),
            VectorPath.Point(x: 6.6, y: 3.3)
        ]
        )
        Self.check(ring, width: 10, height: 10, "square with a hole")
        var outside = VectorPath()
        outside.addPolygon([VectorPath.Point(x: -5, y: -5), VectorPath.Point(x: 30, y: -4), VectorPath.Point(x: 12, y: 40)])
        Self.check(outside, width: 12, height: 12, "triangle larger than the mask")
    }

    @Test("flattened curves keep the true area")
    func flatteningIsFine() {
        var path = VectorPath()
        path.addEllipse(x: 0, y: 0, width: 60, height: 40)
        let area = path.contours[0].indices.reduce(0.0) { sum, i in
            let (a, b) = (path.contours[0][i], path.contours[0][(i + 1) % path.contours[0].count])
            return sum + (a.x * b.y - b.x * a.y) / 2
        }
        #expect(abs(abs(area) - Double.pi * 30 * 20) < 0.1)
        let mask = CoverageRasterizer.coverage(of: path, width: 60, height: 40)
        let covered = mask.coverage.reduce(0) { $0 + Double($1) } / 255
        #expect(abs(covered - Double.pi * 30 * 20) < 2)
    }

    @Test("empty masks and empty paths")
    func empty() {
        #expect(CoverageRasterizer.coverage(of: VectorPath(), width: 3, height: 2).coverage == [0, 0, 0, 0, 0, 0])
        var path = VectorPath()
        path.addRoundedRect(x: 0, y: 0, width: 4, height: 4, radius: 1)
        #expect(CoverageRasterizer.coverage(of: path, width: 0, height: 5).coverage.isEmpty)
    }
}
