import Tintype
import TintypeCLI

#if canImport(Glibc)
import Glibc
#endif

// Started as an SVG worker by a batch of this program: serve and exit (SPEC §7.1).
SVGWorker.serveIfAsked()

/// This program's own file, for starting workers: /proc/self/exe as it resolves now, so that a
/// change of directory or a relative argv[0] cannot start another program.
func ownExecutable() -> String? {
    var path = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &path, path.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

let status = await TintypeCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), workerExecutable: ownExecutable())
exit(status)
