/// A compiled catalog's CARHEADER (little-endian, 436 bytes): the versions of CoreUI and of its storage,
/// who wrote it, and how renditions are keyed.
package struct CarHeader: Sendable, Equatable {
    /// The CoreUI version the catalog was written for (972 for Xcode 26.2).
    package var coreUIVersion: UInt32
    /// The storage version (17 for Xcode 26).
    package var storageVersion: UInt32
    /// The count of renditions the header claims.
    package var renditionCount: UInt32
    /// CoreUI's own version string (`@(#)PROGRAM:CoreUI  PROJECT:CoreUI-972.1`).
    package var mainVersion: String
    /// The tool that wrote the catalog (`Xcode 26.2 (17C52) via AssetCatalogAgent-AssetRuntime`).
    package var version: String
    /// The schema version (2).
    package var schemaVersion: UInt32
    /// The colour space id of the catalog's bitmaps (1: sRGB).
    package var colorSpaceID: UInt32
    /// How keys are read (1 on macOS, 2 on iOS: keyed by idiom).
    package var keySemantics: UInt32

    /// Reads a CARHEADER block.
    /// - Throws: for a block that is not one (its tag is `RATC`).
    package init(_ block: CarBytes) throws(ImageFileError.CarProblem) {
        guard try block.tag(0, "the CARHEADER") == "RATC" else { throw .car("the CARHEADER is not tagged RATC") }
        coreUIVersion = try block.u32(4, "the CARHEADER")
        storageVersion = try block.u32(8, "the CARHEADER")
        renditionCount = try block.u32(16, "the CARHEADER")
        mainVersion = try block.text(20, 128, "the CARHEADER").trimmingSuffix("\n")
        version = try block.text(148, 256, "the CARHEADER")
        schemaVersion = try block.u32(424, "the CARHEADER")
        colorSpaceID = try block.u32(428, "the CARHEADER")
        keySemantics = try block.u32(432, "the CARHEADER")
    }
}

/// A compiled catalog's EXTENDED_METADATA (`META`, 1028 bytes): the platform and version it was compiled
/// for, and the tool.
package struct CarMetadata: Sendable, Equatable {
    /// The thinning arguments (empty unless the catalog was thinned).
    package var thinningArguments: String
    /// The deployment target (`15.0`).
    package var deploymentPlatformVersion: String
    /// The platform (`macosx`, `iphoneos`).
    package var deploymentPlatform: String
    /// The tool that compiled it.
    package var authoringTool: String

    /// Reads an EXTENDED_METADATA block.
    package init(_ block: CarBytes) throws(ImageFileError.CarProblem) {
        guard try block.tag(0, "the EXTENDED_METADATA") == "META" else { throw .car("the EXTENDED_METADATA is not tagged META") }
        thinningArguments = try block.text(4, 256, "the EXTENDED_METADATA")
        deploymentPlatformVersion = try block.text(260, 256, "the EXTENDED_METADATA")
        deploymentPlatform = try block.text(516, 256, "the EXTENDED_METADATA")
        authoringTool = try block.text(772, 256, "the EXTENDED_METADATA")
    }
}

extension String {
    /// The string without one `suffix` at its end.
    fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
