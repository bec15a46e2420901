/// Something that happened in the game, in the order it happened. Each event carries what is
/// said about it, so the narrator needs nothing else. The console pauses before `roundPlayed`,
/// the moment of suspense.
public enum Event: Hashable, Sendable {
    /// The player's move was accepted; said at once, before the suspense pause.
    case moveChosen(Move)
    /// The computer showed its move and the round was judged; `standing` is the game after it.
    case roundPlayed(Round, standing: Standing)
    /// The score, because the player asked for it.
    case scoreReport(Score)
    /// A win made the streak `length` long; only streaks of 2 or more are reported.
    case streakGrew(length: Int)
    /// The streak just passed the best of the game's earlier streaks, when that was 2 or more.
    case newBestStreak(length: Int)
    /// A loss ended a streak that was `length` long (2 or more).
    case streakEnded(length: Int)
    /// `again` was asked for before any move had been played.
    case noPreviousMove
    /// The last round was taken back; `score` is the score it leaves.
    case undone(Round, score: Score)
    case nothingToUndo
    case newGame
    case stats(Tally)
    /// Past rounds, newest first, and how many rounds the game has had in all.
    case history([Round], total: Int)
}
