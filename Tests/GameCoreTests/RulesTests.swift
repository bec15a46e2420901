import GameCore
import Testing

@Suite struct RulesTests {
    /// FR-003: every one of the nine pairs, written out rather than derived.
    @Test(arguments: [
        (Move.rock, Move.rock, Outcome.draw),
        (.rock, .paper, .loss),
        (.rock, .scissors, .win),
        (.paper, .rock, .win),
        (.paper, .paper, .draw),
        (.paper, .scissors, .loss),
        (.scissors, .rock, .loss),
        (.scissors, .paper, .win),
        (.scissors, .scissors, .draw),
    ])
    func judgesEveryPair(player: Move, computer: Move, expected: Outcome) {
        #expect(Outcome(player: player, computer: computer) == expected)
    }

    @Test func eachMoveBeatsExactlyOneOther() {
        #expect(Move.rock.beats == .scissors)
        #expect(Move.scissors.beats == .paper)
        #expect(Move.paper.beats == .rock)
        #expect(Set(Move.allCases.map(\.beats)).count == 3)
    }

    @Test func roundsJudgeFromThePlayersSide() {
        #expect(Round(number: 1, player: .paper, computer: .rock).outcome == .win)
        #expect(Round(number: 1, player: .rock, computer: .paper).outcome == .loss)
    }
}
