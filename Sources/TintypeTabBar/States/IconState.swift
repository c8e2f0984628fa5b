/// A state an icon variant shows (SPEC §4.3). Four states have a meaning every
/// platform knows; any other name is a ``custom(_:)`` state. Each case says how
/// platforms match it (``androidSelectorAttribute``, ``cssSelector(_:)``, each
/// written in its layout's file), and those are exhaustive `switch`es: a new case
/// does not compile until every layout handles it.
public enum IconState: Hashable, Sendable, CustomStringConvertible {
    /// The item at rest.
    case normal
    /// The selected item.
    case selected
    /// The item while a finger or the mouse button is down on it.
    case pressed
    /// An item that cannot be used.
    case disabled
    /// Any other state, by its name (`focused`, `hovered`, `badged`, …).
    case custom(String)

    /// The state called `name`: one of the four built-in names, or a custom
    /// state. Nil when the name cannot be one (see ``nameProblem(_:)``).
    public init?(name: String) {
        guard IconState.nameProblem(name) == nil else { return nil }
        switch name {
        case "normal": self = .normal
        case "selected": self = .selected
        case "pressed": self = .pressed
        case "disabled": self = .disabled
        default: self = .custom(name)
        }
    }

    /// The state's name, as files, the manifest and style files spell it.
    public var name: String {
        switch self {
        case .normal: return "normal"
        case .selected: return "selected"
        case .pressed: return "pressed"
        case .disabled: return "disabled"
        case .custom(let name): return name
        }
    }

    public var description: String { name }

    /// Names a file name already uses for something else: `dark` and `light`
    /// (appearances), `template` (template images) and `state` (Android's
    /// `ic_NAME_state.xml` selector).
    public static let reservedNames: Set<String> = ["dark", "light", "template", "state"]

    /// Why `name` cannot name a state, or nil: a name is 1 to 32 lowercase ASCII
    /// letters, digits and `-`, starting with a letter, and not reserved.
    public static func nameProblem(_ name: String) -> String? {
        let allowed = name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
        guard (1...32).contains(name.utf8.count), allowed, let first = name.utf8.first, first >= 0x61 && first <= 0x7A else {
            return "a state name is 1 to 32 lowercase letters, digits and '-', starting with a letter; got '\(name)'"
        }
        if reservedNames.contains(name) {
            return "'\(name)' names something else in file names (\(reservedNames.sorted().joined(separator: ", ")) are reserved)"
        }
        return nil
    }

    /// How strongly a platform prefers this state when several apply at once,
    /// highest first: pressed, selected, custom states, disabled, normal.
    /// Android's state list takes the first item that matches, so it lists
    /// states in this order; CSS lets the last matching rule win, so
    /// `icons.css` writes them in the reverse order.
    public var precedence: Int {
        switch self {
        case .pressed: return 0
        case .selected: return 1
        case .custom: return 2
        case .disabled: return 3
        case .normal: return 4
        }
    }

    /// `states` by ``precedence``, highest first; states of equal precedence keep their order.
    public static func byPrecedence(_ states: [IconState]) -> [IconState] {
        states.enumerated().sorted { ($0.element.precedence, $0.offset) < ($1.element.precedence, $1.offset) }.map(\.element)
    }
}

extension IconState: Codable {
    /// Reads a state from its name.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let state = IconState(name: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a state name: \(name)"))
        }
        self = state
    }

    /// Writes the state's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
