/// How a style draws one state (SPEC §4.3): the paint, and what the variant
/// carries besides the tinted icon.
///
/// `normal` and `selected` are as they always were: the paint alone, with the
/// selection background, glow and arrow as shared pieces drawn by the app. A
/// state may instead bake effects into its own files: `opacity` fades the
/// whole variant (`disabled` is typically the normal paint at 0.38), the
/// selection background is drawn under the icon, the glow over it.
public struct StateStyle: Hashable, Sendable {
    /// The state this draws.
    public var state: IconState
    /// The icon's paint.
    public var paint: Paint
    /// The variant's opacity, 0 to 1: every pixel's premultiplied channels are scaled by it.
    public var opacity: Double
    /// Draw the embossed selection background under the icon, in the variant's own files.
    public var selectionBackground: Bool
    /// Draw the glow over the icon's lower edge, in the variant's own files.
    public var glow: Bool

    /// A state's look; see the properties for what each part does.
    public init(_ state: IconState, paint: Paint, opacity: Double = 1, selectionBackground: Bool = false, glow: Bool = false) {
        self.state = state
        self.paint = paint
        self.opacity = min(1, max(0, opacity))
        self.selectionBackground = selectionBackground
        self.glow = glow
    }

    /// The opacity as the 8-bit alpha the variant is scaled by (`round(opacity × 255)`).
    public var opacityAlpha: UInt8 { UInt8(fraction: opacity) }

    /// Everything that decides the variant's pixels besides the art, as its digest records it.
    var digest: String {
        "\(state.name) \(paint.styleJSON) opacity \(opacityAlpha) selection \(selectionBackground) glow \(glow)"
    }
}
