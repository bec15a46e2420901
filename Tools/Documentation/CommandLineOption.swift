import Catalog
import Settings

/// One command-line option as documentation shows it: its names, what it takes and what it does,
/// read from the settings table, then the requests (`--help`, `--version`, `--no-config`), which are
/// not settings.
struct CommandLineOption {
    /// What the manual and completion call it: `--lang`.
    let name: String
    /// Other names: `-h` for `--help`.
    let aliases: [String]
    /// What the option takes.
    let value: OptionValue
    /// The switch that turns it off, if any: `--no-emoji`.
    let off: String?
    /// Its `--help` line, and the off switch's.
    let usage: String
    let offUsage: String?
    /// The setting it sets; `nil` for a request.
    let setting: Setting?
    /// Whether it asks for something instead of a game (`--help`), and so goes with no other option.
    let isAlone: Bool

    static func all(_ language: Language) -> [CommandLineOption] {
        let say = Sentences(language)
        let settings = Setting.allCases.map { setting in
            let entry = setting.entry
            let off = entry.offOptions.first
            return CommandLineOption(
                name: entry.options[0], aliases: [], value: entry.optionValue, off: off,
                usage: say[entry.usage[0]],
                offUsage: off.map {
                    entry.usage.count > 1 ? say[entry.usage[1]] : say.usageNegation($0, entry.options[0])
                },
                setting: setting, isAlone: false)
        }
        return settings
            + Request.allCases.map { request in
                CommandLineOption(
                    name: request.options[0], aliases: Array(request.options.dropFirst()), value: .none, off: nil,
                    usage: say[request.usage], offUsage: nil, setting: nil, isAlone: request.isInsteadOfGame)
            }
    }

    /// What a `--help` line says the option does: the words after its name and any values,
    /// without the closing full stop ("--lang en or ko: the language." says "the language").
    static func description(_ usage: String, of name: String) -> String {
        var text = Substring(usage)
        if text.hasPrefix(name) { text = text.dropFirst(name.count) }
        if let colon = text.range(of: ": ") { text = text[colon.upperBound...] }
        text = text.drop { $0 == " " || $0 == ":" }
        if text.hasSuffix(".") { text = text.dropLast() }
        return String(text)
    }
}

extension Substring {
    fileprivate func range(of part: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(part) { return index..<self.index(index, offsetBy: part.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
