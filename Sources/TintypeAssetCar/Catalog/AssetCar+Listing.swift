extension AssetCar {
    /// One rendition as `tintype info` lists it.
    package struct Entry: Sendable, Equatable {
        /// The facet it belongs to (empty for a packed atlas, which belongs to none).
        package var asset: String
        /// What it is, in words (`picture`, `picture in an atlas`, `SVG`, `colour`, `icon stack`).
        package var kind: String
        /// Its size in pixels (0 when it has none).
        package var width: Int
        /// Its size in pixels.
        package var height: Int
        /// Its scale (0 for a vector kept for every scale).
        package var scale: Double
        /// The rest of its key, in words (`appearance NSAppearanceNameDarkAqua, idiom 1`), and what it holds
        /// (a colour's components, a gradient's stops, an icon's layers).
        package var detail: String
    }

    /// Every rendition, asset by asset in the catalog's order (atlases last).
    package func entries() -> [Entry] {
        let named = facetNames
        let listed = renditions.map { rendition in
            Entry(
                asset: named[rendition.key[.identifier]] ?? "", kind: Self.kind(rendition), width: rendition.width,
                height: rendition.height, scale: rendition.scale, detail: detail(rendition, named: named))
        }
        let order = Dictionary(facets.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        return listed.enumerated().sorted { a, b in
            (order[a.element.asset] ?? Int.max, a.offset) < (order[b.element.asset] ?? Int.max, b.offset)
        }.map(\.element)
    }

    /// The lines `tintype info` prints: the catalog, then each asset and its renditions (``entries()``).
    package func lines(file: String, entries: [Entry]) -> [String] {
        let platform = metadata.map { ", \($0.deploymentPlatform) \($0.deploymentPlatformVersion)" } ?? ""
        var lines = [
            "\(file): compiled asset catalog by \(header.version) (CoreUI \(header.coreUIVersion), storage \(header.storageVersion))"
                + "\(platform), \(facets.count) assets, \(renditions.count) renditions"
        ]
        var asset: String?
        for entry in entries {
            if entry.asset != asset {
                lines.append("  \(entry.asset.isEmpty ? "(packed atlases)" : entry.asset)")
                asset = entry.asset
            }
            let size = entry.width > 0 ? " \(entry.width)×\(entry.height)" : ""
            let scale = entry.scale > 0 && entry.width > 0 ? " @\(NumberText.shortest(entry.scale))x" : ""
            lines.append("    \(entry.kind)\(size)\(scale)" + (entry.detail.isEmpty ? "" : ": \(entry.detail)"))
        }
        return lines
    }

    /// A rendition's kind in words, from its layout and pixel format.
    private static func kind(_ rendition: CarRendition) -> String {
        switch CarRendition.Layout(rawValue: rendition.layout) {
        case .vector: return rendition.pixelFormat == "SVG " ? "SVG" : "PDF"
        case .onePartFixed, .onePartTile, .onePartScale: return "picture"
        case .internalLink: return "picture in an atlas"
        case .packedImage: return "packed atlas"
        case .color: return "colour"
        case .namedGradient: return "gradient"
        case .multisizeImageSet: return "app icon sizes"
        case .iconImageStack: return "icon stack"
        case .iconGroup: return "icon group"
        case .rawData: return "data"
        case .externalLink: return "picture in another catalog"
        case .layerStack: return "layer stack"
        case nil: return "layout \(rendition.layout)"
        }
    }

    /// The key's attributes past its asset and scale, and what the rendition holds.
    private func detail(_ rendition: CarRendition, named: [UInt16: String]) -> String {
        let shown: Set<UInt16> = [
            RenditionAttribute.element.rawValue, RenditionAttribute.part.rawValue, RenditionAttribute.identifier.rawValue,
            RenditionAttribute.scale.rawValue
        ]
        var words: [String] = rendition.key.values.filter { !shown.contains($0.attribute) && $0.value != 0 }.map { attribute, value in
            if attribute == RenditionAttribute.appearance.rawValue { return "appearance \(appearance(value) ?? "\(value)")" }
            if attribute == RenditionAttribute.idiom.rawValue, let idiom = Self.idioms[value] { return idiom }
            return "\(RenditionAttribute(rawValue: attribute).map(\.description) ?? "attribute \(attribute)") \(value)"
        }
        if rendition.key[.appearance] == 0, keyFormat.contains(RenditionAttribute.appearance.rawValue), let any = appearance(0) {
            words.insert("appearance \(any)", at: 0)
        }
        let picture: Set<UInt16> = [10, 11, 12, CarRendition.Layout.internalLink.rawValue]
        if rendition.templateRendering != "automatic" && picture.contains(rendition.layout) {
            words.append("\(rendition.templateRendering) rendering")
        }
        words += held(rendition, named: named)
        return words.joined(separator: ", ")
    }

    /// What a colour, gradient, size list or icon layer list holds, in words.
    private func held(_ rendition: CarRendition, named: [UInt16: String]) -> [String] {
        if let layers = try? rendition.layers(), !layers.isEmpty { return [Self.layerWords(layers, named: named)] }
        guard let content = try? rendition.content() else { return ["unreadable"] }
        switch content {
        case .color(let space, let components):
            return [
                "colour space \(space) (\(components.map { NumberText.shortest(($0 * 1000).rounded() / 1000) }.joined(separator: ", ")))"
            ]
        case .gradient(_, _, _, let stops):
            return ["stops " + stops.map { "\(NumberText.shortest(Double($0.location))) \($0.color)" }.joined(separator: ", ")]
        case .sizes(let sizes): return ["sizes " + sizes.map { "\($0.width)" }.joined(separator: " ")]
        case .data(let compressed, let bytes): return ["\(bytes.count) bytes" + (compressed ? " of LZFSE" : "")]
        default: return []
        }
    }

    /// An icon stack's or group's layers in words: what each draws, its frame, its fill.
    private static func layerWords(_ layers: [CarRendition.Layer], named: [UInt16: String]) -> String {
        return "layers "
            + layers.map { layer in
                let identifier = layer.reference.first { $0.attribute == RenditionAttribute.identifier.rawValue }?.value ?? 0
                let frame = layer.width > 0 ? " at \(layer.x),\(layer.y) \(layer.width)×\(layer.height)" : ""
                return (named[identifier] ?? "identifier \(identifier)") + frame + (layer.fill.isEmpty ? "" : " filled \(layer.fill)")
            }.joined(separator: "; ")
    }

    /// The idioms' names by the value a key's `idiom` takes.
    static let idioms: [UInt16: String] = [1: "iPhone", 2: "iPad", 3: "TV", 4: "CarPlay", 5: "watch", 6: "marketing"]
}
