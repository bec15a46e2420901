import Catalog

/// How a game is set up from the command line and `RPS_OPTIONS`.
public struct GameOptions: Hashable, Sendable {
    public static let defaultDelay = 0.7
    public static let defaultSpeechRate = 175
    public static let speechRates = 80...450

    /// When to colour results (`--color`).
    public enum ColorChoice: String, CaseIterable, Hashable, Sendable {
        /// Only when standard output is a terminal, `NO_COLOR` is unset or empty, and `TERM` is
        /// not `dumb`.
        case auto
        case always
        case never
    }

    public var language: Language
    /// Seeds the computer's moves so a game repeats; `nil` uses the system's generator.
    public var seed: UInt64?
    /// Seconds of suspense before a result (NFR-001).
    public var delay: Double
    public var verbosity: Verbosity
    public var emoji: Bool
    public var color: ColorChoice
    /// Ring the terminal bell at a win streak milestone.
    public var bell: Bool
    /// A file the plain narration is appended to.
    public var transcript: String?
    /// Speak the narration through a speech program (`--speak`).
    public var speak: Bool
    /// Words a minute for `--speak`.
    public var speechRate: Int

    public init(language: Language, seed: UInt64? = nil, delay: Double = GameOptions.defaultDelay,
                verbosity: Verbosity = .normal, emoji: Bool = false, color: ColorChoice = .auto,
                bell: Bool = false, transcript: String? = nil, speak: Bool = false, speechRate: Int = GameOptions.defaultSpeechRate) {
        self.language = language
        self.seed = seed
        self.delay = delay
        self.verbosity = verbosity
        self.emoji = emoji
        self.color = color
        self.bell = bell
        self.transcript = transcript
        self.speak = speak
        self.speechRate = speechRate
    }
}
