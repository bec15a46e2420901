import GameCore
import GameCoreTestSupport
import Statistics
import Testing

/// The computer's fairness by what comes of it, in every kind of game: its choices are drawn
/// whatever the player chose. For fixed player strategies (always the same hand, cycling, copying
/// or beating the computer's last hand; in 하나빼기 every way of choosing the pair and then the hand
/// to keep, keeping the better hand against the computer's pair among them), over many seeded
/// rounds, the computer's hands, pairs and kept hands are uniform, and the wins, draws and losses
/// are what the rules give against a fair computer for that strategy: worked out exactly from the
/// kind's rules (each of the computer's equally likely choices against each player's choice; for
/// 묵찌빠 the chance of winning a game of throws, from its Markov chain), not assumed to be thirds.
///
/// Each count is refused by Pearson's χ² test at the 10⁻⁴ level: about 100 statistics are tested
/// here, so a fair computer fails one of them with a chance of at most 1 % (Bonferroni), while a
/// computer that sees the player's choice is refused by orders of magnitude, in rock paper
/// scissors and 묵찌빠 even one that sees it one time in ten (shown below by such computers, which
/// the tests refuse). Where a
/// strategy's expectation changes from round to round (it follows the computer's last hand), the
/// expected counts are the sum of each round's and the statistic is conservative: its variance is
/// at most that of rounds alike. The seeds are fixed (the test repeats exactly) and were not chosen
/// for the outcome: strategy by strategy 1, 2, 3..., for each kind, before the first run.
@Suite struct FairnessTests {
    static let level = 1e-4

    /// How a kind's rounds go, as its rules say.
    enum Rounds: Sendable {
        /// One throw a game, judged as rock, paper, scissors.
        case oneThrow
        /// 묵찌빠: throws until the attacker's hand is matched.
        case throwsUntilDecided
        /// 하나빼기: two hands each, then each keeps one; the kept hands are judged.
        case twoHandsKeepOne
    }

    /// A kind of game as these tests play it: one row a kind.
    struct Kind: CustomTestStringConvertible, Sendable {
        let kind: GameKind
        /// The kind's hands, in the order the game draws the computer's from.
        let moves: [Move]
        let rounds: Rounds
        var testDescription: String { "\(kind)" }
    }

    /// Every kind, one row each; a new kind is one more line (`everyKindHasItsRow` holds them to
    /// `GameKind.allCases`).
    static let kinds: [Kind] = [
        Kind(kind: .rps, moves: [.rock, .paper, .scissors], rounds: .oneThrow),
        Kind(kind: .mukjjippa, moves: [.rock, .paper, .scissors], rounds: .throwsUntilDecided),
        Kind(kind: .minusOne, moves: [.rock, .paper, .scissors], rounds: .twoHandsKeepOne),
        Kind(kind: .lizardSpock, moves: [.rock, .paper, .scissors, .lizard, .spock], rounds: .oneThrow),
    ]

    @Test func everyKindHasItsRow() {
        #expect(Self.kinds.map(\.kind) == GameKind.allCases)
        for row in Self.kinds { #expect(row.moves == row.kind.moves, "\(row.kind)") }
    }

    /// Rounds (games, in 묵찌빠) a strategy plays.
    static let rounds: [Rounds: Int] = [.oneThrow: 3_000, .throwsUntilDecided: 1_500, .twoHandsKeepOne: 1_200]

    // MARK: - The rules' odds against a fair computer

    /// Wins, draws, losses: the cells every outcome is counted in.
    static func cell(_ outcome: Outcome) -> Int {
        switch outcome {
        case .win: 0
        case .draw: 1
        case .loss: 2
        }
    }

    /// One throw of `player` against a computer that shows each hand of `moves` equally often.
    static func throwOdds(_ player: Move, _ moves: [Move]) -> [Double] {
        var odds = [0.0, 0.0, 0.0]
        for computer in moves { odds[cell(Outcome(player: player, computer: computer))] += 1 / Double(moves.count) }
        return odds
    }

    /// 묵찌빠's game, from its rules: a throw without an attacker makes the throw's winner attack
    /// (a draw is thrown again); while someone attacks, the same hands win the game for the
    /// attacker and other hands make the throw's winner attack. With the throw's odds `odds`
    /// (the same whatever the player shows, as each hand beats as many as beat it), the chance
    /// that the player wins the game from no attacker: the Markov chain's absorption, solved.
    static func mukjjippaOdds(_ odds: [Double]) -> [Double] {
        let (win, draw, loss) = (odds[0], odds[1], odds[2])
        // Unknowns: the chance the player wins from no attacker, the player attacking, the computer
        // attacking. Each row: x = Σ chance × next + chance of winning at once.
        let system: [[Double]] = [
            [1 - draw, -win, -loss, 0],
            [0, 1 - win, -loss, draw],
            [0, -win, 1 - loss, 0],
        ]
        let solved = solve(system)
        return [solved[0], 0, 1 - solved[0]]
    }

    /// Gaussian elimination of an augmented matrix.
    static func solve(_ matrix: [[Double]]) -> [Double] {
        var rows = matrix
        let n = rows.count
        for column in 0..<n {
            let pivot = (column..<n).max { abs(rows[$0][column]) < abs(rows[$1][column]) }!
            rows.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = rows[row][column] / rows[column][column]
                for k in column...n { rows[row][k] -= factor * rows[column][k] }
            }
        }
        return (0..<n).map { rows[$0][n] / rows[$0][$0] }
    }

