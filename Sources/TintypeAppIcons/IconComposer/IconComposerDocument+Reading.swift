import TintypeSupport

extension IconComposerDocument {
    /// Reads an `icon.json` document from `bytes`.
    /// - Throws: `ImageFileError` naming `file` and the member at fault (`groups[1].layers[0].position.scale`):
    ///   bytes that are not a JSON object, a member of the wrong kind, a colour or paint that is
    ///   not one of the format's, a number beyond ``Limits``, or more groups, layers or
    ///   specializations than it allows.
    package init(json bytes: [UInt8], file: String, limits: Limits = Limits()) throws(ImageFileError) {
        let root: JSONValue
        do { root = try JSONValue.parse(bytes) } catch {
            throw ImageFileError(file: file, problem: .access("not an Icon Composer document (\(error))"))
        }
        var reader = Reader(file: file, limits: limits)
        let document = try reader.object(root, at: "the document")
        self.init()
        fill = try reader.specialized(document, "fill", at: "") { value, path throws(ImageFileError) in try reader.fill(value, at: path) }
        let groupValues = try reader.array(document["groups"], at: "groups") ?? []
        guard groupValues.count <= limits.groups else {
            throw reader.refusal("holds \(groupValues.count) groups; at most \(limits.groups) are read")
        }
        for (index, value) in groupValues.enumerated() {
            groups.append(try reader.group(value, at: "groups[\(index)]"))
        }
        if let value = document["supported-platforms"] {
            supportedPlatforms = try reader.platforms(value, at: "supported-platforms")
        }
        if let value = document["color-space-for-untagged-svg-colors"] {
            // A space Tintype does not know is kept (and written back); the bundle draws those colours as sRGB, and says so.
            untaggedSVGColorSpace = try reader.string(value, at: "color-space-for-untagged-svg-colors")
        }
    }

    /// The colour spaces of `color-space-for-untagged-svg-colors` Tintype draws: those of the format's colours.
    static let untaggedSVGColorSpaces: Set<String> = ["srgb", "extended-srgb", "display-p3"]

    /// Reads members by their paths, counting layers against the limits.
    struct Reader {
        let file: String
        let limits: Limits
        var layers = 0

        func refusal(_ reason: String) -> ImageFileError {
            ImageFileError(file: file, problem: .access("not read as an Icon Composer document: it \(reason)"))
        }

        func wrongKind(_ value: JSONValue, at path: String, _ expected: String) -> ImageFileError {
            refusal("has \(value.kind) at \(path), where the format has \(expected)")
        }

        func object(_ value: JSONValue, at path: String) throws(ImageFileError) -> [String: JSONValue] {
            guard case .object(let members) = value else { throw wrongKind(value, at: path, "an object") }
            return members
        }

        func array(_ value: JSONValue?, at path: String) throws(ImageFileError) -> [JSONValue]? {
            guard let value else { return nil }
            guard case .array(let items) = value else { throw wrongKind(value, at: path, "a list") }
            return items
        }

        func string(_ value: JSONValue, at path: String) throws(ImageFileError) -> String {
            guard case .string(let text) = value else { throw wrongKind(value, at: path, "a string") }
            return text
        }

        func flag(_ value: JSONValue, at path: String) throws(ImageFileError) -> Bool {
            guard case .bool(let flag) = value else { throw wrongKind(value, at: path, "true or false") }
            return flag
        }

        /// A number within `range`.
        func number(_ value: JSONValue, at path: String, within range: ClosedRange<Double>) throws(ImageFileError) -> Double {
            guard case .number(let number) = value else { throw wrongKind(value, at: path, "a number") }
            guard range.contains(number) else {
                throw refusal(
                    "has \(NumberText.shortest(number)) at \(path), outside \(NumberText.shortest(range.lowerBound))…\(NumberText.shortest(range.upperBound))"
                )
            }
            return number
        }

