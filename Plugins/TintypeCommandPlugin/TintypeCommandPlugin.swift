import Foundation
import PackagePlugin

/// `swift package tintype [--target NAME] [--verify | --clean]` (SPEC §12.4): runs the
/// `tintype.json` of each target (or of those named) and of the package's root into the source
/// tree, for teams that commit their icons; `--verify` checks them instead, for CI.
@main
struct TintypeCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let folders =
            [context.package.directoryURL]
            + context.package.targets.filter { named.isEmpty || named.contains($0.name) }.compactMap {
                ($0 as? SourceModuleTarget)?.directoryURL
            }
        let jobFiles = folders.map { $0.appending(path: "tintype.json") }.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !jobFiles.isEmpty else {
            throw Failure(description: "no tintype.json in the package's root or its targets' folders")
        }
        let tool = try context.tool(named: "tintype").url
        for jobFile in jobFiles {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["run", jobFile.path] + passed
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(description: "tintype run \(jobFile.path) exited with status \(process.terminationStatus)")
            }
        }
    }

    /// Why the command failed: what the tool said is above it.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
