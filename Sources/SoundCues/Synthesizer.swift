/// Turns a cue into mono 16-bit samples, the same every time.
public struct Synthesizer: Sendable {
    /// Samples a second: twice the highest harmonic any cue uses with room to spare, and half
    /// the size of CD audio.
    public static let sampleRate = 22_050

    public init() {}

    /// The cue's samples at `volume` percent of its loudness (100, as it is made; 200 at most,
    /// which no cue's peak can clip).
    public func samples(for cue: Cue, volume: Int = 100) -> [Int16] {
        cue.notes.flatMap { render($0, gain: Double(min(max(volume, 0), 200)) / 100) }
    }

    /// The cue as a WAV file, ready to be written out and played.
    public func wavFile(for cue: Cue, volume: Int = 100) -> WAVFile {
        WAVFile(samples: samples(for: cue, volume: volume), sampleRate: Self.sampleRate)
    }

    private func render(_ note: Note, gain: Double) -> [Int16] {
        let count = note.milliseconds * Self.sampleRate / 1000
        guard note.level > 0 else { return Array(repeating: 0, count: count) }
        let envelope = Envelope(totalSamples: count, sampleRate: Self.sampleRate)
        let scale = note.level * Double(Int16.max) / note.timbre.peak * gain
        let slide = (note.endHertz - note.startHertz) / Double(count)
        var turns = 0.0
        return (0..<count).map { index in
            let value = note.timbre.wave(atTurns: turns) * envelope.gain(at: index) * scale
            // The phase advances by the pitch of this moment, so a glide has no jumps.
            turns += (note.startHertz + slide * Double(index)) / Double(Self.sampleRate)
            return Int16(value.rounded())
        }
    }
}
