import Catalog
import Settings

/// Preferences as the option parser should leave them: the defaults but for what is named.
func preferences(
    language: Language, seed: UInt64? = nil, delay: Double = Preferences.defaultDelay,
    verbosity: Verbosity = .normal, emoji: Bool = false, color: ColorChoice = .auto, bell: Bool = false,
    transcript: String? = nil, speak: Bool = false, speechRate: Int = Preferences.defaultSpeechRate
) -> Preferences {
    var preferences = Preferences(language: language)
    preferences.seed = seed
    preferences.delay = delay
    preferences.verbosity = verbosity
    preferences.set(.on(.emoji, emoji))
    preferences.color = color
    preferences.set(.on(.bell, bell))
    preferences.transcript = transcript
    preferences.set(.on(.speak, speak))
    preferences.speechRate = speechRate
    return preferences
}
