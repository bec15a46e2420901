/// A moment in the game that has a short sound, for players who listen rather than look.
///
/// A cue only ever repeats what the narration says; it is never the sole carrier of a result.
public enum Cue: CaseIterable, Hashable, Sendable {
    case win, loss, draw
    /// A win streak reached a milestone, or passed the best streak so far.
    case milestone
    /// A best-of-N match, or a game of 묵찌빠, was won or lost.
    case matchWon, matchLost
    /// In 묵찌빠, the attack passed to the other side.
    case attackerChanged
    /// The typed line was not understood.
    case notUnderstood

    /// The file a player may put in `$XDG_DATA_HOME/rps/sounds/` to replace this cue.
    /// Dashed lower-case words, as freedesktop sound themes name their events.
    public var fileName: String {
        switch self {
        case .win: "win.wav"
        case .loss: "loss.wav"
        case .draw: "draw.wav"
        case .milestone: "milestone.wav"
        case .matchWon: "match-won.wav"
        case .matchLost: "match-lost.wav"
        case .attackerChanged: "attacker-changed.wav"
        case .notUnderstood: "not-understood.wav"
        }
    }

    /// The longest this cue may last. A round's cue must be over before the narration that
    /// follows it is worth hearing; only the rarer celebrations and match ends may take longer.
    public var maximumMilliseconds: Int {
        switch self {
        case .milestone, .matchWon, .matchLost: 600
        case .win, .loss, .draw, .attackerChanged, .notUnderstood: 250
        }
    }
}
