import TintypeSupport

extension IconComposerDocument {
    /// The document as `icon.json`, the way Icon Composer writes it: pretty-printed, keys in
    /// alphabetical order, a key and its `-specializations` list only when they hold something.
    package var bytes: [UInt8] {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        if let untaggedSVGColorSpace { json.member("color-space-for-untagged-svg-colors", untaggedSVGColorSpace) }
        Self.write(fill, "fill", to: &json, Self.write(fill:to:))
        if !groups.isEmpty {
            json.member("groups", array: { json in for group in groups { Self.write(group, to: &json) } })
        }
        if let supportedPlatforms {
            json.objectMember("supported-platforms") { json in
                if let circles = supportedPlatforms.circles {
                    json.member("circles", array: { json in for name in circles { json.string(name) } })
                }
                switch supportedPlatforms.squares {
                case .shared?: json.member("squares", "shared")
                case .platforms(let names)?: json.member("squares", array: { json in for name in names { json.string(name) } })
                case nil: break
                }
            }
        }
        json.endObject()
        return json.bytes + [UInt8(ascii: "\n")]
    }

    /// `key` and `key-specializations`, each value written by `value`.
    private static func write<Value>(
        _ specialized: Specialized<Value>, _ key: String, to json: inout JSONByteWriter, _ value: (Value, inout JSONByteWriter) -> Void
    ) {
        if let base = specialized.base {
            json.key(key)
            value(base, &json)
        }
        guard !specialized.specializations.isEmpty else { return }
        json.member(
            key + "-specializations",
            array: { json in
                for entry in specialized.specializations {
                    json.beginObject()
                    json.member("appearance", entry.appearance)
                    json.member("idiom", entry.idiom)
                    json.key("value")
                    if let entryValue = entry.value { value(entryValue, &json) } else { json.null() }
                    json.endObject()
                }
            })
    }

    private static func write(fill: Fill, to json: inout JSONByteWriter) {
        switch fill {
        case .none: json.string("none")
        case .automatic: json.string("automatic")
        case .systemLight: json.string("system-light")
        case .systemDark: json.string("system-dark")
        case .solid(let colour):
            json.beginObject()
            json.member("solid", colour)
            json.endObject()
        case .automaticGradient(let colour):
            json.beginObject()
            json.member("automatic-gradient", colour)
            json.endObject()
        case .linearGradient(let colours, let start, let stop):
            json.beginObject()
            json.member("linear-gradient", array: { json in for colour in colours { json.string(colour) } })
            if start != nil || stop != nil {
                json.objectMember("orientation") { json in
                    for (key, point) in [("start", start), ("stop", stop)] {
                        guard let point else { continue }
                        json.objectMember(key) { json in
                            json.member("x", finite: point.x)
                            json.member("y", finite: point.y)
                        }
                    }
                }
            }
            json.endObject()
        }
    }

    private static func write(position: Position, to json: inout JSONByteWriter) {
        json.beginObject()
        json.member("scale", finite: position.scale)
        json.member(
            "translation-in-points",
            array: { json in for value in [position.translation.x, position.translation.y] { json.number(finite: value) } })
        json.endObject()
    }

    private static func write(_ layer: Layer, to json: inout JSONByteWriter) {
        json.beginObject()
        write(layer.blendMode, "blend-mode", to: &json) { value, json in json.string(value) }
        write(layer.fill, "fill", to: &json, write(fill:to:))
        write(layer.glass, "glass", to: &json) { value, json in json.bool(value) }
        write(layer.hidden, "hidden", to: &json) { value, json in json.bool(value) }
        write(layer.imageName, "image-name", to: &json) { value, json in json.string(value) }
        json.member("name", layer.name)
        write(layer.opacity, "opacity", to: &json) { value, json in json.number(finite: value) }
        write(layer.position, "position", to: &json, write(position:to:))
        json.endObject()
    }

    private static func write(_ group: Group, to json: inout JSONByteWriter) {
        json.beginObject()
        write(group.blendMode, "blend-mode", to: &json) { value, json in json.string(value) }
        write(group.blurMaterial, "blur-material", to: &json) { value, json in json.number(finite: value) }
        write(group.hidden, "hidden", to: &json) { value, json in json.bool(value) }
        json.member("layers", array: { json in for layer in group.layers { write(layer, to: &json) } })
        write(group.lighting, "lighting", to: &json) { value, json in json.string(value) }
        json.member("name", group.name)
        write(group.opacity, "opacity", to: &json) { value, json in json.number(finite: value) }
        write(group.position, "position", to: &json, write(position:to:))
        write(group.shadow, "shadow", to: &json) { shadow, json in
            json.beginObject()
            json.member("kind", shadow.kind)
            json.member("opacity", finite: shadow.opacity)
            json.endObject()
        }
        write(group.specular, "specular", to: &json) { value, json in json.bool(value) }
        write(group.translucency, "translucency", to: &json) { translucency, json in
            json.beginObject()
            json.member("enabled", translucency.enabled)
            json.member("value", finite: translucency.value)
            json.endObject()
        }
        json.endObject()
    }
}
