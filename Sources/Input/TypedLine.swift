import Settings

/// A line the player typed, cleaned once where it comes in: without escape sequences, control
/// characters and invisible characters (see `Sanitizer`), so that it can be parsed, kept in the
/// transcript and brought back with the Up arrow safely.
public struct TypedLine: Hashable, Sendable {
    /// Longer lines are not kept for the Up arrow: no command is longer than a file name, and 200
    /// kept lines stay small.
    public static let longestRemembered = 4096

    public let text: String

    public init(_ raw: String) {
        text = Sanitizer.clean(raw)
    }

    /// The line as the Up arrow brings it back, without the spaces around it; `nil` for a line of
    /// spaces or one too long to keep.
    public var remembered: String? {
        // Trimmed as UTF-8 bytes: a space byte is never part of another character, and the
        // generic reversed views would cost the first line typed a lookup of their types.
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }),
            let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") })
        else { return nil }
        let end = bytes.index(after: last)
        return bytes.distance(from: first, to: end) > Self.longestRemembered ? nil : String(text[first..<end])
    }
}
