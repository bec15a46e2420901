import Foundation
import SoundCues
import Testing

@Suite struct CueSoundTests {
    /// Measured once for the whole suite: synthesis is slow in a debug build.
    static let measurements = Dictionary(
        uniqueKeysWithValues: Cue.allCases.map { cue in
            (cue, CueMeasurement(samples: Synthesizer().samples(for: cue), sampleRate: Synthesizer.sampleRate))
        })

    static func measure(_ cue: Cue) -> CueMeasurement {
        measurements[cue]!
    }

    @Test(arguments: Cue.allCases)
    func everyCueIsShortButLongEnoughToHear(cue: Cue) {
        let length = Self.measure(cue).milliseconds
        #expect(length <= Double(cue.maximumMilliseconds), "\(cue): \(length) ms")
        #expect(length >= 20, "\(cue): \(length) ms")
    }

    @Test(arguments: Cue.allCases)
    func everyCueIsModestButAudible(cue: Cue) {
        let peak = Self.measure(cue).peak
        #expect(peak <= 0.45, "\(cue): peak \(peak) of full scale")
        #expect(peak >= 0.1, "\(cue): peak \(peak) of full scale")
    }

    /// A tone that starts or stops at full strength clicks; the first and last 2 ms must be
    /// well under the cue's peak and the very first and last samples near silence.
    @Test(arguments: Cue.allCases)
    func everyCueFadesInAndOut(cue: Cue) {
        let samples = Synthesizer().samples(for: cue)
        let edge = Synthesizer.sampleRate * 2 / 1000
        func loudest(_ part: ArraySlice<Int16>) -> Int { part.map { abs(Int($0)) }.max() ?? 0 }
        let peak = loudest(samples[...])
        #expect(loudest(samples.prefix(edge)) * 10 <= peak * 4, "\(cue) starts too loud")
        #expect(loudest(samples.suffix(edge)) * 10 <= peak * 4, "\(cue) ends too loud")
        #expect(loudest(samples.prefix(1)) <= Int(Int16.max) / 100, "\(cue) starts with a click")
        #expect(loudest(samples.suffix(1)) <= Int(Int16.max) / 100, "\(cue) ends with a click")
    }

    // Pitch is measured by zero crossings, first third of the cue against last third
    // (see CueMeasurement), so these check what a listener hears, not what the code asks for.
    // A pitch must be heard at both ends: silence (0 Hz) would pass a comparison with itself.

    static func heard(_ sound: CueMeasurement) -> Bool {
        sound.startHertz >= 100 && sound.endHertz >= 100
    }

    @Test func aWinRises() {
        let win = Self.measure(.win)
        #expect(Self.heard(win), "\(win.startHertz) Hz to \(win.endHertz) Hz")
        #expect(win.endHertz >= win.startHertz * 1.25, "\(win.startHertz) Hz to \(win.endHertz) Hz")
    }

    @Test func aLossFalls() {
        let loss = Self.measure(.loss)
        #expect(Self.heard(loss), "\(loss.startHertz) Hz to \(loss.endHertz) Hz")
        #expect(loss.endHertz <= loss.startHertz * 0.85, "\(loss.startHertz) Hz to \(loss.endHertz) Hz")
    }

    @Test func aDrawStaysLevel() {
        let draw = Self.measure(.draw)
        #expect(Self.heard(draw), "\(draw.startHertz) Hz to \(draw.endHertz) Hz")
        #expect(abs(draw.endHertz / draw.startHertz - 1) <= 0.02, "\(draw.startHertz) Hz to \(draw.endHertz) Hz")
    }

