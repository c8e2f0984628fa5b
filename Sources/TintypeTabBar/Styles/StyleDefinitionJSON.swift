import FoundationEssentials
import TintypeSupport

extension StyleDefinition {
    /// Why a style document was refused: the file, the key and the reason.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The style file.
        public var file: String
        /// The dotted path of the offending key (`selected.gloss.upper`), empty for the document.
        public var key: String
        /// What is wrong with the key's value, in words.
        public var reason: String

        public var description: String {
            key.isEmpty ? "\(file): \(reason)" : "\(file): key '\(key)': \(reason)"
        }
    }
}

extension StyleDefinition {
    /// Reads a style document; `file` names it in errors. A document over ``maximumFileBytes`` is refused unparsed.
    public static func parse(_ bytes: [UInt8], file: String) throws(StyleDefinition.ReadError) -> StyleDefinition {
        guard bytes.count <= maximumFileBytes else {
            throw StyleDefinition.ReadError(
                file: file, key: "", reason: "the document is \(bytes.count) bytes, over the \(maximumFileBytes)-byte limit for a style")
        }
        if let key = JSONValue.duplicateKey(in: bytes) {
            throw StyleDefinition.ReadError(file: file, key: key, reason: "the key appears twice in one object; give each key once")
        }
        let document: JSONValue
        do { document = try JSONValue.parse(bytes) } catch {
            throw StyleDefinition.ReadError(file: file, key: "", reason: "not valid JSON: \(error)")
        }
        return try parse(document, file: file)
    }

    /// Reads a style document already parsed as JSON (a job file's inline `style`); `file`
    /// names it in errors.
    package static func parse(_ document: JSONValue, file: String) throws(StyleDefinition.ReadError) -> StyleDefinition {
        let reader = StyleReader(file: file)
        let root = try reader.object(
            document, at: "",
            allowed: [
                "name", "states", "normal", "selected", "dark", "mask", "selectionBackground", "glow", "arrow", "bar", "iconSize"
            ])
        var references = [IconState: IconState]()
        let states = try reader.states(root, references: &references)
        var mask = Mask.Source.auto
        if let value = root["mask"] {
            guard case .string(let text) = value, let source = Mask.Source(rawValue: text) else {
                throw reader.error("mask", "expected \"alpha\", \"luminance\", \"knockout\", \"tones\" or \"auto\", got \(value.kind)")
            }
            mask = source
        }
        func flag(_ key: String) throws(StyleDefinition.ReadError) -> Bool {
            guard let value = root[key] else { return false }
            return try reader.bool(value, at: key)
        }
        var name = "custom"
        if let value = root["name"] { name = try reader.string(value, at: "name") }
        var iconSize: PointSize?
        if let value = root["iconSize"] { iconSize = try reader.iconSize(value, at: "iconSize") }
        var bar = TabBarStyle.BarBackground.classic
        if let value = root["bar"] { bar = try reader.bar(value, at: "bar") }
        var style = StyleDefinition(
            name: name, normal: states[0].paint, selected: states[1].paint, mask: mask,
            selectionBackground: try flag("selectionBackground"), glow: try flag("glow"), arrow: try flag("arrow"), bar: bar,
            iconSize: iconSize)
        for state in states { style.setState(state) }
        if let value = root["dark"] {
            var dark = try reader.dark(value, at: "dark", states: states, lightBar: bar)
            // A state that reuses another's paint follows it in the dark too, unless it has its own dark paint.
            for (state, source) in references where dark.paints[state] == nil {
                dark.paints[state] = dark.paints[source]
            }
            style.dark = dark
        }
        return style
    }

    /// The most states a style may have (a style file with more is refused, and so is a command line that would make one).
    public static let maximumStates = 32

    /// The largest style document read, in bytes: a style is a few hundred bytes, and a
    /// document of megabytes is refused before it is parsed.
    public static let maximumFileBytes = 1 << 20

    /// The style as a JSON document, keys in a fixed order, ready to edit: one line per state.
    public var json: String {
        var json = JSONByteWriter(layout: .readable)
        json.beginObject()
        json.member("name", name)
        json.member(
            "states",
            array: { json in
                for look in states {
                    json.beginObject(inline: true)
                    json.member("name", look.state.name)
                    json.key("paint")
                    look.paint.write(to: &json)
                    if look.opacityAlpha != 255 {
                        json.member("opacity", finite: look.opacity)
                    }
                    if look.selectionBackground { json.member("selectionBackground", true) }
                    if look.glow { json.member("glow", true) }
                    json.endObject()
                }
            })
        if let dark {
            json.objectMember(
                "dark",
                { json in
                    json.objectMember(
                        "paints",
                        { json in
                            for look in states {
                                guard let paint = dark.paints[look.state] else { continue }
                                json.key(look.state.name)
                                paint.write(to: &json)
                            }
                        })
                    json.member("bar", dark.bar.styleValue)
                })
        }
        json.member("mask", mask.rawValue)
        json.member("selectionBackground", selectionBackground)
        json.member("glow", glow)
        json.member("arrow", arrow)
        json.member("bar", bar.styleValue)
        json.member("iconSize", iconSize.map { "\($0)" })
        json.endObject()
        return json.text + "\n"
    }
}

