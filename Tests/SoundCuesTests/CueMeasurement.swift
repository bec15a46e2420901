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
