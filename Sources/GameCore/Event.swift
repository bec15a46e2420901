/// Something that happened in the game, in the order it happened. Each event carries what is
/// said about it, so the narrator needs nothing else. The console pauses before `roundPlayed`,
/// the moment of suspense.
public enum Event: Hashable, Sendable {
    /// The player's move was accepted; said at once, before the suspense pause. `attacker`: the
    /// side attacking in 묵찌빠 as the move is thrown, if any.
    case moveChosen(Move, attacker: Side?)
    /// The computer showed its move and the throw was judged; `standing` is the game after it.
    case roundPlayed(Round, standing: Standing)
    /// The score, because the player asked for it: games won, and in a match its score and
    /// the matches won.
    /// `attacker`: who attacks in 묵찌빠 now, if anyone.
    case scoreReport(Score, match: MatchStanding?, matches: Score, attacker: Side?)
    /// A win made the streak `length` games long; only streaks of 2 or more are reported.
    /// `best` when it just passed the best of the game's earlier streaks, when that was 2 or more.
    case streakGrew(length: Int, best: Bool)
    /// A loss ended a streak that was `length` games long (2 or more).
    case streakEnded(length: Int)
    /// Minus one: both pairs shown, the player's first; the player keeps one next.
    case pairsShown(PairsShown)
    /// Minus one: undo before a hand was kept took back the pair shown; the round begins again.
    case pairTakenBack(PairsShown)
    /// What was asked does not fit the stage the round is at: what it asks instead.
    case notAwaited(Stage)
    /// `again` was asked for before any move had been played; what the stage asks instead.
    case noPreviousMove(Stage)
    /// The last throw was taken back; `standing` is the game it leaves.
    case undone(Round, standing: Standing)
    case nothingToUndo
    /// Undo does not reach back past a change of rules.
    case undoStopsAtRules
    /// Everything starts again; `roundDropped` when a round of minus one had its pairs shown.
    case newGame(roundDropped: Bool)
    /// The rules changed; `dropped` says what was under way and is not counted, if anything.
    case rulesChanged(Rules, dropped: Dropped?)
    /// The figures, and the kind played, whose moves the counts of each move name.
    case stats(Tally, GameKind)
    /// Past throws, newest first, and how many throws the game has had in all.
    case history([Round], total: Int)
}

extension Event {
    /// Whether it is a throw's result: the moment the suspense before it is for.
    public var isRound: Bool {
        if case .roundPlayed = self { true } else { false }
    }

    /// Whether it only tells of the game, which it leaves as it was (`score`, `stats`,
    /// `history`): the rest of a long answer survives it.
    public var isReview: Bool {
        switch self {
        case .scoreReport, .stats, .history, .notAwaited: true
        case .moveChosen, .roundPlayed, .streakGrew, .streakEnded, .noPreviousMove, .undone, .nothingToUndo,
            .undoStopsAtRules, .rulesChanged, .newGame, .pairsShown, .pairTakenBack:
            false
        }
    }
}

/// What a change of rules dropped, not counted: a match under way, at its score, or a game that
/// takes several throws (묵찌빠 once someone attacks).
public enum Dropped: Hashable, Sendable {
    case match(Score)
    case game
    /// A round of minus one whose pairs were shown.
    case round
}
