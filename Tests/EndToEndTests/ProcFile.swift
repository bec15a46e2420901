import Glibc

/// The bytes of a file under /proc, or nil when it cannot be read (its process has ended).
///
/// Read with the C library: such a file says its size is 0, so it is read until the end, and
/// Foundation's reader leaks its buffer when the process ends during the read, which the
/// AddressSanitizer run of the tests reports.
func procFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return readAll(descriptor)
}

/// Everything `descriptor` gives until its end, or nil when a read fails.
func readAll(_ descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { return nil }
        if count == 0 { return bytes }
        bytes += buffer[..<count]
    }
}
