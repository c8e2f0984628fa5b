extension VectorDocument {
    /// The tree of an SVG document (SPEC §13.1): parsed here (no network, no file, no entity
    /// of its own), after the SVG preflight's limits (SPEC §7); styles resolved with SVG's cascade
    /// (presentation attributes, `<style>` rules, `style=""`, inheritance), `currentColor`
    /// as `currentColor`, `<use>` and `<symbol>` expanded, shapes turned into paths and every
    /// transform applied to them.
    /// - Throws: ``VectorDocument/Refusal`` naming the file, the element and the feature the tree
    ///   cannot draw as the art draws it (filters, masks, patterns, markers, text, images, …).
    public init(svg bytes: [UInt8], file: String, currentColor: StraightColor = StraightColor(red: 0, green: 0, blue: 0))
        throws(VectorDocument.Refusal)
    {
        do throws(ImageFileError) { try SVGPreflight.check(bytes, file: file, limits: .default) } catch {
            throw VectorDocument.Refusal(file: file, element: "", feature: "limits", reason: "\(error.problem)")
        }
        try self.init(checkedSVG: bytes, file: file, currentColor: currentColor)
    }

    /// ``init(svg:file:currentColor:)`` for bytes that passed the SVG preflight already (within the
    /// caller's limits), which is not run again.
    package init(checkedSVG bytes: [UInt8], file: String, currentColor: StraightColor = StraightColor(red: 0, green: 0, blue: 0))
        throws(VectorDocument.Refusal)
    {
        let root: XMLNode
        do throws(XMLReader.Failure) { root = try XMLReader.root(of: bytes) } catch {
            throw VectorDocument.Refusal(file: file, element: "", feature: "malformed XML", reason: "not well-formed XML (\(error))")
        }
        var builder = SVGTreeBuilder(file: file, root: root, currentColor: currentColor)
        self = try builder.document()
    }
}

