import GameCore
import Narration
import Presentation
import Testing

/// `repeat` shows every other time its lines with no-break spaces: the same words, heard and
/// brailled the same, that a screen reader comparing screens takes for new lines.
@Suite struct AlternateLineTests {
    @Test func anAlternateLineHasNoBreakSpacesAndNothingElseChanges() {
        let line = Line("Won, rock beat scissors.", tone: .result(.win, player: .rock, computer: .scissors))
        let plain = Presenter(style: .plain)
        let styled = Presenter(style: Style(emoji: true, color: true))
        #expect(plain.render(line.alternated(true)) == "Won,\u{A0}rock\u{A0}beat\u{A0}scissors.\n")
        #expect(plain.render(line.alternated(false)) == plain.render(line))
        #expect(plain.render(line.alternated(true)) != plain.render(line))
        // The emoji and the colour around it are as ever.
        #expect(
            styled.render(line.alternated(true))
                == "\u{1B}[1;32mWon,\u{A0}rock\u{A0}beat\u{A0}scissors. \u{270A} \u{270C} \u{1F389}\u{1B}[0m\n")
        #expect(line.alternated(true).text == line.text)
    }
}
