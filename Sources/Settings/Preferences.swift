import Catalog
import GameCore

/// Every setting's value: what the player chose on the command line, in `RPS_OPTIONS` and during
/// the game. One value, changed a setting at a time with `set(_:)`.
public struct Preferences: Hashable, Sendable {
    public static let defaultDelay = 0.7
    public static let defaultSpeechRate = 175
    public static let speechRates = 80...450
    /// How much `faster` and `slower` change the speech rate, in words a minute.
    public static let speechRateStep = 25
    /// The sound cues' loudness, in percent of their own: 200 doubles it, still without clipping.
    public static let volumes = 0...200
    public static let defaultVolume = 100
    /// How much `louder` and `softer` change the volume, in percent.
    public static let volumeStep = 25

    public var language: Language
    public var verbosity = Verbosity.normal
    /// The kinds of line turned on or off, over the verbosity's preset.
    public var hearing = Hearing()
    /// The game the computer plays.
    public var game = GameKind.rps
    /// Games in a match (odd, 1 to 99), or `nil` for endless play.
    public var match: Int?
    public var color = ColorChoice.auto
    /// What `auto` colour means here: whether standard output is a terminal that may show colour
    /// (`NO_COLOR` unset or empty, `TERM` not `dumb`), which only the console can tell, at launch.
    public var autoColor = false
    /// Seconds of suspense before a result (NFR-001).
    public var delay = Preferences.defaultDelay
    /// A file the plain narration is appended to.
    public var transcript: String?
    /// Seeds the computer's moves so a game repeats; `nil` uses the system's generator.
    public var seed: UInt64?
    /// Words a minute for `--speak`.
    public var speechRate = Preferences.defaultSpeechRate
    /// The loudness of the sound cues the game synthesises, in percent of their own.
    public var volume = Preferences.defaultVolume
    /// The mark shown where the player types: `nil` for the game's own, empty for none.
    public var prompt: String?
    /// The longest mark a player may choose.
    public static let longestPrompt = 4
    /// The switches that are on: at first, those the table says start on.
    public private(set) var switchedOn = Set(Switch.allCases.filter(\.setting.entry.startsOn))
    /// Whether the game is played in a web terminal: xterm.js with its screen-reader mode (VS
    /// Code's, JupyterLab's), which hands a screen reader what is new at most once a second, each
    /// time with all it handed since the last key press, and echoes Hangul as it is composed.
    public var web = false

    /// The defaults; in a web terminal (`web`), those that let each answer be read once, whole and
    /// within a second of Enter: no pause, so the answer is written in one piece at once and never
    /// split across two of xterm.js's renders (each read again from the start), and no mark after
    /// it, which would be read at the end of every answer.
    public init(language: Language, web: Bool = false) {
        self.language = language
        guard web else { return }
        self.web = true
        delay = 0
        prompt = ""
    }

    /// Whether lines of this kind are said: as the player chose, else as preset.
    public func hears(_ kind: LineKind) -> Bool {
        hearing[kind] ?? isPreset(kind)
    }

    /// Whether `kind` is heard when the player has not chosen: as the verbosity's preset says, and
    /// the countdown with emoji too, where its beats are pictures.
    func isPreset(_ kind: LineKind) -> Bool {
        kind.isHeard(in: verbosity) || (kind == .countdown && isOn(.emoji))
    }

    /// Whether a switch is on.
    public func isOn(_ which: Switch) -> Bool { switchedOn.contains(which) }

    /// The rules these preferences play by.
    public var rules: Rules { Rules(kind: game, match: match) }

    /// Whether results are in colour: always, or by `auto` on a terminal that may show it.
    public var showsColor: Bool { color == .always || (color == .auto && autoColor) }

    /// Whether a setting that can be off is on now, as the player finds it: a switch on, colour
    /// shown (`auto` on a terminal that shows it counts), a transcript kept, a match played, a
    /// prompt shown.
    public func isTurnedOn(_ setting: Setting) -> Bool {
        switch self[setting] {
        case .on(_, let on): on
        case .color: showsColor
        case .transcript(let file): file != nil
        case .match(let games): games != nil
        case .prompt(let mark): mark != ""
        case .hearing(let hearing): !hearing.chosen.isEmpty
        case .web(let on): on
        case .language, .verbosity, .game, .delay, .seed, .speechRate, .volume: true
        }
    }

    /// A setting's value now.
    public subscript(setting: Setting) -> SettingValue {
        switch setting {
        case .language: .language(language)
        case .verbosity: .verbosity(verbosity)
        case .hear: .hearing(hearing)
        case .game: .game(game)
        case .match: .match(match)
        case .emoji: .on(.emoji, isOn(.emoji))
        case .color: .color(color)
        case .bell: .on(.bell, isOn(.bell))
        case .speak: .on(.speak, isOn(.speak))
        case .sound: .on(.sound, isOn(.sound))
        case .delay: .delay(delay)
        case .transcript: .transcript(transcript)
        case .seed: .seed(seed)
        case .speechRate: .speechRate(speechRate)
        case .volume: .volume(volume)
        case .prompt: .prompt(prompt)
        case .web: .web(web)
        case .keys: .on(.keys, isOn(.keys))
        }
    }

    /// Gives the value's setting that value.
    public mutating func set(_ value: SettingValue) {
        switch value {
        case .language(let new): language = new
        case .verbosity(let new): verbosity = new
        case .hearing(let new): hearing = hearing.merging(new)
        case .game(let new): game = new
        case .match(let new): match = new
        case .on(let which, true): switchedOn.insert(which)
        case .on(let which, false): switchedOn.remove(which)
        case .color(let new): color = new
        case .delay(let new): delay = new
        case .transcript(let new): transcript = new
        case .seed(let new): seed = new
        case .speechRate(let new): speechRate = new
        case .volume(let new): volume = new
        case .prompt(let new): prompt = new
        case .web(let new): web = new
        }
    }
}
