import TintypeSupport

/// What every file of an Xcode asset catalog carries, whichever wing writes it.
package enum AssetCatalogInfo {
    /// The `info` member: who wrote the file, in which format version.
    package static func write(_ json: inout JSONByteWriter) {
        json.objectMember(
            "info",
            { json in
                json.member("author", "tintype")
                json.member("version", 1)
            })
    }
}
