import Input
import Settings

/// What reaches the session: what the player did, and how an effect the console carried out went.
public enum SessionInput: Hashable, Sendable {
    /// A line the player typed, without its line ending.
    case line(String)
    /// A key pressed in quick-keys mode, or Escape on its command line.
    case key(Key)
    /// The end of input: Ctrl-D, a closed terminal, the end of a piped script.
    case end
    /// A signal asked the game to stop (Ctrl-C is SIGINT): `atPrompt` when it came while the
    /// game waited for a line, else during the suspense pause.
    case interrupted(signal: Int32, atPrompt: Bool)
    /// The hush key, pressed at the prompt, perhaps while a line was being typed: it asks the
    /// game's own voice to stop, and the line goes on.
    case hushKey
    case transcriptOpened(String)
    case transcriptNotOpened(String)
    /// The transcript could no longer be written (a full disk).
    case transcriptNotWritten(String)
    /// `save` wrote the settings file at this path, whole.
    case settingsSaved(String)
    /// `save` could not write the settings file at this path, which is as it was.
    case settingsNotSaved(String, SaveFailure)
    /// The game's own voice has nothing to speak with any more: turned on where no speech program
    /// answers, or its server stopped answering with no espeak-ng to take over.
    case speechUnavailable
    /// What the console found when it looked for what plays speech or sound (`lookFor`): whether
    /// the voice started, or a sound player is here.
    case found(Switch, Bool)
    /// Standard output could not be written: `closed` when its reader went away.
    case outputFailed(closed: Bool)
}
