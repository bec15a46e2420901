import Narration

/// What the player has heard and may hear again: the answers said last (`repeat`, `repeat 2`,
/// `back`) and the parts of a long answer not said yet (`more`). It keeps lines; the session's
/// narrator words what is said around them.
struct Listener {
    /// The answers said last, newest first.
    private var answers = RecentAnswers()
    /// How many answers ago the answer heard again last was: 1 until one further back is asked
    /// for, so that `back` steps on from there.
    private var heardBack = 1
    /// How often an answer was said again since the last new one: every other time it is shown
    /// alternate, so a screen reader that compares screens reads it again.
    private var heardAgain = 0
    /// The parts of the last long answer not said yet.
    private var rest: [[Line]] = []

    /// How many answers are kept now.
    var kept: Int { answers.count }

    /// How many answers ago `back` goes: one further than the answer heard again last.
    var furtherBack: Int { heardBack + 1 }

    /// A new answer was said: `repeat` says it from now on, and `back` steps back from it.
    mutating func heard(_ answer: [Line]) {
        answers.add(answer)
        heardBack = 1
        heardAgain = 0
    }

    /// The answer `back` answers ago, to say again, and whether to show it alternate this time;
    /// `nil` past the oldest kept.
    mutating func again(_ back: Int) -> (answer: [Line], alternate: Bool)? {
        guard let answer = answers.answer(back) else { return nil }
        heardBack = back
        heardAgain += 1
        return (answer, heardAgain % 2 == 1)
    }

    /// Keeps the parts of a long answer after its first, for `more`.
    mutating func keep(rest parts: ArraySlice<[Line]>) {
        rest = Array(parts)
    }

    /// The next part of the last long answer, and whether more is left after it; `nil` when
    /// nothing is left.
    mutating func nextPart() -> (part: [Line], more: Bool)? {
        guard !rest.isEmpty else { return nil }
        let part = rest.removeFirst()
        return (part, !rest.isEmpty)
    }

    /// The game, the rules, the language or the narration changed: what was left of a long
    /// answer tells of what is gone.
    mutating func forgetRest() {
        rest = []
    }
}
