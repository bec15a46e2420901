/// Where typed lines come from: readline on a terminal, plain standard input otherwise.
protocol LineSource {
    /// The next line without its line ending, the end of input, or the signal that cut it short.
    mutating func nextLine() -> LineResult
    /// Whether the player sees a prompt and their own typing (a terminal), so the game's own
    /// output after the end of input must start on a fresh line.
    var isInteractive: Bool { get }
}

enum LineResult: Equatable {
    case line(String)
    case end
    case signal(Int32)
}
