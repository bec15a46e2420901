import Catalog
import Settings

/// A manual page from its template (`man/*.in`): the items of its option list and its list of
/// settings follow the settings table. In the template, `.\" @options` and `.\" @settings` open
/// a list and `.\" @end` closes it; inside, `.\" @item NAME` opens the hand-written item of an
/// option (`--lang`) or a setting (`language`). Items come out in the table's order; an option
/// or setting without an item gets one made from its `--help` line, and an item for a name the
/// table lacks is an error, so the page cannot drift from the game.
public enum ManualPage {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func fill(_ template: String, language: Language) throws(Failure) -> String {
        var out: [String] = []
        var list: String?
        var items: [String: [String]] = [:]
        var item: String?
        for line in template.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let marker = line.hasPrefix(".\\\" @") ? line.dropFirst(5).split(separator: " ").map(String.init) : []
            switch marker.first {
            case "options", "settings":
                list = marker[0]
                items = [:]
                item = nil
            case "item":
                guard list != nil, marker.count == 2 else {
                    throw Failure(description: "\(line): @item NAME belongs inside a list")
                }
                item = marker[1]
                items[marker[1]] = []
            case "end":
                guard let name = list else { throw Failure(description: "@end without a list") }
                out += try emit(name, items, language)
                list = nil
            default:
                if list == nil {
                    out.append(line)
                } else if let item {
                    items[item]!.append(line)
                } else if !line.hasPrefix(".\\\"") {
                    throw Failure(description: "\(line): a list holds only items")
                }
            }
        }
        guard list == nil else { throw Failure(description: "a list without @end") }
        return out.joined(separator: "\n")
    }

    private static func emit(_ list: String, _ items: [String: [String]], _ language: Language) throws(Failure)
        -> [String]
    {
        var rest = items
        var out: [String] = []
        if list == "options" {
            for option in CommandLineOption.all(language) {
                out += rest.removeValue(forKey: option.name) ?? made(option)
            }
        } else {
            let vocabulary = Vocabulary(language)
            out += rest.removeValue(forKey: "settings") ?? [".TP", ".B " + roff(vocabulary.name(of: .settings))]
            for setting in Setting.allCases where setting.entry.word != nil || !setting.entry.valueWords.isEmpty {
                out += rest.removeValue(forKey: "\(setting)") ?? made(setting, language)
            }
        }
        if let stray = rest.keys.sorted().first {
            throw Failure(
                description: "the \(list) list has an item for \(stray), which the settings table does not have")
        }
        return out
    }

    /// An item for an option the template does not describe: its names, marked up as the
    /// hand-written items are (`.BR` for a switch and its off switch, `.BI` and what it takes
    /// for an option with a value), and its `--help` line.
    private static func made(_ option: CommandLineOption) -> [String] {
        let names = ([option.name] + option.aliases + (option.off.map { [$0] } ?? [])).map(roff)
        let heading =
            switch option.value {
            case .none: ".BR " + names.joined(separator: " \", \" ")
            case .oneOf(let words): ".BI " + names[0] + " \" " + words.joined(separator: "|") + "\""
            case .number(let name): ".BI " + names[0] + " \" " + name + "\""
            case .list(let list): ".BI " + names[0] + " \" " + list.name + "\""
            case .file: ".BI " + names[0] + " \" file\""
            }
        return [".TP", heading, roff(CommandLineOption.description(option.usage, of: option.name)) + "."]
    }

    /// An item for a setting the template does not describe: its words, and its option's line.
    private static func made(_ setting: Setting, _ language: Language) -> [String] {
        let vocabulary = Vocabulary(language)
        let entry = setting.entry
        var words = entry.valueWords.map { vocabulary.name($0.word) }
        if let word = entry.word.map(vocabulary.name) {
            words.append(
                entry.typed == .onOff
                    ? "\(word) \(vocabulary.words(for: true)[0]), \(word) \(vocabulary.words(for: false)[0])" : word)
        }
        let usage = Sentences(language)[entry.usage[0]]
        return [
            ".TP", ".B " + roff(words.joined(separator: ", ")),
            roff(CommandLineOption.description(usage, of: entry.options[0])) + ".",
        ]
    }

    /// Text as roff shows it: hyphens as minus signs (so options can be copied), a leading dot
    /// or quote kept from being read as a request.
    private static func roff(_ text: String) -> String {
        let escaped = text.replacingAll("\\", with: "\\\\").replacingAll("-", with: "\\-")
        return escaped.first == "." || escaped.first == "'" ? "\\&" + escaped : escaped
    }
}

extension String {
    fileprivate func replacingAll(_ old: Character, with new: String) -> String {
        var out = ""
        for character in self { if character == old { out += new } else { out.append(character) } }
        return out
    }
}
