import Catalog
import GameCore

/// What `help` can tell more about, a few lines each, with its words in the `Words` catalog: the
/// short `help` names them, and `help match` says one.
public enum HelpTopic: CaseIterable, Hashable, Sendable {
    /// The game and its moves.
    case game
    /// Score, stats, history, repeat and undo.
    case review
    case settings
    case match
    /// A kind of game with rules beyond a throw of rock, paper, scissors: how it is played.
    case kind(GameKind)
    /// Sound cues, the game's own voice and the bell.
    case sound
    case language
    /// Every word the game knows.
    case all

    /// Every topic, in the order the short help names them; each kind of game with rules of
    /// its own has one (see `GameKind.topic`).
    public static let allCases: [HelpTopic] =
        [.game, .review, .settings, .match] + GameKind.allCases.map(\.topic).filter { $0 != .game }
        + [.sound, .language, .all]

    /// Its entry in the `Words` catalog: its words, its name first.
    public var entry: Words.Key {
        switch self {
        case .game: .topicGame
        case .review: .topicReview
        case .settings: .topicSettings
        case .match: .topicMatch
        case .kind(let kind): kind.topicEntry
        case .sound: .topicSound
        case .language: .topicLanguage
        case .all: .topicAll
        }
    }
}

extension Keyword {
    /// The help topic that tells of the command: `help undo` says the review topic.
    public var topic: HelpTopic {
        switch self {
        case .again, .newGame, .quit: .game
        case .undo, .score, .stats, .history, .repeatLast, .more, .back: .review
        case .help: .all
        case .settings, .save: .settings
        case .hush, .faster, .slower, .louder, .softer, .cues: .sound
        }
    }
}
