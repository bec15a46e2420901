import Catalog
import GameCore
import GameCoreTestSupport
import Narration
import Settings
import Testing

/// Every event in both languages, against the exact sentences a player hears.
@Suite struct NarratorTests {
    let en = Narrator(language: .en)
    let ko = Narrator(language: .ko)

    /// A round's event, with the game standing at `score` after it.
    func played(_ round: Round, score: Score = Score(player: 1, computer: 0)) -> Event {
        .roundPlayed(round, standing: Standing(score: score, winRatePercent: 50, streak: 1))
    }

    func expectLines(
        _ event: Event, en english: [String], ko korean: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(en.lines(for: event).map(\.text) == english, sourceLocation: sourceLocation)
        #expect(ko.lines(for: event).map(\.text) == korean, sourceLocation: sourceLocation)
    }

    /// The lines that list the moves by number name every move of the kind played, each with
    /// its number, and no other: a kind's moves come from the kind, not from a template's slots.
    @Test(arguments: Language.allCases, GameKind.allCases)
    func everyMoveOfTheKindIsNamedWhereTheMovesAreListed(language: Language, kind: GameKind) {
        let narrator = Narrator(language: language)
        let vocabulary = Vocabulary(language)
        let rules = Rules(kind: kind)
        let stage = Stage(kind, asks: .hand)
        let listings = [
            narrator.numberOutOfRange(at: stage).map(\.text), narrator.lines(for: .noPreviousMove(stage)).map(\.text),
            narrator.help(nil, rules: rules)[0].map(\.text), narrator.help(.all, rules: rules)[0].map(\.text),
            narrator.notUnderstood(suggestion: nil, awaiting: stage).map(\.text),
        ]
        for lines in listings {
            let said = lines.joined(separator: " ").lowercased()
            for move in GameKind.everyMove {
                #expect(said.contains(vocabulary.name(of: move)) == kind.moves.contains(move), "\(move) in \(lines)")
            }
        }
        let numbers = narrator.numberOutOfRange(at: stage).map(\.text).joined(separator: " ")
        for move in kind.moves {
            #expect(numbers.contains("\(vocabulary.number(of: move)) \(vocabulary.name(of: move))"))
        }
        // The plain game's topic names its own three, whatever is played.
        let game = narrator.help(.game, rules: rules)[0].map(\.text).joined(separator: " ").lowercased()
        #expect(GameKind.rps.moves.allSatisfy { game.contains(vocabulary.name(of: $0)) })
    }

    /// A move is acknowledged by its name, said during the pause: it says what a number stood
    /// for, and no punctuation level makes it noise ("..." was "dot dot dot" to some).
    @Test func theMoveIsAcknowledgedByName() {
        expectLines(.moveChosen(.rock, attacker: nil), en: ["Rock."], ko: ["바위."])
        #expect(en.lines(for: .moveChosen(.paper, attacker: nil)) == [Line("Paper.", tone: .acknowledgement(.paper))])
        #expect(Narrator(language: .en, verbosity: .brief).lines(for: .moveChosen(.paper, attacker: nil)).isEmpty)
    }

