import GameCore

/// One line of narration: a plain sentence, and what it tells, so a presentation can add a
/// picture or a colour that fits without ever changing the words.
public struct Line: Hashable, Sendable {
    public enum Tone: Hashable, Sendable {
        case plain
        /// The player's move, said at once.
        case acknowledgement(Move)
        /// A round's result; the moves are the player's and the computer's.
        case result(Outcome, player: Move, computer: Move)
        /// A win streak reached 3, 5 or 10.
        case milestone
        /// The streak passed the game's earlier best.
        case newBest
    }

    public let text: String
    public let tone: Tone

    public init(_ text: String, tone: Tone = .plain) {
        self.text = text
        self.tone = tone
    }
}
