import TintypePixels

extension IconComposerBundle {
    /// The gradient Apple's renders derive from an `automatic-gradient` colour, down the box it
    /// fills (the canvas, or a layer's box), measured on Icon Composer's exports:
    /// - a light colour (relative luminance from 0.6) is kept over the top 35 % and darkens to 85 % of
    ///   its light (in linear light) at 88 % of the way down (a yellow ground);
    /// - a dark one (to 0.3) is lighter above: 21 % of the way to white (in sRGB) at the top 10 %,
    ///   reaching the colour itself at 65 % of the way down (a grey layer: Apple's eases out, up to 7 levels under this line at a third of the way; 55 % fits those pixels better and the whole renders worse);
    /// - between the two, the two gradients mixed by where the luminance lies.
    static func automaticGradient(_ color: StraightColor) -> Paint.LinearGradient? {
        func linear(_ value: UInt8) -> Double { SRGBTransfer.decoded(Double(value) / 255) }
        let luminance = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        let light = min(1, max(0, (luminance - 0.3) / 0.3))
        let own = SIMD3<Double>(Double(color.red), Double(color.green), Double(color.blue))
        let lighter = own + (SIMD3(repeating: 255) - own) * 0.21
        let darker =
            SIMD3<Double>(
                SRGBTransfer.encoded(0.85 * linear(color.red)), SRGBTransfer.encoded(0.85 * linear(color.green)),
                SRGBTransfer.encoded(0.85 * linear(color.blue))) * 255
        /// Each gradient's colour at `location` of the way down, piecewise linear between its ends.
        func dark(_ location: Double) -> SIMD3<Double> {
            let way = min(1, max(0, (location - 0.10) / (0.65 - 0.10)))
            return lighter + (own - lighter) * way
        }
        func bright(_ location: Double) -> SIMD3<Double> {
            let way = min(1, max(0, (location - 0.35) / (0.88 - 0.35)))
            return own + (darker - own) * way
        }
        // Both gradients bend only at these places, so their mix is exact with a stop at each.
        let stops = [0.10, 0.35, 0.65, 0.88].map { location in
            let mixed = dark(location) * (1 - light) + bright(location) * light
            func byte(_ value: Double) -> UInt8 { UInt8(clamping: Int(clamping: value, to: 0...255, rounding: .toNearestOrAwayFromZero)) }
            return Paint.LinearGradient.Stop(
                location: location, color: StraightColor(red: byte(mixed.x), green: byte(mixed.y), blue: byte(mixed.z), alpha: color.alpha))
        }
        return Paint.LinearGradient(stops: stops, start: VectorPath.Point(x: 0.5, y: 0), end: VectorPath.Point(x: 0.5, y: 1))
    }
}
