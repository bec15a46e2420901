import CTerminal
import GameCore
import Glibc
import Input
import Narration

/// Runs a game on this process's terminal or standard streams; returns the exit status.
/// `color` is already resolved from `--color` and the environment.
func play(_ options: GameOptions, color: Bool) -> Int32 {
    rps_locale_setup()
    rps_signals_install()
    let narrator = Narrator(language: options.language, verbosity: options.verbosity)
    let parser = CommandParser(language: options.language)
    let source: any LineSource = isatty(STDIN_FILENO) == 1
        ? ReadlineSource(prompt: narrator.prompt, completions: parser.completions)
        : PipedSource()
    let random: any RandomNumberGenerator = options.seed.map { SplitMix64(seed: $0) } ?? SystemRandomNumberGenerator()
    var session = Session(options: options, color: color, narrator: narrator, parser: parser, source: source, random: random)
    let status = session.run(transcriptRequested: options.transcript, speak: options.speak)
    rps_terminal_restore()
    return status
}
