/// The commands a player can type besides a move and a setting, each with its words in the
/// `Words` catalog.
public enum Keyword: CaseIterable, Hashable, Sendable {
    case again, undo, newGame, score, stats, history, help, repeatLast, quit
    /// Say every setting.
    case settings
    /// Say the next part of an answer too long to say at once.
    case more
    /// Say an answer further back than the last, a step at a time.
    case back
    /// Stop the game's own voice.
    case hush
    /// The game's own voice a step faster, or slower.
    case faster, slower
    /// The sound cues a step louder, or softer.
    case louder, softer
    /// Say each sound cue's name and play it.
    case cues
    /// Keep the settings in force for the next game.
    case save

    /// Its entry in the `Words` catalog: its words, its name first.
    public var entry: Words.Key {
        switch self {
        case .again: .again
        case .undo: .undo
        case .newGame: .new
        case .score: .score
        case .stats: .stats
        case .history: .history
        case .help: .help
        case .repeatLast: .repeat
        case .quit: .quit
        case .settings: .settings
        case .more: .more
        case .back: .back
        case .hush: .hush
        case .faster: .faster
        case .louder: .louder
        case .softer: .softer
        case .slower: .slower
        case .cues: .cues
        case .save: .save
        }
    }

    /// Whether Tab lists it on an empty line, with the moves: the commands a player needs first,
    /// few enough for a screen reader to hear the list whole (14 lines). The others complete from
    /// their first letters.
    public var isListedAlone: Bool {
        switch self {
        case .again, .undo, .newGame, .score, .stats, .history, .help, .repeatLast, .quit, .settings, .more: true
        case .back, .hush, .faster, .slower, .louder, .softer, .cues, .save: false
        }
    }
}
