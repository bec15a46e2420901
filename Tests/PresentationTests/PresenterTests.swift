import GameCore
import Narration
import Presentation
import Testing

@Suite struct PresenterTests {
    let result = Line("You win. Rock beats scissors.", tone: .result(.win, player: .rock, computer: .scissors))

    @Test func plainStyleWritesTheWordsAlone() {
        #expect(Presenter(style: .plain).render(result) == "You win. Rock beats scissors.\n")
    }
}