/// Walks an SVG's elements into a ``VectorDocument`` (see `VectorDocument.init(svg:file:currentColor:)`).
package struct SVGTreeBuilder {
    package let file: String
    package let root: XMLNode
    package let currentColor: StraightColor
    /// Every element with an id, by id (the first of two with one id, as renderers take it).
    package var ids: [String: XMLNode] = [:]
    /// Each gradient's and clip path's ancestors, root first, by its id: what it holds inherits through them.
    package var referencedAncestors: [String: [XMLNode]] = [:]
    package var styles = SVGStyleSheet()
    /// The canvas, for percentages.
    package var canvas = PointSize(width: 0, height: 0)
    /// The ids of the `<use>` elements being expanded (a reference cycle is refused).
    package var expanding: [String] = []
    /// The shapes made so far: `<use>` of `<use>` can multiply a small file into billions.
    package var shapeCount = 0
    /// The most shapes a document may draw once its `<use>` elements are expanded (icons draw tens).
    package static let maximumShapes = 20_000
    /// The selector tests made so far (each compound tried against an element or an ancestor),
    /// counted where styles are computed, which does not change the builder otherwise.
    package let styleWork = Tally()
    /// The most selector tests a document may take: far past any icon's, well under a second.
    package static let maximumStyleWork = 1_000_000
    /// The shapes opacity has been folded into so far, each fold counting all it holds.
    package let foldWork = Tally()
    /// The most shape folds a document may take.
    package static let maximumFoldWork = 200_000
    /// The most shapes one faded group is checked for overlaps (a test of every pair).
    package static let maximumApartShapes = 256
    /// The path commands drawn so far.
    package var pathCommands = 0
    /// The most path commands a document may draw once expanded: five times the numbers its
    /// source may hold (SVGPreflight), some megabytes written at most.
    package static let maximumPathCommands = 200_000
    /// The elements visited so far, drawn or not.
    package var visits = 0
    /// The first element with a length in `em` or `ex` (``hasFontRelativeLength(_:)``), and whether any sets a `font-size`.
    package var fontRelative: XMLNode?
    package var setsFontSize = false
    /// The most elements the expansion may visit: five times the most a file may hold.
    package static let maximumVisits = 100_000

    /// Properties that children take from their parent unless they set their own.
    package static let inherited: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "color", "clip-rule", "visibility", "marker-start",
        "marker-mid", "marker-end", "marker", "paint-order", "shape-rendering"
    ]
    /// Every presentation property read; others (fonts, `text-rendering`, …) change nothing a path draws.
    package static let properties: Set<String> = inherited.union([
        "opacity", "clip-path", "mask", "filter", "display", "stop-color", "stop-opacity"
    ])
    /// CSS's blend modes but `normal` (a value not among them is invalid, and ignored).
    package static let blendModes: Set<String> = [
        "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn", "hard-light", "soft-light", "difference",
        "exclusion", "hue", "saturation", "color", "luminosity", "plus-darker", "plus-lighter"
    ]
    /// Elements that draw nothing themselves, or are drawn only where referenced.
    package static let definitions: Set<String> = [
        "defs", "symbol", "clipPath", "mask", "linearGradient", "radialGradient", "pattern", "marker", "filter", "style", "title",
        "desc", "metadata"
    ]
    /// Elements that draw what the tree cannot express, by what they are.
    package static let refused: [String: String] = [
        "text": "text", "image": "an embedded image", "foreignObject": "foreign content", "switch": "a <switch>",
        "animate": "animation", "animateTransform": "animation", "animateMotion": "animation", "animateColor": "animation",
        "set": "animation", "script": "a script", "video": "video", "audio": "audio", "iframe": "an iframe", "canvas": "a canvas"
    ]

    /// True when `node` or an element inside it holds a character that is not white space (text that draws).
    package static func hasCharacters(_ node: XMLNode) -> Bool {
        node.text.contains { !$0.isWhitespace } || node.children.contains { hasCharacters($0) }
    }

    /// When the walk must have ended: past it the document is refused, whatever the counters say.
    package let deadline: ContinuousClock.Instant
    /// The time a document may take to walk: far past any icon's (milliseconds), far under a hang.
    package static let timeBudget = Duration.seconds(10)

    /// A walk of `root` that must end within `budget`.
    package init(file: String, root: XMLNode, currentColor: StraightColor, budget: Duration = Self.timeBudget) {
        self.file = file
        self.root = root
        self.currentColor = currentColor
        deadline = ContinuousClock.now + budget
    }

    package mutating func document() throws(VectorDocument.Refusal) -> VectorDocument {
        guard root.localName == "svg" else { throw refusal(root, "not SVG", "the root element is <\(root.name)>, not <svg>") }
        var path: [XMLNode] = []
        try collect(root, ancestors: &path)
        // `em` and `ex` are read as 16 and 8 px, the initial font size's: a document that sets a font size of its own is refused.
        if let node = fontRelative, setsFontSize {
            throw refusal(
                node, "em units", "a length in em or ex, which depends on a font-size the document sets and the tree does not compute")
        }
        let (canvas, size, origin) = try viewport(root)
        self.canvas = canvas
        // The root's presentation attributes are every child's to inherit; `color` starts as currentColor's colour.
        let style = try computed(root, ancestors: [], parent: ["color": currentColor.hexString])
        try refuseEffects(root, style)
        let content = try clipped(
            root, style: style,
            try fold(
                root, opacity: style["opacity"],
                try shadowed(
                    root, style: style,
                    try children(of: root, ancestors: [], transform: origin.after(try transform(root)), parent: style),
                    transform: origin.after(try transform(root)))),
            transform: origin, bounds: nil)
        // A root that is not displayed draws nothing (its size stands).
        let document = VectorDocument(canvas: canvas, size: size, content: style["display"] == "none" ? [] : content)
        guard document.numbersInRange else {
            throw refusal(root, "numbers out of range", "a coordinate, size or width is over a billion units or not a number")
        }
        return document
    }

    /// Collects ids, and the rules of every `<style>` (a style sheet applies to the whole document wherever it stands);
    /// notes the first element with a length in `em` or `ex`, and whether any sets a `font-size`.
    private mutating func collect(_ node: XMLNode, ancestors: inout [XMLNode]) throws(VectorDocument.Refusal) {
        // Elements of another namespace are not SVG's: a reader that goes by their local names would draw them.
        if let namespace = node[attribute: "xmlns"], namespace != "http://www.w3.org/2000/svg" {
            throw refusal(
                node, "a foreign namespace", "it sets another default namespace (\(namespace.prefix(60))), which the tree does not read")
        }
        if node.name.contains(":") {
            throw refusal(node, "a namespace prefix", "<\(node.name)> names its namespace by a prefix, which the tree does not read")
        }
        if let id = node[attribute: "id"], ids[id] == nil {
            ids[id] = node
            if node.localName.hasSuffix("Gradient") || node.localName == "clipPath" { referencedAncestors[id] = ancestors }
        }
        let texts = node.attributes.map(\.value) + (node.localName == "style" ? [node.text] : [])
        if fontRelative == nil, texts.contains(where: Self.hasFontRelativeLength) { fontRelative = node }
        if !setsFontSize, node[attribute: "font-size"] != nil || texts.contains(where: { $0.firstRange(of: "font-size") != nil }) {
            setsFontSize = true
        }
        if node.localName == "style" {
            do throws(SVGStyleSheetProblem) { try styles.add(node.text) } catch {
                guard case .unmatched(let what) = error else { return }
                throw refusal(node, "CSS", "its style sheet has \(what), which the tree cannot apply exactly")
            }
        }
        ancestors.append(node)
        for child in node.children { try collect(child, ancestors: &ancestors) }
        ancestors.removeLast()
    }

    /// The canvas (the viewBox's size), the size asked for, and the transform from the viewBox to the canvas.
    private func viewport(_ svg: XMLNode) throws(VectorDocument.Refusal) -> (PointSize, PointSize, AffineTransform) {
        let box = svg[attribute: "viewBox"].flatMap { PathNumbers.list($0[...]) }
        let width = SVGLength.parse(svg[attribute: "width"]).flatMap { svg[attribute: "width"]!.hasSuffix("%") ? nil : $0 }
        let height = SVGLength.parse(svg[attribute: "height"]).flatMap { svg[attribute: "height"]!.hasSuffix("%") ? nil : $0 }
        guard let box, box.count == 4, box[2] > 0, box[3] > 0 else {
            guard let width, let height, width > 0, height > 0 else {
                throw refusal(svg, "no size", "the document has no size: give <svg> a viewBox or width and height")
            }
            let size = PointSize(width: width, height: height)
            return (size, size, .identity)
        }
        let canvas = PointSize(width: box[2], height: box[3])
        // Written at six decimals at most, a side under a thousandth of a unit has no digits left for its art.
        guard min(canvas.width, canvas.height) >= 0.001 else {
            throw refusal(
                svg, "a vanishing viewBox",
                "its viewBox is \(NumberText.shortest(canvas.width)) × \(NumberText.shortest(canvas.height)) units, under the 0.001 a side needs"
            )
        }
        let size = PointSize(
            width: width ?? height.map { $0 * box[2] / box[3] } ?? box[2], height: height ?? width.map { $0 * box[3] / box[2] } ?? box[3])
        if abs(size.width / size.height - canvas.width / canvas.height) > 1e-3 * canvas.width / canvas.height {
            throw refusal(svg, "letterboxed viewBox", "its viewBox's shape differs from its width × height (the art would be letterboxed)")
        }
        return (canvas, size, .translation(-box[0], -box[1]))
    }

    /// The nodes the children of `node` draw.
    package mutating func children(
        of node: XMLNode, ancestors: [XMLNode], transform: AffineTransform, parent: [String: String]
    ) throws(VectorDocument.Refusal) -> [VectorDocument.Node] {
        if node.localName == "style" || node.children.isEmpty { return [] }
        var nodes: [VectorDocument.Node] = []
        for child in node.children {
            nodes += try self.node(child, ancestors: ancestors + [node], transform: transform, parent: parent)
        }
        return nodes
    }

    /// What `node` draws, with `transform` from its parent's coordinates to the canvas.
    package mutating func node(
        _ node: XMLNode, ancestors: [XMLNode], transform: AffineTransform, parent: [String: String]
    ) throws(VectorDocument.Refusal) -> [VectorDocument.Node] {
        // Every element visited counts, drawn or not: `<use>` fanning out over empty groups costs as much as over shapes.
        visits += 1
        guard visits <= Self.maximumVisits else {
            throw refusal(
                node, "limits", "the document visits more than \(Self.maximumVisits) elements once its <use> elements are expanded")
        }
        // The clock is read every 64 elements: the counters bound the work, the deadline bounds what they do not foresee.
        if visits % 64 == 1, ContinuousClock.now > deadline {
            throw refusal(node, "limits", "the document took more than \(Self.timeBudget) to read, the time a document may take")
        }
        let name = String(node.localName)
        if node.name.contains(":") && !node.name.hasPrefix("svg:") { return [] }  // another namespace's element: not drawn
        // A <text> without a character (an editor's leftover) draws nothing.
        if name == "text", !Self.hasCharacters(node) { return [] }
        if let feature = Self.refused[name] {
            throw refusal(node, feature, "\(feature) is not something the tree can draw (convert it to paths in the editor)")
        }
        if Self.definitions.contains(name) { return [] }
        let style = try computed(node, ancestors: ancestors, parent: parent)
        if style["display"] == "none" { return [] }
        try refuseEffects(node, style)
        let local = try transform.after(self.transform(node))
        var drawn: [VectorDocument.Node]
        var bounds: VectorDocument.PathData.Bounds?
        switch name {
        case "g", "a": drawn = try children(of: node, ancestors: ancestors, transform: local, parent: style)
        case "svg": throw refusal(node, "nested <svg>", "an <svg> inside the document is not read (make it a group)")
        case "use": drawn = try use(node, ancestors: ancestors, transform: local, style: style)
        default:
            guard let geometry = try shapeGeometry(node) else { return [] }  // an element that draws nothing
            bounds = geometry.bounds
            // What is written grows with the commands drawn, copies included: bounded, so that a small file cannot write gigabytes.
            pathCommands += geometry.commands.count
            guard pathCommands <= Self.maximumPathCommands else {
                throw refusal(
                    node, "limits",
                    "the document draws more than \(Self.maximumPathCommands) path commands once its <use> elements are expanded")
            }
            shapeCount += 1
            guard shapeCount <= Self.maximumShapes else {
                throw refusal(
                    node, "limits", "the document draws more than \(Self.maximumShapes) shapes once its <use> elements are expanded")
            }
            drawn = try shape(node, geometry: geometry, transform: local, style: style).map { [.shape($0)] } ?? []
        }
        // As SVG applies them: the filter, then the clip path to what it made, then the opacity (which commutes with the clip).
        let filtered = try shadowed(node, style: style, drawn, transform: local)
        return try clipped(node, style: style, try fold(node, opacity: style["opacity"], filtered), transform: local, bounds: bounds)
    }

    /// `node`'s own `transform`.
    package func transform(_ node: XMLNode) throws(VectorDocument.Refusal) -> AffineTransform {
        guard let text = node[attribute: "transform"] else { return .identity }
        guard let transform = AffineTransform(svg: text) else {
            throw refusal(node, "bad transform", "its transform '\(text)' cannot be read")
        }
        return transform
    }

    /// The computed style of `node`: its parent's inherited properties, then its presentation
    /// attributes, the style sheet's rules, its `style` attribute and `!important` rules.
    package func computed(_ node: XMLNode, ancestors: [XMLNode], parent: [String: String]) throws(VectorDocument.Refusal) -> [String:
        String]
    {
        var style = parent.filter { Self.inherited.contains($0.key) }
        var specified: [(String, String)] = node.attributes.filter { Self.properties.contains($0.name) }.map { ($0.name, $0.value) }
        let rules = styles.declarations(for: node, ancestors: ancestors, work: &styleWork.count)
        guard styleWork.count <= Self.maximumStyleWork else {
            throw refusal(node, "limits", "its style sheet takes more than \(Self.maximumStyleWork) selector tests to apply")
        }
        let own = SVGStyleSheet.declarations(node[attribute: "style"] ?? "")
        specified += rules.filter { !$0.important }.map { ($0.name, $0.value) }
        specified += own.map { ($0.name, $0.value) }
        specified += rules.filter(\.important).map { ($0.name, $0.value) }
        // A blend mode is CSS's alone (an attribute of that name is not read), and the tree composes nothing apart.
        if let blend = (rules + own).last(where: { $0.name == "mix-blend-mode" }), Self.blendModes.contains(blend.value.lowercased()) {
            throw refusal(
                node, "mix-blend-mode", "its mix-blend-mode (\(blend.value)) blends it with what lies beneath, which the tree does not draw"
            )
        }
        // A transform given as CSS (with its units and origin) is not SVG's attribute: refused, not dropped.
        if let css = specified.first(where: { $0.0 == "transform" || $0.0 == "transform-origin" || $0.0 == "transform-box" }) {
            throw refusal(node, "a CSS transform", "its style sets \(css.0): \(css.1), a CSS transform the tree does not read")
        }
        for (name, value) in specified where Self.properties.contains(name) {
            style[name] = value == "inherit" ? parent[name] : value.trimmed
        }
        if let color = style["color"], color == "currentColor" || color == "inherit" { style["color"] = parent["color"] }
        return style
    }

    /// Refuses what draws on top of a node's own paths: masks, markers (a filter is drawn or
    /// refused by ``shadowed(_:style:_:transform:)``), and a stroke that `paint-order` lays under its fill.
    package func refuseEffects(_ node: XMLNode, _ style: [String: String]) throws(VectorDocument.Refusal) {
        if let order = style["paint-order"], Self.strokeUnderFill(order), (style["fill"] ?? "black") != "none",
            let stroke = style["stroke"], stroke != "none", Self.shapes.contains(node.localName)
        {
            throw refusal(node, "paint-order", "its paint-order (\(order)) lays its stroke under its fill, which the tree draws over it")
        }
        if let rendering = style["shape-rendering"]?.lowercased(), ["crispedges", "optimizespeed"].contains(rendering),
            Self.shapes.contains(node.localName)
        {
            throw refusal(
                node, "shape-rendering", "its shape-rendering (\(rendering)) draws its edges without anti-aliasing, which the tree does not"
            )
        }
        if let mask = style["mask"], mask != "none" {
            throw refusal(node, "a mask", "it has a mask (\(mask)); a clip path is drawn exactly, a mask is not")
        }
        for marker in ["marker-start", "marker-mid", "marker-end", "marker"] {
            if let value = style[marker], value != "none", ["path", "line", "polyline", "polygon"].contains(node.localName) {
                throw refusal(node, "markers", "it has markers (\(marker): \(value)), which the tree cannot draw")
            }
        }
    }

    /// The elements that are painted shapes.
    package static let shapes: Set<Substring> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// True when `paint-order` (`normal`, or some of `fill`, `stroke`, `markers`, the rest after in that order)
    /// paints the stroke before the fill.
    package static func strokeUnderFill(_ order: String) -> Bool {
        let words = order.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard words != ["normal"] else { return false }
        let full = words + ["fill", "stroke", "markers"].filter { !words.contains($0) }
        return full.firstIndex(of: "stroke")! < full.firstIndex(of: "fill")!
    }

    /// `<use href="#id">`: the element it names, drawn as its child at `x`, `y`.
    package mutating func use(
        _ node: XMLNode, ancestors: [XMLNode], transform: AffineTransform, style: [String: String]
    ) throws(VectorDocument.Refusal) -> [VectorDocument.Node] {
        guard let reference = node[attribute: "href"] ?? node[attribute: "xlink:href"], reference.hasPrefix("#"),
            let target = ids[String(reference.dropFirst())]
        else { return [] }  // a reference to nothing draws nothing, as in every renderer
        let id = String(reference.dropFirst())
        guard !expanding.contains(id), expanding.count < 32 else {
            throw refusal(node, "a reference cycle", "<use> refers to itself through \(id)")
        }
        expanding.append(id)
        defer { expanding.removeLast() }
        let x = SVGLength.parse(node[attribute: "x"], reference: canvas.width) ?? 0
        let y = SVGLength.parse(node[attribute: "y"], reference: canvas.height) ?? 0
        var placed = transform.after(.translation(x, y))
        guard target.localName == "symbol" else {
            return try self.node(target, ancestors: ancestors + [node], transform: placed, parent: style)
        }
        if let box = target[attribute: "viewBox"].flatMap({ PathNumbers.list($0[...]) }), box.count == 4, box[2] > 0, box[3] > 0 {
            // Without a size the symbol's viewport is 100 % of the document's (SVG 2's `auto`).
            let width = SVGLength.parse(node[attribute: "width"], reference: canvas.width) ?? canvas.width
            let height = SVGLength.parse(node[attribute: "height"], reference: canvas.height) ?? canvas.height
            // preserveAspectRatio: `none` stretches; an alignment places the box, scaled to meet.
            let words = (target[attribute: "preserveAspectRatio"] ?? "xMidYMid").split(separator: " ").filter { $0 != "defer" }
            guard let align = words.first, words.count <= 2, words.count == 1 || words[1] == "meet" || words[1] == "slice" else {
                throw refusal(target, "a malformed preserveAspectRatio", "its preserveAspectRatio is not one SVG names")
            }
            if align == "none" {
                placed = placed.after(.scale(width / box[2], height / box[3])).after(.translation(-box[0], -box[1]))
            } else {
                let fractions: [Substring: Double] = ["Min": 0, "Mid": 0.5, "Max": 1]
                guard align.count == 8, align.hasPrefix("x"), align.dropFirst(4).hasPrefix("Y"),
                    let alignX = fractions[align.dropFirst(1).prefix(3)], let alignY = fractions[align.dropFirst(5).prefix(3)]
                else {
                    throw refusal(target, "a malformed preserveAspectRatio", "its preserveAspectRatio is not one SVG names")
                }
                guard words.count == 1 || words[1] == "meet" else {
                    throw refusal(
                        target, "preserveAspectRatio slice", "a symbol scaled to slice is cut to its viewport, which the tree does not clip"
                    )
                }
                let scale = min(width / box[2], height / box[3])
                let offset = AffineTransform.translation((width - box[2] * scale) * alignX, (height - box[3] * scale) * alignY)
                placed = placed.after(offset).after(.scale(scale, scale)).after(.translation(-box[0], -box[1]))
            }
        }
        let symbolStyle = try computed(target, ancestors: ancestors + [node], parent: style)
        return try children(of: target, ancestors: ancestors + [node], transform: placed, parent: symbolStyle)
    }

    /// True when `text` holds a number in `em` or `ex` (`1.5em`, `.5ex`): a digit or point, then the unit, then no letter.
    package static func hasFontRelativeLength(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 1..<(bytes.count - 1)
        where bytes[index] == UInt8(ascii: "e") && (bytes[index + 1] == UInt8(ascii: "m") || bytes[index + 1] == UInt8(ascii: "x")) {
            let before = bytes[index - 1]
            let after = index + 2 < bytes.count ? bytes[index + 2] : 0
            let isLetter = (after | 0x20) >= UInt8(ascii: "a") && (after | 0x20) <= UInt8(ascii: "z")
            if (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9")) || before == UInt8(ascii: "."), !isLetter { return true }
        }
        return false
    }

    /// A refusal about `node`.
    package func refusal(_ node: XMLNode, _ feature: String, _ reason: String) -> VectorDocument.Refusal {
        let id = node[attribute: "id"].map { " id=\"\($0)\"" } ?? ""
        return VectorDocument.Refusal(file: file, element: "<\(node.name)\(id)> (line \(node.line))", feature: feature, reason: reason)
    }
}

/// A count that functions which change nothing else can add to.
package final class Tally {
    /// The count so far.
    package var count = 0
}
