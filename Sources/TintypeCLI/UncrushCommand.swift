import ArgumentParser
import Foundation
import Tintype
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
            absolute paths) are refused; failures are reported and the run goes on.

            Examples:
              tintype uncrush App.ipa -o pngs
              tintype uncrush Payload/App.app -o pngs
              tintype uncrush icon.png other.png -o fixed
            """)

    @Argument(help: "PNG files, folders (searched recursively) and .ipa archives.")
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: "The folder to write to (created if missing).")
    var output: String

    @Flag(name: .shortAndLong, help: "Print nothing but problems and the summary.")
    var quiet = false

    /// Counts of what happened, for the summary.
    struct Tally {
        var reverted = 0, copied = 0, failed = 0
    }

    func run() async throws {
        var tally = Tally()
        for path in paths {
            switch FileBytes.kind(of: path) {
            case .folder:
                for relative in Self.pngFiles(in: path) {
                    process(relative, from: path, read: { try FileBytes.read(path + "/" + relative) }, tally: &tally)
                }
            case .file where path.lowercased().hasSuffix(".ipa") || path.lowercased().hasSuffix(".zip"):
                processArchive(path, tally: &tally)
            case .file:
                let name = path.split(separator: "/").last.map(String.init) ?? path
                process(name, from: path, read: { try FileBytes.read(path) }, tally: &tally)
            default:
                Console.error("tintype: \(path): no such file or folder")
                tally.failed += 1
            }
        }
        Console.print("\(tally.reverted) reverted, \(tally.copied) copied, \(tally.failed) failed")
        if tally.failed > 0 { throw ExitCode.failure }
    }

    /// Reverts or copies one PNG to `OUT/relative`.
    private func process(_ relative: String, from source: String, read: () throws -> [UInt8], tally: inout Tally) {
        guard let safe = Self.safeRelativePath(relative) else {
            Console.error("tintype: \(source): \(relative): refused, the path would leave the output folder")
            tally.failed += 1
            return
        }
        do {
            let outcome = try Uncrush.revert(try read(), file: "\(source): \(relative)")
            let target = output + "/" + safe
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
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
        } catch {
            Console.error("tintype: \(error)")
            tally.failed += 1
        }
    }

    /// Every `.png` entry of a zip archive, read into memory one at a time.
    private func processArchive(_ path: String, tally: inout Tally) {
        let archive: Archive
        do { archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read) } catch {
            Console.error("tintype: \(path): not a readable zip archive (\(error))")
            tally.failed += 1
            return
        }
        for entry in archive where entry.type == .file && entry.path.lowercased().hasSuffix(".png") {
            process(entry.path, from: path, read: {
                var data = Data()
                _ = try archive.extract(entry, skipCRC32: false) { data.append($0) }
                return [UInt8](data)
            }, tally: &tally)
        }
    }

    /// `relative` when it stays inside the output folder: no absolute path, no `..`.
    static func safeRelativePath(_ relative: String) -> String? {
        guard !relative.hasPrefix("/"), !relative.contains("\\") else { return nil }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else { return nil }
        return parts.joined(separator: "/")
    }

    /// The `.png` files under `folder`, relative to it, sorted.
    static func pngFiles(in folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files = [String]()
        while let path = enumerator?.nextObject() as? String {
            if path.lowercased().hasSuffix(".png"), FileBytes.kind(of: folder + "/" + path) == .file { files.append(path) }
        }
        return files.sorted()
    }
}
