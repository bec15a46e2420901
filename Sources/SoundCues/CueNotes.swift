/// What each cue plays. Pitches are equal-tempered, A4 = 440 Hz; durations in milliseconds.
///
/// The three results follow one rule a player need not learn: a win rises, a loss falls, a draw
/// stays level. The rarer events are set apart by length, register and timbre.
extension Cue {
    var notes: [Note] {
        switch self {
        case .win:
            // C5 E5 G5: a quick major triad upwards.
            [
                .tone(523.25, 55, timbre: .bright), .tone(659.26, 55, timbre: .bright),
                .tone(783.99, 110, timbre: .bright),
            ]
        case .loss:
            // G4 down a minor third to E4, which sinks on to C4.
            [.tone(392.00, 90), .glide(from: 329.63, to: 261.63, 130)]
        case .draw:
            // A4 twice, level.
            [.tone(440.00, 80, level: 0.35), .rest(40), .tone(440.00, 80, level: 0.35)]
        case .milestone:
            // G5 B5 D6 G6: a higher, brighter rise than a win, one note longer, the top held.
            [
                .tone(783.99, 60, timbre: .bright), .tone(987.77, 60, timbre: .bright),
                .tone(1174.66, 60, timbre: .bright), .tone(1567.98, 200, timbre: .bright),
            ]
        case .matchWon:
            // G4 C5 E5 G5 then a long C6: a small fanfare.
            [
                .tone(392.00, 70, timbre: .bright), .tone(523.25, 70, timbre: .bright),
                .tone(659.26, 70, timbre: .bright), .tone(783.99, 70, timbre: .bright),
                .tone(1046.50, 270, level: 0.44, timbre: .bright),
            ]
        case .matchLost:
            // G4 E♭4 C4 down the minor triad, the last note sinking to A3.
            [.tone(392.00, 110), .tone(311.13, 110), .glide(from: 261.63, to: 220.00, 280)]
        case .attackerChanged:
            // B4 and E5 trading places twice: the turn passing back and forth.
            [
                .tone(493.88, 45, level: 0.35), .tone(659.26, 45, level: 0.35),
                .tone(493.88, 45, level: 0.35), .tone(659.26, 45, level: 0.35),
            ]
        case .notUnderstood:
            // Two low G3 buzzes: "again?", with nothing of a loss's fall.
            [
                .tone(196.00, 60, level: 0.3, timbre: .reedy), .rest(40),
                .tone(196.00, 60, level: 0.3, timbre: .reedy),
            ]
        }
    }
}
