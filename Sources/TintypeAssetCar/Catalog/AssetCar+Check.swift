extension AssetCar {
    /// What `tintype check` finds wrong in a catalog, as breaches of `file` (its name under the folder
    /// checked): a rendition that does not decode (`unreadable`: its pictures, its data, its layers), and a
    /// name that leads nowhere (`unresolved`: a rendition whose identifier no asset has, a link to an atlas
    /// that is not there, a layer drawing a rendition that is not there, a fill or gradient stop naming no
    /// colour or gradient).
    package func breaches(file: String, limits: ImageDecoder.Limits = .default) -> [AppIconCheck.Breach] {
        var found: [AppIconCheck.Breach] = []
        let identifiers = Set(facets.map { $0.key[.identifier] })
        let names = Set(facets.map(\.name))
        let drawn = Set(renditions.map { $0.key[.identifier] })
        var atlases = AtlasPixels()
        for rendition in renditions {
            func breach(_ rule: AppIconCheck.Breach.Rule, _ detail: String) {
                found.append(AppIconCheck.Breach(file: file, rule: rule, detail: "\(rendition.name): \(detail)"))
            }
            let identifier = rendition.key[.identifier]
            if rendition.layout != CarRendition.Layout.packedImage.rawValue, !identifiers.contains(identifier) {
                breach(.unresolved, "its identifier \(identifier) is no asset's")
            }
            do throws(ImageFileError.CarProblem) {
                let content = try rendition.content()
                if case .link(let tokens, _, _, _, _, _) = content, atlas(tokens) == nil {
                    breach(.unresolved, "it links to an atlas the catalog does not hold")
                    continue
                }
                _ = try image(rendition, limits: limits, atlases: &atlases)
                if case .data(true, let data) = content {
                    do { _ = try LZFSE.decode(data.bytes, maximumBytes: limits.maximumFileBytes) } catch { throw .car("\(error)") }
                }
                if case .gradient(_, _, _, let stops) = content {
                    for stop in stops where !names.contains(stop.color) {
                        breach(.unresolved, "a gradient stop names \(stop.color), no asset")
                    }
                }
                for layer in try rendition.layers() {
                    let reference = RenditionKey(layer.reference)[.identifier]
                    if !drawn.contains(reference) { breach(.unresolved, "a layer draws identifier \(reference), which no rendition has") }
                    if !layer.fill.isEmpty, !names.contains(layer.fill) {
                        breach(.unresolved, "a layer is filled with \(layer.fill), no asset")
                    }
                }
            } catch {
                breach(.unreadable, error.reason)
            }
        }
        return found
    }
}

extension ImageFileError.CarProblem {
    /// The reason alone, without the words every car problem begins with.
    package var reason: String {
        switch self {
        case .car(let reason): return reason
        }
    }
}
