import Catalog
import Settings

/// The bash and zsh completions of the options, written into their scripts' templates
/// (`completions/*.in`) where the line `@options` stands, so the list always follows the table.
public enum Completions {
    /// bash: one line an option, its name then the values to offer; a value in angle brackets
    /// is typed by the player (`<file>` offers file names).
    public static func bash(template: String) -> String {
        var lines: [String] = []
        for option in CommandLineOption.all(.en) {
            lines.append(([option.name] + values(option.value)).joined(separator: " "))
            for alias in option.aliases { lines.append(alias) }
            if let off = option.off { lines.append(off) }
        }
        return fill(template, with: lines)
    }

    /// zsh: `_arguments` specs, with a description from each `--help` line.
    public static func zsh(template: String) -> String {
        var lines: [String] = []
        for option in CommandLineOption.all(.en) {
            let about = escaped(CommandLineOption.description(option.usage, of: option.name))
            let exclusion = option.off.map { "(\($0))" } ?? ""
            switch option.value {
            case .none where option.setting == nil:
                let names = ([option.name] + option.aliases)
                lines.append(names.count > 1 ? "'(- *)'{\(names.joined(separator: ","))}'[\(about)]'" : "'(- *)\(option.name)[\(about)]'")
            case .none:
                lines.append("'\(exclusion)\(option.name)[\(about)]'")
            case .oneOf(let words):
                lines.append("'\(exclusion)\(option.name)=[\(about)]:\(option.name.dropFirst(2)):(\(words.joined(separator: " ")))'")
            case .number(let name):
                lines.append("'\(option.name)=[\(about)]:\(name.replacingDashes): '")
            case .file:
                lines.append("'\(option.name)=[\(about)]:file:_files'")
            }
            if let off = option.off, let usage = option.offUsage {
                lines.append("'(\(option.name))\(off)[\(escaped(CommandLineOption.description(usage, of: off)))]'")
            }
        }
        return fill(template, with: lines.map { "  " + $0 })
    }

    private static func values(_ value: OptionValue) -> [String] {
        switch value {
        case .none: []
        case .oneOf(let words): words
        case .number(let name): ["<\(name)>"]
        case .file: ["<file>"]
        }
    }

    /// A description inside `[...]` in a single-quoted spec: brackets and colons escaped for
    /// `_arguments`, a quote closed and opened again around an escaped one.
    private static func escaped(_ text: String) -> String {
        text.map { character in
            switch character {
            case "[", "]", ":": "\\" + String(character)
            case "'": "'\\''"
            default: String(character)
            }
        }.joined()
    }

    static func fill(_ template: String, with lines: [String]) -> String {
        template.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { $0.filter { $0 != " " } == "@options" ? lines : [String($0)] }
            .joined(separator: "\n")
    }
}

extension String {
    var replacingDashes: String { String(map { $0 == "-" ? " " : $0 }) }
}