        /// `KEY` and `KEY-specializations` of `object` (`is-KEY` read as `KEY`), each value read by `read`.
        func specialized<Value>(
            _ object: [String: JSONValue], _ key: String, at path: String,
            _ read: (JSONValue, String) throws(ImageFileError) -> Value
        ) throws(ImageFileError) -> Specialized<Value> {
            let prefix = path.isEmpty ? "" : path + "."
            var result = Specialized<Value>()
            // Icon Composer writes null for a property it leaves unset (`"blur-material": null`).
            if let value = object[key] ?? object["is-" + key], !value.isNull { result.base = try read(value, prefix + key) }
            let listPath = prefix + key + "-specializations"
            let entries = try array(object[key + "-specializations"], at: listPath) ?? []
            guard entries.count <= limits.specializations else {
                throw refusal("has \(entries.count) entries in \(listPath); at most \(limits.specializations) are read")
            }
            for (index, entry) in entries.enumerated() {
                let entryPath = "\(listPath)[\(index)]"
                let members = try self.object(entry, at: entryPath)
                guard let value = members["value"] else { throw refusal("has no value in \(entryPath)") }
                result.specializations.append(
                    Specialization(
                        appearance: try members["appearance"].map { value throws(ImageFileError) in
                            try string(value, at: entryPath + ".appearance")
                        },
                        idiom: try members["idiom"].map { value throws(ImageFileError) in try string(value, at: entryPath + ".idiom") },
                        value: value.isNull ? nil : try read(value, entryPath + ".value")))
            }
            return result
        }

        func fraction(_ value: JSONValue, at path: String) throws(ImageFileError) -> Double {
            try number(value, at: path, within: -1_000...1_000)
        }

        func colour(_ value: JSONValue, at path: String) throws(ImageFileError) -> String {
            let text = try string(value, at: path)
            guard IconComposerColor.parse(text) != nil else {
                throw refusal("has the colour \"\(text)\" at \(path), not one the format names")
            }
            return text
        }

        func fill(_ value: JSONValue, at path: String) throws(ImageFileError) -> Fill {
            switch value {
            case .string("none"): return .none
            case .string("automatic"): return .automatic
            case .string("system-light"): return .systemLight
            case .string("system-dark"): return .systemDark
            case .object(let members):
                if let colour = members["solid"] { return .solid(try self.colour(colour, at: path + ".solid")) }
                if let colour = members["automatic-gradient"] {
                    return .automaticGradient(try self.colour(colour, at: path + ".automatic-gradient"))
                }
                if let list = members["linear-gradient"] {
                    let items = try array(list, at: path + ".linear-gradient") ?? []
                    guard (2...limits.specializations).contains(items.count) else {
                        throw refusal("has \(items.count) colours in \(path).linear-gradient; the format has 2 or more")
                    }
                    var colours: [String] = []
                    for (index, item) in items.enumerated() { colours.append(try colour(item, at: "\(path).linear-gradient[\(index)]")) }
                    var ends: [VectorPath.Point?] = [nil, nil]
                    if let orientation = members["orientation"] {
                        let points = try object(orientation, at: path + ".orientation")
                        for (slot, key) in ["start", "stop"].enumerated() {
                            guard let point = points[key] else { continue }
                            let xy = try object(point, at: "\(path).orientation.\(key)")
                            ends[slot] = VectorPath.Point(
                                x: try xy["x"].map { value throws(ImageFileError) in try fraction(value, at: "\(path).orientation.\(key).x")
                                } ?? 0.5,
                                y: try xy["y"].map { value throws(ImageFileError) in try fraction(value, at: "\(path).orientation.\(key).y")
                                }
                                    ?? Double(slot))
                        }
                    }
                    return .linearGradient(colours, start: ends[0], stop: ends[1])
                }
            default: break
            }
            throw refusal("has \(value.kind) at \(path), not a paint the format names")
        }

