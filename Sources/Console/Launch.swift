import Catalog
import Glibc
import Input

/// The version `--version` reports.
let version = "0.2.0"

/// Everything `rps` does: reads the environment and arguments, then shows help or the version,
/// refuses a bad option (status 64, EX_USAGE), or plays. Returns the exit status.
public func launch(arguments: [String]) -> Int32 {
    let locale = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"].reduce(into: [String: String]()) { env, name in
        if let value = environment(name) { env[name] = value }
    }
    let language = LanguageChoice.resolve(environment: locale)
    switch OptionParser.parse(arguments, environment: environment("RPS_OPTIONS"), language: language) {
    case .play(let options):
        return play(options, color: usesColor(options.color))
    case .showHelp(let language):
        return printOrFail(usage(Sentences(language)), language: language)
    case .showVersion(let language):
        return printOrFail([Sentences(language).version(version)], language: language)
    case .refuse(let error, let language, let inEnvironment):
        let say = Sentences(language)
        let message = message(for: error, say)
        writeError(inEnvironment ? say.optionInEnvironment(message) : say.optionOnCommandLine(message))
        return 64
    }
}

private func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

/// `auto` colours only a terminal, and only when `NO_COLOR` is unset or empty and `TERM` is not
/// `dumb`; an explicit choice wins over both.
private func usesColor(_ choice: GameOptions.ColorChoice) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
        return isatty(STDOUT_FILENO) == 1 && (environment("NO_COLOR") ?? "").isEmpty && environment("TERM") != "dumb"
    }
}

private func usage(_ say: Sentences) -> [String] {
    [say.usageAbout, say.usageOptions, say.usageLang, say.usageSeed, say.usageDelay, say.usageVerbosity,
     say.usageEmoji, say.usageColor, say.usageNoColor, say.usageBell, say.usageTranscript,
     say.usageSpeak, say.usageSpeechRate,
     say.usageHelp, say.usageVersion, say.usageEnvironment, say.usageInGame]
}

private func message(for error: OptionParser.OptionError, _ say: Sentences) -> String {
    func values(_ option: OptionParser.Option) -> String {
        switch option {
        case .lang: say.valuesLang
        case .seed: say.valuesSeed
        case .delay: say.valuesDelay
        case .color: say.valuesColor
        case .verbosity: say.valuesVerbosity
        case .transcript: say.valuesTranscript
        case .speechRate: say.valuesSpeechRate
        }
    }
    switch error {
    case .unknownOption(let option): return say.optionUnknown(option)
    case .unexpectedArgument(let argument): return say.optionUnexpected(argument)
    case .missingValue(let option): return say.optionMissing(option.rawValue, values(option))
    case .invalidValue(let option): return say.optionInvalid(option.rawValue, values(option))
    case .onlyOnCommandLine(let option): return say.optionCommandLineOnly(option)
    case .unclosedQuote(let word): return say.optionUnclosedQuote(word)
    case .takesNoValue(let option): return say.optionNoValue(option)
    }
}

private func printOrFail(_ lines: [String], language: Language) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    do {
        try Output().write(text: lines.map { $0 + "\n" }.joined())
        return 0
    } catch .closed {
        return 0
    } catch {
        writeError(Sentences(language).outputFailed)
        return 74
    }
}
