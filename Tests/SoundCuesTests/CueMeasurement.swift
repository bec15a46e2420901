/// What a listener would notice about a cue, measured from its samples alone: how long it is,
/// how loud at its peak, and its pitch near the start and near the end.
///
/// Pitch is measured by counting upward zero crossings over the voiced part of the cue (5 ms
/// windows reaching a tenth of the peak, so rests and fades do not count), first third and last
/// third apart. Crossing times are interpolated between samples and only runs of consecutive
/// voiced samples are timed, so a rest between two notes adds no time and no crossing.
struct CueMeasurement {
    var milliseconds: Double
    /// The largest sample, as a fraction of full scale.
    var peak: Double
    var startHertz: Double
    var endHertz: Double

    init(samples: [Int16], sampleRate: Int) {
        milliseconds = Double(samples.count) * 1000 / Double(sampleRate)
        let loudest = samples.map { abs(Int($0)) }.max() ?? 0
        peak = Double(loudest) / Double(Int16.max)

        let window = sampleRate * 5 / 1000
        var voiced: [Int] = []
        for start in stride(from: 0, to: samples.count, by: window) {
            let indices = start..<min(start + window, samples.count)
            if indices.contains(where: { abs(Int(samples[$0])) * 10 >= loudest }) {
                voiced += indices
            }
        }
        let third = voiced.count / 3
        startHertz = Self.frequency(samples, Array(voiced.prefix(third)), sampleRate)
        endHertz = Self.frequency(samples, Array(voiced.suffix(third)), sampleRate)
    }

    /// Cycles a second over the given sample indices, in ascending order.
    private static func frequency(_ samples: [Int16], _ indices: [Int], _ sampleRate: Int) -> Double {
        var cycles = 0
        var seconds = 0.0
        var first: Double?
        var last: Double?
        var crossings = 0
        func endRun() {
            if let first, let last, crossings > 1 {
                cycles += crossings - 1
                seconds += (last - first) / Double(sampleRate)
            }
            (first, last, crossings) = (nil, nil, 0)
        }
        for (previous, index) in zip(indices, indices.dropFirst()) {
            guard index == previous + 1 else {
                endRun()
                continue
            }
            let before = Double(samples[previous])
            let after = Double(samples[index])
            if before < 0 && after >= 0 {
                let time = Double(previous) + -before / (after - before)
                first = first ?? time
                last = time
                crossings += 1
            }
        }
        endRun()
        return seconds > 0 ? Double(cycles) / seconds : 0
    }
}

extension CueMeasurement {
    /// The pitch heard along a cue, window by window: `windowMilliseconds` windows a step of
    /// `stepMilliseconds` apart, each wholly voiced (every millisecond of it reaching a tenth of
    /// the cue's peak, so rests, fades and the joins between notes are left out), in cycles a
    /// second by upward zero crossings interpolated between samples; each with the millisecond
    /// its window starts at.
    static func pitches(
        _ samples: [Int16], sampleRate: Int, windowMilliseconds: Int = 12,
        stepMilliseconds: Int = 3
    ) -> [(milliseconds: Int, hertz: Double)] {
        let loudest = samples.map { abs(Int($0)) }.max() ?? 0
        let millisecond = sampleRate / 1000
        let voiced = stride(from: 0, to: samples.count, by: millisecond).map { start in
            samples[start..<min(start + millisecond, samples.count)].contains { abs(Int($0)) * 10 >= loudest }
        }
        var pitches: [(Int, Double)] = []
        for start in stride(from: 0, through: voiced.count - windowMilliseconds, by: stepMilliseconds)
        where voiced[start..<start + windowMilliseconds].allSatisfy({ $0 }) {
            let window = start * millisecond..<min((start + windowMilliseconds) * millisecond, samples.count)
            var crossings: [Double] = []
            for index in window.dropFirst() {
                let before = Double(samples[index - 1])
                let after = Double(samples[index])
                if before < 0 && after >= 0 { crossings.append(Double(index - 1) + -before / (after - before)) }
            }
            guard crossings.count >= 3, let first = crossings.first, let last = crossings.last else { continue }
            pitches.append((start, Double(crossings.count - 1) / ((last - first) / Double(sampleRate))))
        }
        return pitches
    }

    /// The first window whose pitch is more than `tolerance` above the lowest heard before it
    /// (for `rising: true`), or below the highest heard before it (`rising: false`): a part of the
    /// cue that goes the wrong way, however slowly. `nil` when none does.
    static func wrongWay(_ pitches: [(milliseconds: Int, hertz: Double)], rising: Bool, tolerance: Double = 0.01)
        -> (milliseconds: Int, hertz: Double, from: Double)?
    {
        var extreme: Double?
        for pitch in pitches {
            if let so = extreme, rising ? pitch.hertz < so * (1 - tolerance) : pitch.hertz > so * (1 + tolerance) {
                return (pitch.milliseconds, pitch.hertz, so)
            }
            extreme = extreme.map { rising ? max($0, pitch.hertz) : min($0, pitch.hertz) } ?? pitch.hertz
        }
        return nil
    }
}
