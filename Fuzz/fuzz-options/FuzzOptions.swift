// libFuzzer target for the command line and the language chosen from the environment.
// Input layout: the low 4 bits of the first byte say which of LANGUAGE, LC_ALL, LC_MESSAGES and
// LANG are set; the rest, split on NUL bytes (which no argument can hold), gives their values in
// that order, then the arguments. Build and run with Fuzz/run.
import Catalog
import Glibc
import Input

private let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

private func fail(_ what: String, _ environment: [String: String], _ arguments: [String]) -> Never {
    fatalError("\(what); environment: \(environment.debugDescription), arguments: \(arguments.debugDescription)")
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

    let chosen = LanguageChoice.resolve(environment: environment)
    if LanguageChoice.resolve(environment: environment) != chosen { fail("resolve is not deterministic", environment, arguments) }
    // A language other than the first is only chosen when the environment names it.
    if chosen != Language.allCases[0],
       !environment.values.contains(where: { $0.lowercased().contains(chosen.rawValue) }) {
        fail("\(chosen) chosen from nothing", environment, arguments)
    }
    if environment.isEmpty, chosen != Language.allCases[0] { fail("no environment but \(chosen)", environment, arguments) }

    let result = OptionParser.parse(arguments, language: chosen)
    if OptionParser.parse(arguments, language: chosen) != result { fail("parse is not deterministic", environment, arguments) }
    let mentions = { (name: String) in arguments.contains { $0.hasPrefix(name) } }
    switch result {
    case .play(let options):
        if !GameOptions.delayRange.contains(options.delay) || !options.delay.isFinite {
            fail("delay \(options.delay) out of range", environment, arguments)
        }
        if options.delay != GameOptions.defaultDelay, !mentions("--delay") { fail("delay changed unasked", environment, arguments) }
        if options.seed != nil, !mentions("--seed") { fail("seed set unasked", environment, arguments) }
        if options.language != chosen, !mentions("--lang") { fail("language changed unasked", environment, arguments) }
        if arguments.isEmpty, options != GameOptions(language: chosen) { fail("no arguments but \(options)", environment, arguments) }
    case .showHelp:
        if !arguments.contains("-h"), !arguments.contains("--help") { fail("help unasked", environment, arguments) }
    case .showVersion:
        if !arguments.contains("--version") { fail("version unasked", environment, arguments) }
    case .refuse(let error, let language):
        if arguments.isEmpty { fail("refused no arguments", environment, arguments) }
        if language != chosen, !mentions("--lang") { fail("error language changed unasked", environment, arguments) }
        let say = Sentences(language)
        let line: String
        switch error {
        case .unknownOption(let text), .unexpectedArgument(let text):
            if let bad = text.unicodeScalars.first(where: isControl) {
                fail("option text \(text.debugDescription) holds U+\(String(bad.value, radix: 16))", environment, arguments)
            }
            if Sanitizer.clean(text) != text { fail("option text \(text.debugDescription) is not clean", environment, arguments) }
            if case .unknownOption = error { line = say.optionUnknown(text) } else { line = say.optionUnexpected(text) }
            if !line.contains(text) { fail("message \(line.debugDescription) lost the text", environment, arguments) }
        case .missingValue(let option):
            if !arguments.contains(option.rawValue) { fail("\(option) missing but never given", environment, arguments) }
            line = say.optionMissing(option.rawValue, "")
        case .invalidValue(let option):
            if !mentions(option.rawValue) { fail("\(option) invalid but never given", environment, arguments) }
            line = say.optionInvalid(option.rawValue, "")
        }
        // The message is one line on standard error with nothing a terminal would act on.
        if let bad = line.unicodeScalars.first(where: isControl) {
            fail("message \(line.debugDescription) holds U+\(String(bad.value, radix: 16))", environment, arguments)
        }
    }
    return 0
}