extension Paint {
    /// The paint as a style document writes it (see ``StyleDefinition``), on one line. An
    /// image paint is written with its size and digest, which a style file
    /// cannot be read back from: its pixels live in code.
    public var styleJSON: String {
        var json = JSONByteWriter(layout: .readable)
        write(to: &json)
        return json.text
    }

    /// Writes the paint as one inline object (``styleJSON``).
    func write(to json: inout JSONByteWriter) {
        json.beginObject(inline: true)
        switch self {
        case .solid(let color):
            json.member("fill", color.hexString)
        case .linearGradient(let gradient):
            if let colors = gradient.evenlySpacedVerticalColors {
                json.member("gradient", array: { json in for color in colors { json.string(color.hexString) } })
            } else {
                json.objectMember("gradient", { json in Self.write(gradient, to: &json) })
            }
        case .image(let image):
            json.objectMember(
                "image",
                { json in
                    json.member("width", image.width)
                    json.member("height", image.height)
                    json.member("sha256", SHA256.hex(image.bytes))
                })
        case .gloss(let gloss):
            json.objectMember("gloss", { json in Self.write(gloss, to: &json) })
        }
        json.endObject()
    }

    /// A gradient's members in full: its stops, and where it runs from and to.
    private static func write(_ gradient: Paint.LinearGradient, to json: inout JSONByteWriter) {
        json.member(
            "stops",
            array: { json in
                for stop in gradient.stops {
                    json.beginArray()
                    json.number(finite: stop.location)
                    json.string(stop.color.hexString)
                    json.endArray()
                }
            })
        json.member("from", array: { json in Self.write(gradient.start, to: &json) })
        json.member("to", array: { json in Self.write(gradient.end, to: &json) })
    }

    /// A point as its two numbers.
    private static func write(_ point: VectorPath.Point, to json: inout JSONByteWriter) {
        json.number(finite: point.x)
        json.number(finite: point.y)
    }

    /// A gloss's members: its two bands' colours and the arc's ends.
    private static func write(_ gloss: Paint.Gloss, to json: inout JSONByteWriter) {
        json.member(
            "upper",
            array: { json in
                json.string(gloss.upperTop.hexString)
                json.string(gloss.upperBottom.hexString)
            })
        json.member(
            "lower",
            array: { json in
                json.string(gloss.lowerTop.hexString)
                json.string(gloss.lowerBottom.hexString)
            })
        json.member("arcLeft", finite: gloss.arcLeft)
        json.member("arcRight", finite: gloss.arcRight)
    }
}

/// Reads the parts of a style document, each failure naming its key.
private struct StyleReader {
    let file: String

    func error(_ key: String, _ reason: String) -> StyleDefinition.ReadError {
        StyleDefinition.ReadError(file: file, key: key, reason: reason)
    }

