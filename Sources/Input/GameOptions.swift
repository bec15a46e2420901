import Catalog

/// How a game is set up from the command line and the environment.
public struct GameOptions: Hashable, Sendable {
    public static let defaultDelay = 0.7
    public static let delayRange = 0.0...10.0

    public var language: Language
    /// Seeds the computer's moves so a game repeats; `nil` uses the system's generator.
    public var seed: UInt64?
    /// Seconds of suspense before a result (NFR-001).
    public var delay: Double

    public init(language: Language, seed: UInt64? = nil, delay: Double = GameOptions.defaultDelay) {
        self.language = language
        self.seed = seed
        self.delay = delay
    }
}
