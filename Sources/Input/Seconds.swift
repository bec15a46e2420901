/// Reads a pause in seconds as a player writes it ("0.7", "2", ".5"): digits and one point
/// only, no signs, exponents, hexadecimal or infinities, within 0 to 10.
public enum Seconds {
    public static let range = 0.0...10.0

    public static func parse(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(text), range.contains(value)
        else { return nil }
        return value
    }
}