    /// 하나빼기's round: the player's pair, the hand `keep` keeps once both pairs are shown, against
    /// a computer whose two hands are each drawn from `moves` and which keeps either half the time.
    static func minusOneOdds(_ pair: HandPair, keep: (HandPair) -> Keep, _ moves: [Move]) -> [Double] {
        var odds = [0.0, 0.0, 0.0]
        let chance = 1 / Double(moves.count * moves.count * 2)
        for first in moves {
            for second in moves {
                let computer = HandPair(first, second)
                let mine = pair[keep(computer)]
                for kept in Keep.allCases { odds[cell(Outcome(player: mine, computer: computer[kept]))] += chance }
            }
        }
        return odds
    }

    // MARK: - Strategies

    /// How the player chooses one hand, from the round's number and the computer's last hand.
    struct HandStrategy: Sendable {
        let name: String
        let choose: @Sendable (_ moves: [Move], _ round: Int, _ last: Move?) -> Move

        static func all(_ moves: [Move]) -> [HandStrategy] {
            moves.map { move in HandStrategy(name: "always \(move)") { _, _, _ in move } } + [
                HandStrategy(name: "cycling") { moves, round, _ in moves[round % moves.count] },
                HandStrategy(name: "copying the computer's last") { moves, _, last in last ?? moves[0] },
                HandStrategy(name: "beating the computer's last") { moves, _, last in
                    last.flatMap { last in moves.first { $0.beats(last) } } ?? moves[0]
                },
            ]
        }
    }

    /// 하나빼기: how the player chooses a pair, from the round's number and the computer's last pair.
    struct PairStrategy: Sendable {
        let name: String
        let choose: @Sendable (_ moves: [Move], _ round: Int, _ last: HandPair?) -> HandPair

        static func all(_ moves: [Move]) -> [PairStrategy] {
            @Sendable func beating(_ move: Move, _ moves: [Move]) -> Move { moves.first { $0.beats(move) }! }
            return [
                PairStrategy(name: "the same hand twice") { moves, _, _ in HandPair(moves[0], moves[0]) },
                PairStrategy(name: "two different hands") { moves, _, _ in HandPair(moves[0], moves[1]) },
                PairStrategy(name: "cycling through every pair") { moves, round, _ in
                    HandPair(moves[round % moves.count], moves[round / moves.count % moves.count])
                },
                PairStrategy(name: "copying the computer's last pair") { moves, _, last in
                    last ?? HandPair(moves[0], moves[1])
                },
                PairStrategy(name: "beating the computer's last pair") { moves, _, last in
                    last.map { HandPair(beating($0.first, moves), beating($0.second, moves)) }
                        ?? HandPair(moves[0], moves[1])
                },
            ]
        }
    }

    /// 하나빼기: which hand the player keeps, seeing both pairs.
    struct KeepStrategy: Sendable {
        let name: String
        let choose: @Sendable (_ mine: HandPair, _ computer: HandPair, _ round: Int) -> Keep

