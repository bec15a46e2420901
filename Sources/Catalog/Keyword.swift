/// The commands a player can type besides a move, each with its words in the `Words` catalog.
public enum Keyword: CaseIterable, Hashable, Sendable {
    case again, undo, newGame, score, stats, history, help, repeatLast, quit
    /// Settings: each changes one thing and is answered with one sentence.
    case settings, language, emoji, color, bell, speak, delay, transcript, brief, normal, verbose
}
