import SoundCues
import Testing

@Suite struct CueTests {
    @Test func everyCueHasItsOwnWAVFileName() {
        let names = Cue.allCases.map(\.fileName)
        #expect(Set(names).count == Cue.allCases.count)
        for name in names {
            #expect(name.hasSuffix(".wav"))
            // A plain name a player can type: no spaces, capitals or folders.
            #expect(name.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "." }, "\(name)")
        }
    }

    /// Written out so a new cue must be given its limit here too.
    static let limits: [Cue: Int] = [
        .win: 250, .loss: 250, .draw: 250, .attackerChanged: 250, .notUnderstood: 250,
        .milestone: 600, .matchWon: 600, .matchLost: 600,
    ]

    @Test(arguments: Cue.allCases)
    func onlyCelebrationsAndMatchEndsMayBeLong(cue: Cue) {
        #expect(cue.maximumMilliseconds == Self.limits[cue])
    }
}
