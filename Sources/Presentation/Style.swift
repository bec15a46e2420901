/// The optional layer over plain narration. Plain is the default and carries all the meaning;
/// emoji and colour only repeat it for the eye.
public struct Style: Hashable, Sendable {
    public var emoji: Bool
    public var color: Bool

    public static let plain = Style(emoji: false, color: false)

    public init(emoji: Bool, color: Bool) {
        self.emoji = emoji
        self.color = color
    }
}
