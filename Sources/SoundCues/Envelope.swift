/// How loud a note is along its length: a quick swell, a slight fall, a fade to silence.
///
/// Starting or stopping a tone at full strength is heard as a click; raised-cosine ramps at
/// both ends avoid it. The slight fall in the middle makes longer notes ring like a struck chime
/// rather than drone like an organ.
struct Envelope: Sendable {
    var attackSamples: Int
    var releaseSamples: Int
    var totalSamples: Int

    /// The fall over the held part of the note, as a fraction of its level.
    private static let sustainFall = 0.3

    /// Ramps sized to the note: at most 5 ms in and 40 ms out, shorter for short notes so
    /// every note still reaches its level.
    init(totalSamples: Int, sampleRate: Int) {
        self.totalSamples = totalSamples
        attackSamples = min(sampleRate * 5 / 1000, totalSamples / 4)
        releaseSamples = min(sampleRate * 40 / 1000, totalSamples / 3)
    }

    /// The gain, 0 to 1, at a sample of the note.
    func gain(at index: Int) -> Double {
        let releaseStart = totalSamples - releaseSamples
        let heldLength = releaseStart - attackSamples
        let heldSoFar = min(max(index - attackSamples, 0), heldLength)
        let sustain = heldLength > 0 ? 1 - Self.sustainFall * Double(heldSoFar) / Double(heldLength) : 1
        if index < attackSamples {
            return Self.rampUp(Double(index) / Double(attackSamples))
        }
        if index >= releaseStart {
            return sustain * Self.rampUp(Double(totalSamples - index) / Double(releaseSamples))
        }
        return sustain
    }

    /// sin² over a quarter turn: 0 to 1 with no corner at either end.
    private static func rampUp(_ progress: Double) -> Double {
        let s = Sine.of(turns: progress / 4)
        return s * s
    }
}
