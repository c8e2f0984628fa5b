import ArgumentParser
import Foundation
import Tintype
import TintypeSupport
import ZIPFoundation

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

    /// Counts of what happened, for the summary, and where each output came from.
    struct Tally {
        var reverted = 0, copied = 0, failed = 0
        var sources = [String: String]()
    }

    func run() async throws {
        var tally = Tally()
        do throws(ImageFileError) { try FileBytes.createFolder(output) } catch {
            Console.error("tintype: \(error)")
            throw ExitCode.failure
        }
        for path in paths {
            switch FileBytes.kind(of: path) {
            case .folder:
                let walk = FolderWalk(path, includeHidden: true)
                for entry in walk.skipped {
                    let (skipped, reason) = (entry.path, entry.reason)
                    // A PNG or a folder that could not be read is a failure; anything else
                    // passed over (a link to a folder, as in framework bundles) is a note.
                    if skipped.lowercased().hasSuffix(".png") || entry.unreadable {
                        Console.error("tintype: \(path)/\(skipped): skipped, \(reason)")
                        tally.failed += 1
                    } else if !quiet {
                        Console.error("note: skipped \(path)/\(skipped): \(reason)")
                    }
                }
                for relative in walk.files where relative.lowercased().hasSuffix(".png") {
                    process(
                        relative, from: path,
                        read: { try FileBytes.read(path + "/" + relative, maximumBytes: limits.decodeLimits.maximumFileBytes) },
                        tally: &tally)
                }
            case .file where path.lowercased().hasSuffix(".ipa") || path.lowercased().hasSuffix(".zip"):
                processArchive(path, tally: &tally)
            case .file:
                let name = path.split(separator: "/").last.map(String.init) ?? path
                process(
                    name, from: path, read: { try FileBytes.read(path, maximumBytes: limits.decodeLimits.maximumFileBytes) }, tally: &tally)
            case .other:
                Console.error("tintype: \(path): not a file, folder or archive (a FIFO, device, socket or link to one)")
                tally.failed += 1
            case nil:
                Console.error("tintype: \(path): no such file or folder")
                tally.failed += 1
            }
        }
        Console.print("\(tally.reverted) reverted, \(tally.copied) copied, \(tally.failed) failed")
        if tally.failed > 0 { throw ExitCode.failure }
    }

    /// Reverts or copies one PNG to `OUT/relative`.
    private func process(_ relative: String, from source: String, read: () throws -> [UInt8], tally: inout Tally) {
        let origin = "\(source): \(relative)"
        guard let safe = Self.safeRelativePath(relative) else {
            Console.error("tintype: \(origin): refused, the path would leave the output folder")
            tally.failed += 1
            return
        }
        if let earlier = tally.sources[safe] {
            Console.error("tintype: \(origin): not written, \(earlier) was already written to \(output)/\(safe)")
            tally.failed += 1
            return
        }
        do {
            let outcome = try Uncrush.revert(try read(), file: origin, limits: limits.decodeLimits)
            let target = output + "/" + safe
            if let slash = safe.lastIndex(of: "/") { try FileBytes.createFolders(String(safe[..<slash]), under: output) }
            switch outcome {
            case .reverted(let bytes):
                try FileBytes.writeAtomically(bytes, to: target)
                tally.reverted += 1
                if !quiet { Console.print("reverted \(safe)") }
            case .copied(let bytes):
                try FileBytes.writeAtomically(bytes, to: target)
                tally.copied += 1
                if !quiet { Console.print("copied \(safe)") }
            }
            tally.sources[safe] = origin
        } catch let error as ArchiveEntryError {
            let hint = error.exceeded.map { $0 == .entry ? " (--max-entry-size)" : " (--max-archive-size)" } ?? ""
            Console.error("tintype: \(origin): \(error.reason)\(hint)")
            tally.failed += 1
        } catch {
            Console.error("tintype: \(error)")
            tally.failed += 1
        }
    }

    /// Every `.png` entry of a zip archive, read into memory one at a time.
    private func processArchive(_ path: String, tally: inout Tally) {
        let archive: Archive
        do { archive = try ArchivePNGs.open(path) } catch {
            Console.error("tintype: \(path): \(error.reason)")
            tally.failed += 1
            return
        }
        ArchivePNGs.forEach(in: archive, maximumEntryBytes: maxEntrySize << 20, maximumTotalBytes: maxArchiveSize << 20) { entry, bytes in
            process(entry, from: path, read: { try bytes.get() }, tally: &tally)
        }
    }

    /// `relative` when it stays inside the output folder: no absolute path, no `..`.
    static func safeRelativePath(_ relative: String) -> String? {
        guard !relative.hasPrefix("/"), !relative.contains("\\") else { return nil }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else { return nil }
        return parts.joined(separator: "/")
    }
}
