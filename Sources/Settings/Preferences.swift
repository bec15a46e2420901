import Catalog
import GameCore

/// Every setting's value: what the player chose on the command line, in `RPS_OPTIONS` and during
/// the game. One value, changed through `Setting`'s table.
public struct Preferences: Hashable, Sendable {
    public static let defaultDelay = 0.7
    public static let defaultSpeechRate = 175
    public static let speechRates = 80...450

    public var language: Language
    public var verbosity = Verbosity.normal
    /// The game the computer plays.
    public var game = GameKind.rps
    /// Games in a match (odd, 1 to 99), or `nil` for endless play.
    public var match: Int?
    public var color = ColorChoice.auto
    /// Seconds of suspense before a result (NFR-001).
    public var delay = Preferences.defaultDelay
    /// A file the plain narration is appended to.
    public var transcript: String?
    /// Seeds the computer's moves so a game repeats; `nil` uses the system's generator.
    public var seed: UInt64?
    /// Words a minute for `--speak`.
    public var speechRate = Preferences.defaultSpeechRate
    /// The on-or-off settings that are on: at first, those the table says start on.
    public var switchedOn = Set(Setting.allCases.filter(\.entry.startsOn))

    public init(language: Language) {
        self.language = language
    }

    /// Whether an on-or-off setting is on.
    public func isOn(_ setting: Setting) -> Bool { switchedOn.contains(setting) }

    /// The rules these preferences play by.
    public var rules: Rules { Rules(kind: game, match: match) }

    /// Colour, once `auto` has been settled.
    public var showsColor: Bool { color == .always }
}