        /// How many of the computer's hands `hand` beats, less how many beat it.
        static func score(_ hand: Move, against computer: HandPair) -> Int {
            [computer.first, computer.second].reduce(0) { $0 + ($1.beats(hand) ? -1 : hand.beats($1) ? 1 : 0) }
        }

        static let all: [KeepStrategy] = [
            KeepStrategy(name: "keeping the first") { _, _, _ in .first },
            KeepStrategy(name: "keeping the second") { _, _, _ in .second },
            KeepStrategy(name: "keeping the better") { mine, computer, _ in
                score(mine.second, against: computer) > score(mine.first, against: computer) ? .second : .first
            },
            KeepStrategy(name: "keeping the worse") { mine, computer, _ in
                score(mine.second, against: computer) < score(mine.first, against: computer) ? .second : .first
            },
            KeepStrategy(name: "keeping each in turn") { _, _, round in round % 2 == 0 ? .first : .second },
        ]
    }

    // MARK: - Playing

    /// The computer: fair, or one that sees the player's choice `chance` of the time and takes
    /// what beats it (in 묵찌빠 while it attacks, the player's own hand, which wins the game; in
    /// 하나빼기 the hand of its pair that beats the player's kept one, the mutation the issue found).
    struct Computer {
        var random: PeekingRandom
        var peeks: SplitMix64
        let chance: Double

        init(seed: UInt64, cheating chance: Double = 0) {
            random = PeekingRandom(seed: seed)
            peeks = SplitMix64(seed: ~seed)
            self.chance = chance
        }

        /// Whether it sees the player's choice this time.
        mutating func sees() -> Bool { chance > 0 && Double.random(in: 0..<1, using: &peeks) < chance }
    }

    /// What a strategy's rounds came to.
    struct Counts {
        var outcomes = [0, 0, 0]
        var expected = [0.0, 0.0, 0.0]
        /// The computer's hands by the index of `moves`; in 하나빼기 its ordered pairs.
        var computer: [Int]
        /// 하나빼기: which hand the computer kept, first or second, where its hands differed.
        var kept = [0, 0]

        init(cells: Int) { computer = Array(repeating: 0, count: cells) }

        var outcome: ChiSquare { ChiSquare(observed: outcomes, expected: expected) }
        var hands: ChiSquare {
            let total = Double(computer.reduce(0, +))
            return ChiSquare(observed: computer, expected: computer.map { _ in total / Double(computer.count) })
        }
        var keeping: ChiSquare {
            let total = Double(kept[0] + kept[1])
            return ChiSquare(observed: kept, expected: [total / 2, total / 2])
        }
    }

    /// Adds `odds` to `counts`' expected wins, draws and losses.
    static func expect(_ odds: [Double], in counts: inout Counts) {
        for cell in 0..<3 { counts.expected[cell] += odds[cell] }
    }

    /// Games of one throw each, or of 묵찌빠's throws, `games` of them.
    static func play(_ kind: Kind, _ strategy: HandStrategy, games: Int, computer: inout Computer) -> Counts {
        var counts = Counts(cells: kind.moves.count)
        var game = Game(rules: Rules(kind: kind.kind))
        var last: Move?
        var throwNumber = 0
        let odds = kind.moves.map { throwOdds($0, kind.moves) }
        let gameOdds = kind.rounds == .throwsUntilDecided ? mukjjippaOdds(odds[0]) : nil
        for _ in 0..<games {
            if let gameOdds { expect(gameOdds, in: &counts) }
            for _ in 0..<1_000 {
                let move = strategy.choose(kind.moves, throwNumber, last)
                let index = kind.moves.firstIndex(of: move)!
                throwNumber += 1
                if gameOdds == nil { expect(odds[index], in: &counts) }
                if computer.sees() {
                    let attacking = game.state.attacker == .computer
                    let taken = attacking ? move : kind.moves.first { $0.beats(move) }!
                    computer.random.take(kind.moves.firstIndex(of: taken)!, of: kind.moves.count)
                }
                let events = game.apply(.play(move), using: &computer.random)
                computer.random.fair()
                guard events.count > 1, case .roundPlayed(let round, _) = events[1] else {
                    Issue.record("no throw in \(events)")
                    return counts
                }
                counts.computer[kind.moves.firstIndex(of: round.computer)!] += 1
                last = round.computer
                if let decided = round.call.decided {
                    counts.outcomes[cell(decided)] += 1
                    break
                }
            }
        }
        return counts
    }

