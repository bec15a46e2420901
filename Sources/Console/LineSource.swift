import Catalog
import GameCore
import Input

/// Where typed lines, and quick-keys mode's key presses, come from: readline on a terminal, plain
/// standard input otherwise.
protocol LineSource {
    /// The next line without its line ending, the end of input, the signal that cut it short, or
    /// the hush key pressed while it was typed; with `closingOnEscape` (quick-keys mode's command
    /// line), Escape pressed alone, as a key. `lead` goes before the prompt, in the same write.
    mutating func nextLine(closingOnEscape: Bool, lead: String) -> LineResult
    /// The next key press, unseen, after `lead` and the prompt when `showingPrompt` (else the one
    /// shown last still waits); the end of input, a signal or the hush key as for a line.
    mutating func nextKey(showingPrompt: Bool, lead: String) -> LineResult
    /// What the source wrote for the player's input that it has not written yet (readline's new
    /// line after Enter), taken to go with the game's next write.
    mutating func takeEcho() -> String
    /// Shows this prompt before each line from now on, where there is one.
    mutating func show(prompt: String)
    /// Offers these words to Tab completion, where there is any.
    mutating func complete(_ language: Language, playing kind: GameKind)
    /// Keeps a line for the Up arrow, where there is one.
    mutating func remember(_ line: String)
}

enum LineResult: Equatable {
    case line(String)
    case key(Key)
    case end
    case signal(Int32)
    /// The hush key, while a line is being typed: the line stays, to be read on.
    case hushKey
}
