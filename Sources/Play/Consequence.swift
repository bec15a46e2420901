import Settings

/// What a change of a setting brings about besides its new value. Each setting lists its own in
/// one exhaustive switch (`Setting.consequences`), so a new setting does not build until it says
/// what a change of it does; the session carries them out in the order of these cases, and only
/// when the value really changed.
enum Consequence: CaseIterable {
    /// What `more` had left of a long answer tells of another game, language or narration.
    case forgetsRestOfAnswer
    /// How to come back to the language left, worded in it before the narrator changes and said
    /// last, for a player who switched by accident.
    case saysWayBack
    /// A narrator for the new language, verbosity or kinds of line heard.
    case newNarrator
    /// A parser for the new language, with its prompt and the words Tab completes.
    case newWords
    /// The prompt's new mark.
    case newPrompt
    /// Emoji or colour on or off.
    case newStyle
    /// Speech or sound turned on where no program here plays it is turned off again, and said
    /// instead of the change.
    case checksPlayable
    /// The game's own voice starts, stops, or speaks another language or at another rate.
    case newVoice
    /// The sound cues are made ready at the volume, made again at a new one, or put away.
    case newCues
    /// The game plays by the new rules, dropping a game or a match under way, which is said.
    case newRules
    /// The transcript closes, or another file opens; the change is said once the console answers.
    case newTranscript
    /// Keys or typed lines are read from now on, on a terminal; a quit asked for by key is
    /// forgotten, and turned on, the keys are said as the welcome says them.
    case newInput
}

extension Setting {
    /// What a change of it brings about, besides its new value and the sentence that says it.
    var consequences: [Consequence] {
        switch self {
        case .language: [.forgetsRestOfAnswer, .saysWayBack, .newNarrator, .newWords, .newVoice]
        case .verbosity: [.forgetsRestOfAnswer, .newNarrator]
        case .hear: [.newNarrator]
        case .game, .match: [.forgetsRestOfAnswer, .newRules]
        case .emoji, .color: [.newStyle]
        case .speak: [.checksPlayable, .newVoice]
        case .sound: [.checksPlayable, .newCues]
        case .speechRate: [.newVoice]
        case .volume: [.newCues]
        case .transcript: [.newTranscript]
        case .prompt: [.newPrompt]
        case .keys: [.newInput]
        // Read when it is needed: the bell at the next milestone, the delay at the next round.
        case .bell, .delay: []
        // Only the command line sets it, before the game begins.
        case .seed, .web: []
        }
    }
}
