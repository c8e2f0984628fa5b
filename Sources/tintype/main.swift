import TintypeCLI

#if canImport(Glibc)
import Glibc
#endif

let status = await TintypeCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
