/// A compiled catalog's CARHEADER (little-endian, 436 bytes): the versions of CoreUI and of its storage,
/// who wrote it, and how renditions are keyed.
package struct CarHeader: Sendable, Equatable {
    /// The CoreUI version the catalog was written for (972 for Xcode 26.2).
    package var coreUIVersion: UInt32
    /// The storage version (17 for Xcode 26).
    package var storageVersion: UInt32
    /// When it was written (0 in what Xcode writes).
    package var storageTimestamp: UInt32 = 0
    /// The count of renditions the header claims.
    package var renditionCount: UInt32
    /// CoreUI's own version string (`@(#)PROGRAM:CoreUI  PROJECT:CoreUI-972.1`), its 128-byte field.
    package var mainVersionField: [UInt8]
    /// The tool that wrote the catalog (`Xcode 26.2 (17C52) via AssetCatalogAgent-AssetRuntime`), its 256-byte field.
    package var versionField: [UInt8]
    /// The catalog's UUID (zeros in what Xcode 26 writes).
    package var uuid = [UInt8](repeating: 0, count: 16)
    /// A checksum of the sources (0 in what Xcode 26 writes).
    package var associatedChecksum: UInt32 = 0
    /// The schema version (2).
    package var schemaVersion: UInt32
    /// The colour space id of the catalog's bitmaps (1: sRGB).
    package var colorSpaceID: UInt32
    /// How keys are read (1 on macOS, 2 on iOS: keyed by idiom).
    package var keySemantics: UInt32

    /// CoreUI's version string, up to its NUL (a newline at its end left out).
    package var mainVersion: String {
        let text = String(decoding: mainVersionField.prefix { $0 != 0 }, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The writing tool's name, up to its NUL.
    package var version: String { String(decoding: versionField.prefix { $0 != 0 }, as: UTF8.self) }

    /// Reads a CARHEADER block.
    /// - Throws: for a block that is not one (its tag is `RATC`).
    package init(_ block: CarBytes) throws(ImageFileError.CarProblem) {
        guard try block.tag(0, "the CARHEADER") == "RATC" else { throw .car("the CARHEADER is not tagged RATC") }
        coreUIVersion = try block.u32(4, "the CARHEADER")
        storageVersion = try block.u32(8, "the CARHEADER")
        storageTimestamp = try block.u32(12, "the CARHEADER")
        renditionCount = try block.u32(16, "the CARHEADER")
        mainVersionField = Array(try block.slice(20, 128, "the CARHEADER"))
        versionField = Array(try block.slice(148, 256, "the CARHEADER"))
        uuid = Array(try block.slice(404, 16, "the CARHEADER"))
        associatedChecksum = try block.u32(420, "the CARHEADER")
        schemaVersion = try block.u32(424, "the CARHEADER")
        colorSpaceID = try block.u32(428, "the CARHEADER")
        keySemantics = try block.u32(432, "the CARHEADER")
    }

    /// The block's bytes.
    package var bytes: [UInt8] {
        var bytes = CarByteWriter()
        bytes.tag("RATC")
        for value in [coreUIVersion, storageVersion, storageTimestamp, renditionCount] { bytes.u32(value) }
        bytes.bytes += mainVersionField + versionField + uuid
        for value in [associatedChecksum, schemaVersion, colorSpaceID, keySemantics] { bytes.u32(value) }
        return bytes.bytes
    }
}

/// A compiled catalog's EXTENDED_METADATA (`META`, 1028 bytes): the platform and version it was compiled
/// for, and the tool; each a 256-byte field, NUL-padded.
package struct CarMetadata: Sendable, Equatable {
    /// The four fields as they lie in the block: thinning arguments, deployment version, platform, tool.
    package var fields: [[UInt8]]

    /// The thinning arguments (empty unless the catalog was thinned).
    package var thinningArguments: String { text(0) }
    /// The deployment target (`15.0`).
    package var deploymentPlatformVersion: String { text(1) }
    /// The platform (`macosx`, `iphoneos`).
    package var deploymentPlatform: String { text(2) }
    /// The tool that compiled it.
    package var authoringTool: String { text(3) }

    private func text(_ index: Int) -> String { String(decoding: fields[index].prefix { $0 != 0 }, as: UTF8.self) }

    /// Reads an EXTENDED_METADATA block.
    package init(_ block: CarBytes) throws(ImageFileError.CarProblem) {
        guard try block.tag(0, "the EXTENDED_METADATA") == "META" else { throw .car("the EXTENDED_METADATA is not tagged META") }
        fields = []
        for index in 0..<4 { fields.append(Array(try block.slice(4 + 256 * index, 256, "the EXTENDED_METADATA"))) }
    }

    /// The block's bytes.
    package var bytes: [UInt8] { Array("META".utf8) + fields.flatMap { $0 } }
}
