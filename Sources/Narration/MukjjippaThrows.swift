import Catalog
import GameCore

/// How a throw of 묵찌빠 is told: whether the attack began, stayed or passed, which 묵찌빠 is about,
/// or who won the game, with both hands, the winner's first; once someone attacks, Korean names
/// the hands 묵, 찌, 빠.
extension Narrator {
    /// The throw's line; in brief narration a game's end says the score too. Its tone (colour, cue)
    /// is what the throw did: a draw thrown again, an attack, a game won or lost.
    func told(_ call: MukjjippaCall, _ round: Round, _ standing: Standing) -> Line {
        let (player, computer) = names(round, call)
        let hands = (player: round.player, computer: round.computer)
        switch call {
        case .tie:
            return Line(
                cased(say.mukjjippaTie(player)), tone: .result(.draw, player: hands.player, computer: hands.computer))
        case .attack(let side, let previous):
            let (winner, loser) = side == .player ? (player, computer) : (computer, player)
            let text =
                switch (side, previous) {
                case _ where !hears(.attack): say.throwBeat(winner, loser)
                case (.player, nil): say.mukjjippaAttackPlayer(winner, loser)
                case (.computer, nil): say.mukjjippaAttackComputer(winner, loser)
                case (.player, .player?): say.mukjjippaKeepPlayer(winner, loser)
                case (.computer, .computer?): say.mukjjippaKeepComputer(winner, loser)
                case (.player, .computer?): say.mukjjippaTakePlayer(winner, loser)
                case (.computer, .player?): say.mukjjippaTakeComputer(winner, loser)
                }
            let tone = Line.Tone.attack(
                side, changed: call.changedAttacker, player: hands.player, computer: hands.computer)
            return Line(cased(text), tone: tone)
        case .attackerWins(let side):
            let score = briefScore(standing)
            let won = side == .player
            let text =
                switch (won, tellsBriefly(standing)) {
                case (true, true): say.briefMukjjippaWon(player, score.player, score.computer)
                case (false, true): say.briefMukjjippaLost(player, score.player, score.computer)
                case (true, false): say.mukjjippaWon(player)
                case (false, false): say.mukjjippaLost(player)
                }
            return Line(cased(text), tone: .gameEnd(won: won, player: hands.player, computer: hands.computer))
        }
    }

    /// The throw in `history`.
    func toldInHistory(_ call: MukjjippaCall, _ round: Round) -> String {
        let (player, computer) = names(round, call)
        let number = round.number
        return switch call {
        case .tie: say.historyTie(number, player)
        case .attack(.player, _): say.historyAttack(number, player, computer)
        case .attack(.computer, _): say.historyDefend(number, computer, player)
        case .attackerWins(.player): say.historyWonBoth(number, player)
        case .attackerWins(.computer): say.historyLostBoth(number, player)
        }
    }

    /// Both hands' names: 묵, 찌, 빠 during an attack.
    private func names(_ round: Round, _ call: MukjjippaCall) -> (player: String, computer: String) {
        (name(round.player, duringAttack: call.duringAttack), name(round.computer, duringAttack: call.duringAttack))
    }
}

/// 묵찌빠's own words: its hands once someone attacks, and its chant then.
extension Narrator {
    /// A hand's name once someone attacks (묵, 찌, 빠 in Korean); a move 묵찌빠 does not play keeps
    /// its own.
    static func attackName(of move: Move, _ words: Vocabulary) -> String {
        switch move {
        case .rock: words.name(.attackRock)
        case .paper: words.name(.attackPaper)
        case .scissors: words.name(.attackScissors)
        case .lizard, .spock: words.name(of: move)
        }
    }

    /// Whether `events` hold a throw made during an attack, which the countdown chants as 묵찌빠
    /// does (묵... 찌... 빠!).
    func isDuringAttack(_ events: [Event]) -> Bool {
        events.contains { if case .moveChosen(_, _?) = $0 { true } else { false } }
    }
}
