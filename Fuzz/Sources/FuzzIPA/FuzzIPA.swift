import Foundation
import FuzzSupport
import Tintype
import TintypeCLI
import ZIPFoundation

/// Where each input is written: `tintype uncrush` reads archives from files, so
/// the target does too (ZIPFoundation's in-memory archives are another code path).
private let archivePath = FileManager.default.temporaryDirectory.path + "/tintype-fuzz-\(getpid()).ipa"

/// .ipa (zip) archives as `tintype uncrush` reads them: every .png entry,
/// bounded, then reverted or copied.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIPA(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard (try? Data(fuzzBytes(data, size)).write(to: URL(fileURLWithPath: archivePath))) != nil,
        let archive = try? ArchivePNGs.open(archivePath)
    else { return 0 }
    ArchivePNGs.forEach(in: archive, maximumEntryBytes: 1 << 20) { _, bytes in
        if let bytes = try? bytes.get() { _ = try? Uncrush.revert(bytes, file: "fuzz.png") }
    }
    return 0
}
