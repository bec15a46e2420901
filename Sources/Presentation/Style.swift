/// The optional layer over plain narration. Plain is the default and carries all the meaning;
/// emoji and colour only repeat it for the eye.
public struct Style: Hashable, Sendable {
    public var emoji: Bool
    public var color: Bool
    /// Ring the terminal bell at a win streak milestone, a cue for players not looking.
    public var bell: Bool

    public static let plain = Style(emoji: false, color: false, bell: false)

    public init(emoji: Bool, color: Bool, bell: Bool) {
        self.emoji = emoji
        self.color = color
        self.bell = bell
    }

    /// Whether the suspense pause shows the countdown ("Rock... paper... scissors!").
    public func showsCountdown(verbose: Bool) -> Bool { emoji || verbose }
}
