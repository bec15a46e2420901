import Catalog
import GameCore
import GameCoreTestSupport
import Narration
import Settings
import Testing

/// Rock paper scissors lizard Spock as it is told: every result names the deed that decided it,
/// as Sam Kass wrote them, in both languages; its topic teaches the ten in a few lines; its lists
/// of five moves are packed a braille line at a time.
@Suite struct LizardSpockNarrationTests {
    let en = Narrator(language: .en)
    let ko = Narrator(language: .ko)
    let rules = Rules(kind: .lizardSpock)

    /// The result line of `player` against `computer`.
    func result(_ narrator: Narrator, _ player: Move, _ computer: Move) -> String {
        var game = Game(rules: rules)
        let events = game.play(player, against: computer)
        return narrator.lines(for: events[1])[0].text
    }

    /// Every deed, won and lost, in both languages: the winning hand first, the deed's own verb.
    @Test(arguments: [
        (Move.scissors, Move.paper, "scissors cuts paper", "가위가 보를 자름"),
        (.paper, .rock, "paper covers rock", "보가 바위를 덮음"),
        (.rock, .lizard, "rock crushes lizard", "바위가 도마뱀을 으깸"),
        (.lizard, .spock, "lizard poisons spock", "도마뱀이 스팍을 중독시킴"),
        (.spock, .scissors, "spock smashes scissors", "스팍이 가위를 부숨"),
        (.scissors, .lizard, "scissors decapitates lizard", "가위가 도마뱀 목을 벰"),
        (.lizard, .paper, "lizard eats paper", "도마뱀이 보를 먹음"),
        (.paper, .spock, "paper disproves spock", "보가 스팍을 반박함"),
        (.spock, .rock, "spock vaporizes rock", "스팍이 바위를 증발시킴"),
        (.rock, .scissors, "rock crushes scissors", "바위가 가위를 으깸"),
    ])
    func everyResultNamesTheDeed(winner: Move, loser: Move, english: String, korean: String) {
        #expect(result(en, winner, loser) == "Won, \(english).")
        #expect(result(en, loser, winner) == "Lost, \(english).")
        #expect(result(ko, winner, loser) == "승리, \(korean)")
        #expect(result(ko, loser, winner) == "패배, \(korean)")
    }

    @Test func aDrawNamesTheHand() {
        #expect(result(en, .lizard, .lizard) == "Draw, both lizard.")
        #expect(result(ko, .spock, .spock) == "무승부, 둘 다 스팍")
    }

    /// A deed and a score are more than a braille line holds: brief says the deed, the score on a
    /// line of its own; history says who won, as rock, paper, scissors does.
    @Test func briefSaysTheDeedThenTheScore() {
        var game = Game(rules: rules)
        let events = game.play(.spock, against: .rock)
        let brief = Narrator(language: .en, verbosity: .brief)
        #expect(brief.lines(for: events).map(\.text) == ["Won, spock vaporizes rock.", "Up 1 to 0."])
        #expect(
            en.lines(for: game.apply(.history(limit: 10))).map(\.text) == [
                "Your only round:", "1, you won: spock beat rock.",
            ])
    }

    /// Its topic teaches the ten: one line a move with the two it beats, within a topic's lines.
    @Test(arguments: Language.allCases)
    func theTopicTeachesTheTenRelations(language: Language) {
        let narrator = Narrator(language: language)
        let vocabulary = Vocabulary(language)
        let pages = narrator.help(.kind(.lizardSpock), rules: .freePlay)
        #expect(pages.count == 1, "said at once")
        let lines = pages[0].map { $0.text.lowercased() }
        #expect(lines.count <= 8)
        for winner in GameKind.lizardSpock.moves {
            let line = lines.first { $0.hasPrefix(vocabulary.name(of: winner)) && !$0.contains(",") }
            for loser in GameKind.lizardSpock.moves where winner.beats(loser) {
                #expect(line?.contains(vocabulary.name(of: loser)) == true, "\(winner) beats \(loser): \(lines)")
            }
        }
    }

    /// The welcome names the five and where their rules are; a number no move has names the five
    /// by number, in as many lines as a braille display needs.
    @Test func fiveMovesAreListedALineAtATime() {
        #expect(
            en.welcome(rules).map(\.text) == [
                "Rock paper scissors lizard Spock!", "Type rock, paper, scissors,", "Lizard, spock or help.",
                "Each beats two: help lizard spock.",
            ])
        #expect(
            ko.welcome(rules).map(\.text) == [
                "가위바위보 도마뱀 스팍!", "가위 바위 보", "도마뱀 스팍이나 도움말을 입력하세요.", "둘씩 이김: 도움말 도마뱀 스팍.",
            ])
        let stage = GameKind.lizardSpock.firstStage
        #expect(
            en.numberOutOfRange(at: stage).map(\.text) == ["Type 1 rock, 2 paper, 3 scissors,", "4 lizard or 5 spock."])
        #expect(en.numberOutOfRange(at: stage).map(\.tone) == [.mistake, .plain], "one cue, for the first line")
        #expect(ko.numberOutOfRange(at: stage).map(\.text) == ["1 가위, 2 바위, 3 보,", "4 도마뱀, 5 스팍을 입력하세요."])
        #expect(
            en.unknownKey(help: "question mark", at: stage).map(\.text) == ["Press 1, 2, 3,", "4, 5 or question mark."])
        #expect(
            Narrator(language: .ko, byKeys: true).howToPlay(at: stage).map(\.text) == ["손은 1 2 3 4 5, 명령은 엔터."])
        // Three moves keep their one line.
        #expect(en.numberOutOfRange(at: .hand).map(\.text) == ["Type 1 rock, 2 paper or 3 scissors."])
    }

    /// Stats count every move of the kind, and a move played in another kind since `new`.
    @Test func statsCountEachMoveOfTheKind() {
        var game = Game(rules: rules)
        game.play(.lizard, against: .spock)
        let moves = en.lines(for: game.apply(.stats)).map(\.text).suffix(5)
        #expect(moves.first == "Rock: you 0, computer 0.")
        #expect(moves.contains("Lizard: you 1, computer 0."))
        #expect(moves.last == "Spock: you 0, computer 1.")
        game.apply(.changeRules(.freePlay))
        #expect(en.lines(for: game.apply(.stats)).map(\.text).last == "Lizard: you 1, computer 0.")
    }
}
