import Narration
import Testing

@testable import Play

/// The transcript as the session keeps it: what goes in while the console has it open, the
/// welcome held for a file asked for at launch, and a failure said once.
@Suite struct TranscriptionTests {
    @Test func nothingIsWrittenUntilTheFileIsOpen() {
        var transcript = Transcription()
        #expect(transcript.typed("rock", after: "› ").isEmpty)
        #expect(transcript.answered(opened: true) == false, "no welcome waited for it")
        #expect(transcript.typed("rock", after: "› ") == [.transcribe("› rock\n")])
        #expect(
            transcript.said([Line("Rock."), Line("Draw, both rock.")]) == [.transcribe("Rock.\nDraw, both rock.\n")])
    }

    /// A transcript asked for at launch holds the welcome until the console answers, opened or not.
    @Test func aTranscriptAskedForAtLaunchHoldsTheWelcome() {
        var opened = Transcription()
        opened.awaitFirst()
        #expect(opened.answered(opened: true) == true)
        #expect(opened.isOpen)
        #expect(opened.answered(opened: true) == false, "the welcome is due once")
        var failed = Transcription()
        failed.awaitFirst()
        #expect(failed.answered(opened: false) == true)
        #expect(!failed.isOpen)
    }

    /// The first write that fails closes it and is said; later ones, and one of another file, not.
    @Test func aFailureIsSaidOnceForTheFileInForce() {
        var transcript = Transcription()
        _ = transcript.answered(opened: true)
        #expect(transcript.failed("old.txt", current: "t.txt") == false)
        #expect(transcript.failed("t.txt", current: "t.txt") == true)
        #expect(transcript.failed("t.txt", current: "t.txt") == false)
        #expect(transcript.note("x").isEmpty)
    }

    @Test func closingClosesOnlyWhatIsOpen() {
        var transcript = Transcription()
        #expect(transcript.close().isEmpty)
        _ = transcript.answered(opened: true)
        #expect(transcript.close() == [.closeTranscript])
        #expect(transcript.close().isEmpty)
    }
}
