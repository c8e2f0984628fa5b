import TintypeSupport

extension JobFile.Command {
    /// The command's keys as `--help` lists them, from the keys themselves: `ARGUMENTS:`, `JOB
    /// OPTIONS:` and a section a group (`SIZING:`), each option with its value name, its help,
    /// the values it takes and its default, wrapped to fewer than `width` columns (the
    /// argument parser wraps its discussion again at 80).
    package func optionsHelp(width: Int = 79) -> String {
        switch self {
        case .batch: Self.help(BatchJob.fields, defaults: BatchJob(iconFolder: "", output: ""), width: width)
        case .appicon: Self.help(AppIconJob.fields, defaults: AppIconJob(source: "", output: ""), width: width)
        case .splash: Self.help(SplashJob.fields, defaults: SplashJob(source: "", output: ""), width: width)
        }
    }

    /// The sections of `fields`, defaults read from the job `defaults`.
    private static func help<Job>(_ fields: [JobFile.Field<Job>], defaults: Job, width: Int) -> String {
        var sections: [(title: String, fields: [JobFile.Field<Job>])] = [("ARGUMENTS", []), ("JOB OPTIONS", [])]
        for field in fields where !field.key.hidden {
            let title = field.key.kind == .argument ? "ARGUMENTS" : field.key.group?.uppercased() ?? "JOB OPTIONS"
            if let index = sections.firstIndex(where: { $0.title == title }) {
                sections[index].fields.append(field)
            } else {
                sections.append((title, [field]))
            }
        }
        return sections.filter { !$0.fields.isEmpty }.map { section in
            "\(section.title):\n" + section.fields.map { entry($0, defaults: defaults, width: width) }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// The column help starts in, as the argument parser lays its own options out.
    private static let helpColumn = 26

    /// One option: its label, then its help from ``helpColumn``, wrapped.
    private static func entry<Job>(_ field: JobFile.Field<Job>, defaults: Job, width: Int) -> String {
        let key = field.key
        let value = "<\(key.valueName ?? key.name)>"
        var label: String
        switch key.kind {
        case .argument: label = value
        case .flag: label = "--\(key.name)"
        case .option: label = "--\(key.name) \(value)"
        }
        if let short = key.shortName { label = "-\(short), " + label }
        var notes: [String] = []
        if let values = key.values { notes.append("values: " + values.joined(separator: ", ")) }
        if let shown = field.shown?(defaults) { notes.append("default: " + shown) }
        let help = key.help + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
        let lines = wrapped(help, width: max(20, width - helpColumn))
        let indent = String(repeating: " ", count: helpColumn)
        let first = "  " + label
        if first.count + 2 > helpColumn {
            return ([first] + lines.map { indent + $0 }).joined(separator: "\n")
        }
        let padded = first + String(repeating: " ", count: helpColumn - first.count)
        return ([padded + lines[0]] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken between words (a longer word on a line of its own).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + [line]
    }
}
