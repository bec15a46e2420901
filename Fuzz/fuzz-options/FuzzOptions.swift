// libFuzzer target for the command line, RPS_OPTIONS and the language chosen from the locale.
// Input layout: the low 5 bits of the first byte say which of LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG and RPS_OPTIONS are set; the rest, split on NUL bytes (which no argument or variable can
// hold), gives their values in that order, then the arguments. A broken invariant stops the
// fuzzer with `fatalError`, and libFuzzer keeps the input. Build and run with Fuzz/run.
import Catalog
import FuzzReplay
import Glibc
import Input
import Play
import Settings

private let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "RPS_OPTIONS"]

/// C0 controls (ESC included), DEL and C1 controls: what a terminal may act on.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

extension Array where Element: Equatable {
    fileprivate func containsRun(_ part: [Element]) -> Bool {
        part.isEmpty || indices.contains { self[$0...].starts(with: part) }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    var fields = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }[...]
    if fields == [""] { fields = [] }
    var environment: [String: String] = [:]
    for (bit, name) in variables.enumerated() where first & (1 << bit) != 0 {
        guard let value = fields.popFirst() else { break }
        environment[name] = value
    }
    let arguments = Array(fields)
    let defaults = environment.removeValue(forKey: "RPS_OPTIONS")
    let locale = environment

    func fail(_ what: String) -> Never {
        fatalError(
            "\(what); locale: \(locale.debugDescription), RPS_OPTIONS: \(defaults.debugDescription), arguments: \(arguments.debugDescription)"
        )
    }

    let chosen = LanguageChoice.resolve(environment: locale)
    if LanguageChoice.resolve(environment: locale) != chosen { fail("resolve is not deterministic") }
    // A language other than the first is only chosen when the locale names it.
    if chosen != Language.allCases[0], !locale.values.contains(where: { $0.lowercased().contains(chosen.rawValue) }) {
        fail("\(chosen) chosen from nothing")
    }

    let result = OptionParser.parse(arguments, environment: defaults, language: chosen)
    if OptionParser.parse(arguments, environment: defaults, language: chosen) != result {
        fail("parse is not deterministic")
    }
    // Whether an option was written anywhere, on the command line or in RPS_OPTIONS.
    // RPS_OPTIONS as the parser reads it, with the shell's quoting; when a quote is left open,
    // its words as far as blanks split them (only the error can come of it).
    let environmentWords: [String] =
        switch ShellWords.split(defaults ?? "") {
        case .success(let words): words
        case .failure:
            (defaults ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        }
    let written = arguments + environmentWords
    // Compared as bytes: a combining mark after "=" joins it into another Character ("=̝").
    let starts = { (word: String, part: String) in word.utf8.starts(with: part.utf8) }
    let mentions = { (name: String) in written.contains { starts($0, name) } }
    switch result {
    case .play(let preferences):
        if !Seconds.range.contains(preferences.delay) { fail("delay \(preferences.delay) out of range") }
        // A setting differs from its default only when one of its options was written.
        let defaults = Preferences(language: chosen)
        for setting in Setting.allCases where preferences[setting] != defaults[setting] {
            let entry = setting.entry
            if !(entry.options + entry.offOptions).contains(where: mentions) { fail("\(setting) changed unasked") }
        }
        if let path = preferences.transcript, path.isEmpty || Sanitizer.clean(path) != path {
            fail("transcript path \(path.debugDescription)")
        }
        if written.isEmpty, preferences != defaults { fail("nothing written but \(preferences)") }
    case .showHelp:
        if !arguments.contains("-h"), !arguments.contains("--help"), !arguments.contains(Request.helpWord) {
            fail("help unasked")
        }
    case .showVersion:
        if !arguments.contains("--version") { fail("version unasked") }
    case .refuse(let error, let language, let inEnvironment):
        if inEnvironment ? defaults == nil : arguments.isEmpty { fail("refused what was not there") }
        if language != chosen, !mentions("--lang") { fail("error language changed unasked") }
        switch error {
        case .unknownOption(let text, _), .unexpectedArgument(let text), .unknownTopic(let text):
            if let bad = text.unicodeScalars.first(where: isControl) {
                fail("option text \(text.debugDescription) holds U+\(String(bad.value, radix: 16))")
            }
            if Sanitizer.clean(text) != text { fail("option text \(text.debugDescription) is not clean") }
        case .missingValue(let setting):
            if !setting.entry.options.contains(where: written.contains) { fail("\(setting) missing but never written") }
        case .invalidValue(let setting):
            if !setting.entry.options.contains(where: mentions) { fail("\(setting) invalid but never written") }
        case .takesNoValue(let text):
            if !text.hasPrefix("-") || !written.contains(where: { starts($0, text + "=") }) {
                fail("\(text) given no value, yet refused")
            }
        case .unclosedQuote(let text):
            guard inEnvironment, case .failure = ShellWords.split(defaults ?? "") else {
                fail("unclosed quote \(text.debugDescription) where none is open")
            }
            if Sanitizer.clean(text) != text { fail("quoted text \(text.debugDescription) is not clean") }
        case .onlyOnCommandLine(let text):
            if !inEnvironment || !["-h", "--help", "--version"].contains(text) {
                fail("only on the command line: \(text)")
            }
        }
        // What the player reads: one line, or two for a list of values that does not fit one
        // (--game's four kinds, at the 40 characters a braille line holds), and one more for
        // RPS_OPTIONS, with nothing a terminal would act on, and the text that was refused kept
        // whole.
        var variables = locale
        variables["RPS_OPTIONS"] = defaults
        guard
            case .refuse(let lines) = Startup.plan(
                arguments: arguments, environment: variables,
                outputIsTerminal: false, version: "0")
        else {
            fail("the parser refused but the start-up plan does not")
        }
        if lines.isEmpty || lines.count > (inEnvironment ? 3 : 2) { fail("refused in \(lines.count) lines: \(lines)") }
        for line in lines {
            if line.isEmpty { fail("an empty line in \(lines)") }
            if let bad = line.unicodeScalars.first(where: isControl) {
                fail("message \(line.debugDescription) holds U+\(String(bad.value, radix: 16))")
            }
        }
        switch error {
        case .unknownOption(let text, _), .unexpectedArgument(let text):
            // Compared as bytes: a leading combining mark joins the space before it into one Character.
            if !Array(lines.joined(separator: "\n").utf8).containsRun(Array(text.utf8)) {
                fail("\(lines) lost the text")
            }
        default: break
        }
    }
    return 0
}

/// Without libFuzzer, replays inputs through the same checks (see FuzzReplay).
@main
enum Replay {
    static func main() { replay(CommandLine.arguments, through: fuzz) }
}
