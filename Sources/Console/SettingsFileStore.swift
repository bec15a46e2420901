import Input
import Settings

/// The settings file on the disk (see `SettingsFile`): read once at start, cheaply, and written by
/// `save` whole or not at all.
enum SettingsFileStore {
    /// The file's bytes; absent when there is no file (or a folder on its path is no folder).
    /// Opened without waiting, so a pipe put in its place cannot hold up the start.
    static func read(_ path: String) -> SettingsFile.Found {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT || errno == ENOTDIR ? .absent : .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            Int(status.st_size) <= SettingsFile.largest
        else {
            return .unreadable
        }
        // Room for one byte more than its size, to see that it did not grow meanwhile.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size) + 1) { buffer, count in
            if let got = readAll(descriptor, into: buffer) { count = got } else { failed = true }
        }
        guard !failed, bytes.count <= Int(status.st_size) else { return .unreadable }
        return .contents(bytes)
    }

    /// Writes `text` as the file at `path`: into a new file beside it (beside the file a symbolic
    /// link points to, so the link stays), flushed to the disk, then renamed over the old one and
    /// the folder flushed. A crash or a full disk leaves the old file or the new, never part of
    /// one. Makes the folders it needs, for this user only. `nil` once written.
    static func save(_ text: String, to path: String) -> SaveFailure? {
        let target = resolved(path)
        guard let slash = target.lastIndex(of: "/") else { return .failed }
        let folder = String(target[..<slash])
        if let failure = makeFolders(folder) { return failure }
        var template = Array((target + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return failure(errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // before a speech or sound program starts
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var old = stat()
        // The old file's permissions, but never without this user's reading and writing: a file
        // made unreadable (mode 000) must be one the next start can read.
        fchmod(descriptor, stat(target, &old) == 0 ? old.st_mode & 0o777 | 0o600 : 0o644)
        if let error = writeAll(descriptor, Array(text.utf8)) ?? (fsync(descriptor) == 0 ? nil : errno) {
            close(descriptor)
            unlink(temporary)
            return failure(error)
        }
        guard close(descriptor) == 0, rename(temporary, target) == 0 else {
            let error = errno
            unlink(temporary)
            return failure(error)
        }
        let directory = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
        return nil
    }

    /// The file a symbolic link at `path` points to, if it is one that resolves; else `path`.
    private static func resolved(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else {
            return path
        }
        defer { free(real) }
        return String(cString: real)
    }

    /// Makes each missing folder of `folder`, readable by this user only, as the XDG base
    /// directory specification asks.
    private static func makeFolders(_ folder: String) -> SaveFailure? {
        var prefix = ""
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + part
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return failure(errno) }
        }
        return nil
    }

    private static func failure(_ error: Int32) -> SaveFailure {
        switch error {
        case ENOSPC, EDQUOT, EFBIG: .full
        case EACCES, EPERM, EROFS: .notAllowed
        case EISDIR, ENOTDIR, EEXIST: .notAFile
        default: .failed
        }
    }
}
