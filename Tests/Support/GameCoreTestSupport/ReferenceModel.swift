import GameCore

/// The game worked out the plain way, to compare with `Game` after every step: the throws since
/// the last `new` in a list, each figure counted along it, and undo as dropping the last throw
/// and counting again from the start. No snapshots, so it shares no mistake with the game's
/// undo. The computer's moves are the one thing it is told.
public struct ReferenceModel {
    /// What the list holds: a throw, or a change of rules, which undo does not cross.
    enum Entry {
        case rules(Rules)
        case hands(Move, Move)
        /// A round of minus one: both pairs and the hand each side kept.
        case kept(PairsShown, Keep, Keep)
    }

    /// Everything counted along the list; the game must agree on each.
    public struct Figures: Equatable {
        public var wins = 0, losses = 0, draws = 0, rounds = 0
        /// Throws that decided no game: 묵찌빠's ties and attacks.
        public var undecided = 0
        public var streak = 0, bestStreak = 0
        /// The best streak before the current one began: the record a new best passes.
        var earlierBest = 0
        public var playerMoves: [Move: Int] = [:], computerMoves: [Move: Int] = [:]
        public var matchesWon = 0, matchesLost = 0
        public var match = Score(player: 0, computer: 0)
        public var attacker: Side?
        /// Every throw as the game should remember it, oldest first.
        public var played: [Round] = []
    }

    public private(set) var rules: Rules
    /// The rules at the start of the list: those of the last `new`.
    private let startRules: Rules
    private var entries: [Entry] = []
    /// Throws kept in the list but no longer undoable: forgotten by the game, or before a change of rules.
    private var forgotten = 0, rulesFloor = 0
    public private(set) var figures = Figures()
    /// Minus one: the pairs shown of the round under way, before the player keeps a hand.
    public private(set) var pending: PairsShown?

    public init(rules: Rules) {
        self.rules = rules
        startRules = rules
    }

    /// Throws the game still remembers, and may show in history.
    public var kept: ArraySlice<Round> { figures.played[forgotten...] }
    public var previousMove: Move? { kept.last?.player }
    public var previousPair: HandPair? {
        if case .minusOne(let call)? = kept.last?.call { call.pairs.player } else { nil }
    }
    public var canUndo: Bool { figures.rounds > max(forgotten, rulesFloor) }

    /// What the round under way asks next.
    public var awaiting: Stage {
        if let pending { return Stage(rules.kind, asks: .keep(pending.player)) }
        switch rules.kind {
        case .rps, .mukjjippa, .lizardSpock: return Stage(rules.kind, asks: .hand)
        case .minusOne: return Stage(rules.kind, asks: .pair)
        }
    }

    /// Minus one: the pairs shown; the round waits for the player's hand to keep.
    public mutating func show(_ pairs: PairsShown) -> [Event] {
        pending = pairs
        return [.pairsShown(pairs)]
    }

    /// Minus one: the kept hands judged as a throw.
    public mutating func keep(_ kept: Keep, computerKept: Keep) -> [Event] {
        let pairs = pending!
        pending = nil
        return judged(.kept(pairs, kept, computerKept))
    }

    /// Adds a throw; returns the events it should have produced.
    public mutating func play(_ player: Move, against computer: Move) -> [Event] {
        judged(.hands(player, computer))
    }

    private mutating func judged(_ entry: Entry) -> [Event] {
        let before = figures
        entries.append(entry)
        Self.count(entry, rules, into: &figures)
        // Kept: at least `roundsKept`, the oldest forgotten a quarter of that at a time.
        if kept.count > Game.roundsKept + Game.roundsKept / 4 { forgotten = figures.rounds - Game.roundsKept }
        let round = figures.played.last!
        let now = figures
        var events: [Event] = [
            .moveChosen(round.player, attacker: before.attacker),
            .roundPlayed(round, standing: standing(matchEnded: round.matchEnd)),
        ]
        if now.streak > before.streak, now.streak >= 2 {
            let best = now.earlierBest >= 2 && now.streak == now.earlierBest + 1
            if rules.match == nil || best || [3, 5, 10].contains(now.streak) {
                events.append(.streakGrew(length: now.streak, best: best))
            }
        } else if now.streak < before.streak, before.streak >= 2, rules.match == nil {
            events.append(.streakEnded(length: before.streak))
        }
        return events
    }

    /// Drops the pairs under way, or else the last throw and counts the list again from the start.
    public mutating func undo() -> [Event] {
        if let pairs = pending {
            pending = nil
            return [.pairTakenBack(pairs)]
        }
        guard canUndo else { return kept.isEmpty ? [.nothingToUndo] : [.undoStopsAtRules] }
        let last = figures.played.last!
        entries.removeLast()
        figures = Figures()
        var rules = startRules
        for entry in entries {
            switch entry {
            case .rules(let new):
                rules = new
                figures.match = Score(player: 0, computer: 0)
                figures.attacker = nil
            case .hands, .kept: Self.count(entry, rules, into: &figures)
            }
        }
        return [.undone(last, standing: standing(matchEnded: nil))]
    }

