// libFuzzer target for the command parser and the sanitizer: any bytes typed as one line, read
// by the parser of every language. A broken invariant stops the fuzzer with `fatalError`, and
// libFuzzer keeps the input. Build and run with Fuzz/run.
import Catalog
import FuzzReplay
import GameCore
import Glibc
import Input
import Languages
import Settings

private let parsers = Language.allCases.map { (language: $0, parser: CommandParser(language: $0)) }

/// Every stage a round can await: each kind's first (one hand of its moves, or minus one's two
/// hands), then minus one's choice of one of two to keep (two different hands, and the same twice).
private let stages: [Stage] =
    GameKind.allCases.map(\.firstStage) + [
        Stage(.minusOne, asks: .keep(HandPair(.rock, .paper))),
        Stage(.minusOne, asks: .keep(HandPair(.scissors, .scissors))),
    ]

/// C0 controls (ESC included), DEL and C1 controls: what a terminal may act on.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

private func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    Sanitizer.hidden.contains { $0.contains(scalar.value) }
}

private func isSafe(_ text: String) -> Bool {
    !text.unicodeScalars.contains { isControl($0) || isHidden($0) }
}

private func fail(_ what: String, _ input: String) -> Never {
    fatalError("\(what); input: \(input.debugDescription)")
}

/// A known word: anything the parser does not call empty or not understood.
private func isKnown(_ result: ParsedLine) -> Bool {
    switch result {
    case .empty, .notUnderstood: false
    default: true
    }
}

/// Every word Tab completes is a known word at some stage (first, keep: while a hand is kept).
/// Checked once, on the first input.
private let completionsChecked: Bool = {
    for (language, parser) in parsers {
        for kind in GameKind.allCases { checkCompletions(parser.completions(playing: kind), parser, language) }
    }
    return true
}()

/// Every word Tab completes, and lists on an empty line, is known.
private func checkCompletions(_ words: TabWords, _ parser: CommandParser, _ language: Language) {
    do {
        for word in words.own + words.other
        where !stages.contains(where: { isKnown(parser.parse(TypedLine(word), awaiting: $0)) }) {
            fail("completion \(word.debugDescription) of \(language) is not a known word", word)
        }
        // The words Tab lists on an empty line are words it completes.
        for word in words.starters where !words.own.contains(word) {
            fail("starter \(word.debugDescription) of \(language) is not completed", word)
        }
    }
}

private func checkSanitizer(_ text: String) {
    let clean = Sanitizer.clean(text)
    if let bad = clean.unicodeScalars.first(where: { isControl($0) || isHidden($0) }) {
        fail("clean() kept U+\(String(bad.value, radix: 16))", text)
    }
    if Sanitizer.clean(clean) != clean { fail("clean() is not idempotent: \(clean.debugDescription)", text) }
    if clean.unicodeScalars.count > text.unicodeScalars.count { fail("clean() added scalars", text) }
    // Text with nothing to remove passes through unchanged.
    if isSafe(text), clean != text { fail("clean() changed plain text to \(clean.debugDescription)", text) }
}

private func checkParse(_ parser: CommandParser, _ language: Language, _ text: String, _ stage: Stage) {
    let parse = { (text: String) in parser.parse(TypedLine(text), awaiting: stage) }
    let result = parse(text)
    if parse(text) != result { fail("parse is not deterministic in \(language)", text) }
    // The parser reads only what the sanitizer leaves.
    if parse(Sanitizer.clean(text)) != result { fail("parse(clean(x)) != parse(x) in \(language)", text) }
    let visible = Sanitizer.clean(text).contains { !$0.isWhitespace }
    if (result == .empty) == visible {
        fail("\(result) for a line that is \(visible ? "" : "not ")visible in \(language)", text)
    }
    switch result {
    case .command(.game(.history(let limit))):
        if limit <= 0 { fail("history limit \(limit) in \(language)", text) }
    case .command(.game(let action)):
        // A hand, two or one to keep, only where the round asks for it, and only of the kind's moves.
        let fits =
            switch (action, stage.asks) {
            case (.play(let move), .hand): stage.moves.contains(move)
            case (.show(let pair), .pair): stage.moves.contains(pair.first) && stage.moves.contains(pair.second)
            case (.keep, .keep): true
            case (.play, _), (.show, _), (.keep, _): false
            default: true
            }
        if !fits { fail("\(action) read while the round awaits \(stage) in \(language)", text) }
    case .command(.change(let value)):
        // Preferences keep what a setting is given.
        var preferences = Preferences(language: language)
        preferences.set(value)
        if preferences[value.setting] != value { fail("\(value.setting) does not keep \(value) in \(language)", text) }
        if case .delay(let seconds) = value, !Seconds.range.contains(seconds) {
            fail("delay \(seconds) in \(language)", text)
        }
        if case .transcript(let path?) = value, path.isEmpty || !isSafe(path) || path != path.trimmingSpaces {
            fail("transcript path \(path.debugDescription) in \(language)", text)
        }
    case .notUnderstood(let suggestion?):
        // A one-letter word is never suggested: every typo is near one; but a Hangul syllable is a word (보).
        let syllable = suggestion.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
        if suggestion.count < 2, !syllable {
            fail("one-letter suggestion \(suggestion.debugDescription) in \(language)", text)
        }
        if !isSafe(suggestion) { fail("suggestion \(suggestion.debugDescription) is not plain text", text) }
        // A suggestion is a word the game knows, so typing it is understood.
        if !isKnown(parse(suggestion)) {
            fail("suggestion \(suggestion.debugDescription) is unknown in \(language)", text)
        }
    case .twoRequests(let first, let second):
        // Each request named is a line the game reads as a request, typed alone.
        for request in [first, second] where !isKnown(parse(request)) {
            fail("two requests name \(request.debugDescription), unknown in \(language)", text)
        }
    case .unsure(let request):
        // The line named does what was not done: typed alone, it is a command.
        guard case .command = parse(request) else {
            fail("\(request.debugDescription) does nothing in \(language)", text)
        }
    case .aboutSetting(let setting):
        if setting.entry.word == nil { fail("\(setting) has no word to ask about in \(language)", text) }
    default:
        break
    }
    // A slip done is said back as a line that does the same.
    let reading = parser.read(TypedLine(text), awaiting: stage)
    if let readAs = reading.readAs {
        guard case .command(let command) = reading.parsed, parse(readAs) == .command(command) else {
            fail("read as \(readAs.debugDescription), which is not \(reading.parsed) in \(language)", text)
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    precondition(completionsChecked)
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkSanitizer(text)
    for (language, parser) in parsers {
        for stage in stages { checkParse(parser, language, text, stage) }
    }
    // Korean particles are chosen after any word, typed ones included.
    _ = Josa.ending(of: text)
    return 0
}

/// Without libFuzzer, replays inputs through the same checks (see FuzzReplay).
@main
enum Replay {
    static func main() { replay(CommandLine.arguments, through: fuzz) }
}
