import TintypeSupport

/// `tintype check` on a batch's own output: what a tab-bar set promises, read from the folder alone
/// (its `manifest.json`, no source art). Every file the manifest records is there, inside the
/// folder, readable and of its recorded size (a file edited since keeps its promise when it still
/// reads at that size); every icon has each state and appearance the set has at every scale the set
/// has (but where its vector carries the state, or a `scale-omitted` warning left the scale out);
/// no icon failed; and every asset catalog `Contents.json` parses and names files that are there.
package enum BatchOutputCheck {
    /// One promise the folder does not keep.
    package struct Breach: Hashable, Sendable, CustomStringConvertible {
        /// The file, relative to the folder checked.
        package var file: String
        /// What kind of promise: `missing-file`, `unreadable`, `wrong-size`, `missing-variant`, `failed-icon`, `outside-folder`.
        package var rule: String
        /// What is wrong, in words.
        package var detail: String

        /// `FILE: RULE: DETAIL`, as `tintype check` prints a breach.
        package var description: String { "\(file): \(rule): \(detail)" }
    }

    /// What checking a folder found.
    package struct Report: Hashable, Sendable {
        /// The files read.
        package var filesChecked = 0
        /// The batch outputs found (each folder holding a batch's `manifest.json`).
        package var setsFound = 0
        /// Every breach, in the order found.
        package var breaches: [Breach] = []

        /// Nothing checked yet.
        package init() {}
    }

    /// Checks every batch output under `folder` (each folder with a `manifest.json` a batch wrote).
    package static func check(_ folder: String, limits: ImageDecoder.Limits = .default) -> Report {
        var report = Report()
        for file in FolderWalk(folder).files where file == OutputFolder.manifestName || file.hasSuffix("/" + OutputFolder.manifestName) {
            let base = String(file.dropLast(OutputFolder.manifestName.count))
            let root = ConfinedFolder(folder + (base.isEmpty ? "" : "/" + base.dropLast()))
            guard let bytes = try? root.read(OutputFolder.manifestName, maximumBytes: BatchManifest.maximumBytes),
                let manifest = BatchManifest.decode(bytes)
            else { continue }
            report.setsFound += 1
            report.filesChecked += 1
            var checker = Checker(root: root, base: base, limits: limits, report: report)
            checker.check(manifest)
            report = checker.report
        }
        return report
    }

    /// One batch output's check.
    private struct Checker {
        let root: ConfinedFolder
        /// The output's folder under the folder checked (`""`, or `tabs/`), which breaches name files from.
        let base: String
        let limits: ImageDecoder.Limits
        var report: Report

        mutating func breach(_ file: String, _ rule: String, _ detail: String) {
            report.breaches.append(Breach(file: base + file, rule: rule, detail: detail))
        }

        mutating func check(_ manifest: BatchManifest) {
            for file in manifest.icons.flatMap(\.files) + manifest.shared + manifest.contactSheets { check(file) }
            let variants = Set(
                manifest.icons.filter { $0.error == nil }.flatMap(\.files).compactMap { file in
                    file.kind == .icon ? file.state.map { Variant(state: $0, appearance: file.appearance ?? .light) } : nil
                })
            for icon in manifest.icons {
                if let error = icon.error {
                    breach(icon.name, "failed-icon", "the batch made no files for it: \(error)")
                    continue
                }
                checkVariants(icon, variants: variants, scales: manifest.scales)
            }
            if manifest.layout == .xcassets { checkCatalogs(manifest) }
        }

        /// A state in an appearance.
        struct Variant: Hashable {
            var state: IconState
            var appearance: Appearance
        }

        /// A variant at a scale.
        struct Slot: Hashable {
            var variant: Variant
            var scale: Double
        }

        /// Each variant the set has, at each of its scales, unless the icon's vector carries the
        /// state or a warning says the scale was left out.
        mutating func checkVariants(_ icon: BatchManifest.Icon, variants: Set<Variant>, scales: [Double]) {
            let present = Set(
                icon.files.compactMap { file -> Slot? in
                    guard file.kind == .icon, let state = file.state, let scale = file.scale else { return nil }
                    return Slot(variant: Variant(state: state, appearance: file.appearance ?? .light), scale: scale)
                })
            let hasVector = icon.files.contains { $0.kind == .vector }
            let omitted = Set(icon.warnings.filter { $0.code == .scaleOmitted }.compactMap(\.scale))
            let drawnStates = Set(icon.files.compactMap { $0.kind == .icon ? $0.state : nil })
            for variant in variants.sorted(by: { ($0.state.name, $0.appearance.rawValue) < ($1.state.name, $1.appearance.rawValue) }) {
                if hasVector && !drawnStates.contains(variant.state) { continue }
                for scale in scales where !omitted.contains(scale) {
                    guard !present.contains(Slot(variant: variant, scale: scale)) else { continue }
                    let appearance = variant.appearance == .light ? "" : " \(variant.appearance.rawValue)"
                    breach(
                        icon.name, "missing-variant",
                        "no \(variant.state.name)\(appearance) file at @\(NumberText.shortest(scale))x, which the set's other icons have")
                }
            }
        }

        /// One recorded file: inside the folder, there, and (when its bytes changed since) readable at its recorded size.
        mutating func check(_ file: BatchManifest.File) {
            if let escape = root.escape(of: file.path) {
                breach(file.path, "outside-folder", "the manifest names a path that leads out of the folder (\(escape))")
                return
            }
            guard root.kind(of: file.path) == .file else {
                breach(file.path, "missing-file", "the manifest records it, and it is not there")
                return
            }
            report.filesChecked += 1
            guard file.path.hasSuffix(".png") else { return }
            let bytes: [UInt8]
            do throws(ImageFileError) { bytes = try root.read(file.path, maximumBytes: limits.maximumFileBytes) } catch {
                breach(file.path, "unreadable", "\(error.problem)")
                return
            }
            // As written: its size is the one recorded.
            if SHA256.hex(bytes) == file.sha256 { return }
            do throws(ImageFileError) {
                let image = try ImageDecoder.decode(bytes, file: file.path, limits: limits).image
                if let width = file.width, let height = file.height, image.width != width || image.height != height {
                    breach(
                        file.path, "wrong-size",
                        "\(image.width)×\(image.height) px, where the set has it \(width)×\(height) px (edited since tintype wrote it)")
                }
            } catch {
                breach(file.path, "unreadable", "\(error.problem) (edited since tintype wrote it)")
            }
        }

        /// Each `Contents.json` of the catalog: JSON, and every file it names there.
        mutating func checkCatalogs(_ manifest: BatchManifest) {
            let descriptors = (manifest.icons.flatMap(\.files) + manifest.shared).filter {
                $0.kind == .descriptor && $0.path.hasSuffix("Contents.json")
            }
            for descriptor in descriptors where root.escape(of: descriptor.path) == nil {
                guard let bytes = try? root.read(descriptor.path, maximumBytes: 1 << 20) else { continue }
                guard let contents = AssetCatalogContents(reading: bytes) else {
                    breach(descriptor.path, "unreadable", "not a JSON object with lists of objects, as an asset catalog's Contents.json is")
                    continue
                }
                let folder = descriptor.path.split(separator: "/").dropLast().joined(separator: "/")
                for image in contents.images ?? [] {
                    guard let name = image.filename else { continue }
                    let path = folder.isEmpty ? name : folder + "/" + name
                    if root.escape(of: path) != nil || root.kind(of: path) != .file {
                        breach(
                            descriptor.path, "missing-file", "it names \(name), which is not in \(folder.isEmpty ? "the folder" : folder)")
                    }
                }
            }
        }
    }
}
