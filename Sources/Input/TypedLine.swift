import Settings

/// A line the player typed, cleaned once where it comes in: without escape sequences, control
/// characters and invisible characters (see `Sanitizer`), so that it can be parsed, kept in the
/// transcript and brought back with the Up arrow safely.
public struct TypedLine: Hashable, Sendable {
    /// No command comes near this many bytes (a file name is the longest thing typed). A longer
    /// line, a pasted text with no line break, is read by its first `longest` bytes, as a piped
    /// line is (`PipedSource`): so it is answered at once, whatever its length (reading all of a
    /// megabyte line took seconds), and is the same line in a terminal and in a pipe.
    public static let longest = 4096

    public let text: String
    /// Whether the line was longer than `longest` and cut.
    public let isCut: Bool

    public init(_ raw: String) {
        let bytes = raw.utf8
        isCut = bytes.count > Self.longest
        guard isCut else {
            text = Sanitizer.clean(raw)
            return
        }
        // Cut where a character's bytes begin, so no character is broken in two.
        var end = bytes.index(bytes.startIndex, offsetBy: Self.longest)
        while UTF8.isContinuation(bytes[end]) { bytes.formIndex(before: &end) }
        text = Sanitizer.clean(String(decoding: bytes[..<end], as: UTF8.self))
    }

    /// The line as the Up arrow brings it back, without the spaces around it; `nil` for a line of
    /// spaces or one that was cut: 200 kept lines stay small.
    public var remembered: String? {
        // Trimmed as UTF-8 bytes: a space byte is never part of another character, and the
        // generic reversed views would cost the first line typed a lookup of their types.
        let bytes = text.utf8
        guard !isCut, let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }),
            let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") })
        else { return nil }
        return String(text[first..<bytes.index(after: last)])
    }
}
