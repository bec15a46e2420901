import GameCore

/// One line of narration: a plain sentence, and what it tells, so a presentation can add a
/// picture or a colour that fits without ever changing the words.
public struct Line: Hashable, Sendable {
    public enum Tone: Hashable, Sendable {
        case plain
        /// The player's move, said at once.
        case acknowledgement(Move)
        /// A game's result; the moves are the player's and the computer's.
        case result(Outcome, player: Move, computer: Move)
        /// 묵찌빠: a throw that decided who attacks; `changed` when the attack passed to `side`.
        case attack(Side, changed: Bool, player: Move, computer: Move)
        /// 묵찌빠: the throw that ended a game, won or lost, and its hands (the same).
        case gameEnd(won: Bool, player: Move, computer: Move)
        /// Minus one: both pairs shown, the player's first.
        case pairs(PairsShown)
        /// A win streak reached 3, 5 or 10.
        case milestone
        /// The streak passed the game's earlier best.
        case newBest
        /// A match ended, won or lost.
        case matchEnd(won: Bool)
        /// What was typed was not understood.
        case mistake
    }

    /// Whether the line marks a moment worth celebrating: a streak milestone, a new best, a match's end.
    public var isMilestone: Bool {
        switch tone {
        case .milestone, .newBest, .matchEnd: true
        case .plain, .acknowledgement, .result, .attack, .gameEnd, .pairs, .mistake: false
        }
    }

    public let text: String
    public let tone: Tone
    /// Shown with no-break spaces for its spaces: `repeat` alternates it, so that a screen reader
    /// which compares the screen before and after (Fenrir) finds the same words again as new
    /// lines and reads them all. Heard and brailled the same.
    public private(set) var alternate = false

    public init(_ text: String, tone: Tone = .plain) {
        self.text = text
        self.tone = tone
    }

    /// The line, alternate or not.
    public func alternated(_ alternate: Bool) -> Line {
        var line = self
        line.alternate = alternate
        return line
    }
}
