import TintypeSupport

extension JobFile {
    /// One key a job of one command takes (SPEC §12.1): one option of the command line, under
    /// the option's long name without `--` (`item-size`), or one argument under its name
    /// (`icon-folder`). The command line takes its options' names and help from these, the
    /// schema lists them, and `--print-job` writes them.
    package struct Key: Sendable, Hashable {
        /// How the command line takes a key.
        package enum Kind: String, Sendable, Hashable {
            /// A positional argument.
            case argument
            /// An option with a value.
            case option
            /// A flag: true gives it, false leaves it out.
            case flag
        }

        /// The key, as the job file spells it.
        package var name: String
        /// How the command line takes it.
        package var kind: Kind
        /// Given more than once (`state`): a job gives an array.
        package var repeating = false
        /// A comma-separated list (`scales`, `platform`): a job gives an array or the text.
        package var list = false
        /// The only values it takes, when there are few.
        package var values: [String]?
        /// What it does, in a sentence or two: the option's help and the schema's description.
        package var help: String
        /// What its value is, as help shows it (`<size>`), when not the key's name.
        package var valueName: String?
        /// Its one-letter name on the command line (`o` for `output`).
        package var shortName: Character?
        /// Every job of the command must give it.
        package var required = false
        /// Its value is a path: read from the job file's folder, not the current one.
        package var isPath = false
        /// Its value may be a JSON object (a batch's inline `style`).
        package var takesDocument = false
        /// The heading help lists it under (`Sizing`, `Limits`); nil: with the command's own options.
        package var group: String?
        /// Accepted from jobs and scripts written before it was replaced, but neither listed in
        /// help nor in the schema.
        package var hidden = false
    }

    /// A key's value in a job: the words of its command-line value (a flag's `true` or
    /// `false`, a list's items, a repeated option's values), or a JSON object where the key
    /// takes one.
    package enum Value: Sendable {
        /// Its value as the command line would give it: one word, or one a repetition.
        case words([String])
        /// A JSON object (an inline style).
        case document(JSONValue)
    }

    /// One key with what it does to the job being built of type `Job`.
    package struct Field<Job>: Sendable {
        /// The key.
        package var key: Key
        /// Sets the key's value in a job.
        package var set: @Sendable (inout Job, Value) throws(Problem) -> Void
        /// The key's value in a job as its word, where help shows a default (`ios`, `320`); nil
        /// where the default depends on other keys or is said in the help's own words.
        package var shown: (@Sendable (Job) -> String?)?

        /// A key whose value `set` sets, with its default as `shown` gives it.
        package init(
            key: Key, shown: (@Sendable (Job) -> String?)? = nil, set: @escaping @Sendable (inout Job, Value) throws(Problem) -> Void
        ) {
            (self.key, self.shown, self.set) = (key, shown, set)
        }

        /// The same field listed under the heading `group`.
        package func grouped(_ group: String) -> Field {
            var field = self
            field.key.group = group
            return field
        }

        /// A flag: `set` receives true or false.
        package static func flag(_ name: String, _ help: String, set: @escaping @Sendable (inout Job, Bool) -> Void) -> Field {
            Field(key: Key(name: name, kind: .flag, help: help)) { job, value throws(Problem) in
                set(&job, try value.word(for: name) == "true")
            }
        }

        /// A key with one value: `set` receives its word.
        package static func option(
            _ key: Key, set: @escaping @Sendable (inout Job, String) throws(Problem) -> Void
        ) -> Field {
            Field(key: key) { job, value throws(Problem) in try set(&job, try value.word(for: key.name)) }
        }

        /// A key that takes one of a few names: `set` receives the value named.
        package static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
            _ name: String, _ help: String, valueName: String? = nil, set: @escaping @Sendable (inout Job, Choice) -> Void
        ) -> Field where Choice.RawValue == String {
            let key = Key(name: name, kind: .option, values: Choice.allCases.map(\.rawValue), help: help, valueName: valueName)
            return option(key) { job, word throws(Problem) in
                guard let choice = Choice(rawValue: word) else {
                    throw .not("one of \(key.values!.joined(separator: ", "))", word, key: name)
                }
                set(&job, choice)
            }
        }

        /// A key that takes one of a few names, kept at `value` in the job, whose default help shows.
        package static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
            _ name: String, _ help: String, valueName: String? = nil, _ value: WritableKeyPath<Job, Choice> & Sendable
        ) -> Field where Choice.RawValue == String {
            var field = choice(name, help, valueName: valueName) { (job: inout Job, choice: Choice) in job[keyPath: value] = choice }
            field.shown = { $0[keyPath: value].rawValue }
            return field
        }

        /// A key whose word `parse` reads as a `Value`, named `what` when it cannot.
        /// A key whose word `parse` reads as a `Value`, named `what` when it cannot; `shown` gives
        /// the default help shows, if any.
        package static func parsed<Parsed>(
            _ key: Key, as what: String, _ parse: @escaping @Sendable (String) -> Parsed?,
            shown: (@Sendable (Job) -> String?)? = nil, set: @escaping @Sendable (inout Job, Parsed) -> Void
        ) -> Field {
            var field = option(key) { job, word throws(Problem) in
                guard let value = parse(word) else { throw .not(what, word, key: key.name) }
                set(&job, value)
            }
            field.shown = shown
            return field
        }

        /// A repeatable key: `set` receives each word.
        package static func repeating(
            _ key: Key, set: @escaping @Sendable (inout Job, [String]) throws(Problem) -> Void
        ) -> Field {
            var repeated = key
            repeated.repeating = true
            return Field(key: repeated) { job, value throws(Problem) in
                guard case .words(let words) = value else { throw Problem(key: key.name, reason: "expected text or an array") }
                try set(&job, words)
            }
        }
    }
}

extension JobFile.Value {
    /// The one word of a key's value.
    /// - Throws: ``JobFile/Problem`` naming `key` when it is a document or several words.
    package func word(for key: String) throws(JobFile.Problem) -> String {
        guard case .words(let words) = self, words.count == 1 else { throw JobFile.Problem(key: key, reason: "expected one value") }
        return words[0]
    }
}

extension JobFile.Problem {
    /// "'`word`' is not `what`" for `key`.
    package static func not(_ what: String, _ word: String, key: String) -> JobFile.Problem {
        JobFile.Problem(key: key, reason: "'\(word)' is not \(what)")
    }
}
