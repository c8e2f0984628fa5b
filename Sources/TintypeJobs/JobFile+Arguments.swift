import TintypeSupport

extension JobFile {
    /// A command line read by its command's keys (SPEC §12.1): the one reader of the options of
    /// `tintype batch`, `appicon` and `splash`, for running them and for `--print-job`. Each
    /// key's word is then checked and set by the same field a job file's value is, so that an
    /// option is declared once, as its key.
    package struct Arguments: Sendable {
        /// The words a command takes for its run rather than its job (`--verify`, `-q`,
        /// `--save-job FILE`), by long or one-letter name without dashes.
        package struct RunWords: Sendable {
            /// Run flags: `verify`, `q`.
            package var flags: Set<String>
            /// Run options that take a value: `save-job`.
            package var options: Set<String>

            /// Run flags `flags` and run options with a value `options`.
            package init(flags: Set<String>, options: Set<String> = []) {
                (self.flags, self.options) = (flags, options)
            }
        }

        /// Each key given with its word, in the order given (positional arguments under their
        /// keys); a flag's word is `true`.
        package private(set) var given: [(key: Key, word: String)] = []
        /// The run's own words, as typed (`--verify`, `-q`, `--save-job`).
        package private(set) var runWords: [String] = []

        /// Reads `words` (the command line after the command's name) by `keys`, skipping the
        /// run's own words.
        /// - Throws: ``JobFile/Problem`` for an option no key has, a value missing, a flag
        ///   given a value, or an argument too many.
        package init(_ words: [String], keys: [Key], run: RunWords) throws(Problem) {
            let arguments = keys.filter { $0.kind == .argument }
            var positional: [String] = []
            var index = 0
            /// The value of the option just read: inline (`--layout=ios`) or the next word.
            func value(_ inline: String?, typed word: String) throws(Problem) -> String {
                if let inline { return inline }
                guard index < words.count, !Self.isOptionName(words[index]) else {
                    throw Problem(key: "", reason: "\(word) expects a value")
                }
                index += 1
                return words[index - 1]
            }
            while index < words.count {
                let word = words[index]
                index += 1
                if word == "--" {
                    positional += words[index...]
                    break
                }
                guard Self.isOptionName(word) else {
                    positional.append(word)
                    continue
                }
                let body = word.hasPrefix("--") ? word.dropFirst(2) : word.dropFirst()
                let name = String(body.prefix { $0 != "=" })
                let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                let key = word.hasPrefix("--") ? keys.first { $0.name == name } : keys.first { $0.shortName.map(String.init) == name }
                if run.flags.contains(name) {
                    runWords.append(word)
                } else if run.options.contains(name) {
                    _ = try value(inline, typed: word)
                    runWords.append(word.prefix { $0 != "=" }.description)
                } else if let key, key.kind == .flag {
                    if inline != nil { throw Problem(key: "", reason: "\(word): --\(key.name) takes no value") }
                    given.append((key, "true"))
                } else if let key, key.kind == .option {
                    given.append((key, try value(inline, typed: word)))
                } else if !word.hasPrefix("--") && name.count > 1 {
                    throw Problem(key: "", reason: "'\(word)' is not an option; give each option by its own name (-o, --quiet)")
                } else {
                    throw Problem(key: "", reason: "unknown option '\(word)'")
                }
            }
            guard positional.count <= arguments.count else {
                throw Problem(key: "", reason: "unexpected argument '\(positional[arguments.count])'")
            }
            given.insert(contentsOf: zip(arguments, positional).map { ($0, $1) }, at: 0)
        }

        /// Whether `word` names an option rather than being a value: `--name`, `-o`; not `-`,
        /// `-5` or `-0.5`.
        static func isOptionName(_ word: String) -> Bool {
            guard word.hasPrefix("-"), let second = word.dropFirst().first else { return false }
            return !(second.isNumber || second == ".")
        }

        /// Sets each key given in `job` with its field (a key given twice: the last value; a
        /// repeatable key: its words together).
        /// - Throws: ``JobFile/Problem`` for a word its key refuses, or a required key not given.
        package func set<Job>(_ fields: [Field<Job>], into job: inout Job) throws(Problem) {
            for field in fields where field.key.required && !given.contains(where: { $0.key.name == field.key.name }) {
                let key = field.key
                throw Problem(
                    key: "",
                    reason: key.kind == .argument ? "missing <\(key.name)>" : "missing --\(key.name) <\(key.valueName ?? key.name)>")
            }
            for (key, words) in members {
                guard let field = fields.first(where: { $0.key.name == key.name }) else { continue }
                try field.set(&job, .words(words))
            }
        }

        /// The keys given, each once with its last value (a repeated key's words together), in
        /// the order first given: a job file's members.
        package var members: [(key: Key, words: [String])] {
            var members: [(key: Key, words: [String])] = []
            for (key, word) in given {
                if let index = members.firstIndex(where: { $0.key.name == key.name }) {
                    members[index].words = key.repeating ? members[index].words + [word] : [word]
                } else {
                    members.append((key, [word]))
                }
            }
            return members
        }
    }
}
