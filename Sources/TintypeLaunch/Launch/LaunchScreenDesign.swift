/// How a launch screen looks (SPEC §14): its ground in light and dark, and the plate Android
/// may draw behind the icon.
package struct LaunchScreenDesign: Hashable, Sendable {
    /// The screen's colour in the light appearance.
    package var background: StraightColor
    /// The screen's colour in the dark appearance.
    package var darkBackground: StraightColor
    /// Android 12's icon background (a circle behind the logo, which then sits on a 240 dp canvas
    /// instead of 288); nil for none.
    package var iconBackground: StraightColor?
    /// The icon background in the dark; nil for ``iconBackground``.
    package var darkIconBackground: StraightColor?

    /// A design: white in the light, black in the dark, no icon background.
    package init(
        background: StraightColor = StraightColor(red: 255, green: 255, blue: 255),
        darkBackground: StraightColor = StraightColor(red: 0, green: 0, blue: 0), iconBackground: StraightColor? = nil,
        darkIconBackground: StraightColor? = nil
    ) {
        self.background = background
        self.darkBackground = darkBackground
        self.iconBackground = iconBackground
        self.darkIconBackground = darkIconBackground
    }

    /// The logo's content radius on every platform, in points (dp, CSS pixels): the radius of the
    /// circle Android 12 shows the icon in (192 dp of 288), so the logo is one size everywhere.
    package static let logoRadius = 96.0
}
