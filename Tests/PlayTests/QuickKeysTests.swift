import GameCore
import GameCoreTestSupport
import Input
import Testing

@testable import Play

/// Quick keys as an input machine: a key in, what to do out, with what it waits for between keys.
@Suite struct QuickKeysTests {
    @Test func aMovesKeyPlaysAndACommandsKeyDoesItsCommand() {
        var keys = QuickKeys(language: .en)
        #expect(keys.press(Key("1"), awaiting: .hand) == .command(.game(.play(.rock))))
        #expect(keys.press(Key("="), awaiting: .hand) == .command(.game(.score)))
        #expect(keys.press(Key("x"), awaiting: .hand) == .unknown)
        // The stage says the moves: 4 is lizard where lizard is played, nothing elsewhere.
        let lizardSpock = GameKind.lizardSpock.firstStage
        #expect(keys.press(Key("4"), awaiting: lizardSpock) == .command(.game(.play(.lizard))))
        #expect(keys.press(Key("4"), awaiting: .hand) == .unknown)
    }

    /// The quit key asks, and only a second press leaves; any other key stays, doing nothing more.
    @Test func theQuitKeyAsksForASecondPress() {
        var keys = QuickKeys(language: .en)
        #expect(keys.press(Key("0"), awaiting: .hand) == .askToQuit(Key("0")))
        #expect(keys.waiting == .quitAsked)
        #expect(keys.press(Key("1"), awaiting: .hand) == .stay)
        #expect(keys.waiting == .key)
        #expect(keys.press(Key("q"), awaiting: .hand) == .askToQuit(Key("q")))
        #expect(keys.press(Key("0"), awaiting: .hand) == .quit)
    }

    /// Enter opens one command line; a key there (Escape) closes it; a line typed on it ends it.
    @Test func enterOpensOneCommandLine() {
        var keys = QuickKeys(language: .ko)
        #expect(keys.press(.enter, awaiting: .hand) == .openLine)
        #expect(keys.waiting == .commandLine)
        #expect(keys.press(.escape, awaiting: .hand) == .closeLine)
        #expect(keys.lineEnded() == false, "no command line is open now")
        _ = keys.press(.enter, awaiting: .hand)
        #expect(keys.lineEnded() == true)
        #expect(keys.waiting == .key)
    }

    /// 하나빼기: a pair is two presses; the first is held until the second, the undo key takes it
    /// back, and anything that plays or changes the game gives it up; a review keeps it.
    @Test func aPairIsTwoPressesTheFirstHeld() {
        var keys = QuickKeys(language: .en)
        #expect(keys.press(Key("2"), awaiting: .pair) == .firstHand(.paper))
        #expect(keys.press(Key("="), awaiting: .pair) == .command(.game(.score)))
        #expect(keys.heldHand == .paper, "a review keeps the hand")
        #expect(keys.press(Key("3"), awaiting: .pair) == .command(.game(.show(HandPair(.paper, .scissors)))))
        #expect(keys.heldHand == nil)
        _ = keys.press(Key("1"), awaiting: .pair)
        #expect(keys.press(Key("-"), awaiting: .pair) == .handTakenBack(.rock))
        #expect(keys.press(Key("-"), awaiting: .pair) == .command(.game(.undo)))
        _ = keys.press(Key("1"), awaiting: .pair)
        keys.done(.change(.game(.rps)))
        #expect(keys.heldHand == nil, "a change of game gives it up")
        // A hand not shown, at the choice of the hand to keep: what the stage asks.
        let keep = Stage.keep(HandPair(.rock, .paper))
        #expect(keys.press(Key("3"), awaiting: keep) == .stageAsks(keep))
    }

    /// Keys turned on again start afresh: a quit asked for is forgotten.
    @Test func restartingForgetsAQuitAsked() {
        var keys = QuickKeys(language: .en)
        _ = keys.press(Key("0"), awaiting: .hand)
        keys.restart()
        #expect(keys.press(Key("1"), awaiting: .hand) == .command(.game(.play(.rock))))
    }
}
