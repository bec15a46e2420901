import Catalog
import Input

/// Where typed lines, and quick-keys mode's key presses, come from: readline on a terminal, plain
/// standard input otherwise.
protocol LineSource {
    /// The next line without its line ending, the end of input, the signal that cut it short, or
    /// the hush key pressed while it was typed; with `closingOnEscape` (quick-keys mode's command
    /// line), Escape pressed alone, as a key.
    mutating func nextLine(closingOnEscape: Bool) -> LineResult
    /// The next key press, unseen, after the prompt when `showingPrompt` (else the one shown last
    /// still waits); the end of input, a signal or the hush key as for a line.
    mutating func nextKey(showingPrompt: Bool) -> LineResult
    /// Shows this prompt before each line from now on, where there is one.
    mutating func show(prompt: String)
    /// Offers these words to Tab completion, where there is any.
    mutating func complete(_ language: Language)
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
