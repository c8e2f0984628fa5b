import Foundation
import Synchronization
import Tintype

/// Shows a batch's progress: a bar with count, rate and ETA redrawn in place on
/// a terminal, plain lines otherwise, nothing but problems when quiet.
final class BatchProgress: Sendable {
    enum Mode { case bar, lines, quiet }

    let mode: Mode
    private let started = ContinuousClock.now
    /// Held while an event is worded; holds the name clashes, told together when the batch ends.
    private let lock = Mutex([Batch.NameClash]())
    /// The running command's capture, taken here: events arrive on the batch's worker threads.
    private let capture = Console.capture

    /// A dry run's lines say "would be written".
    private let dryRun: Bool

    init(quiet: Bool, dryRun: Bool) {
        self.dryRun = dryRun
        mode = quiet ? .quiet : (Console.capture == nil && isatty(STDERR_FILENO) != 0 ? .bar : .lines)
    }

    func handle(_ event: Batch.Event) {
        lock.withLock { clashes in
            switch event {
            case .scanned(let icons, let skipped):
                if mode != .quiet {
                    for note in skipped { Console.error("note: skipped \(note)", to: capture) }
                    Console.error("\(icons) icon\(icons == 1 ? "" : "s") found", to: capture)
                }
            case .iconFinished(let report, let completed, let total):
                if mode == .bar { clearBar() }
                if case .nameClash(let clash)? = report.failure, clash.isNameClash {
                    clashes.append(clash)
                } else if let failure = report.failure {
                    Console.error("tintype: \(report.name): \(failure)", to: capture)
                }
                // Warnings are problems, not progress: shown when quiet too.
                for warning in report.warnings { Console.error(warning.line, to: capture) }
                switch mode {
                case .bar: drawBar(completed, total)
                case .lines where report.failure == nil:
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

    /// Ends the bar's line before the summary, and tells the icons whose names clash, in one message.
    func finish() {
        lock.withLock { clashes in
            if mode == .bar { clearBar() }
            guard !clashes.isEmpty else { return }
            let icons = clashes.map(\.summary).joined(separator: "; ")
            Console.error(
                "tintype: \(clashes.count) name\(clashes.count == 1 ? "" : "s") clash, and none of \(clashes.count == 1 ? "its" : "their") "
                    + "icons was made: \(icons). Rename all but one of each, or --rename-clashes gives each a distinct name",
                to: capture)
            clashes.removeAll()
        }
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
        let hint = (command == "splash" ? splashHint : nil) ?? (command == "batch" || command.isEmpty ? nil : setHint) ?? self.hint
        return "warning: \(self)" + (hint.map { " (\($0))" } ?? "")
    }

    /// What the user of `tintype appicon` or `splash` can do about it, where a batch's hint names a batch's options.
    private var setHint: String? {
        switch code {
        case .enlarged: return "larger art, or an SVG, avoids it"
        default: return nil
        }
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
        }
    }
}
