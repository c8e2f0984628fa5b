import FoundationEssentials
import TintypeSupport

/// What scanning a folder found.
package struct IconScan: Sendable {
    /// The icons found, sorted by name.
    package var icons: [IconGroup]
    /// Files that are not PNG, JPEG or SVG, with why they were passed over.
    package var skipped: [SkippedFile]
    /// Names given by more than one file at the same scale: the name and the files,
    /// one entry per scale (an icon doubled at @2x and @3x has two).
    package var conflicts: [NameConflict]
}
