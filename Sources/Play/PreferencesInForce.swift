import Narration
import Presentation
import Settings

/// What the preferences in force mean for the effects: the voice, the presentation, the prompt,
/// and what turning speech or sound on or off asks of the console.
extension Preferences {
    /// How the game's own voice speaks.
    var voice: Voice { Voice(language: language.traits.voice, wordsPerMinute: speechRate) }

    /// Emoji and colour, on or off.
    var style: Style { Style(emoji: isOn(.emoji), color: showsColor) }

    /// What is shown where the player types: the player's mark with a space after it, none, or
    /// the game's own (`narrator`'s), which no screen reader says aloud.
    func prompt(_ narrator: Narrator) -> String {
        prompt.map { $0.isEmpty ? "" : $0 + " " } ?? narrator.prompt
    }

    /// The voice started, stopped or changed, when it is on now or was `before`.
    func voiceChange(from before: Preferences) -> [Effect] {
        isOn(.speak) || before.isOn(.speak) ? [.voice(isOn(.speak) ? voice : nil)] : []
    }

    /// The cues made ready at the volume, made again or put away, when sound is on now or was `before`.
    func cuesChange(from before: Preferences) -> [Effect] {
        isOn(.sound) || before.isOn(.sound) ? [.cues(volume: isOn(.sound) ? volume : nil)] : []
    }
}

extension Narrator {
    /// The narrator for `preferences`, saying what to do at a stage as keys where keys are read.
    init(_ preferences: Preferences, _ capabilities: Capabilities) {
        self.init(
            language: preferences.language, verbosity: preferences.verbosity, hearing: preferences.hearing,
            byKeys: QuickKeys.areRead(preferences, capabilities))
    }
}
