import Catalog
import GameCore
import Settings

/// What a typed line asks for: an action of the game, or something only the session does.
public enum Command: Hashable, Sendable {
    case game(Action)
    /// The short help, or a topic.
    case help(HelpTopic?)
    /// The next part of an answer too long to say at once.
    case more
    /// Say an answer again: 1 the last, 2 the one before, and so on.
    case repeatAnswer(Int)
    /// Say again the answer before the one heard again last, a step further back each time.
    case back
    case quit
    /// Stop the game's own voice at once, saying nothing.
    case hush
    /// The game's own voice a step faster, or slower (`false`).
    case pace(faster: Bool)
    /// The sound cues a step louder, or softer (`false`).
    case loudness(louder: Bool)
    /// Say each sound cue's name, then play it.
    case hearCues
    /// Write the settings in force to the settings file.
    case save
    /// Say every setting.
    case settings
    /// Say which kinds of line are heard and which are not.
    case hearing
    /// Give a setting a new value.
    case change(SettingValue)
}

/// A word that means a whole command alone: a command's word, or a word that sets a value
/// (`brief`).
public enum CommandWord: Hashable, Sendable {
    case keyword(Keyword)
    /// A value word, with its entry in the `Words` catalog.
    case value(SettingValue, word: WordsEntry)

    /// Its entry in the `Words` catalog.
    public var entry: Words.Key {
        switch self {
        case .keyword(let keyword): keyword.entry
        case .value(_, let word): word
        }
    }
}

/// The parser's verdict on one typed line.
public enum ParsedLine: Hashable, Sendable {
    /// Nothing but spaces or control characters.
    case empty
    case command(Command)
    /// No known word; `suggestion` is a known word close to what was typed ("rokc": "rock").
    case notUnderstood(suggestion: String?)
    /// A number alone that is no move's number ("0", "4").
    case numberOutOfRange
    /// `history` or `repeat` without a good count.
    case needsCount(Keyword)
    /// A setting's word without a value it can take.
    case needsValue(Setting)
    /// A setting's word with a value a related setting takes (speech 250): what the player may
    /// have meant, in the game's words (rate 250), to suggest.
    case meantOther(Setting, suggestion: String)
    /// On or off alone (`on`, `끄기`): which setting is not said.
    case whichSwitch(on: Bool)
    /// Asked to turn off what is always said: the result, the hands.
    case alwaysSaid
    /// Hands that do not fit the stage the round is at (one hand where two are asked, a hand to
    /// keep that was not shown): what it asks.
    case stageAsks(Stage)
    /// A command that takes nothing, with more words after it.
    case takesNothing(CommandWord)
    /// `help` with words after it that name no topic; `suggestion` is a topic's word close to them.
    case unknownTopic(suggestion: String?)
    /// Two requests named in one line, each as the player types it: neither done.
    case twoRequests(String, String)
    /// A move, undo, a new game or leaving, named with words the game cannot place or with a
    /// question (`what beats rock`): not done; the request as the player types it.
    case unsure(String)
    /// A request with a word that says not to do it (`don't quit`): not done.
    case negated
    /// A setting's word alone, or asked about (`sound?`): what it is now and what to type.
    case aboutSetting(Setting)
}
