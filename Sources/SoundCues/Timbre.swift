/// The tone colour of a note: how strong each harmonic is against the fundamental.
///
/// Few, weak harmonics keep the cues gentle. Each mix keeps exactly two zero crossings a cycle,
/// so a cue's pitch can be checked by counting them.
enum Timbre: Sendable {
    /// Almost a pure sine: round and soft.
    case soft
    /// A touch of the octave and the twelfth: clearer, like a small chime.
    case bright
    /// Odd harmonics, a rounded square wave: a buzz that means "try again", not "you lost".
    case reedy

    /// Amplitudes of harmonics 1, 2, 3, ...
    var harmonics: [Double] {
        switch self {
        case .soft: [1, 0.12]
        case .bright: [1, 0.3, 0.12]
        case .reedy: [1, 0, 1.0 / 3, 0, 1.0 / 5, 0, 1.0 / 7]
        }
    }

    /// The mix at a point of its cycle, before scaling.
    func wave(atTurns turns: Double) -> Double {
        var sum = 0.0
        for (index, amplitude) in harmonics.enumerated() where amplitude != 0 {
            sum += amplitude * Sine.of(turns: turns * Double(index + 1))
        }
        return sum
    }

    /// The mix's loudest point over a cycle, so a note's level can mean its true peak. 512 points
    /// find it to within 0.2 percent even for the 7th harmonic.
    var peak: Double {
        let steps = 512
        return (0..<steps).map { abs(wave(atTurns: Double($0) / Double(steps))) }.max() ?? 1
    }
}
