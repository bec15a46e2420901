import Narration
import SoundCues

/// The sound beside a line, for players who listen rather than look: chosen from the line's
/// tone, as colour and emoji are, so a cue never says more than the words.
public enum CueChoice {
    public static func cue(for tone: Line.Tone) -> Cue? {
        switch tone {
        case .result(.win, _, _): .win
        case .result(.loss, _, _): .loss
        case .result(.draw, _, _): .draw
        case .gameEnd(let won, _, _), .matchEnd(let won): won ? .matchWon : .matchLost
        case .attack(_, let changed, _, _): changed ? .attackerChanged : nil
        case .milestone, .newBest: .milestone
        case .mistake: .notUnderstood
        case .plain, .acknowledgement, .pairs: nil
        }
    }
}
