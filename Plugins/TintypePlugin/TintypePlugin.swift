import Foundation
import PackagePlugin

/// Makes the icons of a target's `tintype.json` at build time (SPEC §12.4): one build command
/// runs `tintype run tintype.json --into WORK`, declaring the job file and every file of its
/// art as inputs and each job's output folder as an output, so SwiftPM runs it again only when
/// one of them changes, and copies the folders into the target's resources (`Bundle.module`).
@main
struct TintypePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let jobFile = target.directoryURL.appending(path: JobFileFiles.name)
        guard FileManager.default.fileExists(atPath: jobFile.path) else {
            Diagnostics.warning("\(target.name) uses TintypePlugin but has no \(JobFileFiles.name) in \(target.directoryURL.path)")
            return []
        }
        let files = try JobFileFiles(jobFile)
        let work = context.pluginWorkDirectoryURL
        return [
            .buildCommand(
                displayName: "Tintype: the icons of \(target.name)'s \(JobFileFiles.name)",
                executable: try context.tool(named: "tintype").url,
                arguments: ["run", jobFile.path, "--into", work.path],
                inputFiles: [jobFile] + files.inputs,
                outputFiles: files.outputs.map { work.appending(path: $0) })
        ]
    }
}
