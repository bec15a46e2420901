import Catalog
import GameCore

/// How a throw of rock paper scissors lizard Spock is told: its result and the deed that decided
/// it, as Sam Kass wrote them (Spock vaporizes rock), the winning hand first, in every verbosity;
/// the score follows on a line of its own even in brief narration (see `tellsBriefly(_:_:)`).
extension Narrator {
    /// The throw's line; its tone (colour, cue) is the game it decided.
    func toldByDeed(_ outcome: Outcome, _ round: Round) -> Line {
        let (player, computer) = (round.player, round.computer)
        let text =
            switch outcome {
            case .win: say.lizardSpockWon(deed(player, computer))
            case .loss: say.lizardSpockLost(deed(computer, player))
            case .draw: say.resultDraw(name(player))
            }
        return Line(cased(text), tone: .result(outcome, player: player, computer: computer))
    }

    /// How `winner` beat `loser`: "Spock vaporizes rock".
    public func deed(_ winner: Move, _ loser: Move) -> String {
        let (first, second) = (name(winner), name(loser))
        return switch winner {
        case .rock: loser == .lizard ? say.deedRockLizard(first, second) : say.deedRockScissors(first, second)
        case .paper: loser == .rock ? say.deedPaperRock(first, second) : say.deedPaperSpock(first, second)
        case .scissors:
            loser == .paper ? say.deedScissorsPaper(first, second) : say.deedScissorsLizard(first, second)
        case .lizard: loser == .spock ? say.deedLizardSpock(first, second) : say.deedLizardPaper(first, second)
        case .spock: loser == .scissors ? say.deedSpockScissors(first, second) : say.deedSpockRock(first, second)
        }
    }
}
