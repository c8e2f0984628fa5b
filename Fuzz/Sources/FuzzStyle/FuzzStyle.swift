import FuzzSupport
import Tintype

/// Style JSON documents (`--style file.json`), and a tint with what they describe.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStyle(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let style = try? StyleDefinition.parse(fuzzBytes(data, size), file: "fuzz.json") else { return 0 }
    _ = style.tabBarStyle
    _ = style.json
    return 0
}
