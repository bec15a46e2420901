/// The sine of a phase measured in turns (1 turn is one cycle).
///
/// Swift's standard library has no `sin` without Glibc or Foundation, which this module keeps
/// out. A Taylor polynomial on a quarter turn, extended by symmetry, is within 1e-7 of the true
/// sine, far finer than the 3e-5 step of a 16-bit sample.
enum Sine {
    static func of(turns: Double) -> Double {
        var t = turns - turns.rounded(.down)  // 0 ..< 1
        var sign = 1.0
        if t >= 0.5 {  // the second half cycle is the first one upside down
            t -= 0.5
            sign = -1
        }
        if t > 0.25 {  // and the second quarter mirrors the first
            t = 0.5 - t
        }
        let x = t * 2 * Double.pi
        let x2 = x * x
        // x - x³/3! + x⁵/5! - ... + x¹³/13!, in Horner form.
        var sum = 1.0
        for n in stride(from: 13, through: 3, by: -2) {
            sum = 1 - x2 / Double(n * (n - 1)) * sum
        }
        return sign * x * sum
    }
}
