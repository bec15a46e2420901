import GameCore
import Narration
import Presentation
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
}