    /// Rounds of 하나빼기, `rounds` of them.
    static func play(
        _ kind: Kind, _ pairs: PairStrategy, _ keeping: KeepStrategy, rounds: Int, computer: inout Computer
    ) -> Counts {
        let n = kind.moves.count
        var counts = Counts(cells: n * n)
        var game = Game(rules: Rules(kind: kind.kind))
        var last: HandPair?
        // The odds of each pair of the player's, on even and odd rounds (a strategy may keep by turns).
        var odds = [[Double]?](repeating: nil, count: n * n * 2)
        for round in 0..<rounds {
            let mine = pairs.choose(kind.moves, round, last)
            let shown = game.apply(.show(mine), using: &computer.random)
            guard case .pairsShown(let both)? = shown.first else {
                Issue.record("no pairs in \(shown)")
                return counts
            }
            let theirs = both.computer
            counts.computer[kind.moves.firstIndex(of: theirs.first)! * n + kind.moves.firstIndex(of: theirs.second)!] +=
                1
            let kept = keeping.choose(mine, theirs, round)
            let slot =
                (kind.moves.firstIndex(of: mine.first)! * n + kind.moves.firstIndex(of: mine.second)!) * 2 + round % 2
            if odds[slot] == nil {
                odds[slot] = minusOneOdds(mine, keep: { keeping.choose(mine, $0, round) }, kind.moves)
            }
            expect(odds[slot]!, in: &counts)
            if computer.sees(), let beating = Keep.allCases.first(where: { theirs[$0].beats(mine[kept]) }) {
                computer.random.take(Keep.allCases.firstIndex(of: beating)!, of: Keep.allCases.count)
            }
            let events = game.apply(.keep(kept), using: &computer.random)
            computer.random.fair()
            guard events.count > 1, case .roundPlayed(let played, _) = events[1], case .minusOne(let call) = played.call
            else {
                Issue.record("no round in \(events)")
                return counts
            }
            counts.outcomes[cell(call.outcome)] += 1
            if theirs.first != theirs.second { counts.kept[call.computerKept == .first ? 0 : 1] += 1 }
            last = theirs
        }
        return counts
    }

    /// Every strategy of a kind, each with its own seed, against `cheating` computers.
    static func everyStrategy(_ kind: Kind, cheating chance: Double = 0) -> [(name: String, counts: Counts)] {
        let games = rounds[kind.rounds]!
        var results: [(String, Counts)] = []
        switch kind.rounds {
        case .oneThrow, .throwsUntilDecided:
            for (index, strategy) in HandStrategy.all(kind.moves).enumerated() {
                var computer = Computer(seed: UInt64(index + 1), cheating: chance)
                results.append((strategy.name, play(kind, strategy, games: games, computer: &computer)))
            }
        case .twoHandsKeepOne:
            for (pairIndex, pairs) in PairStrategy.all(kind.moves).enumerated() {
                for (keepIndex, keeping) in KeepStrategy.all.enumerated() {
                    var computer = Computer(seed: UInt64(pairIndex * 10 + keepIndex + 1), cheating: chance)
                    let counts = play(kind, pairs, keeping, rounds: games, computer: &computer)
                    results.append(("\(pairs.name), \(keeping.name)", counts))
                }
            }
        }
        return results
    }

    static func figures(_ counts: Counts) -> String {
        let expected = counts.expected.map { ChiSquare.rounded($0, 1) }
        return
            "W/D/L \(counts.outcomes.map(String.init).joined(separator: "/")) against \(expected.joined(separator: "/"))"
    }

    // MARK: - Tests

    /// The χ² helper against the table's critical values (Pearson's, at 0.1 %).
    @Test func theChiSquareHelperKnowsTheTable() {
        for (df, value) in [(1, 10.828), (2, 13.816), (8, 26.124), (17, 40.790), (24, 51.179)] {
            #expect(abs(ChiSquare.critical(level: 0.001, degreesOfFreedom: df) - value) < 0.002, "\(df) df")
        }
        #expect(abs(ChiSquare.p(3.841, degreesOfFreedom: 1) - 0.05) < 1e-4)
        #expect(abs(ChiSquare.p(2, degreesOfFreedom: 2) - 0.3679) < 1e-4)
    }