    /// No part of a fall rises and no part of a rise falls: the pitch measured window by window
    /// across the whole cue, not only its first and last thirds, so a loss that ended on a rising
    /// glide would be heard, and caught.
    @Test(arguments: [(Cue.loss, false), (.matchLost, false), (.win, true), (.milestone, true), (.matchWon, true)])
    func noPartOfACueGoesTheWrongWay(cue: Cue, rises: Bool) {
        let samples = Synthesizer().samples(for: cue)
        let pitches = CueMeasurement.pitches(samples, sampleRate: Synthesizer.sampleRate)
        let length = samples.count * 1000 / Synthesizer.sampleRate
        // The windows reach across the cue: from its first tenth to its last fifth.
        #expect(
            (pitches.first?.milliseconds ?? length) <= length / 10,
            "\(cue): \(pitches.first.map { "\($0)" } ?? "no window")")
        #expect(
            (pitches.last.map { $0.milliseconds + 12 } ?? 0) >= length * 4 / 5,
            "\(cue): \(pitches.last.map { "\($0)" } ?? "no window")")
        #expect(pitches.allSatisfy { $0.hertz >= 100 }, "\(cue): a pitch is heard throughout")
        let wrong = CueMeasurement.wrongWay(pitches, rising: rises)
        #expect(
            wrong == nil,
            "\(cue) goes \(rises ? "down" : "up") at \(wrong?.milliseconds ?? 0) ms: \(wrong?.hertz ?? 0) Hz after \(wrong?.from ?? 0) Hz"
        )
        let (first, last) = (pitches.first?.hertz ?? 0, pitches.last?.hertz ?? 0)
        #expect(rises ? last >= first * 1.25 : last <= first * 0.85, "\(cue): \(first) Hz to \(last) Hz")
    }

    /// The check catches what the thirds missed: a fall that ends on a short rising glide.
    @Test func aFallEndingOnARisingGlideIsCaught() {
        let rate = Synthesizer.sampleRate
        var samples: [Int16] = []
        var turns = 0.0
        // 392 Hz down to 262 Hz over 180 ms, then up to 300 Hz over 40 ms, at a steady level.
        for index in 0..<(rate * 220 / 1000) {
            let ms = Double(index) * 1000 / Double(rate)
            let hertz = ms < 180 ? 392 - (392 - 262) * ms / 180 : 262 + (300 - 262) * (ms - 180) / 40
            turns += hertz / Double(rate)
            samples.append(Int16((sin(2 * Double.pi * turns) * 12000).rounded()))
        }
        let thirds = CueMeasurement(samples: samples, sampleRate: rate)
        #expect(thirds.endHertz <= thirds.startHertz * 0.85, "the thirds alone hear a fall")
        let wrong = CueMeasurement.wrongWay(CueMeasurement.pitches(samples, sampleRate: rate), rising: false)
        #expect(wrong != nil, "the rise at the end is caught")
        #expect((wrong?.milliseconds ?? 0) >= 170)
    }

    /// The rarer cues keep the results' rule, so a player who knows a win knows them too.
    @Test(arguments: [Cue.milestone, .matchWon])
    func celebrationsRiseLikeAWin(cue: Cue) {
        let sound = Self.measure(cue)
        #expect(Self.heard(sound), "\(cue): \(sound.startHertz) Hz to \(sound.endHertz) Hz")
        #expect(sound.endHertz >= sound.startHertz * 1.25, "\(cue): \(sound.startHertz) Hz to \(sound.endHertz) Hz")
    }

    @Test func aMatchLostFallsLikeALoss() {
        let sound = Self.measure(.matchLost)
        #expect(Self.heard(sound), "\(sound.startHertz) Hz to \(sound.endHertz) Hz")
        #expect(sound.endHertz <= sound.startHertz * 0.85, "\(sound.startHertz) Hz to \(sound.endHertz) Hz")
    }

    /// Distinct to the ear, not only in the bytes: any two cues differ in length by 20 ms or
    /// more, or in their starting or ending pitch by 10 percent (more than a semitone) or more.
    @Test func everyCueSoundsDifferentFromEveryOther() {
        let samples = Dictionary(uniqueKeysWithValues: Cue.allCases.map { ($0, Synthesizer().samples(for: $0)) })
        for (index, first) in Cue.allCases.enumerated() {
            for second in Cue.allCases.dropFirst(index + 1) {
                #expect(samples[first] != samples[second], "\(first), \(second)")
                let a = Self.measure(first)
                let b = Self.measure(second)
                func apart(_ x: Double, _ y: Double) -> Bool { max(x, y) >= min(x, y) * 1.1 }
                let heardApart =
                    abs(a.milliseconds - b.milliseconds) >= 20
                    || apart(a.startHertz, b.startHertz) || apart(a.endHertz, b.endHertz)
                #expect(heardApart, "\(first) and \(second) are too alike")
            }
        }
    }

    /// The volume scales every sample of a cue, as a listener hears it louder or softer: half at
    /// 50, double at 200 without clipping, silence at 0, the same length throughout.
    @Test(arguments: Cue.allCases)
    func theVolumeScalesEverySample(cue: Cue) {
        let synthesizer = Synthesizer()
        let full = synthesizer.samples(for: cue)
        #expect(synthesizer.samples(for: cue, volume: 100) == full)
        let half = synthesizer.samples(for: cue, volume: 50)
        let double = synthesizer.samples(for: cue, volume: 200)
        #expect(half.count == full.count && double.count == full.count)
        #expect(zip(full, half).allSatisfy { abs(Int($0) - 2 * Int($1)) <= 2 }, "\(cue) at 50")
        #expect(zip(full, double).allSatisfy { abs(2 * Int($0) - Int($1)) <= 2 }, "\(cue) at 200")
        #expect(double.map { abs(Int($0)) }.max()! < Int(Int16.max), "\(cue) clips at 200")
        #expect(synthesizer.samples(for: cue, volume: 0).allSatisfy { $0 == 0 })
        #expect(synthesizer.samples(for: cue, volume: 500) == double, "more than 200 is 200")
    }

    @Test func synthesisGivesTheSameBytesEveryTime() {
        for cue in Cue.allCases {
            #expect(Synthesizer().wavFile(for: cue).bytes == Synthesizer().wavFile(for: cue).bytes, "\(cue)")
        }
    }

    @Test(arguments: Cue.allCases)
    func aCuesWAVFileHoldsItsSamplesAtTheSynthesizersRate(cue: Cue) throws {
        let wav = try ParsedWAV(Synthesizer().wavFile(for: cue).bytes)
        #expect(wav.samples == Synthesizer().samples(for: cue))
        #expect(Int(wav.sampleRate) == Synthesizer.sampleRate)
    }
}
