import GameCore
import Narration
import Presentation
import Settings
import SoundCues

/// Turns what the narrator says into what the player is given: lines shown, the bell after a
/// milestone and a sound cue after a line that has one (where they are on), the whole answer to
/// the game's own voice and to the transcript; a turn with the suspense pause before its result;
/// a long answer a part at a time; an answer heard again. It owns what was heard (`Listener`),
/// the transcript's state (`Transcription`) and minus one's lesson in keeping a hand (`KeepLesson`); the session gives it the narrator and the switches
/// in force.
struct Announcer {
    var listener = Listener()
    var transcript = Transcription()
    var keepLesson = KeepLesson()

    /// `lines` as effects, with `preferences`' switches: a show up to each line with a bell or a cue,
    /// then that bell or cue; speech of the lines with words; the transcript. `remember` keeps them
    /// for `repeat`.
    mutating func say(_ lines: [Line], remember: Bool = true, _ preferences: Preferences) -> [Effect] {
        guard !lines.isEmpty else { return [] }
        var effects: [Effect] = []
        var shown: [Line] = []
        for line in lines {
            shown.append(line)
            let ring = preferences.isOn(.bell) && line.isMilestone
            let cue = preferences.isOn(.sound) ? CueChoice.cue(for: line.tone) : nil
            guard ring || cue != nil else { continue }
            effects.append(.show(shown))
            shown = []
            if ring { effects.append(.ring) }
            if let cue { effects.append(.cue(cue)) }
        }
        if !shown.isEmpty { effects.append(.show(shown)) }
        let spoken = lines.map(\.text).filter { $0.contains(where: \.isLetter) }
        if preferences.isOn(.speak), !spoken.isEmpty { effects.append(.speak(spoken.joined(separator: " "))) }
        effects += transcript.said(lines)
        if remember { listener.heard(lines) }
        return effects
    }

    /// A turn's events told, with the suspense pause just before a round's result and the
    /// countdown the narrator chants in it (kept in the transcript, not spoken: each beat would cut
    /// off the last). Without a pause the move is not acknowledged: the result names it. A turn
    /// that changed the game drops what was left of a long answer. Minus one's first pairs come
    /// with how to keep a hand (`KeepLesson`).
    mutating func tell(_ events: [Event], _ narrator: Narrator, _ preferences: Preferences) -> [Effect] {
        if !events.allSatisfy(\.isReview) { listener.forgetRest() }
        let lesson = keepLesson.lines(after: events, narrator)
        guard let reveal = events.firstIndex(where: \.isRound) else {
            let parts = narrator.pages(for: events)
            return answer(parts.dropLast() + [(parts.last ?? []) + lesson], narrator, preferences)
        }
        let before = preferences.delay > 0 ? narrator.lines(for: Array(events[..<reveal])) : []
        let after = narrator.lines(for: Array(events[reveal...]))
        var effects = say(before, remember: false, preferences)
        if preferences.delay > 0 {
            let beats = preferences.hears(.countdown) ? narrator.countdown(before: events) : []
            if !beats.isEmpty { effects += transcript.said(beats) }
            effects.append(.pause(seconds: preferences.delay, beats: beats))
        }
        effects += say(after, remember: false, preferences)
        listener.heard(before + after)
        return effects
    }

    /// The first part of an answer, with the word that says the rest when there is more; a short
    /// answer leaves the rest of the last long one where it was.
    mutating func answer(_ parts: [[Line]], _ narrator: Narrator, _ preferences: Preferences) -> [Effect] {
        guard parts.count > 1 else { return say(parts.first ?? [], preferences) }
        listener.keep(rest: parts.dropFirst())
        return say(parts[0] + narrator.moreHint, preferences)
    }

    /// The next part of the last long answer (`more`).
    mutating func more(_ narrator: Narrator, _ preferences: Preferences) -> [Effect] {
        guard let (part, more) = listener.nextPart() else { return say(narrator.nothingMore, preferences) }
        return say(part + (more ? narrator.moreHint : []), preferences)
    }

    /// The answer `back` answers ago, after a heading, alternate every other time; or, past the
    /// oldest kept, how far back there is.
    mutating func sayAgain(_ back: Int, _ narrator: Narrator, _ preferences: Preferences) -> [Effect] {
        guard let (answer, alternate) = listener.again(back) else {
            return say(narrator.nothingFurtherBack(kept: listener.kept), remember: false, preferences)
        }
        return say(narrator.repeated(answer, back: back).map { $0.alternated(alternate) }, remember: false, preferences)
    }

    /// Each sound cue after its name, in order, a moment apart so that neither the name nor the
    /// cue cuts off the other (`cues`); sound is on.
    mutating func cueTour(_ narrator: Narrator, _ preferences: Preferences) -> [Effect] {
        var effects = say(narrator.cuesHeading, remember: false, preferences)
        for cue in Cue.allCases {
            effects += say([narrator.name(of: cue)], remember: false, preferences)
            effects += [
                .pause(seconds: Self.secondsToHearAName, beats: []), .cue(cue),
                .pause(seconds: Double(cue.maximumMilliseconds) / 1000 + Self.secondsBetweenCues, beats: []),
            ]
        }
        listener.heard(narrator.cuesHeading + Cue.allCases.map(narrator.name(of:)))
        return effects
    }

    /// The wait after a cue's name before the cue plays, long enough to hear a short name.
    static let secondsToHearAName = 0.6
    /// The silence after a cue before the next name.
    static let secondsBetweenCues = 0.3
}
