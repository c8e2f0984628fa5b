/// The name a file's art goes by: its file name without the folder, the extension or anything from the first
/// `@` (`icons/logo@2x.png` → `logo`). One rule for an app's name in `appicon` and a vector's in `vector`.
package enum FileNameStem {
    /// `logo` for `logo@2x.png`.
    package static func of(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        return String(stem.split(separator: "@", omittingEmptySubsequences: false).first ?? Substring(stem))
    }
}