    @Test func verboseNarrationAcknowledgesTheMoveByName() {
        #expect(
            Narrator(language: .en, verbosity: .verbose).lines(for: .moveChosen(.rock, attacker: nil)).map(\.text) == [
                "Rock."
            ])
        #expect(
            Narrator(language: .ko, verbosity: .verbose).lines(for: .moveChosen(.scissors, attacker: nil)).map(\.text)
                == ["가위."])
    }

    @Test func resultsSayTheResultFirstAndNameBothMovesThenTheScore() {
        expectLines(
            played(Round(number: 1, player: .rock, computer: .scissors)),
            en: ["Won, rock beat scissors.", "Up 1 to 0."], ko: ["승리, 바위가 가위를 이김", "1 대 0 앞섬"])
        expectLines(
            played(Round(number: 1, player: .rock, computer: .paper), score: Score(player: 0, computer: 1)),
            en: ["Lost, rock to paper.", "Down 0 to 1."], ko: ["패배, 보가 바위를 이김", "0 대 1 뒤짐"])
        expectLines(
            played(Round(number: 1, player: .paper, computer: .paper), score: Score(player: 0, computer: 0)),
            en: ["Draw, both paper.", "Tied 0 to 0."], ko: ["무승부, 둘 다 보", "0 대 0 동점"])
        expectLines(
            played(Round(number: 1, player: .scissors, computer: .paper)),
            en: ["Won, scissors beat paper.", "Up 1 to 0."], ko: ["승리, 가위가 보를 이김", "1 대 0 앞섬"])
        #expect(
            en.lines(for: played(Round(number: 1, player: .rock, computer: .scissors)))[0].tone
                == .result(.win, player: .rock, computer: .scissors))
    }

    /// A result's tone (its colour and sound cue) follows the game the throw decided, never how
    /// the hands compare: the two differ in 묵찌빠, and would in any game kind to come, so every
    /// call is tried with every pair of hands; in minus one, the hands are the ones kept.
    @Test(arguments: Language.allCases)
    func aResultsToneIsTheGameDecidedNotTheHandsCompared(language: Language) {
        let mukjjippa: [MukjjippaCall] =
            [.tie] + Side.allCases.flatMap { side in ([nil] + Side.allCases).map { .attack(side, previous: $0) } }
            + Side.allCases.map { .attackerWins($0) }
        var throwsMade: [(call: Call, player: Move, computer: Move)] = []
        let moves = GameKind.everyMove
        for call in Outcome.allCases.flatMap({ [Call.rps($0), Call.lizardSpock($0)] }) + mukjjippa.map(Call.mukjjippa) {
            for player in moves {
                for computer in moves { throwsMade.append((call, player, computer)) }
            }
        }
        let hands = GameKind.minusOne.moves.flatMap { first in GameKind.minusOne.moves.map { HandPair(first, $0) } }
        for player in hands {
            for computer in hands {
                for (kept, computerKept) in [(Keep.first, Keep.second), (.second, .first)] {
                    let pairs = PairsShown(player: player, computer: computer)
                    let call = MinusOneCall(pairs: pairs, playerKept: kept, computerKept: computerKept)
                    throwsMade.append((.minusOne(call), player[kept], computer[computerKept]))
                }
            }
        }
        for verbosity in Verbosity.allCases {
            let narrator = Narrator(language: language, verbosity: verbosity)
            for (call, player, computer) in throwsMade {
                let round = Round(number: 1, player: player, computer: computer, call: call)
                let tone = narrator.lines(for: played(round))[0].tone
                let heard: Outcome? =
                    switch tone {
                    case .result(let outcome, _, _): outcome
                    case .gameEnd(let won, _, _): won ? .win : .loss
                    case .plain, .acknowledgement, .attack, .pairs, .milestone, .newBest, .matchEnd, .mistake: nil
                    }
                #expect(
                    heard == (call.decided ?? (call == .mukjjippa(.tie) ? .draw : nil)),
                    "\(call), \(player) against \(computer): \(tone)")
            }
        }
    }

    @Test func everyPairNamesBothMovesInBothLanguages() {
        for player in GameKind.everyMove {
            for computer in GameKind.everyMove {
                let round = Round(number: 1, player: player, computer: computer)
                for (narrator, vocabulary) in [(en, Vocabulary(.en)), (ko, Vocabulary(.ko))] {
                    let line = narrator.lines(for: played(round))[0].text.lowercased()
                    #expect(line.contains(vocabulary.name(of: player)))
                    #expect(line.contains(vocabulary.name(of: computer)))
                }
            }
        }
    }

    /// After a round: whether the player is up, down or tied, then the scores, the player's first.
    @Test func theScoreAfterARoundPutsThePlayerFirst() {
        func score(_ player: Int, _ computer: Int) -> Event {
            played(Round(number: 1, player: .rock, computer: .rock), score: Score(player: player, computer: computer))
        }
        func expectScore(
            _ event: Event, en english: String, ko korean: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(en.lines(for: event).map(\.text).last == english, sourceLocation: sourceLocation)
            #expect(ko.lines(for: event).map(\.text).last == korean, sourceLocation: sourceLocation)
        }
        expectScore(score(3, 2), en: "Up 3 to 2.", ko: "3 대 2 앞섬")
        expectScore(score(0, 1), en: "Down 0 to 1.", ko: "0 대 1 뒤짐")
        expectScore(score(4, 4), en: "Tied 4 to 4.", ko: "4 대 4 동점")
        expectScore(score(10, 6), en: "Up 10 to 6.", ko: "10 대 6 앞섬")
    }

    @Test func theScoreCommandNamesBothSides() {
        expectLines(
            .scoreReport(
                Score(player: 3, computer: 2), match: nil, matches: Score(player: 0, computer: 0), attacker: nil),
            en: ["You 3, computer 2."], ko: ["나 3 대 컴퓨터 2."])
        expectLines(
            .scoreReport(
                Score(player: 3, computer: 2),
                match: MatchStanding(score: Score(player: 1, computer: 0), length: 3, ended: false),
                matches: Score(player: 2, computer: 1), attacker: nil),
            en: ["This match: you 1, computer 0.", "Matches: 2 won, 1 lost."],
            ko: ["이번 매치: 나 1 대 컴퓨터 0.", "매치 전적: 2승 1패."])
        // In 묵찌빠 who attacks comes first: a player who lost track can ask.
        expectLines(
            .scoreReport(Score(player: 3, computer: 2), match: nil, matches: .zero, attacker: .computer),
            en: ["Computer attacks now.", "You 3, computer 2."], ko: ["지금 컴퓨터 공격.", "나 3 대 컴퓨터 2."])
    }

    @Test func streaks() {
        expectLines(.streakGrew(length: 2, best: false), en: ["2 in a row."], ko: ["2연승"])
        expectLines(.streakEnded(length: 3), en: ["3 in a row ended."], ko: ["3연승에서 끊김"])
    }

    @Test func againUndoAndNewGame() {
        expectLines(
            .noPreviousMove(GameKind.rps.firstStage),
            en: ["No move to play again yet.", "Type rock, paper or scissors."],
            ko: ["아직 다시 낼 손이 없습니다.", "손: 가위, 바위, 보."])
        expectLines(
            .undone(
                Round(number: 7, player: .rock, computer: .rock),
                standing: Standing(score: Score(player: 2, computer: 3), winRatePercent: 40, streak: 0)),
            en: ["Took back round 7.", "Down 2 to 3."], ko: ["취소함: 7회차 판.", "2 대 3 뒤짐"])
        expectLines(.nothingToUndo, en: ["Nothing to undo."], ko: ["취소할 판이 없습니다."])
        expectLines(
            .newGame(roundDropped: false), en: ["New game. Everything is reset."], ko: ["새 게임: 점수와 기록 모두 지움."])
        expectLines(
            .newGame(roundDropped: true),
            en: ["New game. Everything is reset.", "The round under way is not counted."],
            ko: ["새 게임: 점수와 기록 모두 지움.", "이번 판은 세지 않습니다."])
    }

    @Test func statsBeforeAnyRoundSayNoRoundWasPlayed() {
        expectLines(.stats(Tally(), .rps), en: ["No rounds played yet."], ko: ["아직 한 판도 하지 않았습니다."])
    }

    @Test func statsSayEveryFigure() {
        var game = Game()
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .scissors)
        game.play(.paper, against: .paper)
        game.play(.scissors, against: .rock)
        game.play(.rock, against: .scissors)
        // What a player asks first, then the rounds and the moves, which `more` says.
        #expect(en.pages(for: [.stats(game.tally, .rps)]).map(\.count) == [3, 5])
        expectLines(
            .stats(game.tally, .rps),
            en: [
                "3 wins, 1 draw, 1 loss.",
                "Win rate 60 percent.",
                "Current streak 1, best 2.",
                "5 rounds played.",
                "Times each move was chosen:",
                "Rock: you 3, computer 1.",
                "Paper: you 1, computer 1.",
                "Scissors: you 1, computer 3.",
            ],
            ko: [
                "3승 1무 1패.",
                "승률 60퍼센트.",
                "연승: 현재 1, 최고 2.",
                "총 5회 냄.",
                "낸 손 횟수:",
                "가위: 나 1회, 컴퓨터 3회.",
                "바위: 나 3회, 컴퓨터 1회.",
                "보: 나 1회, 컴퓨터 1회.",
            ])
    }

    @Test func englishPluralsAgreeWithTheirNumbers() {
        var game = Game()
        game.play(.rock, against: .scissors)
        let played = { (tally: Tally) in
            en.lines(for: .stats(tally, .rps)).map(\.text).filter { $0.hasSuffix("played.") || $0.contains("draw") }
        }
        #expect(played(game.tally) == ["1 win, 0 draws, 0 losses.", "1 round played."])
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .paper)
        game.play(.rock, against: .paper)
        game.play(.rock, against: .rock)
        game.play(.rock, against: .rock)
        #expect(played(game.tally) == ["2 wins, 2 draws, 2 losses.", "6 rounds played."])
    }

    @Test func historyListsRoundsWithBothMovesAndTheResult() {
        let rounds = [
            Round(number: 3, player: .paper, computer: .rock), Round(number: 2, player: .rock, computer: .paper),
        ]
        expectLines(
            .history(rounds, total: 3),
            en: [
                "Last 2 of 3, newest first.",
                "3, you won: paper beat rock.",
                "2, you lost: paper beat rock.",
            ],
            ko: [
                "3건 중 최근 2건.",
                "3, 승리: 보가 바위를 이김.",
                "2, 패배: 보가 바위를 이김.",
            ])
        expectLines(
            .history(Array(rounds.prefix(1)), total: 1), en: ["Your only round:", "3, you won: paper beat rock."],
            ko: ["모두 1건, 최근 순.", "3, 승리: 보가 바위를 이김."])
        expectLines(
            .history([Round(number: 1, player: .rock, computer: .rock)], total: 1).self,
            en: ["Your only round:", "1, draw: both rock."], ko: ["모두 1건, 최근 순.", "1, 무승부: 둘 다 바위."])
        expectLines(.history([], total: 0), en: ["No rounds played yet."], ko: ["아직 한 판도 하지 않았습니다."])
        // Every kept round undone, older ones forgotten: they were played, and are not kept.
        expectLines(.history([], total: 251), en: ["None of 251 rounds is kept."], ko: ["251건 중 남은 기록이 없습니다."])
    }

    @Test func welcomeIsTwoSentencesThatSayHowToPlay() {
        #expect(en.welcome(.freePlay).map(\.text) == ["Welcome!", "Type rock, paper, scissors or help."])
        #expect(ko.welcome(.freePlay).map(\.text) == ["가위바위보.", "가위 바위 보나 도움말을 입력하세요."])
        // Another game or a match: the welcome also says the rule a newcomer needs.
        #expect(
            en.welcome(Rules(kind: .mukjjippa, match: 5)).map(\.text).dropFirst(2) == [
                "Mukjjippa: win a throw to attack.", "Same hands: the attacker wins.", "Best of 5: first to 3 wins.",
            ])
        #expect(ko.welcome(Rules(kind: .rps, match: 3)).map(\.text).last == "삼세판: 두 판 먼저 이기면 승리.")
    }

    @Test func mistakesSayWhatToTypeNext() {
        #expect(
            en.notUnderstood(suggestion: "rock", awaiting: GameKind.rps.firstStage).map(\.text) == [
                "Not understood.", "Did you mean rock?",
            ])
        #expect(
            ko.notUnderstood(suggestion: "바위", awaiting: GameKind.rps.firstStage).map(\.text) == [
                "알아듣지 못했습니다.", "혹시 이 말입니까? 바위",
            ])
        #expect(
            en.notUnderstood(suggestion: nil, awaiting: GameKind.rps.firstStage).map(\.text) == [
                "Not understood.", "Type rock, paper, scissors or help.",
            ])
        #expect(
            ko.notUnderstood(suggestion: nil, awaiting: GameKind.rps.firstStage).map(\.text) == [
                "알아듣지 못했습니다.", "가위 바위 보나 도움말을 입력하세요.",
            ])
        #expect(en.needsCount(.history).map(\.text) == ["History 5 lists the last 5 rounds."])
        #expect(ko.needsCount(.history).map(\.text) == ["기록 5처럼 입력하세요."])
        #expect(en.takesNothing(Keyword.score.entry).map(\.text) == ["Score takes nothing after it."])
        #expect(ko.takesNothing(Keyword.score.entry).map(\.text) == ["점수만 입력하세요."])
        #expect(en.takesNothing(.brief).map(\.text) == ["Brief takes nothing after it."])
    }

    @Test func goodbyeGivesTheFinalScore() {
        #expect(en.goodbye(Score(player: 3, computer: 2)).map(\.text) == ["Bye. You 3, computer 2."])
        #expect(ko.goodbye(Score(player: 3, computer: 2)).map(\.text) == ["끝, 나 3 대 컴퓨터 2."])
        // With matches on, the matches won and lost, not the rounds.
        #expect(
            en.goodbye(Score(player: 3, computer: 2), matches: Score(player: 1, computer: 0)).map(\.text) == [
                "Bye. Matches 1 to 0."
            ])
        #expect(
            ko.goodbye(Score(player: 3, computer: 2), matches: Score(player: 1, computer: 0)).map(\.text) == [
                "끝, 매치 1승 0패."
            ])
        // A match under way: its standing after the matches, so that leaving at 1 to 0 is heard.
        let open = Score(player: 1, computer: 0)
        #expect(
            en.goodbye(Score(player: 1, computer: 0), matches: .zero, open: open).map(\.text) == [
                "Bye. Matches 0 to 0.", "This match: you 1, computer 0.",
            ])
        #expect(
            ko.goodbye(Score(player: 1, computer: 0), matches: .zero, open: open).map(\.text) == [
                "끝, 매치 0승 0패.", "이번 매치: 나 1 대 컴퓨터 0.",
            ])
        // Without matches, no match is under way to say.
        #expect(en.goodbye(Score(player: 1, computer: 0), open: open).map(\.text) == ["Bye. You 1, computer 0."])
    }

    /// The line after a long answer's first part names the word to type; in Korean alone after a
    /// colon, so that 더 is not heard as the ending -더라고.
    @Test func theMoreHintNamesTheWord() {
        #expect(en.moreHint.map(\.text) == ["Type more to hear the rest."])
        #expect(ko.moreHint.map(\.text) == ["나머지는 입력하세요: 더"])
    }
}
