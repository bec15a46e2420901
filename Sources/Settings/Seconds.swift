import Catalog

/// Reads a pause in seconds as a player writes it ("0.7", "2", ".5"): digits and one point
/// only, no signs, exponents, hexadecimal or infinities, within 0 to 10. A pause is kept to the
/// millisecond, the finest the game says back, so that the pause run is the pause said.
public enum Seconds {
    public static let range = 0.0...10.0

    public static func parse(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(text), range.contains(value)
        else { return nil }
        return toTheMillisecond(value)
    }

    /// The pause as the game keeps and says it: whole milliseconds.
    static func toTheMillisecond(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// A pause as typed after its word, lower-cased, and as the game says it back: seconds alone
    /// or with their unit ("0.7", "0.7초", "1 second"), or milliseconds ("700밀리초", "700 ms").
    public static func parse(typed words: [String]) -> Double? {
        let text = words.joined()
        for (unit, scale) in units where text.hasSuffix(unit) {
            guard let number = parse(String(text.dropLast(unit.count))) ?? milliseconds(text.dropLast(unit.count)),
                scale == 1 || text.dropLast(unit.count).allSatisfy(\.isNumber)
            else { continue }
            let value = toTheMillisecond(number / scale)
            return range.contains(value) ? value : nil
        }
        return parse(text)
    }

    /// Units a pause is said in, longest first, and how many make a second.
    private static let units: [(String, Double)] = [
        ("milliseconds", 1000), ("millisecond", 1000), ("밀리초", 1000), ("ms", 1000), ("seconds", 1), ("second", 1),
        ("초", 1), ("s", 1),
    ]

    /// Whole milliseconds, in digits.
    private static func milliseconds(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy(\.isNumber), text.allSatisfy(\.isASCII) else {
            return nil
        }
        return Double(text)
    }
}

extension Seconds {
    /// Seconds as an option's value: digits and a point, to the microsecond, as `parse` reads
    /// them ("0.7", "2", "0.125").
    public static func option(_ value: Double) -> String {
        let micro = Int((value * 1_000_000).rounded())
        let whole = micro / 1_000_000
        let fraction = micro % 1_000_000
        guard fraction > 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return String(whole) + "." + digits
    }

    /// Seconds as a player would write them in the language: 0.7, 1, 2.25.
    public static func written(_ value: Double, _ say: Sentences) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let tenths = hundredths / 10 % 10
        let last = hundredths % 10
        if tenths == 0, last == 0 { return String(whole) }
        return last == 0 ? say.decimalTenths(whole, tenths) : say.decimalHundredths(whole, tenths, last)
    }

    /// "Delay 1 second.", "Delay 0.7 seconds.": the plural follows the number as written. A pause
    /// finer than `written`'s hundredths ("Delay 5 milliseconds."), and in a language whose voice
    /// drops a written decimal point any fraction of a second ("대기 700밀리초."), is said in
    /// whole milliseconds, which every reader takes as one number: what is said is what runs.
    static func sentence(_ value: Double, _ say: Sentences) -> String {
        let milliseconds = Int((value * 1000).rounded())
        if milliseconds % 10 != 0 || (milliseconds % 1000 != 0 && !say.language.traits.saysDecimalPoint) {
            return milliseconds == 1 ? say.settingDelayMillisecondOne : say.settingDelayMilliseconds(milliseconds)
        }
        let written = written(value, say)
        return written == "1" ? say.settingDelayOne : say.settingDelay(written)
    }
}
