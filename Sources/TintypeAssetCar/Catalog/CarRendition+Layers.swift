extension CarRendition {
    /// One layer of an Icon Composer icon's stack or group, as the catalog keeps it: what it refers to, its
    /// frame on the canvas, how it is blended, and its lighting, glass and shadow.
    package struct Layer: Sendable {
        /// The key tokens of the rendition the layer draws (a gradient, a group, a picture or vector).
        package var reference: [(attribute: UInt16, value: UInt16)]
        /// Bit 0: the frame is fixed.
        package var flags: UInt32
        /// The frame in pixels of the canvas (all zero for one that fills it).
        package var x: Int
        /// The frame in pixels of the canvas.
        package var y: Int
        /// The frame in pixels of the canvas.
        package var width: Int
        /// The frame in pixels of the canvas.
        package var height: Int
        /// The blend mode's number (0: normal).
        package var blendMode: UInt32
        /// The opacity, 0 to 1.
        package var opacity: Float
        /// Bit 0: lit (specular and glass light); bit 1: specular gathered by element.
        package var lighting: UInt32 = 0
        /// The blur's strength.
        package var blur: Float = 0
        /// The colour or gradient facet the layer is filled with, or empty.
        package var fill = ""
        /// Bit 0: specular highlights.
        package var glass: UInt32 = 0
        /// The translucency, 0 to 1.
        package var translucency: Float = 0
        /// The shadow's style (3: neutral).
        package var shadowStyle: UInt32 = 0
        /// The shadow's opacity.
        package var shadowOpacity: Float = 0
    }

    /// The layers of an icon stack or group (property 1012), each with its lighting and fill (1020) and its
    /// glass and shadow (1021), in the order they are drawn; empty for another rendition.
    /// - Throws: for a layer list that runs past its property.
    package func layers() throws(ImageFileError.CarProblem) -> [Layer] {
        guard let references = property(1012) else { return [] }
        let part = "the layers of \(name)"
        let count = Int(try references.u32(0, part))
        guard count <= references.count / 32 else { throw .car("\(part) count \(count) in \(references.count) bytes") }
        var layers: [Layer] = []
        var at = 8
        for _ in 0..<count {
            let keyLength = Int(try references.u32(at + 28, part))
            let tokens = CarBytes(try references.slice(at + 32, keyLength, part))
            let reference = try RenditionKey(tokens: tokens, part).values
            layers.append(
                Layer(
                    reference: reference, flags: try references.u32(at, part), x: Int(try references.i32(at + 4, part)),
                    y: Int(try references.i32(at + 8, part)), width: Int(try references.u32(at + 12, part)),
                    height: Int(try references.u32(at + 16, part)), blendMode: try references.u32(at + 20, part),
                    opacity: try references.f32(at + 24, part)))
            at += 32 + keyLength
        }
        try readLighting(into: &layers, part)
        try readGlass(into: &layers, part)
        return layers
    }

    /// Property 1020: for each layer its lighting flags, blur and fill name.
    private func readLighting(into layers: inout [Layer], _ part: String) throws(ImageFileError.CarProblem) {
        guard let lighting = property(1020) else { return }
        let count = min(Int(try lighting.u32(0, part)), layers.count)
        var at = 8
        for index in 0..<count {
            layers[index].lighting = try lighting.u32(at, part)
            layers[index].blur = try lighting.f32(at + 4, part)
            let length = Int(try lighting.u32(at + 8, part))
            layers[index].fill = try lighting.text(at + 12, length, part)
            at += 12 + length
        }
    }

    /// Property 1021: for each layer its specular flag, translucency and shadow.
    private func readGlass(into layers: inout [Layer], _ part: String) throws(ImageFileError.CarProblem) {
        guard let glass = property(1021) else { return }
        let count = min(Int(try glass.u32(0, part)), layers.count)
        for index in 0..<count {
            let at = 8 + 20 * index
            layers[index].glass = try glass.u32(at, part)
            layers[index].translucency = try glass.f32(at + 4, part)
            layers[index].shadowStyle = try glass.u32(at + 8, part)
            layers[index].shadowOpacity = try glass.f32(at + 12, part)
        }
    }
}
