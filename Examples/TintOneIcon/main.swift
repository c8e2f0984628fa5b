import Tintype

// Reads art drawn for 3×, fills it with a gradient on a 64×44 pt item, writes the PNG.
let folder = CommandLine.arguments.dropFirst().first ?? "."
do {
    let art = try ImageDecoder.read("Fixtures/icons/star@3x.png", scaleFromName: true).image
    let paint = Paint.vertical(StraightColor(red: 213, green: 229, blue: 248), StraightColor(red: 49, green: 140, blue: 228))
    let item = PointSize(width: 64, height: 44).pixels(at: art.scale)
    var icon = RGBAImage(width: item.width, height: item.height, scale: art.scale)
    Tint(paint: paint).apply(to: art, into: &icon)
    try PNGEncoder(colorLayout: .smallestLossless).write(icon, to: folder + "/star-selected@3x.png")
    print("wrote \(folder)/star-selected@3x.png, \(icon.size) px")
} catch {
    print("error: \(error)")
}
