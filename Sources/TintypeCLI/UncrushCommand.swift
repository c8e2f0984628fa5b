import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// `tintype uncrush PATH... -o OUT`: iPhone-optimized PNGs back to standard ones.
struct UncrushCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uncrush",
        abstract: "Revert iPhone-optimized (CgBI) PNGs from files, folders or .ipa archives to standard PNGs.",
        discussion: """
            Every PNG found is written to OUT under its relative path: CgBI files are
            reverted, others copied byte for byte. An .ipa is read in place (it is a zip;
            nothing is unpacked to disk). Entries whose paths would leave OUT ('..',
            absolute paths) are refused, and so is writing through a link already inside
            OUT. Each archive entry is read whole, up to --max-entry-size, and one that
            inflates past the size its header declares is cut off; an archive whose
            entries share data (a zip bomb) is refused, and past --max-archive-size in
            all the remaining entries are refused unread. Files are read up to
            --max-file-size, CgBI files decoded up to --max-megapixels. Failures are
            reported with their reason and the run goes on; two inputs with one output
            path are refused rather than overwritten.

            Examples:
              tintype uncrush Fixtures/recipes/App.ipa -o pngs
              tintype uncrush Payload/App.app -o pngs
              tintype uncrush icon.png other.png -o fixed
            """)

    @Argument(help: "PNG files, folders (searched recursively) and .ipa archives.")
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: "The folder to write to (created if missing).")
    var output: String

    @Flag(name: .shortAndLong, help: "Print nothing but problems and the summary.")
    var quiet = false

    @Option(help: ArgumentHelp("The largest archive entry read, in MiB (1 to 4096); larger entries are refused unread.", valueName: "MiB"))
    var maxEntrySize: Int = 256

    @Option(
        help: ArgumentHelp(
            "The most bytes all entries of one archive may add up to, in MiB (1 to 65536); the entries past it are refused unread.",
            valueName: "MiB"))
    var maxArchiveSize: Int = 4096

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        guard (1...4096).contains(maxEntrySize) else {
            throw ValidationError("--max-entry-size must be 1 to 4096 MiB, got \(maxEntrySize)")
        }
        guard (1...65536).contains(maxArchiveSize) else {
            throw ValidationError("--max-archive-size must be 1 to 65536 MiB, got \(maxArchiveSize)")
        }
    }

    func run() async throws {
        var run: Uncrush.Run
        do throws(ImageFileError) { run = try Uncrush.Run(output: output, limits: limits.decodeLimits) } catch {
            Console.error("tintype: \(error)")
            throw ExitCode.failure
        }
        for path in paths {
            if Uncrush.Run.isArchive(path) {
                run.addArchive(path, maximumEntryBytes: maxEntrySize << 20, maximumTotalBytes: maxArchiveSize << 20, events: report)
            } else {
                run.add(path, events: report)
            }
        }
        Console.print("\(run.reverted) reverted, \(run.copied) copied, \(run.failed) failed")
        if run.failed > 0 { throw ExitCode.failure }
    }

    /// Prints one event: failures always, the rest unless quiet.
    private func report(_ event: Uncrush.Run.Event) {
        switch event {
        case .failed(let origin, .unreadable(let error as ArchiveEntryError)):
            let hint = error.exceeded.map { $0 == .entry ? " (--max-entry-size)" : " (--max-archive-size)" } ?? ""
            Console.error("tintype: \(origin): \(error.reason)\(hint)")
        case .failed: Console.error("tintype: \(event)")
        case .passedOver: if !quiet { Console.error("note: \(event)") }
        case .reverted, .copied: if !quiet { Console.print("\(event)") }
        }
    }
}
