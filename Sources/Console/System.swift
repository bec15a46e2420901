// The one door to the C library: every other file of the game reaches it through this module.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#else
    #error("rps needs the C library of Linux (Glibc) or macOS (Darwin)")
#endif

/// Writes all of `bytes` to `descriptor`, again after an interruption by a signal or a short
/// write; `nil` once written, else the `errno` that stopped it.
func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    var rest = bytes[...]
    while !rest.isEmpty {
        let count = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            rest = rest.dropFirst(count)
        } else if count < 0, errno == EINTR {
            continue
        } else {
            return count < 0 ? errno : EIO
        }
    }
    return nil
}
