import Catalog
import GameCore

/// Everything the game says of a kind of game, in one place: its name and words, its line in
/// `settings`, its welcome, its rules, its line in the short help and its help topic. Help, the
/// welcome and the settings ask the kind, so a new kind is told everywhere once it is told here.
extension GameKind {
    /// A kind by its name on the command line, or another name players know it by (hanappaegi,
    /// rpsls).
    static func named(_ text: String) -> GameKind? {
        let lowered = text.lowercased()
        return allCases.first { $0.name == lowered || $0.otherName == lowered }
    }

    /// Another name the command line takes for it, as players know it.
    private var otherName: String? {
        switch self {
        case .rps, .mukjjippa: nil
        case .minusOne: "hanappaegi"
        case .lizardSpock: "rpsls"
        }
    }

    /// Its name on the command line: `--game mukjjippa`.
    public var name: String {
        switch self {
        case .rps: "rps"
        case .mukjjippa: "mukjjippa"
        case .minusOne: "minus-one"
        case .lizardSpock: "lizard-spock"
        }
    }

    /// Its words in the game, which choose it: `mukjjippa`, `묵찌빠`.
    var word: WordsEntry {
        switch self {
        case .rps: Words.Key.gameRps
        case .mukjjippa: Words.Key.gameMukjjippa
        case .minusOne: Words.Key.gameMinusOne
        case .lizardSpock: Words.Key.gameLizardSpock
        }
    }

    /// Its line in `settings`.
    var report: SentencesEntry {
        switch self {
        case .rps: Sentences.Key.settingsGameRps
        case .mukjjippa: Sentences.Key.settingsGameMukjjippa
        case .minusOne: Sentences.Key.settingsGameMinusOne
        case .lizardSpock: Sentences.Key.settingsGameLizardSpock
        }
    }

    /// The welcome's first line: the game's name where players call it by one (묵찌빠!).
    public func title(_ say: Sentences) -> String {
        switch self {
        case .rps: say.welcomeTitle
        case .mukjjippa: say.welcomeTitleMukjjippa
        case .minusOne: say.welcomeTitleMinusOne
        case .lizardSpock: say.welcomeTitleLizardSpock
        }
    }

    /// How the game is played, beyond the plain rock, paper, scissors that the welcome explains:
    /// said at the welcome and when the kind is chosen.
    public func rules(_ say: Sentences) -> [String] {
        switch self {
        case .rps: []
        case .mukjjippa: [say.mukjjippaRule1, say.mukjjippaRule2]
        case .minusOne: [say.minusOneRule1, say.minusOneRule2]
        // Which two each beats is its topic's: the welcome says where.
        case .lizardSpock:
            [
                say.lizardSpockRule(
                    Vocabulary(say.language).name(of: Keyword.help), Vocabulary(say.language).name(topicEntry))
            ]
        }
    }

    /// Its rule in one line, said first by the short help while it is played; `nil` for plain rock,
    /// paper, scissors, which the short help tells anyway, and for rock paper scissors lizard Spock,
    /// whose rule (which two each move beats) takes its topic, which the welcome names and `help
    /// game` too: its five moves take the short help's room.
    public func shortRule(_ say: Sentences) -> String? {
        switch self {
        case .rps: nil
        case .mukjjippa: say.helpShortMukjjippa
        case .minusOne: say.helpShortMinusOne
        case .lizardSpock: nil
        }
    }

    /// The help topic that tells how it is played: its own, or the game topic for plain rock,
    /// paper, scissors, whose rules that topic tells.
    public var topic: HelpTopic {
        switch self {
        case .rps: .game
        case .mukjjippa: .kind(.mukjjippa)
        case .minusOne: .kind(.minusOne)
        case .lizardSpock: .kind(.lizardSpock)
        }
    }

    /// The words of its own topic, its name first.
    var topicEntry: WordsEntry {
        switch self {
        case .rps: Words.Key.topicGame
        case .mukjjippa: Words.Key.topicMukjjippa
        case .minusOne: Words.Key.topicMinusOne
        case .lizardSpock: Words.Key.topicLizardSpock
        }
    }

    /// Its topic's own lines: its rules, then what else a player asks about it.
    public func topicLines(_ say: Sentences) -> [String] {
        switch self {
        case .rps: []
        case .mukjjippa: rules(say) + [say.helpMukjjippaTie, say.helpMukjjippaMatch]
        case .minusOne:
            rules(say) + [
                say.helpMinusOnePairs,
                say.helpMinusOneKeep(
                    Vocabulary(say.language).name(.keepFirst), Vocabulary(say.language).name(.keepSecond)),
                say.helpMinusOneUndo(Vocabulary(say.language).name(of: Keyword.undo)), say.helpMinusOneDraw,
            ]
        case .lizardSpock:
            // Each move and the two it beats, in the order the language numbers them: the ten
            // relations in five lines, from the relation itself. Results name the deeds.
            beatenLines(say) + [say.helpLizardSpockDraw]
        }
    }

    /// One line a move: the move and the moves of the kind it beats.
    private func beatenLines(_ say: Sentences) -> [String] {
        let words = Vocabulary(say.language)
        let moves = words.numbered(self.moves)
        return moves.map { move in
            let beaten = moves.filter(move.beats).map(words.name(of:))
            return say.helpLizardSpockBeats(words.name(of: move), beaten[0], beaten[1])
        }
    }
}
