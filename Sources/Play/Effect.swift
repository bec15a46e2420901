import Catalog
import GameCore
import Input
import Narration
import Presentation
import Settings
import SoundCues

/// What the session asks the console to do, in order. The console only carries effects out; what
/// came of the fallible ones goes back to the session through the loop (see `Loop`,
/// `SessionInput`), after the whole batch.
public enum Effect: Hashable, Sendable {
    /// Print lines, presented in the latest style.
    case show([Line])
    /// The presentation changed: emoji or colour on or off.
    case style(Style)
    /// Ring the terminal bell: a cue for a player not looking at the screen.
    case ring
    /// Play a sound cue, cutting off the one still playing.
    case cue(Cue)
    /// Make the sound cues ready to play, the game's own at this volume (in percent of their
    /// loudness), or put them away (`nil`); again with another volume, the game's own are made again.
    case cues(volume: Int?)
    /// The suspense before a result: `beats` shown one a line, spread evenly over `seconds`,
    /// kept in the transcript but not spoken (speech of each would be cut off by the next); with
    /// no beats, a silent pause.
    case pause(seconds: Double, beats: [Line])
    /// Say text with the game's own voice, cutting off what it is still saying.
    case speak(String)
    /// Stop what the game's own voice is saying, at once; it speaks again with the next text.
    case hush
    /// Speak from now on with this voice, or stop speaking (`nil`).
    case voice(Voice?)
    /// Look for what plays speech (`.speak`: the voice is started) or the sound cues (`.sound`) on
    /// this machine, the first time either is wanted; the console answers `found`.
    case lookFor(Switch)
    /// Append text to the transcript.
    case transcribe(String)
    /// Start appending to this file; the console answers `transcriptOpened` or
    /// `transcriptNotOpened`.
    case openTranscript(String)
    case closeTranscript
    /// Write the settings file at `to` with this text, whole or not at all: the console answers
    /// `settingsSaved` or `settingsNotSaved`.
    case saveSettings(String, to: String)
    /// The prompt, at the start and when the language changes; only on a terminal.
    case prompt(String)
    /// The language whose words Tab completes while a kind is played (`CommandParser.completions`),
    /// at the start and when either changes; only on a terminal. The words are made at the first Tab.
    case completions(Language, playing: GameKind)
    /// Keep this line for the Up arrow to bring back; only on a terminal.
    case remember(String)
    /// Read typed lines, or in quick-keys mode single keys or one command line, from now on, each
    /// after the prompt; only on a terminal.
    case read(InputMode)
    /// End the line the prompt is on, so what follows starts on a line of its own.
    case newLine
    /// One line on standard error.
    case complain(String)
    /// Leave with this status, once what came of the batch's other effects is heard. It ends the
    /// batch, and the loop keeps it: a host never sees it.
    case quit(ExitStatus)
}

/// How the console reads the player.
public enum InputMode: Hashable, Sendable {
    /// A line at a time, with readline: editing, completion, history.
    case lines
    /// Quick-keys mode: a key press at a time, answered at once (`SessionInput.key`), never shown.
    case keys
    /// One typed line in quick-keys mode, read as `lines` are; Escape closes it, and reaches the
    /// session as its key.
    case commandLine
}

/// How the game's own voice speaks (`--speak`).
public struct Voice: Hashable, Sendable {
    /// espeak-ng's voice, speech-dispatcher's language: "en", "ko".
    public let language: String
    public let wordsPerMinute: Int

    public init(language: String, wordsPerMinute: Int) {
        self.language = language
        self.wordsPerMinute = wordsPerMinute
    }
}
