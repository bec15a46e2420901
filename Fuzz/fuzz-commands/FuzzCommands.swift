// libFuzzer target for the command parser: any bytes typed as a line, in every language.
// Build and run with Fuzz/run. A broken invariant aborts, and libFuzzer keeps the input.
import Catalog
import Glibc
import Input

private let parsers = Language.allCases.map { (language: $0, parser: CommandParser(language: $0)) }

/// Zero-width and bidirectional controls the sanitizer must remove.
private let hiddenScalars: [ClosedRange<UInt32>] = [0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF...0xFEFF]

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

private func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    hiddenScalars.contains { $0.contains(scalar.value) }
}

private func fail(_ what: String, _ input: String) -> Never {
    fatalError("\(what); input: \(input.debugDescription)")
}

/// Every word a player can Tab-complete is a command in its own right. Checked once.
private let completionsChecked: Bool = {
    for (language, parser) in parsers {
        for word in parser.completions {
            guard case .command = parser.parse(word) else { fail("completion \(word) of \(language) is not a command", word) }
        }
    }
    return true
}()

private func checkSanitizer(_ text: String) {
    let clean = Sanitizer.clean(text)
    for scalar in clean.unicodeScalars {
        if isControl(scalar) { fail("clean() kept control U+\(String(scalar.value, radix: 16))", text) }
        if isHidden(scalar) { fail("clean() kept hidden U+\(String(scalar.value, radix: 16))", text) }
    }
    if Sanitizer.clean(clean) != clean { fail("clean() is not idempotent", text) }
    if clean.unicodeScalars.count > text.unicodeScalars.count { fail("clean() added scalars", text) }
    // Text with nothing to remove passes through unchanged.
    if !text.unicodeScalars.contains(where: { isControl($0) || isHidden($0) }), clean != text {
        fail("clean() changed plain text to \(clean.debugDescription)", text)
    }
}

private func checkParse(_ parser: CommandParser, _ language: Language, _ text: String) {
    let result = parser.parse(text)
    if parser.parse(text) != result { fail("parse is not deterministic in \(language)", text) }
    // The parser sees only what the sanitizer leaves.
    if parser.parse(Sanitizer.clean(text)) != result { fail("parse(clean(x)) != parse(x) in \(language)", text) }
    let visible = Sanitizer.clean(text).contains { !$0.isWhitespace }
    switch result {
    case .empty:
        if visible { fail("a line with visible text parsed as empty in \(language)", text) }
    case .command(.game(.history(let limit))):
        if limit <= 0 { fail("history limit \(limit) in \(language)", text) }
    case .notUnderstood(let suggestion?):
        guard suggestion.count >= 2 else { fail("one-letter suggestion \(suggestion.debugDescription) in \(language)", text) }
        guard case .command = parser.parse(suggestion) else {
            fail("suggestion \(suggestion.debugDescription) is not a command in \(language)", text)
        }
        if suggestion.unicodeScalars.contains(where: isControl) { fail("suggestion with a control character", text) }
    default:
        break
    }
    if result != .empty, !visible { fail("an invisible line parsed as \(result) in \(language)", text) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    precondition(completionsChecked)
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkSanitizer(text)
    for (language, parser) in parsers {
        checkParse(parser, language, text)
    }
    // Korean particles are chosen after any word, typed ones included.
    _ = Josa.ending(of: text)
    return 0
}
