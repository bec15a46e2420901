import Foundation

/// Pearson's χ² test of counts against what a model expects, with the p-value of the χ²
/// distribution: for the fairness tests, whose rounds are counted into cells (wins, draws,
/// losses; the computer's hands) and compared with what the rules give against a fair computer.
public struct ChiSquare: CustomStringConvertible, Sendable {
    public let statistic: Double
    public let degreesOfFreedom: Int
    /// A count in a cell the model says cannot happen (a drawn game of 묵찌빠): refused whatever
    /// the statistic.
    public let impossible: Bool

    /// `observed` counts against `expected` ones (their sums alike). Cells expected never to
    /// happen are left out of the statistic, and refuse the counts if any happened.
    public init(observed: [Int], expected: [Double]) {
        precondition(observed.count == expected.count)
        var sum = 0.0
        var cells = 0
        var impossible = false
        for (count, expectation) in zip(observed, expected) {
            guard expectation > 1e-12 else {
                impossible = impossible || count > 0
                continue
            }
            let difference = Double(count) - expectation
            sum += difference * difference / expectation
            cells += 1
        }
        statistic = sum
        degreesOfFreedom = max(1, cells - 1)
        self.impossible = impossible
    }

    /// The chance of a statistic at least this large if the model is right.
    public var p: Double { impossible ? 0 : Self.p(statistic, degreesOfFreedom: degreesOfFreedom) }

    /// Whether the counts are refused at `level`.
    public func rejects(at level: Double) -> Bool { p < level }

    public var description: String {
        impossible
            ? "impossible counts"
            : "χ² \(Self.rounded(statistic, 2)) (\(degreesOfFreedom) df), p \(Self.shown(p))"
    }

    /// The upper tail of the χ² distribution with `k` degrees of freedom at `x`: Q(k/2, x/2),
    /// the regularized upper incomplete gamma function.
    public static func p(_ x: Double, degreesOfFreedom k: Int) -> Double {
        guard x > 0 else { return 1 }
        return upperGamma(Double(k) / 2, x / 2)
    }

    /// The statistic refused at `level` with `k` degrees of freedom (the table's critical value).
    public static func critical(level: Double, degreesOfFreedom k: Int) -> Double {
        var (low, high) = (0.0, 1.0)
        while p(high, degreesOfFreedom: k) > level { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if p(middle, degreesOfFreedom: k) > level { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// Q(s, x): by its series below s + 1, by its continued fraction above (Lentz's method).
    static func upperGamma(_ s: Double, _ x: Double) -> Double {
        let logFront = -x + s * log(x) - lgamma(s)
        if x < s + 1 {
            var term = 1 / s
            var sum = term
            var n = 1.0
            while term > sum * 1e-16 {
                term *= x / (s + n)
                sum += term
                n += 1
            }
            return max(0, 1 - sum * exp(logFront))
        }
        let tiny = 1e-300
        var b = x + 1 - s
        var c = 1 / tiny
        var d = 1 / b
        var fraction = d
        var i = 1.0
        while true {
            let a = -i * (i - s)
            b += 2
            d = a * d + b
            if abs(d) < tiny { d = tiny }
            c = b + a / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let step = d * c
            fraction *= step
            if abs(step - 1) < 1e-16 || i > 10_000 { break }
            i += 1
        }
        return exp(logFront) * fraction
    }

    public static func rounded(_ value: Double, _ places: Int) -> String {
        String(format: "%.\(places)f", value)
    }

    public static func shown(_ p: Double) -> String {
        p >= 0.001 ? String(format: "%.3f", p) : p < 1e-300 ? "< 1e-300" : String(format: "%.1e", p)
    }
}
