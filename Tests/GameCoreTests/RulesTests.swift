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

    /// What beats what is a relation: among rock, paper and scissors each beats exactly one other
    /// and loses to the third; and no move of any kind beats itself or a move that beats it.
    @Test func beatingIsARelationWhereEachMoveBeatsOneOther() {
        let moves = GameKind.rps.moves
        let pairs = moves.flatMap { a in moves.filter(a.beats).map { [a, $0] } }
        #expect(pairs == [[.rock, .scissors], [.paper, .rock], [.scissors, .paper]])
        for a in GameKind.everyMove {
            #expect(!a.beats(a))
            for b in GameKind.everyMove where a.beats(b) { #expect(!b.beats(a)) }
        }
    }

    @Test func roundsJudgeFromThePlayersSide() {
        #expect(Round(number: 1, player: .paper, computer: .rock).outcome == .win)
        #expect(Round(number: 1, player: .rock, computer: .paper).outcome == .loss)
    }
}
