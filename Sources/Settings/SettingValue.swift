import Catalog
import GameCore

/// A setting with a value of the one kind it takes, as read from the command line or a typed
/// line, or as `Preferences` hold it: `.delay(0.5)`, `.on(.emoji, true)`, `.seed(nil)`. A value
/// of the wrong kind for a setting cannot be written.
public enum SettingValue: Hashable, Sendable {
    case language(Language)
    case verbosity(Verbosity)
    /// Kinds of line turned on or off, laid over those chosen before.
    case hearing(Hearing)
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
    /// The mark shown where the player types, `nil` for the game's own (which no screen reader
    /// says aloud), empty for none.
    case prompt(String?)
    /// Whether the game is played in a web terminal (xterm.js: VS Code, JupyterLab).
    case web(Bool)

    /// The setting it is a value of.
    public var setting: Setting {
        switch self {
        case .language: .language
        case .verbosity: .verbosity
        case .hearing: .hear
        case .game: .game
        case .match: .match
        case .on(let which, _): which.setting
        case .color: .color
        case .delay: .delay
        case .transcript: .transcript
        case .seed: .seed
        case .speechRate: .speechRate
        case .volume: .volume
        case .prompt: .prompt
        case .web: .web
        }
    }
}

extension SettingValue {
    /// The value as the command line writes it, which the option parser reads back as the same
    /// value: `--delay 0.5`, `--no-emoji`, `--match off`; nothing for no transcript or no seed.
    public var optionWords: [String] {
        let option = setting.entry.options[0]
        switch self {
        case .language(let language): return [option, language.rawValue]
        case .verbosity(let verbosity): return [option, verbosity.name]
        case .hearing(let hearing):
            guard !hearing.chosen.isEmpty else { return [] }
            return [option, hearing.chosen.map { $0.kind.name + ($0.on ? "-on" : "-off") }.joined(separator: ",")]
        case .game(let game): return [option, game.name]
        case .match(let games): return [option, games.map(String.init) ?? "off"]
        case .on(_, let on): return [on ? option : setting.entry.offOptions[0]]
        case .color(let choice): return [option, choice.rawValue]
        case .delay(let seconds): return [option, Seconds.option(seconds)]
        case .transcript(let file): return file.map { [option, $0] } ?? []
        case .seed(let seed): return seed.map { [option, String($0)] } ?? []
        case .speechRate(let rate): return [option, String(rate)]
        case .volume(let volume): return [option, String(volume)]
        case .prompt(let mark): return [option, mark.map { $0.isEmpty ? "off" : $0 } ?? "on"]
        case .web(let on): return [on ? option : setting.entry.offOptions[0]]
        }
    }
}

/// The settings that are on or off.
public enum Switch: CaseIterable, Hashable, Sendable {
    case emoji, bell, speak, sound
    /// Quick-keys mode: one key press plays or asks, without Enter.
    case keys

    public var setting: Setting {
        switch self {
        case .emoji: .emoji
        case .bell: .bell
        case .speak: .speak
        case .sound: .sound
        case .keys: .keys
        }
    }
}
