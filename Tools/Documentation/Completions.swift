import Catalog
import Settings

/// The bash, zsh and fish completions of the options, written into their scripts' templates
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
            case .none where option.isAlone:
                let names = ([option.name] + option.aliases)
                lines.append(
                    names.count > 1
                        ? "'(- *)'{\(names.joined(separator: ","))}'[\(about)]'" : "'(- *)\(option.name)[\(about)]'")
            case .none:
                lines.append("'\(exclusion)\(option.name)[\(about)]'")
            case .oneOf(let words):
                lines.append(
                    "'\(exclusion)\(option.name)=[\(about)]:\(option.name.dropFirst(2)):(\(words.joined(separator: " ")))'"
                )
            case .list(let list):
                lines.append(
                    "'\(option.name)=[\(about)]:\(list.name):_sequence compadd - \(list.words.joined(separator: " "))'")
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

    /// fish: one `complete` line an option, with a description from each `--help` line; `-x`
    /// takes a value, offered from `-a` or typed by the player, `-r -F` a file name.
    public static func fish(template: String) -> String {
        var lines: [String] = []
        for option in CommandLineOption.all(.en) {
            let names = ([option.name] + option.aliases).map {
                $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())"
            }
            let takes: [String] =
                switch option.value {
                case .none: []
                case .oneOf(let words): ["-x", "-a", quoted(words.joined(separator: " "))]
                case .list(let list): ["-x", "-a", quoted(list.words.joined(separator: " "))]
                case .number: ["-x"]
                case .file: ["-r", "-F"]
                }
            let about = quoted(CommandLineOption.description(option.usage, of: option.name))
            lines.append((["complete -c rps"] + names + takes + ["-d", about]).joined(separator: " "))
            if let off = option.off, let usage = option.offUsage {
                lines.append(
                    "complete -c rps -l \(off.dropFirst(2)) -d \(quoted(CommandLineOption.description(usage, of: off)))"
                )
            }
        }
        return fill(template, with: lines)
    }

    private static func values(_ value: OptionValue) -> [String] {
        switch value {
        case .none: []
        case .oneOf(let words): words
        case .list(let list): list.words
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

    /// A word in fish's single quotes, where only a quote and a backslash are escaped.
    private static func quoted(_ text: String) -> String {
        "'" + text.map { $0 == "'" || $0 == "\\" ? "\\" + String($0) : String($0) }.joined() + "'"
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