    func object(_ value: JSONValue, at key: String, allowed: [String]) throws(StyleDefinition.ReadError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw error(key, "expected an object, got \(value.kind)") }
        for name in members.keys.sorted() where !allowed.contains(name) {
            let path = key.isEmpty ? name : key + "." + name
            throw error(path, "unknown key (known here: \(allowed.joined(separator: ", ")))")
        }
        return members
    }

    func string(_ value: JSONValue, at key: String) throws(StyleDefinition.ReadError) -> String {
        guard case .string(let text) = value else { throw error(key, "expected a string, got \(value.kind)") }
        return text
    }

    func bool(_ value: JSONValue, at key: String) throws(StyleDefinition.ReadError) -> Bool {
        guard case .bool(let flag) = value else { throw error(key, "expected true or false, got \(value.kind)") }
        return flag
    }

    func number(_ value: JSONValue, at key: String, in range: ClosedRange<Double>) throws(StyleDefinition.ReadError) -> Double {
        guard case .number(let number) = value, range.contains(number) else {
            throw error(
                key,
                "expected a number from \(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound)), got \(value.kind)"
            )
        }
        return number
    }

    /// A box size: a number of points (a square) or `"WxH"`, each side 1…2048.
    func iconSize(_ value: JSONValue, at key: String) throws(StyleDefinition.ReadError) -> PointSize {
        var size: PointSize?
        switch value {
        case .number(let side): size = PointSize(square: side)
        case .string(let text): size = PointSize(parsing: text)
        default: break
        }
        guard let size, IconSizing(box: size).problem == nil else {
            throw error(key, "expected a size in points from 1 to 2048, a number or \"WxH\", got \(value.kind)")
        }
        return size
    }

    func color(_ value: JSONValue, at key: String) throws(StyleDefinition.ReadError) -> StraightColor {
        guard case .string(let text) = value, let color = StraightColor(parsing: text) else {
            throw error(key, "expected a color (#RRGGBB, #RRGGBBAA or \"r,g,b[,a]\"), got \(value.kind)")
        }
        return color
    }

    func colors(_ value: JSONValue, at key: String, count: ClosedRange<Int>) throws(StyleDefinition.ReadError) -> [StraightColor] {
        guard case .array(let items) = value, count.contains(items.count) else {
            let wanted = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) or more"
            throw error(key, "expected an array of \(wanted) colors, got \(value.kind)")
        }
        var colors = [StraightColor]()
        for (index, item) in items.enumerated() { colors.append(try color(item, at: "\(key)[\(index)]")) }
        return colors
    }

    func paint(_ value: JSONValue, at key: String) throws(StyleDefinition.ReadError) -> Paint {
        let members = try object(value, at: key, allowed: ["fill", "gradient", "gloss", "image"])
        guard members.count == 1, let (kind, content) = members.first else {
            throw error(key, "expected exactly one of \"fill\", \"gradient\" or \"gloss\"")
        }
        switch kind {
        case "fill": return .solid(try color(content, at: key + ".fill"))
        case "gradient": return .linearGradient(try gradient(content, at: key + ".gradient"))
        case "image": throw error(key + ".image", "an image paint is set in code (Paint.image); a style file cannot hold its pixels")
        case "gloss":
            let glossKey = key + ".gloss"
            var gloss = Paint.Gloss.classic
            if case .bool(true) = content { return .gloss(gloss) }
            let fields = try object(content, at: glossKey, allowed: ["upper", "lower", "arcLeft", "arcRight"])
            if let upper = fields["upper"] {
                let pair = try colors(upper, at: glossKey + ".upper", count: 2...2)
                (gloss.upperTop, gloss.upperBottom) = (pair[0], pair[1])
            }
            if let lower = fields["lower"] {
                let pair = try colors(lower, at: glossKey + ".lower", count: 2...2)
                (gloss.lowerTop, gloss.lowerBottom) = (pair[0], pair[1])
            }
            if let left = fields["arcLeft"] { gloss.arcLeft = try number(left, at: glossKey + ".arcLeft", in: 0...1) }
            if let right = fields["arcRight"] { gloss.arcRight = try number(right, at: glossKey + ".arcRight", in: 0...1) }
            if gloss.arcRight >= gloss.arcLeft {
                throw error(glossKey, "arcRight must be above arcLeft (a smaller fraction of the height)")
            }
            return .gloss(gloss)
        default:
            throw error(key + "." + kind, "unknown paint")
        }
    }

    /// A gradient: an array of evenly spaced colors (top to bottom), or an object
    /// with `stops` (`[location, color]` pairs) and optional `from` and `to` points.
    func gradient(_ value: JSONValue, at key: String) throws(StyleDefinition.ReadError) -> Paint.LinearGradient {
        if case .array = value {
            return Paint.LinearGradient(colors: try colors(value, at: key, count: 2...64))!
        }
        let fields = try object(value, at: key, allowed: ["stops", "from", "to"])
        guard case .array(let items)? = fields["stops"], (2...64).contains(items.count) else {
            throw error(key + ".stops", "expected an array of 2 to 64 [location, color] pairs")
        }
        var stops = [Paint.LinearGradient.Stop]()
        for (index, item) in items.enumerated() {
            let stopKey = "\(key).stops[\(index)]"
            guard case .array(let pair) = item, pair.count == 2 else {
                throw error(stopKey, "expected [location, color], got \(item.kind)")
            }
            stops.append(
                Paint.LinearGradient.Stop(location: try number(pair[0], at: stopKey, in: 0...1), color: try color(pair[1], at: stopKey)))
        }
        func point(_ name: String, default fallback: VectorPath.Point) throws(StyleDefinition.ReadError) -> VectorPath.Point {
            guard let value = fields[name] else { return fallback }
            guard case .array(let pair) = value, pair.count == 2 else {
                throw error(key + "." + name, "expected [x, y], got \(value.kind)")
            }
            return VectorPath.Point(
                x: try number(pair[0], at: key + "." + name, in: -16...16), y: try number(pair[1], at: key + "." + name, in: -16...16))
        }
        return Paint.LinearGradient(
            stops: stops, start: try point("from", default: VectorPath.Point(x: 0.5, y: 0)),
            end: try point("to", default: VectorPath.Point(x: 0.5, y: 1)))!
    }

    /// The style's states: the `states` array, or the `normal` and `selected`
    /// paints of a style written before states existed. The first two are always normal and selected.
    /// `references` receives each state whose paint names another state.
    func states(_ root: [String: JSONValue], references: inout [IconState: IconState]) throws(StyleDefinition.ReadError) -> [StateStyle] {
        guard let list = root["states"] else {
            guard let normal = root["normal"] else { throw error("", "the key 'states' is missing") }
            guard let selected = root["selected"] else { throw error("", "the key 'selected' is missing") }
            return [
                StateStyle(.normal, paint: try paint(normal, at: "normal")),
                StateStyle(.selected, paint: try paint(selected, at: "selected"))
            ]
        }
        for key in ["normal", "selected"] where root[key] != nil {
            throw error(key, "give the \(key) paint in 'states' (a style has either 'states' or the older 'normal' and 'selected')")
        }
        guard case .array(let items) = list, (2...StyleDefinition.maximumStates).contains(items.count) else {
            throw error("states", "expected an array of 2 to \(StyleDefinition.maximumStates) states, got \(list.kind)")
        }
        var states = [StateStyle]()
        for (index, item) in items.enumerated() {
            let key = "states[\(index)]"
            let fields = try object(item, at: key, allowed: ["name", "paint", "opacity", "selectionBackground", "glow"])
            guard let nameValue = fields["name"] else { throw error(key, "the key 'name' is missing") }
            let name = try string(nameValue, at: key + ".name")
            if let problem = IconState.nameProblem(name) { throw error(key + ".name", problem) }
            let state = IconState(name: name)!
            if states.contains(where: { $0.state == state }) { throw error(key + ".name", "the state '\(name)' is defined twice") }
            guard let paintValue = fields["paint"] else { throw error(key, "the key 'paint' is missing") }
            let statePaint: Paint
            if case .string(let reference) = paintValue {
                guard let earlier = states.first(where: { $0.state.name == reference }) else {
                    throw error(key + ".paint", "'\(reference)' is not a state defined before this one")
                }
                statePaint = earlier.paint
                references[state] = earlier.state
            } else {
                statePaint = try paint(paintValue, at: key + ".paint")
            }
            var opacity = 1.0
            if let value = fields["opacity"] { opacity = try number(value, at: key + ".opacity", in: 0...1) }
            func flag(_ name: String) throws(StyleDefinition.ReadError) -> Bool {
                guard let value = fields[name] else { return false }
                return try bool(value, at: key + "." + name)
            }
            states.append(
                StateStyle(
                    state, paint: statePaint, opacity: opacity, selectionBackground: try flag("selectionBackground"), glow: try flag("glow")
                ))
        }
        for required in [IconState.normal, .selected] where !states.contains(where: { $0.state == required }) {
            throw error("states", "every style has a '\(required.name)' state")
        }
        // normal and selected lead, the others keep their order.
        return states.filter { $0.state == .normal } + states.filter { $0.state == .selected }
            + states.filter { $0.state != .normal && $0.state != .selected }
    }

    /// The dark appearance: `paints` by state name, and the `bar` (the light bar when absent).
    func dark(_ value: JSONValue, at key: String, states: [StateStyle], lightBar: TabBarStyle.BarBackground) throws(StyleDefinition
        .ReadError)
        -> StyleDefinition.DarkAppearance
    {
        let fields = try object(value, at: key, allowed: ["paints", "bar"])
        var paints = [IconState: Paint]()
        if let value = fields["paints"] {
            guard case .object(let members) = value else { throw error(key + ".paints", "expected an object, got \(value.kind)") }
            for (name, paintValue) in members.sorted(by: { $0.key < $1.key }) {
                guard let state = states.first(where: { $0.state.name == name })?.state else {
                    throw error(
                        key + ".paints." + name,
                        "no such state (the style's states: \(states.map(\.state.name).joined(separator: ", ")))")
                }
                paints[state] = try paint(paintValue, at: key + ".paints." + name)
            }
        }
        var bar = lightBar
        if let value = fields["bar"] { bar = try self.bar(value, at: key + ".bar") }
        return StyleDefinition.DarkAppearance(paints: paints, bar: bar)
    }

    /// A bar background: `"classic"` or a color.
    func bar(_ value: JSONValue, at key: String) throws(StyleDefinition.ReadError) -> TabBarStyle.BarBackground {
        if case .string("classic") = value { return .classic }
        guard case .string(let text) = value, let color = StraightColor(parsing: text) else {
            throw error(key, "expected \"classic\" or a color (#RRGGBB, #RRGGBBAA or \"r,g,b[,a]\"), got \(value.kind)")
        }
        return .solid(color)
    }
}
