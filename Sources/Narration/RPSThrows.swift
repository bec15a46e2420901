import GameCore

/// How a throw of rock, paper, scissors is told: its result and both hands, the winner's first.
extension Narrator {
    /// The throw's line: the result with both hands, and in brief narration the score too. Its tone
    /// (colour, cue) is the game it decided.
    func told(_ outcome: Outcome, _ round: Round, _ standing: Standing) -> Line {
        let (player, computer) = (name(round.player), name(round.computer))
        let score = briefScore(standing)
        let text =
            switch (outcome, tellsBriefly(standing)) {
            case (.win, true): say.briefWin(player, computer, score.player, score.computer)
            case (.loss, true): say.briefLoss(computer, player, score.player, score.computer)
            case (.draw, true): say.briefDraw(player, score.player, score.computer)
            case (.win, false): say.resultWin(player, computer)
            case (.loss, false): say.resultLoss(computer, player)
            case (.draw, false): say.resultDraw(player)
            }
        return Line(cased(text), tone: .result(outcome, player: round.player, computer: round.computer))
    }

    /// The throw in `history`.
    func toldInHistory(_ outcome: Outcome, _ round: Round) -> String {
        let (number, player, computer) = (round.number, name(round.player), name(round.computer))
        return switch outcome {
        case .win: say.historyWon(number, player, computer)
        case .loss: say.historyLost(number, computer, player)
        case .draw: say.historyDraw(number, player)
        }
    }
}
