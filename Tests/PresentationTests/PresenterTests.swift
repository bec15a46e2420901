import Catalog
import GameCore
import GameCoreTestSupport
import Narration
import Presentation
import Settings
import Testing

@Suite struct PresenterTests {
    static let lines: [Line] = [
        Line("Welcome."),
        Line("Rock.", tone: .acknowledgement(.rock)),
        Line("Won, rock beat scissors.", tone: .result(.win, player: .rock, computer: .scissors)),
        Line("Lost, rock to paper.", tone: .result(.loss, player: .rock, computer: .paper)),
        Line("Draw, both scissors.", tone: .result(.draw, player: .scissors, computer: .scissors)),
        Line("Three in a row!", tone: .milestone),
        Line("A new best streak: 4!", tone: .newBest),
    ]

    @Test func plainStyleWritesTheWordsAloneOneLineEach() {
        let presenter = Presenter(style: .plain)
        for line in Self.lines {
            #expect(presenter.render(line) == line.text + "\n")
        }
    }

    @Test func emojiComeAfterTheWordsNeverInsteadOfThem() {
        let presenter = Presenter(style: Style(emoji: true, color: false))
        #expect(presenter.render(Self.lines[0]) == "Welcome.\n")
        #expect(presenter.render(Self.lines[1]) == "Rock. \u{270A}\n")
        #expect(presenter.render(Self.lines[2]) == "Won, rock beat scissors. \u{270A} \u{270C} \u{1F389}\n")
        #expect(presenter.render(Self.lines[3]) == "Lost, rock to paper. \u{270A} \u{270B} \u{1F61E}\n")
        #expect(presenter.render(Self.lines[4]) == "Draw, both scissors. \u{270C} \u{270C} \u{1F91D}\n")
        #expect(presenter.render(Self.lines[5]).hasSuffix(" \u{1F525}\n"))
        #expect(presenter.render(Self.lines[6]).hasSuffix(" \u{1F3C6}\n"))
        for line in Self.lines {
            #expect(presenter.render(line).hasPrefix(line.text))
        }
    }

    @Test func noPresentationEverEmitsVariationSelector16() {
        for emoji in [false, true] {
            for color in [false, true] {
                let text = Presenter(style: Style(emoji: emoji, color: color)).render(Self.lines)
                #expect(!text.unicodeScalars.contains("\u{FE0F}"))
            }
        }
    }

    @Test func colourWrapsWholeResultLinesInBold() {
        let presenter = Presenter(style: Style(emoji: false, color: true))
        #expect(presenter.render(Self.lines[0]) == "Welcome.\n")
        #expect(presenter.render(Self.lines[1]) == "Rock.\n")
        #expect(presenter.render(Self.lines[2]) == "\u{1B}[1;32mWon, rock beat scissors.\u{1B}[0m\n")
        #expect(presenter.render(Self.lines[3]) == "\u{1B}[1;31mLost, rock to paper.\u{1B}[0m\n")
        #expect(presenter.render(Self.lines[4]) == "\u{1B}[1;33mDraw, both scissors.\u{1B}[0m\n")
        #expect(presenter.render(Self.lines[5]) == "\u{1B}[1;35mThree in a row!\u{1B}[0m\n")
        #expect(presenter.render(Self.lines[6]) == "\u{1B}[1;35mA new best streak: 4!\u{1B}[0m\n")
    }

    /// The lines a real game says at a streak milestone, a new best and a match's end keep their
    /// colour, whatever the language and verbosity: found by the event that made them, not by
    /// their tone, so a narrator that loses the tone is caught as surely as a presenter that
    /// loses the colour.
    @Test func milestoneNewBestAndMatchEndLinesKeepTheirColourInPlay() {
        let presenter = Presenter(style: Style(emoji: false, color: true))
        for language in Language.allCases {
            for verbosity in Verbosity.allCases {
                let narrator = Narrator(language: language, verbosity: verbosity)
                var game = Game()
                var coloured = 0
                func play(_ player: Move, against computer: Move) {
                    for event in game.play(player, against: computer) {
                        let lines = narrator.lines(for: event)
                        switch event {
                        case .streakGrew(let length, let best) where best || Milestone(length: length) != nil:
                            #expect(!lines.isEmpty, "\(language) \(verbosity): nothing said of \(event)")
                            for line in lines {
                                #expect(
                                    presenter.render(line) == "\u{1B}[1;35m" + line.text + "\u{1B}[0m\n",
                                    "\(language) \(verbosity): \(line)")
                                coloured += 1
                            }
                        case .roundPlayed(let round, _) where round.matchEnd != nil:
                            // The result in green, then the match's end in the milestone's colour.
                            let milestones = lines.filter {
                                presenter.render($0) == "\u{1B}[1;35m" + $0.text + "\u{1B}[0m\n"
                            }
                            #expect(milestones.count == 1, "\(language) \(verbosity): \(lines)")
                            coloured += milestones.count
                        default:
                            break
                        }
                    }
                }
                for _ in 0..<3 { play(.rock, against: .scissors) }  // three in a row
                play(.rock, against: .paper)
                for _ in 0..<5 { play(.paper, against: .rock) }  // three again, 4 a new best, 5
                game.apply(.changeRules(Rules(match: 1)))
                play(.scissors, against: .paper)  // a match won
                #expect(coloured == 5, "\(language) \(verbosity): \(coloured) coloured lines")
            }
        }
    }
}
