import TintypeSupport

extension JobFile {
    /// Reads a job's keys into the job they describe: each value checked against what its key
    /// takes, paths resolved from the job file's folder (an output from the build folder,
    /// when there is one).
    struct Reader: Sendable {
        /// The job file's folder.
        var folder: String
        /// The build folder outputs are written under, if any.
        var into: String?

        /// Sets each key of `object` (but `job`) in `job` with `fields`; every problem found,
        /// each under its key.
        func set<Job>(_ fields: [Field<Job>], from object: [String: JSONValue], into job: inout Job, command: String) -> [Problem] {
            var problems: [Problem] = []
            for field in fields where field.key.required && object[field.key.name] == nil {
                problems.append(Problem(key: field.key.name, reason: "required: every \(command) job gives it"))
            }
            for name in object.keys.sorted() where name != "job" {
                guard let field = fields.first(where: { $0.key.name == name }) else {
                    let known = fields.map(\.key.name).joined(separator: ", ")
                    problems.append(Problem(key: name, reason: "unknown key (known for \(command): \(known))"))
                    continue
                }
                do { try field.set(&job, try value(object[name]!, key: field.key)) } catch { problems.append(error) }
            }
            return problems
        }

        /// The value a key is given, as its command-line words, checked against what the key takes.
        private func value(_ json: JSONValue, key: Key) throws(Problem) -> Value {
            func word(_ value: JSONValue) throws(Problem) -> String {
                switch value {
                case .string(let text): return text
                case .number(let number): return NumberText.shortest(number)
                default: throw Problem(key: key.name, reason: "expected text or a number")
                }
            }
            switch (key.kind, json) {
            case (.flag, .bool(let on)): return .words([on ? "true" : "false"])
            case (.flag, _): throw Problem(key: key.name, reason: "expected true or false")
            case (_, .object) where key.takesDocument: return .document(json)
            case (_, .array(let items)) where key.repeating || key.list:
                var words: [String] = []
                for item in items { words.append(try word(item)) }
                // A repeatable key takes its items one by one; a list is one word, its items joined.
                return .words(key.list ? [words.joined(separator: ",")] : words)
            default:
                let text = try word(json)
                return .words([key.isPath ? try resolved(text, key: key.name) : text])
            }
        }

        /// A path of the job file, from the file's folder (an output, from the build folder when there is one).
        private func resolved(_ path: String, key: String) throws(Problem) -> String {
            if key == "style", StyleDefinition.builtIn[path] != nil { return path }
            if key == "output", let into {
                if let reason = OutputRecord.escape(of: path, under: into) {
                    throw Problem(key: key, reason: "an output written into a build folder must be a relative path inside it: \(reason)")
                }
                return into + "/" + path
            }
            return path.hasPrefix("/") ? path : folder + "/" + path
        }
    }
}
