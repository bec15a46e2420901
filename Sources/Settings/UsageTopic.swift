import Catalog

/// What `rps --help TOPIC` (or `rps help TOPIC`) tells of: the options, in parts that each fit
/// a screen reader's 18 lines, so that `--help` itself can be a few lines for a newcomer. Every
/// option belongs to one (see `Setting.usageTopic`); its name is typed as is in either language.
public enum UsageTopic: String, CaseIterable, Hashable, Sendable {
    /// How the game plays and what it says: language, kind, match, narration.
    case game
    /// How it comes out: signs, colour, sounds, the game's own voice, the prompt.
    case output
    /// The options about starting itself: the transcript, the settings file, `RPS_OPTIONS`, the
    /// requests.
    case start

    /// Its heading, the topic's first line.
    public var heading: SentencesEntry {
        switch self {
        case .game: Sentences.Key.usageTopicGame
        case .output: Sentences.Key.usageTopicOutput
        case .start: Sentences.Key.usageTopicStart
        }
    }
}

extension Setting {
    /// The `--help` topic its option lines are in.
    public var usageTopic: UsageTopic {
        switch self {
        case .language, .verbosity, .hear, .game, .match, .seed, .keys: .game
        case .emoji, .color, .bell, .speak, .sound, .delay, .speechRate, .volume, .prompt, .web: .output
        case .transcript: .start
        }
    }
}
