import ArgumentParser
import TintypeSupport

/// The keys a job of one command takes in a job file (SPEC §12.1): the command's own
/// options, one key per option, read from the command's definition, so that a key and its
/// option can never disagree. A key is the option's long name without `--` (`item-size`),
/// or the argument's name (`icon-folder`, `source`).
struct JobKeys: Sendable {
    /// One key.
    struct Key: Sendable, Hashable {
        /// How the command line takes it.
        enum Kind: String, Sendable, Hashable {
            /// A positional argument.
            case argument
            /// An option with a value.
            case option
            /// A flag: true gives it, false leaves it out.
            case flag
        }

        /// The key, as the job file spells it.
        var name: String
        var kind: Kind
        /// Given more than once (`state`): a job gives an array.
        var repeating: Bool
        /// A comma-separated list (`scales`, `platform`): a job gives an array or the text.
        var list: Bool
        /// The only values it takes, when the option names them.
        var values: [String]?
        /// The option's help, the schema's description.
        var help: String
        /// Its one-letter names (`o` for `output`).
        var shortNames: [String]
        /// Every job of the command must give it.
        var required: Bool
    }

    /// The command's name: what a job's `job` key says.
    let command: String
    /// Every key, in the command's order.
    let keys: [Key]

    /// The key named `name`.
    subscript(name: String) -> Key? { keys.first { $0.name == name } }

    /// The commands a job may run, by name.
    static let commands: [(name: String, type: ParsableCommand.Type)] = [
        ("batch", BatchCommand.self), ("appicon", AppIconCommand.self)
    ]

    /// Options that belong to the run, not to a job: `--verify` and `--clean` come from
    /// `tintype run`, `--print-job` makes a job file; help and version are no job's.
    static let runOptions: Set<String> = ["help", "version", "print-job", "verify", "clean", "force", "quiet", "save-job"]

    /// The keys whose values are paths: resolved from the job file's folder, not the current one.
    static let pathKeys: Set<String> = ["icon-folder", "source", "output", "style", "background-image", "monochrome"]

    /// The keys of each command a job may run, by command name.
    static let all: [String: JobKeys] = Dictionary(
        uniqueKeysWithValues: commands.map { ($0.name, JobKeys(command: $0.name, definition: $0.type._dumpHelp())) })

    /// The keys of `command`, from its definition as the argument parser describes it (the
    /// JSON `--experimental-dump-help` prints); hidden options and ``runOptions`` are left out.
    init(command: String, definition: String) {
        self.command = command
        guard case .object(let root)? = try? JSONValue.parse(Array(definition.utf8)), case .object(let tool)? = root["command"],
            case .array(let arguments)? = tool["arguments"]
        else {
            keys = []
            return
        }
        keys = arguments.compactMap { argument -> Key? in
            guard case .object(let fields) = argument, fields["shouldDisplay"] != .bool(false),
                case .string(let kind)? = fields["kind"]
            else { return nil }
            var name: String?
            var shortNames: [String] = []
            if case .array(let names)? = fields["names"] {
                for case .object(let entry) in names {
                    guard case .string(let text)? = entry["name"] else { continue }
                    if entry["kind"] == .string("long") { name = text } else { shortNames.append(text) }
                }
            }
            if kind == "positional", case .string(let valueName)? = fields["valueName"] { name = valueName }
            guard let name, !Self.runOptions.contains(name) else { return nil }
            var values: [String]?
            if case .array(let all)? = fields["allValues"] {
                values = all.compactMap { if case .string(let value) = $0 { value } else { nil } }
            }
            let help = if case .string(let text)? = fields["abstract"] { text } else { "" }
            return Key(
                name: name, kind: kind == "positional" ? .argument : kind == "flag" ? .flag : .option,
                repeating: fields["isRepeating"] == .bool(true), list: fields["valueName"] == .string("list"), values: values,
                help: help, shortNames: shortNames, required: fields["isOptional"] == .bool(false))
        }
    }

    /// The key a command-line word names: `--item-size` or `--item-size=…`, `-o`; nil for
    /// anything else.
    func key(forWord word: String) -> (key: Key, inlineValue: String?)? {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let inline = body.contains("=") ? String(body[body.index(after: body.firstIndex(of: "=")!)...]) : nil
            return self[name].map { ($0, inline) }
        }
        guard word.hasPrefix("-"), word.count == 2 else { return nil }
        let letter = String(word.dropFirst())
        return keys.first { $0.shortNames.contains(letter) }.map { ($0, nil) }
    }
}