        func position(_ value: JSONValue, at path: String) throws(ImageFileError) -> Position {
            let members = try object(value, at: path)
            var position = Position()
            if let scale = members["scale"] { position.scale = try number(scale, at: path + ".scale", within: 0...limits.scale) }
            if let pair = try array(members["translation-in-points"], at: path + ".translation-in-points") {
                guard pair.count == 2 else { throw refusal("has \(pair.count) numbers at \(path).translation-in-points, not 2") }
                let range = -limits.translation...limits.translation
                position.translation = VectorPath.Point(
                    x: try number(pair[0], at: path + ".translation-in-points[0]", within: range),
                    y: try number(pair[1], at: path + ".translation-in-points[1]", within: range))
            }
            return position
        }

        func opacity(_ value: JSONValue, at path: String) throws(ImageFileError) -> Double {
            try number(value, at: path, within: 0...1)
        }

        mutating func layer(_ value: JSONValue, at path: String) throws(ImageFileError) -> Layer {
            layers += 1
            guard layers <= limits.layers else { throw refusal("holds more than \(limits.layers) layers") }
            let members = try object(value, at: path)
            var layer = Layer()
            if let name = members["name"] { layer.name = try string(name, at: path + ".name") }
            layer.imageName = try specialized(members, "image-name", at: path, string)
            layer.hidden = try specialized(members, "hidden", at: path, flag)
            layer.glass = try specialized(members, "glass", at: path, flag)
            layer.blendMode = try specialized(members, "blend-mode", at: path, string)
            layer.opacity = try specialized(members, "opacity", at: path, opacity)
            layer.fill = try specialized(members, "fill", at: path, fill)
            layer.position = try specialized(members, "position", at: path, position)
            return layer
        }

        mutating func group(_ value: JSONValue, at path: String) throws(ImageFileError) -> Group {
            let members = try object(value, at: path)
            var group = Group()
            if let name = members["name"] { group.name = try string(name, at: path + ".name") }
            for (index, layer) in (try array(members["layers"], at: path + ".layers") ?? []).enumerated() {
                group.layers.append(try self.layer(layer, at: "\(path).layers[\(index)]"))
            }
            group.hidden = try specialized(members, "hidden", at: path, flag)
            group.blendMode = try specialized(members, "blend-mode", at: path, string)
            group.opacity = try specialized(members, "opacity", at: path, opacity)
            group.specular = try specialized(members, "specular", at: path, flag)
            group.shadow = try specialized(members, "shadow", at: path) { value, path throws(ImageFileError) in
                let shadow = try object(value, at: path)
                return Shadow(
                    kind: try shadow["kind"].map { value throws(ImageFileError) in try string(value, at: path + ".kind") } ?? "none",
                    opacity: try shadow["opacity"].map { value throws(ImageFileError) in try opacity(value, at: path + ".opacity") } ?? 0)
            }
            group.translucency = try specialized(members, "translucency", at: path) { value, path throws(ImageFileError) in
                let translucency = try object(value, at: path)
                return Translucency(
                    enabled: try translucency["enabled"].map { value throws(ImageFileError) in try flag(value, at: path + ".enabled") }
                        ?? false,
                    value: try translucency["value"].map { value throws(ImageFileError) in try opacity(value, at: path + ".value") } ?? 0)
            }
            group.blurMaterial = try specialized(members, "blur-material", at: path, opacity)
            group.lighting = try specialized(members, "lighting", at: path, string)
            group.position = try specialized(members, "position", at: path, position)
            return group
        }

        func platforms(_ value: JSONValue, at path: String) throws(ImageFileError) -> SupportedPlatforms {
            let members = try object(value, at: path)
            func names(_ value: JSONValue, at path: String) throws(ImageFileError) -> [String] {
                var names: [String] = []
                for (index, item) in (try array(value, at: path) ?? []).enumerated() {
                    names.append(try string(item, at: "\(path)[\(index)]"))
                }
                return names
            }
            var squares: SupportedPlatforms.Squares?
            switch members["squares"] {
            case nil: break
            case .string("shared")?: squares = .shared
            case let other?: squares = .platforms(try names(other, at: path + ".squares"))
            }
            return SupportedPlatforms(
                circles: try members["circles"].map { value throws(ImageFileError) in try names(value, at: path + ".circles") },
                squares: squares)
        }
    }
}
