import Foundation
import Testing

/// The seeded game each new place is heard with (tmux, GNU screen, Emacs, a braille display): a
/// lost round, a best of three won by a word and numbers, a draw, the short help and `repeat`,
/// then quit, in English or Korean. What must be heard is what the game says to each line as a
/// piped game shows it (`PipedAnswers`): the question in each place is whether the player hears
/// exactly that, not what the game says, which the narration tests pin.
struct PlaceGame: Sendable, CustomTestStringConvertible {
    let language: String
    /// The lines typed once the game has started, the last ending it.
    let lines: [String]
    var testDescription: String { language }

    static let english = PlaceGame(
        language: "en", lines: ["rock", "match 3", "2", "scissors", "3", "help", "repeat", "quit"])
    static let korean = PlaceGame(language: "ko", lines: ["바위", "삼세판", "3", "가위", "1", "도움말", "다시 듣기", "종료"])
    static let both = [english, korean]

    /// The seed and the language, as the player keeps them in `RPS_OPTIONS`: the game is started
    /// by its bare name, whose echo a reader says as typed (Fenrir says each `-` of an option as
    /// "dash", which would not be a piece of what was typed).
    var environment: [String: String] { ["RPS_OPTIONS": "--seed 7 --lang \(language)"] }
    /// What the player types at the shell to start it.
    static let launch = "rps"

    /// What the game says, the welcome first, then to each line, with `environment` besides its own.
    func answers(environment: [String: String] = [:]) -> [[String]] {
        PipedAnswers.of(arguments: [], lines: lines, environment: self.environment.merging(environment) { $1 })
    }

    /// Plays it through `game`, whose reader runs a shell where the game is started by typing its
    /// name, with `environment` (and the game's own) given to the shell: each answer waited for
    /// until heard. The answers heard.
    func play(_ game: Hearing, environment: [String: String] = [:], within seconds: Double = 15) throws -> [[String]] {
        let answers = answers(environment: environment)
        game.type(Self.launch, alsoBefore: [ScreenReaderTests.fenrirBlank])
        try game.hear(answers[0], within: 30)
        for (line, answer) in zip(lines, answers.dropFirst()) {
            game.type(line)
            try game.hear(answer, within: seconds)
        }
        return answers
    }
}

/// What the game says to a sequence of lines, answer by answer, as piped games show it (no
/// prompt, no echo): each answer is what one line more adds to the game, which a piped game ends
/// with its goodbye at the end of its input, but for the last line, which ends it.
enum PipedAnswers {
    static func of(arguments: [String], lines: [String], environment: [String: String] = [:]) -> [[String]] {
        let environment = Binary.environment(environment)
        let shown = (0...lines.count).map { count in
            PipedRun(arguments, typing: Array(lines.prefix(count)), environment: environment).lines
        }
        let said = { (lines: [String]) in lines.count - goodbyeLength(lines) }
        var answers = [Array(shown[0].prefix(said(shown[0])))]
        for count in 1...lines.count {
            let ends = count == lines.count
            answers.append(
                Array(shown[count][said(shown[count - 1])..<(ends ? shown[count].count : said(shown[count]))]))
        }
        return answers
    }

    /// How many lines a piped game's goodbye takes at its end: from its first line ("Bye.",
    /// "끝,") on, two with a match under way, which it says too.
    static func goodbyeLength(_ lines: [String]) -> Int {
        guard let start = lines.lastIndex(where: { $0.hasPrefix("Bye.") || $0.hasPrefix("끝,") }) else { return 1 }
        return lines.count - start
    }
}
