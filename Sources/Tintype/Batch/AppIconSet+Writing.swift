import TintypeSupport

extension AppIconSet {
    /// What writing a set did.
    public struct WriteOutcome: Hashable, Sendable {
        /// The files written (new, or different from what was there).
        public var written: [String]
        /// The files that already held these exact bytes, left alone.
        public var upToDate: [String]
    }

    /// Writes the set into `folder` (made when missing, locked against a batch or another set
    /// for the time it takes): each file atomically, and only when the folder does not already
    /// hold its exact bytes. No other file is touched.
    /// - Throws: ``BatchError`` when the folder cannot be made or is in use; `ImageFileError`
    ///   (as the reason of a ``BatchError``) when a file cannot be written.
    public func write(to folder: String) throws(BatchError) -> WriteOutcome {
        do throws(ImageFileError) { try FileBytes.createFolder(folder) } catch {
            throw BatchError(folder: error.file, reason: .outputUnusable(error.problem))
        }
        let lock = try OutputLock(folder: folder)
        defer { withExtendedLifetime(lock) {} }
        var outcome = WriteOutcome(written: [], upToDate: [])
        for file in files {
            let path = folder + "/" + file.path
            if (try? FileBytes.read(path, maximumBytes: file.bytes.count)) == file.bytes {
                outcome.upToDate.append(file.path)
                continue
            }
            do throws(ImageFileError) {
                if let slash = file.path.lastIndex(of: "/") { try FileBytes.createFolders(String(file.path[..<slash]), under: folder) }
                try FileBytes.writeAtomically(file.bytes, to: path)
            } catch {
                throw BatchError(folder: error.file, reason: .outputUnusable(error.problem))
            }
            outcome.written.append(file.path)
        }
        return outcome
    }
}
