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

/// Reads into `buffer` until it is full or the file ends, again after an interruption by a
/// signal; the count of bytes read, or `nil` after an error (see `errno`).
func readAll(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    var count = 0
    while count < buffer.count {
        let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if got > 0 {
            count += got
        } else if got == 0 {
            break
        } else if errno != EINTR {
            return nil
        }
    }
    return count
}
