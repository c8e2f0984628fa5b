/// The CSS of an SVG's `<style>` elements, as icon themes use it: rules of type, class
/// and id selectors (`path`, `.ColorScheme-Text`, `#a`, `g .b`, `rect.c`, lists with
/// commas) whose declarations set presentation properties. A selector or at-rule
/// the tree cannot match exactly (`>`, `:hover`, `[attr]`, `@media`) is refused by
/// name rather than skipped, since what it styles would then be drawn otherwise.
package struct SVGStyleSheet: Sendable {
    /// One compound selector: an element name (or any), classes and an id, all of which must match.
    package struct Compound: Hashable, Sendable {
        var name: String?
        var classes: [String] = []
        var id: String?

        func matches(_ node: XMLNode) -> Bool {
            matches(node, classes: classes.isEmpty ? [] : SVGStyleSheet.classes(of: node))
        }

        /// Whether `node`, whose classes are `own`, matches.
        func matches(_ node: XMLNode, classes own: Set<Substring>) -> Bool {
            if let name, node.localName != name { return false }
            if let id, node[attribute: "id"] != id { return false }
            return classes.allSatisfy { own.contains($0[...]) }
        }
    }

    /// A rule: its selector (compounds, each a descendant of the one before), declarations, order.
    package struct Rule: Sendable {
        var selector: [Compound]
        var declarations: [(name: String, value: String, important: Bool)]
        var specificity: Int
        var order: Int
    }

    private(set) var rules: [Rule] = []
    /// The rules by what their last compound asks of an element (`#id`, `.class`, a name, or `*`
    /// for none), so that an element is tried against the rules that can match it, not all.
    private var index: [String: [Int]] = [:]

    /// The most rules a document's style sheets may hold (icon themes use a handful).
    package static let maximumRules = 2_000
    /// The most compounds one selector may chain (`g .a path` is three).
    package static let maximumCompounds = 16

    /// An empty style sheet.
    package init() {}

    /// Adds the rules of `text` (one `<style>` element's content).
    /// - Throws: The selector or at-rule that cannot be matched exactly, in words.
    package mutating func add(_ text: String) throws(SVGStyleSheetProblem) {
        var rest = Self.withoutComments(text)[...]
        while let open = rest.firstIndex(of: "{") {
            let selectors = rest[..<open].trimmed
            guard let close = rest[open...].firstIndex(of: "}") else { throw .unmatched("an unclosed rule '\(selectors)'") }
            if selectors.hasPrefix("@") { throw .unmatched("the at-rule \(selectors.split(separator: " ").first ?? "")") }
            let declarations = Self.declarations(String(rest[rest.index(after: open)..<close]))
            for selector in selectors.split(separator: ",") {
                let compounds = try Self.selector(selector.trimmed)
                let specificity = compounds.reduce(0) {
                    $0 + ($1.id == nil ? 0 : 10_000) + $1.classes.count * 100 + ($1.name == nil ? 0 : 1)
                }
                guard compounds.count <= Self.maximumCompounds else {
                    throw .unmatched("a selector of \(compounds.count) compounds (at most \(Self.maximumCompounds))")
                }
                guard rules.count < Self.maximumRules else { throw .unmatched("more than \(Self.maximumRules) rules") }
                let last = compounds.last
                let key = last?.id.map { "#" + $0 } ?? last?.classes.first.map { "." + $0 } ?? last?.name ?? "*"
                index[key, default: []].append(rules.count)
                rules.append(Rule(selector: compounds, declarations: declarations, specificity: specificity, order: rules.count))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.trimmed.isEmpty { throw .unmatched("text outside a rule: '\(rest.trimmed.prefix(40))'") }
    }

    /// The declarations that apply to `node` (whose ancestors, nearest last, are `ancestors`), in
    /// cascade order: lower specificity first, then document order; `!important` ones after all.
    /// `work` counts the compounds tried, for the caller to bound.
    package func declarations(for node: XMLNode, ancestors: [XMLNode], work: inout Int) -> [(name: String, value: String, important: Bool)]
    {
        guard !rules.isEmpty else { return [] }
        let own = Self.classes(of: node)
        var keys = ["*", String(node.localName)]
        if let id = node[attribute: "id"] { keys.append("#" + id) }
        for name in own { keys.append("." + name) }
        var candidates = Set<Int>()
        for key in keys { candidates.formUnion(index[key] ?? []) }
        var matching: [Rule] = []
        for position in candidates {
            let rule = rules[position]
            work += 1 + (rule.selector.count > 1 ? ancestors.count : 0)
            guard let last = rule.selector.last, last.matches(node, classes: own) else { continue }
            if Self.matches(rule.selector.dropLast(), ancestors) { matching.append(rule) }
        }
        matching.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        let all = matching.flatMap(\.declarations)
        return all.filter { !$0.important } + all.filter(\.important)
    }

    /// `name: value; …` (a `style` attribute, or a rule's body).
    package static func declarations(_ text: String) -> [(name: String, value: String, important: Bool)] {
        // CSS comments may stand anywhere between tokens, in an attribute as in a sheet.
        let text = text.contains("/*") ? withoutComments(text) : text
        return text.split(separator: ";").compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            var value = part[part.index(after: colon)...].trimmed
            let important = value.hasSuffix("!important")
            if important { value = String(value.dropLast("!important".count)).trimmed }
            let name = part[..<colon].trimmed.lowercased()
            return name.isEmpty ? nil : (name, value, important)
        }
    }

    /// Whether the compounds before an element's own are matched by its ancestors, in order.
    private static func matches(_ selector: ArraySlice<Compound>, _ ancestors: [XMLNode]) -> Bool {
        var remaining = selector
        for ancestor in ancestors.reversed() where !remaining.isEmpty {
            if remaining.last!.matches(ancestor) { remaining.removeLast() }
        }
        return remaining.isEmpty
    }

    /// The classes of `node`'s `class` attribute.
    package static func classes(of node: XMLNode) -> Set<Substring> {
        Set((node[attribute: "class"] ?? "").split(whereSeparator: \.isWhitespace))
    }

    private static func selector(_ text: String) throws(SVGStyleSheetProblem) -> [Compound] {
        var compounds: [Compound] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            var compound = Compound()
            var token = ""
            var kind: Character = "t"
            func finish() {
                switch kind {
                case ".": compound.classes.append(token)
                case "#": compound.id = token
                default: if !token.isEmpty && token != "*" { compound.name = token }
                }
                token = ""
            }
            for character in word {
                if character == "." || character == "#" {
                    finish()
                    kind = character
                } else if character.isLetter || character.isNumber || character == "-" || character == "_" || character == "*" {
                    token.append(character)
                } else {
                    throw .unmatched("the selector '\(text)' (only element, class and id selectors are read)")
                }
            }
            finish()
            compounds.append(compound)
        }
        guard !compounds.isEmpty else { throw .unmatched("an empty selector") }
        return compounds
    }

    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstRange(of: "/*") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "*/") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}

/// A style sheet the tree cannot apply exactly, in words.
package enum SVGStyleSheetProblem: Error, Hashable, Sendable {
    /// What cannot be matched.
    case unmatched(String)
}

extension StringProtocol {
    /// The text without white space at either end.
    package var trimmed: String {
        // Most values start and end with a printable ASCII character, which is not white space:
        // those are kept whole without walking their characters.
        if let first = first?.asciiValue, let last = last?.asciiValue, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
            return String(self)
        }
        return String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
