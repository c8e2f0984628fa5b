extension AssetCar {
    /// One file drawn or taken out of a catalog: its name in the output folder and its bytes.
    package struct ExtractedFile: Sendable, Equatable {
        /// `AppIcon-dimension2-6@2x.png`, `v_device-iPhone.pdf`: the asset's name made safe for a file
        /// name (anything but letters, digits, `-`, `_`, `.`, `&` and `+` is `_`), the key's other
        /// attributes, the scale, and the kind's extension; a second file of one name gets `-2`, `-3`.
        package var name: String
        /// A PNG of a picture, or the SVG or PDF bytes a vector keeps.
        package var bytes: [UInt8]
    }

    /// Every picture of the catalog as a PNG (atlases left out: their pictures are given by the
    /// renditions that link into them) and every vector's SVG or PDF as it is kept.
    /// - Throws: for a picture or vector that cannot be decoded; `limits` bound each.
    package func extracted(limits: ImageDecoder.Limits = .default) throws(ImageFileError.CarProblem) -> [ExtractedFile] {
        let named = facetNames
        var files: [ExtractedFile] = []
        var taken = Set<String>()
        var atlases = AtlasPixels()
        for rendition in renditions where rendition.layout != CarRendition.Layout.packedImage.rawValue {
            let bytes: [UInt8]
            let suffix: String
            if let image = try image(rendition, limits: limits, atlases: &atlases) {
                do { bytes = try PNGEncoder().encode(image) } catch { throw .car("\(rendition.name) could not be written as a PNG") }
                suffix = (rendition.scale > 1 ? "@\(NumberText.shortest(rendition.scale))x" : "") + ".png"
            } else if case .data(let compressed, let data) = try rendition.content(), !data.bytes.isEmpty,
                rendition.pixelFormat == "SVG " || rendition.pixelFormat == "PDF "
            {
                do {
                    bytes = compressed ? try LZFSE.decode(data.bytes, maximumBytes: limits.maximumFileBytes) : Array(data.bytes)
                } catch { throw .car("\(rendition.name): \(error)") }
                suffix = rendition.pixelFormat == "SVG " ? ".svg" : ".pdf"
            } else {
                continue
            }
            let stem = Self.safe(named[rendition.key[.identifier]] ?? rendition.name) + keyWords(rendition)
            var name = stem + suffix
            var count = 1
            while !taken.insert(name.lowercased()).inserted {
                count += 1
                name = "\(stem)-\(count)\(suffix)"
            }
            files.append(ExtractedFile(name: name, bytes: bytes))
        }
        return files
    }

    /// `-DarkAqua-iPhone-subtype-568`: the key's attributes past its asset and scale, in words.
    private func keyWords(_ rendition: CarRendition) -> String {
        let skipped: Set<UInt16> = [
            RenditionAttribute.element.rawValue, RenditionAttribute.part.rawValue, RenditionAttribute.identifier.rawValue,
            RenditionAttribute.scale.rawValue
        ]
        let words = rendition.key.values.filter { !skipped.contains($0.attribute) && $0.value != 0 }.map { attribute, value in
            switch RenditionAttribute(rawValue: attribute) {
            case .appearance:
                let name = appearance(value) ?? "appearance\(value)"
                return name.hasPrefix("NSAppearanceName") ? String(name.dropFirst("NSAppearanceName".count)) : name
            case .idiom: return Self.idioms[value] ?? "idiom\(value)"
            case let known?: return "\(known)-\(value)"
            case nil: return "attribute\(attribute)-\(value)"
            }
        }
        return words.map { "-" + Self.safe($0) }.joined()
    }

    /// `name` with anything but letters, digits, `-`, `_`, `.`, `&` and `+` made `_`, never starting with
    /// `.` and never empty: a file name that stays in its folder.
    private static func safe(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.&+")
        var safe = String(name.prefix(120).map { allowed.contains($0) ? $0 : "_" })
        if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        return safe.isEmpty ? "_" : safe
    }
}
