#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An Android VectorDrawable as the file holds it (SPEC §13.3): the `<vector>` element's size and
/// viewport, its `<group>`s (transforms and clip paths) and `<path>`s, every attribute as its text
/// (`android:` left off). It is the one model of the format: ``VectorDrawableWriter`` builds one
/// and writes it (``xml``), `tintype check` reads one (``init(xml:)``) to measure its paths.
package struct VectorDrawable: Sendable, Equatable {
    /// `android:width` and `android:height`, with their unit (`24dp`).
    package var width: String
    /// The height, with its unit.
    package var height: String
    /// `android:viewportWidth`.
    package var viewportWidth: String
    /// `android:viewportHeight`.
    package var viewportHeight: String
    /// `android:tint`, when the drawable is tinted.
    package var tint: String?
    /// The groups and paths, in drawing order.
    package var content: [Node] = []

    /// A drawable of `width` × `height` on a viewport of `viewportWidth` × `viewportHeight`.
    package init(width: String, height: String, viewportWidth: String, viewportHeight: String, tint: String? = nil) {
        self.width = width
        self.height = height
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.tint = tint
    }

    /// A `<group>` or a `<path>`.
    package enum Node: Sendable, Equatable {
        /// A `<group>`.
        case group(Group)
        /// A `<path>`.
        case path(Path)
    }

    /// A `<group>`: a transform (`rotation`, `pivotX`, `scaleX`, `translateX`…, attribute texts
    /// by name), the `<clip-path>`s that clip it, and its children.
    package struct Group: Sendable, Equatable {
        /// The transform's attributes, in the order written.
        package var attributes: [Attribute] = []
        /// The `pathData` of each `<clip-path>`.
        package var clipPaths: [String] = []
        /// Its groups and paths.
        package var content: [Node] = []

        /// A group clipped by `clipPaths`, holding `content`.
        package init(attributes: [Attribute] = [], clipPaths: [String] = [], content: [Node] = []) {
            self.attributes = attributes
            self.clipPaths = clipPaths
            self.content = content
        }

        /// The number an attribute holds, when it is given and one.
        package func number(_ name: String) -> Double? { attributes.number(name) }
    }

    /// A `<path>`: its attributes (`pathData`, `fillColor`, `strokeWidth`…) and its gradients
    /// (`<aapt:attr name="android:fillColor">`), each as written.
    package struct Path: Sendable, Equatable {
        /// The attributes, in the order written.
        package var attributes: [Attribute] = []
        /// The gradients given as `aapt:attr` children, by the attribute they stand for.
        package var gradients: [Gradient] = []
        /// The line it starts on, when it was read from a file.
        package var line: Int?

        /// A path of `attributes` and `gradients`.
        package init(attributes: [Attribute], gradients: [Gradient] = [], line: Int? = nil) {
            self.attributes = attributes
            self.gradients = gradients
            self.line = line
        }

        /// The text of an attribute, when it is given.
        package subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

        /// The number an attribute holds, when it is given and one.
        package func number(_ name: String) -> Double? { attributes.number(name) }
    }

    /// A `<gradient>` inside `<aapt:attr>`: the attribute it paints (`fillColor`, `strokeColor`),
    /// its own attributes (`type`, `startX`…, `tileMode`) and its `<item>`s' offsets and colours.
    package struct Gradient: Sendable, Equatable {
        /// The path attribute it paints.
        package var property: String
        /// The `<gradient>`'s attributes, in the order written.
        package var attributes: [Attribute]
        /// The `<item>`s: `offset` and `color`, as written.
        package var items: [(offset: String, color: String)]

        /// A gradient for `property`.
        package init(property: String, attributes: [Attribute], items: [(offset: String, color: String)]) {
            self.property = property
            self.attributes = attributes
            self.items = items
        }

        package static func == (a: Gradient, b: Gradient) -> Bool {
            a.property == b.property && a.attributes == b.attributes && a.items.map(\.offset) == b.items.map(\.offset)
                && a.items.map(\.color) == b.items.map(\.color)
        }
    }

    /// One attribute: its name without `android:`, and its text.
    package struct Attribute: Sendable, Equatable {
        /// The name, `android:` left off.
        package var name: String
        /// The value as written.
        package var value: String

        /// The attribute `name="value"`.
        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every path with the transform of the groups around it, in drawing order.
    package var transformedPaths: [(path: Path, transform: AffineTransform)] {
        var found: [(path: Path, transform: AffineTransform)] = []
        func walk(_ nodes: [Node], _ transform: AffineTransform) {
            for node in nodes {
                switch node {
                case .path(let path): found.append((path, transform))
                case .group(let group): walk(group.content, transform.after(Self.transform(of: group)))
                }
            }
        }
        walk(content, .identity)
        return found
    }

    /// A group's transform as Android applies it: about the pivot, scaled, then rotated, then moved.
    static func transform(of group: Group) -> AffineTransform {
        let pivot = (x: group.number("pivotX") ?? 0, y: group.number("pivotY") ?? 0)
        let radians = (group.number("rotation") ?? 0) * .pi / 180
        let scale = (x: group.number("scaleX") ?? 1, y: group.number("scaleY") ?? 1)
        let cosine = cos(radians)
        let sine = sin(radians)
        // x' = R·S·(p − pivot) + pivot + translate
        let a = cosine * scale.x
        let b = sine * scale.x
        let c = -sine * scale.y
        let d = cosine * scale.y
        let tx = pivot.x + (group.number("translateX") ?? 0) - (a * pivot.x + c * pivot.y)
        let ty = pivot.y + (group.number("translateY") ?? 0) - (b * pivot.x + d * pivot.y)
        return AffineTransform(a: a, b: b, c: c, d: d, e: tx, f: ty)
    }
}

extension [VectorDrawable.Attribute] {
    /// The number the attribute `name` holds, when it is given and a finite number.
    func number(_ name: String) -> Double? {
        first { $0.name == name }.flatMap { Double($0.value) }.flatMap { $0.isFinite ? $0 : nil }
    }
}
