import Foundation
import Tintype

/// Shows a batch's progress: a bar with count, rate and ETA redrawn in place on
/// a terminal, plain lines otherwise, nothing but problems when quiet.
final class BatchProgress: Sendable {
    enum Mode { case bar, lines, quiet }

    let mode: Mode
    private let started = ContinuousClock.now
    /// What is told when the batch ends, held while an event is worded.
    private struct Held {
        /// The name clashes, told together.
        var clashes = [Batch.NameClash]()
        /// The icons' warnings by kind, in the order each kind first came (unless verbose: then told as they come).
        var warnings = [(code: Warning.Code, warnings: [Warning])]()
        /// The last tenth of the batch a progress line was printed for (lines mode, not verbose).
        var tenth = 0
    }
    /// `Held` behind a pthread lock: ThreadSanitizer sees it order the batch's threads (a
    /// Synchronization.Mutex locks with futexes, which it does not see, and reports a race that is not one).
    private final class HeldLock: @unchecked Sendable {
        private let lock = NSLock()
        private var held = Held()

        /// Runs `body` on what is held, with no other thread inside.
        func withLock<Result>(_ body: (inout Held) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&held)
        }
    }
    private let lock = HeldLock()
    /// The running command's capture, taken here: events arrive on the batch's worker threads.
    private let capture = Console.capture

    /// A dry run's lines say "would be written".
    private let dryRun: Bool
    /// Every icon's line and every warning as it comes; by default a line a tenth of the batch, and
    /// each kind of warning once, when the batch ends, with its count and the first icons' names.
    private let verbose: Bool

    init(quiet: Bool, dryRun: Bool, verbose: Bool = false) {
        self.dryRun = dryRun
        self.verbose = verbose
        mode = quiet ? .quiet : (Console.capture == nil && isatty(STDERR_FILENO) != 0 ? .bar : .lines)
    }

    func handle(_ event: Batch.Event) {
        lock.withLock { held in
            switch event {
            case .scanned(let icons, let skipped):
                if mode != .quiet {
                    for note in skipped { Console.error("note: skipped \(note)", to: capture) }
                    Console.error("\(icons) icon\(icons == 1 ? "" : "s") found", to: capture)
                }
            case .iconFinished(let report, let completed, let total):
                if mode == .bar { clearBar() }
                if case .nameClash(let clash)? = report.failure, clash.isNameClash {
                    held.clashes.append(clash)
                } else if let failure = report.failure {
                    Console.error("tintype: \(report.name): \(failure)", to: capture)
                }
                // Warnings are problems, not progress: shown when quiet too.
                if verbose {
                    for warning in report.warnings { Console.error(warning.line, to: capture) }
                } else {
                    hold(report.warnings, in: &held)
                }
                switch mode {
                case .bar: drawBar(completed, total)
                case .lines where report.failure == nil:
                    let tenth = total > 0 ? completed * 10 / total : 10
                    guard verbose || tenth > held.tenth || completed == total else { break }
                    held.tenth = tenth
                    let written = "\(report.written.count) \(dryRun ? "would be written" : "written")"
                    let done = report.written.isEmpty ? "up to date" : "\(written), \(report.upToDate) up to date"
                    Console.error("[\(completed)/\(total)] \(report.name): \(done)", to: capture)
                default: break
                }
            case .failed(let message):
                if mode == .bar { clearBar() }
                Console.error("tintype: \(message)", to: capture)
            case .warned(let warning):
                if mode == .bar { clearBar() }
                Console.error(warning.line, to: capture)
            case .wrote:
                break
            case .renamed(let renames):
                if mode == .bar { clearBar() }
                for rename in renames where mode != .quiet {
                    Console.error(
                        "note: \(rename.files.joined(separator: " and ")) written as \(rename.name): its name clashes with "
                            + "\(rename.clashedWith)'s", to: capture)
                }
            }
        }
    }

    /// Keeps `warnings` with the others of their kind, to be told once when the batch ends.
    private func hold(_ warnings: [Warning], in held: inout Held) {
        for warning in warnings {
            if let index = held.warnings.firstIndex(where: { $0.code == warning.code }) {
                held.warnings[index].warnings.append(warning)
            } else {
                held.warnings.append((warning.code, [warning]))
            }
        }
    }

    /// Ends the bar's line before the summary; tells each kind of warning held, and the icons whose names clash, in one message.
    func finish() {
        lock.withLock { held in
            if mode == .bar { clearBar() }
            // Icons finish in any order: each kind is told in the order of its code, its icons in the order of their names.
            for (_, warnings) in held.warnings.sorted(by: { $0.code.rawValue < $1.code.rawValue }) {
                Console.error(Self.grouped(Self.byName(warnings)), to: capture)
            }
            held.warnings.removeAll()
            let clashes = held.clashes
            guard !clashes.isEmpty else { return }
            let icons = clashes.map(\.summary).joined(separator: "; ")
            Console.error(
                "tintype: \(clashes.count) name\(clashes.count == 1 ? "" : "s") clash, and none of \(clashes.count == 1 ? "its" : "their") "
                    + "icons was made: \(icons). Rename all but one of each, or --rename-clashes gives each a distinct name",
                to: capture)
            held.clashes.removeAll()
        }
    }

    /// `warnings` in the order of the icons' names (then files'), each icon's own in the order found.
    static func byName(_ warnings: [Warning]) -> [Warning] {
        warnings.enumerated().sorted { a, b in
            let (x, y) = (a.element.icon ?? a.element.file ?? "", b.element.icon ?? b.element.file ?? "")
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// One line for warnings of one kind: the warning itself when it is one; else how many, the
    /// first icons' names and the first warning whole (every one is in the manifest, and `--verbose` lists them).
    static func grouped(_ warnings: [Warning]) -> String {
        guard warnings.count > 1, let first = warnings.first else { return warnings.first?.line ?? "" }
        var names = [String]()
        for name in warnings.map({ $0.icon ?? $0.file ?? "the set" }) where !names.contains(name) { names.append(name) }
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        let what = names.count == warnings.count ? "\(names.count) icons" : "\(warnings.count) times, \(names.count) icons"
        return "warning: \(first.code.rawValue), \(what) (\(shown)); the first: \(first.line.dropFirst("warning: ".count)) "
            + "[--verbose lists each]"
    }

    private func drawBar(_ completed: Int, _ total: Int) {
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(completed) / seconds : 0
        let remaining = rate > 0 ? Double(total - completed) / rate : 0
        let width = 24
        let filled = total > 0 ? width * completed / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let line =
            "[\(bar)] \(completed)/\(total) icons  \(String(format: "%.1f", rate)) icons/s  ETA \(String(format: "%.1f", remaining)) s"
        FileHandle.standardError.write(Data(("\r" + line).utf8))
    }

    private func clearBar() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

extension Warning {
    /// The line the command line prints: `warning: icon: message (what to do)`.
    var line: String { line(command: "") }

    /// The line `command` prints (`splash` has options of its own to name).
    func line(command: String) -> String {
        let hint: String?
        if command == "splash", let own = splashHint {
            hint = own
        } else if command != "batch" && !command.isEmpty && code == .enlarged {
            // An app icon or launch screen's message names the art that stays sharp; a batch's hint names a batch's options.
            hint = nil
        } else {
            hint = self.hint
        }
        return "warning: \(self)" + (hint.map { " (\($0))" } ?? "")
    }

    /// What the user of `tintype splash` can do about it, where its options differ from the other commands'.
    private var splashHint: String? {
        switch code {
        case .lowContrast:
            return "--dark-source gives art drawn for the dark ground; --background and --dark-background choose the grounds"
        case .fullBleed: return "--background paints another ground; --mask alpha keeps the whole square as the logo"
        case .clipped: return "a shorter branding image keeps its place; --devices short makes no landscape images"
        default: return nil
        }
    }

    /// What the user can do about it, in the command line's own options.
    var hint: String? {
        switch code {
        case .enlarged: return "larger art avoids it; --small-art omit leaves such scales out instead"
        case .scaleOmitted: return "--small-art enlarge makes it from the art there is"
        case .clipped: return "fit it into the icon box with --fit always, or make the item larger with --item-size"
        case .sizesDisagree, .mixedSizes: return "--fit always fits every file into the icon box"
        case .colorArt: return "--mask alpha gives the plain silhouette, --mask luminance the picture's shades"
        case .fullBleed: return "--background paints another background; --mask alpha keeps the whole square as the glyph"
        case .silhouette: return "--monochrome FILE gives simpler art for them"
        case .notVector: return nil
        case .blank: return "draw the icon's art, or remove the file if the slot is not meant to be empty"
        case .notReproduced: return "Xcode draws the .icon itself: add it to the project for iOS and macOS 26"
        case .noLayers: return "add the glyph's layers in Icon Composer, or give an SVG or PNG master"
        case .projectLeft: return nil
        case .lowContrast:
            return "--glyph and --dark-glyph choose the glyph's colours, --background its ground (a bundle's, Icon Composer)"
        case .pngStates: return "a solid --normal or --selected colour (the flat style) is tinted at run time"
        case .mixedWeights: return "icons of one weight read as one set: redraw the outliers, or batch each library alone"
        case .leftBehind: return "--clean removes them, as long as nobody edited them since"
        case .assetsLeftOut: return "copy them into AppIcon.icon/Assets yourself if another tool reads them"
        case .outlineAndSolid: return "take every icon from one library's outline style, or every one from its solid style"
        case .offGrid: return "draw it on the family's grid, or batch it alone to have it fill its own box"
        }
    }
}
