import Catalog
import Glibc
import Input

/// The version `--version` reports.
let version = "0.1.0"

/// Everything `rps` does: reads the environment and arguments, then shows help or the version,
/// refuses a bad option (status 64, EX_USAGE), or plays. Returns the exit status.
public func launch(arguments: [String]) -> Int32 {
    let environment = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"].reduce(into: [String: String]()) { env, name in
        if let value = getenv(name) { env[name] = String(cString: value) }
    }
    switch OptionParser.parse(arguments, language: LanguageChoice.resolve(environment: environment)) {
    case .play(let options):
        return play(options)
    case .showHelp(let language):
        return printOrFail(usage(Sentences(language)), language: language)
    case .showVersion(let language):
        return printOrFail([Sentences(language).version(version)], language: language)
    case .refuse(let error, let language):
        writeError(message(for: error, Sentences(language)))
        return 64
    }
}

private func usage(_ say: Sentences) -> [String] {
    [say.usageAbout, say.usageOptions, say.usageLang, say.usageSeed, say.usageDelay, say.usageHelp, say.usageVersion, say.usageInGame]
}

private func message(for error: OptionParser.OptionError, _ say: Sentences) -> String {
    func values(_ option: OptionParser.Option) -> String {
        switch option {
        case .lang: say.valuesLang
        case .seed: say.valuesSeed
        case .delay: say.valuesDelay
        }
    }
    switch error {
    case .unknownOption(let option): return say.optionUnknown(option)
    case .unexpectedArgument(let argument): return say.optionUnexpected(argument)
    case .missingValue(let option): return say.optionMissing(option.rawValue, values(option))
    case .invalidValue(let option): return say.optionInvalid(option.rawValue, values(option))
    }
}

private func printOrFail(_ lines: [String], language: Language) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    do {
        try Output().write(lines)
        return 0
    } catch .closed {
        return 0
    } catch {
        writeError(Sentences(language).outputFailed)
        return 74
    }
}
