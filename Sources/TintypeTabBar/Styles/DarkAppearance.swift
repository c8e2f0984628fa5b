extension StyleDefinition {
    /// What a style changes for the dark appearance (SPEC §4.3): paints for some or
    /// all of its states and the bar. A state without a dark paint keeps its light
    /// one; its opacity and effects are the same in both appearances.
    public struct DarkAppearance: Hashable, Sendable {
        /// The dark paint of each state that has one.
        public var paints: [IconState: Paint]
        /// The bar background in the dark appearance.
        public var bar: TabBarStyle.BarBackground

        /// A dark appearance from its parts.
        public init(paints: [IconState: Paint], bar: TabBarStyle.BarBackground) {
            self.paints = paints
            self.bar = bar
        }
    }
}
