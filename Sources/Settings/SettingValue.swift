import Catalog
import GameCore

/// A setting with a value of the one kind it takes, as read from the command line or a typed
/// line, or as `Preferences` hold it: `.delay(0.5)`, `.on(.emoji, true)`, `.seed(nil)`. A value
/// of the wrong kind for a setting cannot be written.
public enum SettingValue: Hashable, Sendable {
    case language(Language)
    case verbosity(Verbosity)
    case game(GameKind)
    /// Games in a match, or none.
    case match(Int?)
    case on(Switch, Bool)
    case color(ColorChoice)
    /// Seconds of suspense before a result.
    case delay(Double)
    /// A file to keep the narration in, or none.
    case transcript(String?)
    /// A seed for the computer's moves, or none: the system's generator.
    case seed(UInt64?)
    /// Words a minute for the game's own voice.
    case speechRate(Int)
    /// The sound cues' loudness, in percent of their own.
    case volume(Int)

    /// Whether a setting that can be off is on: a switch on, colour always, a transcript kept.
    public var isOn: Bool {
        switch self {
        case .on(_, let on): on
        case .color(let choice): choice == .always
        case .transcript(let file): file != nil
        case .match(let games): games != nil
        case .language, .verbosity, .game, .delay, .seed, .speechRate, .volume: true
        }
    }

    /// The setting it is a value of.
    public var setting: Setting {
        switch self {
        case .language: .language
        case .verbosity: .verbosity
        case .game: .game
        case .match: .match
        case .on(let which, _): which.setting
        case .color: .color
        case .delay: .delay
        case .transcript: .transcript
        case .seed: .seed
        case .speechRate: .speechRate
        case .volume: .volume
        }
    }
}

/// The settings that are on or off.
public enum Switch: CaseIterable, Hashable, Sendable {
    case emoji, bell, speak, sound

    public var setting: Setting {
        switch self {
        case .emoji: .emoji
        case .bell: .bell
        case .speak: .speak
        case .sound: .sound
        }
    }
}