    /// The odds are the rules', not thirds: 묵찌빠 is won or lost as a whole game, half and half,
    /// never drawn; 하나빼기's better hand wins more than a third.
    @Test func theRulesOddsAreWorkedOut() {
        let moves: [Move] = [.rock, .paper, .scissors]
        let third = 1 / 3.0
        for move in moves { #expect(Self.throwOdds(move, moves).allSatisfy { abs($0 - third) < 1e-12 }) }
        let mukjjippa = Self.mukjjippaOdds(Self.throwOdds(.rock, moves))
        #expect(abs(mukjjippa[0] - 0.5) < 1e-12 && mukjjippa[1] == 0)
        let pair = HandPair(.rock, .paper)
        let better = Self.minusOneOdds(pair, keep: { KeepStrategy.all[2].choose(pair, $0, 0) }, moves)
        #expect(better[0] > better[2] && abs(better.reduce(0, +) - 1) < 1e-12, "\(better)")
        let same = Self.minusOneOdds(HandPair(.rock, .rock), keep: { _ in .first }, moves)
        #expect(same.allSatisfy { abs($0 - third) < 1e-12 })
        // 묵찌빠's game odds take each hand to beat as many as beat it, as in every kind here.
        for kind in Self.kinds {
            let odds = kind.moves.map { Self.throwOdds($0, kind.moves) }
            #expect(odds.allSatisfy { $0 == odds[0] }, "\(kind.kind): \(odds)")
        }
    }

    /// For each strategy, the computer's hands (pairs, kept hands) are uniform and the wins, draws
    /// and losses are the rules' against a fair computer.
    @Test(arguments: kinds)
    func outcomesAreTheRulesAgainstAFairComputer(kind: Kind) {
        for (name, counts) in Self.everyStrategy(kind) {
            let outcome = counts.outcome
            let hands = counts.hands
            var line = "fairness, \(kind.kind), \(name): \(Self.figures(counts)), \(outcome); computer's "
            line += (kind.rounds == .twoHandsKeepOne ? "pairs " : "hands ") + hands.description
            #expect(!outcome.rejects(at: Self.level), "\(line)")
            #expect(!hands.rejects(at: Self.level), "\(line)")
            if kind.rounds == .twoHandsKeepOne {
                line += "; kept first \(counts.kept[0]) of \(counts.kept[0] + counts.kept[1]), \(counts.keeping)"
                #expect(!counts.keeping.rejects(at: Self.level), "\(line)")
            }
            print(line)
        }
    }

    /// A computer that sees the player's choice is refused for every strategy: one that sees it
    /// every time; in rock paper scissors and 묵찌빠 one that sees it one time in ten. In 하나빼기 the
    /// computer that keeps whichever of its hands beats the player's kept one, whose pairs and kept
    /// halves stay uniform (which the tests of `MinusOneTests` check), is refused by its outcomes.
    @Test(arguments: kinds)
    func aComputerThatSeesThePlayersChoiceIsRefused(kind: Kind) {
        for chance in kind.rounds == .twoHandsKeepOne ? [1.0] : [1.0, 0.1] {
            let results = Self.everyStrategy(kind, cheating: chance)
            let kept = results.filter {
                !$0.counts.outcome.rejects(at: Self.level) && !$0.counts.hands.rejects(at: Self.level)
            }
            let largest = results.map { $0.counts.outcome.p }.max() ?? 1
            print(
                "fairness, \(kind.kind), a computer that sees the player's choice \(chance == 1 ? "always" : "one time in ten"):"
                    + " refused for \(results.count - kept.count) of \(results.count) strategies, largest p of outcomes"
                    + " \(ChiSquare.shown(largest))")
            #expect(
                kept.isEmpty,
                "not refused: \(kept.map { "\($0.name): \(Self.figures($0.counts)), \($0.counts.outcome)" })")
            for (name, counts) in results where kind.rounds == .twoHandsKeepOne && name.hasSuffix("keeping the better")
            {
                print(
                    "  \(name): \(Self.figures(counts)), \(counts.outcome); pairs \(counts.hands); kept \(counts.keeping)"
                )
            }
        }
    }
}
