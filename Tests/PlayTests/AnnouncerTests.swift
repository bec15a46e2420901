import GameCore
import Narration
import Settings
import SoundCues
import Testing

@testable import Play

/// The announcer turns lines into effects with the switches in force, and keeps what was heard.
@Suite struct AnnouncerTests {
    let won = Line("Won, rock beat scissors.", tone: .result(.win, player: .rock, computer: .scissors))
    let best = Line("Three in a row!", tone: .milestone)

    func preferences(_ on: [Switch] = []) -> Preferences {
        var preferences = Preferences(language: .en)
        for which in on { preferences.set(.on(which, true)) }
        return preferences
    }

    /// Plain lines, shown at once, kept for `repeat`.
    @Test func linesAreShownAndKept() {
        var announcer = Announcer()
        #expect(announcer.say([won, Line("Up 1 to 0.")], preferences()) == [.show([won, Line("Up 1 to 0.")])])
        #expect(announcer.listener.again(1)?.answer == [won, Line("Up 1 to 0.")])
        #expect(announcer.say([], preferences()).isEmpty)
    }

    /// A bell after a milestone and a cue after a line that has one, each right after its line;
    /// speech of every line with a word; the transcript when it is open.
    @Test func bellCueSpeechAndTranscriptFollowTheSwitches() {
        var announcer = Announcer()
        _ = announcer.transcript.answered(opened: true)
        let effects = announcer.say([won, best, Line("Up 3 to 0.")], preferences([.bell, .sound, .speak]))
        #expect(
            effects == [
                .show([won]), .cue(.win), .show([best]), .ring, .cue(.milestone), .show([Line("Up 3 to 0.")]),
                .speak("Won, rock beat scissors. Three in a row! Up 3 to 0."),
                .transcribe("Won, rock beat scissors.\nThree in a row!\nUp 3 to 0.\n"),
            ])
    }

    /// A turn with a pause: the move before it, the result after, the countdown in the transcript
    /// only; without a pause, the result alone.
    @Test func aTurnPausesBeforeItsResult() {
        var announcer = Announcer()
        let narrator = Narrator(language: .en)
        var game = Game()
        let events = game.play(.rock, against: .scissors)
        var verbose = preferences()
        verbose.verbosity = .verbose
        let effects = announcer.tell(events, Narrator(language: .en, verbosity: .verbose), verbose)
        #expect(effects.first == .show([Line("Rock.", tone: .acknowledgement(.rock))]))
        #expect(effects.contains(.pause(seconds: 0.7, beats: narrator.countdown(before: events))))
        var quick = preferences()
        quick.delay = 0
        let undelayed = announcer.tell(events, narrator, quick)
        #expect(undelayed.first == .show([won, Line("Up 1 to 0.")]))
    }

    /// A long answer a part at a time: the first with the hint, the rest for `more`.
    @Test func aLongAnswerComesInParts() {
        var announcer = Announcer()
        let narrator = Narrator(language: .en)
        let parts = [[Line("one")], [Line("two")]]
        #expect(announcer.answer(parts, narrator, preferences()) == [.show([Line("one")] + narrator.moreHint)])
        #expect(announcer.more(narrator, preferences()) == [.show([Line("two")])])
        #expect(announcer.more(narrator, preferences()) == [.show(narrator.nothingMore)])
    }

    /// The cues heard in turn: each name, a pause, the cue, a pause.
    @Test func theCueTourNamesEachCueThenPlaysIt() {
        var announcer = Announcer()
        let narrator = Narrator(language: .en)
        let effects = announcer.cueTour(narrator, preferences([.sound]))
        #expect(effects.filter { if case .cue = $0 { true } else { false } }.count == Cue.allCases.count)
        #expect(effects.first == .show(narrator.cuesHeading))
    }
}
