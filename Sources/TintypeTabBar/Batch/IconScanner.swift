import FoundationEssentials
import TintypeSupport

/// Finds the icon artwork under a folder: PNG (CgBI included), JPEG and SVG
/// files, recognised by their first bytes, in every subfolder. `name.png`,
/// `name@2x.png`, `name@3x.png` and `name.svg` group into one icon.
package enum IconScanner {
    /// Scans `folder` recursively, never entering `excluded` (the output folder,
    /// when it lies inside the input). Results are sorted, so a scan of the
    /// same tree always gives the same order. Files' first bytes are read on `threads` threads.
    package static func scan(_ folder: String, excluding excluded: String? = nil, threads: Int = 1) throws(ImageFileError) -> IconScan {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let skipPath = excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        guard FileBytes.kind(of: root) == .folder else {
            throw ImageFileError(file: folder, problem: .access(FileBytes.kind(of: root) == nil ? "no such folder" : "is not a folder"))
        }
        let walk = FolderWalk(root, excluding: skipPath, passOver: outputFolderReason)

        var groups = [String: IconGroup]()
        var claims = [String: [Double: [String]]]()
        var skipped = walk.skipped
        let files = walk.files
        let headers = ParallelWork.map(files.count, threads: threads) { index in
            Result { () throws(ImageFileError) in
                try FileBytes.readPrefix(root + "/" + files[index], count: ImageDecoder.Format.signatureLength)
            }
        }
        for (relative, read) in zip(files, headers) {
            let header: [UInt8]
            switch read {
            case .success(let bytes): header = bytes
            case .failure(let error):
                skipped.append(SkippedFile(path: relative, reason: Batch.PassedOver.unreadable(error.problem)))
                continue
            }
            guard let format = ImageDecoder.Format.detect(header) else {
                skipped.append(SkippedFile(path: relative, reason: header.isEmpty ? Batch.PassedOver.empty : .notArt))
                continue
            }
            let (name, scale) = ScaleSuffix.parse(relative)
            if format != .svg, let problem = ScaleSuffix.problem(relative) {
                skipped.append(SkippedFile(path: relative, reason: Batch.PassedOver.scaleOutOfRange(problem.scale)))
                continue
            }
            if format == .svg {
                // One SVG an icon, whatever its name's suffix says: it is drawn at every scale.
                claims[name, default: [:]][0, default: []].append(relative)
                groups[name, default: IconGroup(name: name, sources: [:])].vector = relative
            } else {
                claims[name, default: [:]][scale, default: []].append(relative)
                groups[name, default: IconGroup(name: name, sources: [:])].sources[scale] = relative
            }
        }
        // One conflict per icon and scale, so that each names only the files that really collide.
        var conflicts = [NameConflict]()
        for (name, byScale) in claims.sorted(by: { $0.key < $1.key }) {
            for (_, paths) in byScale.sorted(by: { $0.key < $1.key }) where paths.count > 1 {
                conflicts.append(NameConflict(name: name, paths: paths.sorted()))
            }
        }
        return IconScan(
            icons: groups.values.sorted { $0.name < $1.name }, skipped: skipped.sorted { $0.path < $1.path }, conflicts: conflicts)
    }

    /// Why a folder inside the input is not read: it is a batch's output folder
    /// (its lock file or a tintype manifest is there), whose images are results, not icons.
    static func outputFolderReason(_ folder: String) -> (any SkippedFile.Reason)? {
        if FileBytes.kind(of: folder + "/" + OutputLock.fileName) == .file {
            return Batch.PassedOver.outputFolder(holding: OutputLock.fileName)
        }
        if let bytes = try? FileBytes.readPrefix(folder + "/manifest.json", count: 1 << 26), BatchManifest.decode(bytes) != nil {
            return Batch.PassedOver.outputFolder(holding: "a tintype manifest.json")
        }
        return nil
    }

    /// The scales an `@Nx` suffix may announce: Android's hdpi (1.5×) and below
    /// down to 0.5×, up to 8×. Others (`@1e-300x`, `@infx`, `@100x`) are refused.
    package static let scaleRange = ScaleSuffix.range
}
