import CTerminal

/// One connection to speech-dispatcher in its own protocol, SSIP (speech-dispatcher's manual,
/// "SSIP"): lines of UTF-8 that end in CR LF, a command at a time, each answered by lines
/// `CCC-...` and a last line `CCC text`, whose code says how it went (1xx and 2xx: done).
///
/// SSIP is synchronous: a client sends the next command only once the last is answered. The
/// game waits for answers, but never past a deadline: a server that does not answer in time
/// (stopped, stuck) or a connection that breaks makes the request fail, and the caller stops
/// using the connection. A healthy server answers within a fraction of a millisecond.
struct SSIPConnection {
    private let socket: Int32
    /// Bytes received past the last whole reply.
    private var received: [UInt8] = []

    /// A reply's last line: its code and its text.
    struct Reply: Equatable {
        let code: Int
        let text: String
        /// 1xx and 2xx: the command was carried out.
        var succeeded: Bool { code < 300 }
    }

    /// Connects to `address`, or nil when nothing answers there before `deadline`.
    init?(_ address: SpeechDispatcher.Address, until deadline: Deadline) {
        let socket: Int32
        switch address {
        case .unixSocket(let path): socket = rps_unix_connect(path)
        case .inetSocket(let host, let port): socket = rps_inet_connect(host, Int32(port))
        }
        guard socket >= 0 else { return nil }
        guard Self.wait(socket, for: Int16(POLLOUT), until: deadline), rps_socket_error(socket) == 0 else {
            close(socket)
            return nil
        }
        self.socket = socket
    }

    /// Sends one command line and returns the server's reply, or nil if there is none in time.
    mutating func send(_ command: String, until deadline: Deadline) -> Reply? {
        guard put(command + "\r\n", until: deadline) else { return nil }
        return reply(until: deadline)
    }

    /// `SPEAK`, then, once the server is receiving, the text and the line with a lone dot that
    /// ends it: each line of the text that starts with a dot gets another (as in SMTP), so no
    /// text can end the message early or be taken for a command. The message's reply, or nil.
    mutating func speak(_ text: String, until deadline: Deadline) -> Reply? {
        guard let ready = send("SPEAK", until: deadline) else { return nil }
        guard ready.code == 230 else { return ready }  // 230 OK RECEIVING DATA, else nothing is read as text
        return send(Self.message(text), until: deadline)
    }

    /// The text as SPEAK's data: lines ending in CR LF, dot-escaped, then the ending dot.
    static func message(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { ($0.hasPrefix(".") ? "." : "") + $0.filter { $0 != "\0" } }
            .joined(separator: "\r\n") + "\r\n."
    }

    /// Says goodbye (`QUIT`, answered by 231) if the server still answers, and closes the
    /// connection. Messages already queued are still spoken.
    mutating func quit(until deadline: Deadline) {
        _ = send("QUIT", until: deadline)
        abandon()
    }

    /// Closes the connection without a word, for a server that no longer answers.
    func abandon() {
        close(socket)
    }

    // ---- bytes ----

    private func put(_ text: String, until deadline: Deadline) -> Bool {
        var rest = Array(text.utf8)[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { rps_socket_send(socket, $0.baseAddress, $0.count) }
            if count > 0 {
                rest = rest.dropFirst(count)
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                guard Self.wait(socket, for: Int16(POLLOUT), until: deadline) else { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// The next whole reply; event notifications (7xx), which the game never asks for, are
    /// passed over.
    private mutating func reply(until deadline: Deadline) -> Reply? {
        while true {
            while let end = received.firstIndex(of: UInt8(ascii: "\n")) {
                var line = received[..<end]
                received.removeSubrange(...end)
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                let text = String(decoding: line, as: UTF8.self)
                guard text.count >= 4, let code = Int(text.prefix(3)) else { return Reply(code: 500, text: text) }
                let last = text[text.index(text.startIndex, offsetBy: 3)] == " "
                if last, !(700..<800).contains(code) { return Reply(code: code, text: String(text.dropFirst(4))) }
            }
            guard Self.wait(socket, for: Int16(POLLIN), until: deadline) else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count > 0 {
                received += chunk[..<count]
            } else if count == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) {
                return nil  // the server closed the connection
            }
        }
    }

    /// Waits until `socket` is ready for `events`, or the deadline passes (false). A signal
    /// does not end the wait: it stays pending for the game.
    private static func wait(_ socket: Int32, for events: Int16, until deadline: Deadline) -> Bool {
        while true {
            let left = deadline.millisecondsLeft
            guard left > 0 else { return false }
            var ready = pollfd(fd: socket, events: events, revents: 0)
            let count = poll(&ready, 1, left)
            if count > 0 { return true }
            if count < 0, errno != EINTR { return false }
        }
    }
}

/// A moment on the monotonic clock by which something must be done.
struct Deadline {
    private let nanoseconds: UInt64

    /// `seconds` from now.
    init(in seconds: Double) {
        nanoseconds = Self.now + UInt64(seconds * 1e9)
    }

    var millisecondsLeft: Int32 {
        let now = Self.now
        return now >= nanoseconds ? 0 : Int32(min((nanoseconds - now + 999_999) / 1_000_000, UInt64(Int32.max)))
    }

    private static var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
