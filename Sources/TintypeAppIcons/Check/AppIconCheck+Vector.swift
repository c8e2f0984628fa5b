import TintypeSupport

/// The check of app icon layers written as VectorDrawables (SPEC §13.6): a `<vector>` whose
/// paths stay inside the layer's safe circle, and notification icons drawn in white only.
extension Checker {
    /// The drawable an adaptive icon XML names for `layer` (`foreground`, `monochrome`) when it is a
    /// `@drawable/` resource (`ic_launcher_foreground`); nil for a `@mipmap/` one or none.
    package static func drawableLayer(_ layer: String, in bytes: [UInt8]) -> String? {
        guard let root = try? XMLReader.root(of: bytes),
            let element = root.children.first(where: { $0.localName == layer }),
            let value = element.attributes.first(where: { $0.name == "android:drawable" })?.value,
            value.hasPrefix("@drawable/")
        else { return nil }
        return String(value.dropFirst("@drawable/".count))
    }

    /// The VectorDrawable at `file`: there, a `<vector>` with a viewport, and every path, moved by
    /// the groups around it, within `glyphRadius` of its viewport's side from the centre (strokes by
    /// half their width), to a hundredth of a unit.
    package mutating func checkVectorLayer(_ file: String, glyphRadius: Double) {
        guard let drawable = drawable(file) else { return }
        guard let width = Double(drawable.viewportWidth), let height = Double(drawable.viewportHeight), width > 0, height > 0,
            width.isFinite, height.isFinite
        else {
            breach(file, .unreadable, "not a VectorDrawable with a viewport: \(drawable.viewportWidth) × \(drawable.viewportHeight)")
            return
        }
        let centre = (x: width / 2, y: height / 2)
        var reach = 0.0
        for (path, transform) in drawable.transformedPaths {
            guard let data = path["pathData"].flatMap({ VectorDocument.PathData(svg: $0) }) else { continue }
            let halfWidth =
                path["strokeColor"] != nil || !path.gradients.filter({ $0.property == "strokeColor" }).isEmpty
                ? (path.number("strokeWidth") ?? 0) / 2 * transform.lengthScale : 0
            for point in Self.outline(data) {
                let (x, y) = transform.apply(point.x, point.y)
                reach = max(reach, ((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)).squareRoot() + halfWidth)
            }
        }
        let limit = glyphRadius * min(width, height)
        if reach > limit + 0.01 {
            breach(
                file, .outsideSafeZone,
                "paths reach \(NumberText.shortest((reach * 100).rounded() / 100)) units from the centre, past the safe circle's "
                    + NumberText.shortest((limit * 100).rounded() / 100))
        }
    }

    /// A notification VectorDrawable at `file`: every fill and stroke white (the status bar draws the alpha only).
    package mutating func checkNotificationVector(_ file: String) {
        sets += 1
        guard let drawable = drawable(file) else { return }
        for (path, _) in drawable.transformedPaths {
            if let gradient = path.gradients.first {
                breach(file, .notificationColor, "a path (line \(path.line ?? 0)) has a gradient \(gradient.property), not white")
                return
            }
            for attribute in path.attributes where attribute.name == "fillColor" || attribute.name == "strokeColor" {
                guard !attribute.value.uppercased().hasSuffix("FFFFFF") else { continue }
                breach(file, .notificationColor, "a path (line \(path.line ?? 0)) is \(attribute.value), not white")
                return
            }
        }
    }

    /// The VectorDrawable at `file`; nil, with the breach named, when it cannot be read or is not one.
    private mutating func drawable(_ file: String) -> VectorDrawable? {
        guard let bytes = bytes(file) else { return nil }
        do throws(VectorDrawable.ReadFailure) {
            return try VectorDrawable(xml: bytes)
        } catch {
            breach(file, .unreadable, "not a VectorDrawable: \(error)")
            return nil
        }
    }

    /// Points along `path`: its ends, and each cubic at sixteen steps.
    private static func outline(_ path: VectorDocument.PathData) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        var current = (x: 0.0, y: 0.0)
        for command in path.commands {
            switch command {
            case .move(let x, let y), .line(let x, let y):
                current = (x, y)
                points.append(current)
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                for step in 1...16 {
                    let t = Double(step) / 16
                    let u = 1 - t
                    points.append(
                        (
                            u * u * u * current.x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x,
                            u * u * u * current.y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y
                        ))
                }
                current = (x, y)
            case .close: break
            }
        }
        return points
    }
}
