import Glibc

/// Without libFuzzer (an ordinary `swift build`), replays files or folders of inputs
/// through a fuzzer's checks: `fuzz-NAME Fuzz/corpus/NAME`. Linked with libFuzzer, whose own
/// `main` runs instead, this is never called. Shared by both fuzzers.
public func replay(_ arguments: [String], through fuzz: (UnsafePointer<UInt8>, Int) -> CInt) {
    var count = 0
    for path in arguments.dropFirst() {
        for file in files(at: path) {
            let bytes = read(file)
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
            copy.initialize(from: bytes, count: bytes.count)
            _ = fuzz(copy, bytes.count)
            copy.deallocate()
            count += 1
        }
    }
    print("\(arguments[0]): \(count) inputs passed")
}

private func files(at path: String) -> [String] {
    guard let directory = opendir(path) else { return [path] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if entry.pointee.d_type == UInt8(DT_REG) { names.append(path + "/" + name) }
    }
    return names.sorted()
}

private func read(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { fatalError("cannot open \(path)") }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { break }
        bytes += chunk[..<n]
    }
    return bytes
}
