/// PNG's color types (the IHDR byte), and what each means for the samples.
enum PNGColorType: Int32, CaseIterable {
    case gray = 0
    case rgb = 2
    case palette = 3
    case grayAlpha = 4
    case rgba = 6

    /// Samples a pixel.
    var channels: Int {
        switch self {
        case .gray, .palette: return 1
        case .grayAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// The color model the type stores.
    var colorModel: ImageDecoder.Info.ColorModel {
        switch self {
        case .gray: return .gray
        case .rgb: return .rgb
        case .palette: return .palette
        case .grayAlpha: return .grayAlpha
        case .rgba: return .rgba
        }
    }
}
