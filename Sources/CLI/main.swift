#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The process entry point: everything else lives in types that tests can call directly.
let status = LayoutcCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(status.rawValue)
