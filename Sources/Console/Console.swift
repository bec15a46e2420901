import CTerminal
import GameCore
import Glibc
import Input
import Narration

/// Runs a game on this process's terminal or standard streams; returns the exit status.
public func play(_ options: GameOptions) -> Int32 {
    rps_locale_setup()
    rps_signals_install()
    let parser = CommandParser(language: options.language)
    let narratorPrompt = Narration.Narrator(language: options.language).prompt
    let source: any LineSource = isatty(STDIN_FILENO) == 1
        ? ReadlineSource(prompt: narratorPrompt, completions: parser.completions)
        : PipedSource()
    let random: any RandomNumberGenerator = options.seed.map { SplitMix64(seed: $0) } ?? SystemRandomNumberGenerator()
    var session = Session(options: options, source: source, random: random)
    let status = session.run()
    rps_terminal_restore()
    return status
}
