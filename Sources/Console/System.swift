// The one door to the C library: every other file of the game reaches it through this module.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("rps needs the C library of Linux (Glibc) or macOS (Darwin)")
#endif
