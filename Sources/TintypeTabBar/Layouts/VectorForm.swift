/// An icon written once as a vector the platform tints at run time (SPEC §13.5), as a
/// layout's descriptors need it: the vector's file stem and the states it draws.
struct VectorForm: Sendable {
    /// The name the vector's file takes: the icon's own (`chat`), or `chat-template` when the
    /// normal state is drawn in pixels and keeps that name for its PNGs.
    let stem: String
    /// The states the platform draws by tinting the vector, in the style's order.
    let states: [IconState]

    /// The vector form of the icon `name` in `style`.
    init(name: String, style: StyleDefinition) {
        states = style.runTimeTints.map(\.state)
        stem = states.contains(.normal) ? name : name + IconVariant.template.setSuffix
    }
}