    public mutating func newGame() -> [Event] {
        let roundDropped = pending != nil
        self = ReferenceModel(rules: rules)
        return [.newGame(roundDropped: roundDropped)]
    }

    public mutating func change(to new: Rules) -> [Event] {
        guard new != rules else { return [.rulesChanged(new, dropped: nil)] }
        let dropped: Dropped? =
            figures.match != Score(player: 0, computer: 0)
            ? .match(figures.match) : pending != nil ? .round : figures.attacker == nil ? nil : .game
        pending = nil
        entries.append(.rules(new))
        rules = new
        figures.match = Score(player: 0, computer: 0)
        figures.attacker = nil
        rulesFloor = figures.rounds
        return [.rulesChanged(new, dropped: dropped)]
    }

    public func standing(matchEnded end: Score?) -> Standing {
        let f = figures
        let games = f.wins + f.losses + f.draws
        let percent = games == 0 ? 0 : Int((Double(f.wins) * 100 / Double(games)).rounded())
        return Standing(
            score: Score(player: f.wins, computer: f.losses), winRatePercent: percent, streak: f.streak,
            match: rules.match.map { MatchStanding(score: end ?? f.match, length: $0, ended: end != nil) })
    }

    /// One throw, counted under `rules`: one hand a side, or the hands kept in minus one.
    static func count(_ entry: Entry, _ rules: Rules, into f: inout Figures) {
        let (player, computer): (Move, Move)
        switch entry {
        case .hands(let p, let c): (player, computer) = (p, c)
        case .kept(let pairs, let kept, let computerKept):
            let choose = { (pair: HandPair, keep: Keep) in keep == .first ? pair.first : pair.second }
            (player, computer) = (choose(pairs.player, kept), choose(pairs.computer, computerKept))
        case .rules: return
        }
        let winner: Side? =
            player == computer ? nil : defeats.contains([player, computer]) ? .player : .computer
        f.rounds += 1
        f.playerMoves[player, default: 0] += 1
        f.computerMoves[computer, default: 0] += 1
        let call: Call
        switch (rules.kind, winner, f.attacker) {
        case (.minusOne, _, _):
            guard case .kept(let pairs, let kept, let computerKept) = entry else { preconditionFailure("\(entry)") }
            call = .minusOne(MinusOneCall(pairs: pairs, playerKept: kept, computerKept: computerKept))
        case (.rps, nil, _): call = .rps(.draw)
        case (.rps, .player?, _): call = .rps(.win)
        case (.rps, .computer?, _): call = .rps(.loss)
        case (.lizardSpock, nil, _): call = .lizardSpock(.draw)
        case (.lizardSpock, .player?, _): call = .lizardSpock(.win)
        case (.lizardSpock, .computer?, _): call = .lizardSpock(.loss)
        case (.mukjjippa, nil, nil): call = .mukjjippa(.tie)
        case (.mukjjippa, nil, let attacker?):
            call = .mukjjippa(.attackerWins(attacker))
            f.attacker = nil
        case (.mukjjippa, let side?, let attacker):
            call = .mukjjippa(.attack(side, previous: attacker))
            f.attacker = side
        }
        var matchEnd: Score?
        switch call {
        case .rps(.win), .lizardSpock(.win), .mukjjippa(.attackerWins(.player)),
            .minusOne where winner == .player:
            f.wins += 1
            if f.streak == 0 { f.earlierBest = f.bestStreak }
            f.streak += 1
            f.bestStreak = max(f.bestStreak, f.streak)
            f.match = Score(player: f.match.player + 1, computer: f.match.computer)
        case .rps(.loss), .lizardSpock(.loss), .mukjjippa(.attackerWins(.computer)),
            .minusOne where winner == .computer:
            f.losses += 1
            f.streak = 0
            f.match = Score(player: f.match.player, computer: f.match.computer + 1)
        case .rps(.draw), .lizardSpock(.draw), .minusOne:
            f.draws += 1
        case .mukjjippa(.tie), .mukjjippa(.attack):
            f.undecided += 1
        }
        if let length = rules.match, max(f.match.player, f.match.computer) > length / 2 {
            matchEnd = f.match
            if f.match.player > f.match.computer { f.matchesWon += 1 } else { f.matchesLost += 1 }
            f.match = Score(player: 0, computer: 0)
        } else if rules.match == nil {
            f.match = Score(player: 0, computer: 0)
        }
        f.played.append(Round(number: f.rounds, player: player, computer: computer, call: call, matchEnd: matchEnd))
    }

    /// Each winning hand with the hand it defeats, as Sam Kass listed them: scissors cut paper,
    /// paper covers rock, rock crushes lizard, lizard poisons Spock, Spock smashes scissors,
    /// scissors decapitate lizard, lizard eats paper, paper disproves Spock, Spock vaporizes rock,
    /// rock crushes scissors. The first, second and last are rock, paper, scissors.
    static let defeats: Set<[Move]> = [
        [.scissors, .paper], [.paper, .rock], [.rock, .lizard], [.lizard, .spock], [.spock, .scissors],
        [.scissors, .lizard], [.lizard, .paper], [.paper, .spock], [.spock, .rock], [.rock, .scissors],
    ]
}
