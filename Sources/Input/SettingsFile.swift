import Catalog
import Settings

/// The settings file, `$XDG_CONFIG_HOME/rps/options` (by default `~/.config/rps/options`): the
/// settings a player keeps with `save`, in the syntax of `RPS_OPTIONS`, one option a line. It is
/// read first at start, so `RPS_OPTIONS` and the command line override it, and `--no-config`
/// skips it. Pure: the console finds the file and reads its bytes.
public enum SettingsFile {
    /// What the console found at the file's place at start.
    public enum Found: Hashable, Sendable {
        /// No file, or it was not looked for.
        case absent
        /// A file that could not be read: not allowed, not a file, too large, or a failed read.
        case unreadable
        case contents([UInt8])
    }

    /// The settings the file keeps: how the game sounds and plays. Not the seed or the
    /// transcript, which belong to one game (its moves, its file), nor whether it is played in a
    /// web terminal, which belongs to the terminal.
    public static let kept = Setting.allCases.filter { $0 != .seed && $0 != .transcript && $0 != .web }

    /// Files larger than this are not read: `save` writes a few hundred bytes.
    public static let largest = 64 * 1024

    /// Where the file is: `rps/options` in the settings folder (`BaseDirectory.config`); `nil`
    /// without one.
    public static func path(environment: [String: String]) -> String? {
        BaseDirectory.config.path(environment: environment).map { $0 + "/rps/options" }
    }

    /// `path` as the game says it: with `~` for the home folder, so that it is quick to hear.
    public static func shown(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty else { return path }
        let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
        guard !folder.isEmpty, path.hasPrefix(folder + "/") else { return path }
        return "~" + path.dropFirst(folder.count)
    }

    /// What `save` writes: each kept setting's option as on the command line, one a line, in the
    /// settings table's order; nothing for a setting with nothing to keep (no kinds of line chosen).
    public static func text(of preferences: Preferences) -> String {
        kept.compactMap { setting -> String? in
            let words = preferences[setting].optionWords
            return words.isEmpty ? nil : words.map(ShellWords.quoted).joined(separator: " ") + "\n"
        }.joined()
    }

    /// Applies the file's options to `preferences`, each good one in order, skipping a bad one;
    /// returns what was wrong, if anything (the first thing, for a file with several).
    public static func read(_ found: Found, into preferences: inout Preferences) -> SettingsFileProblem? {
        switch found {
        case .absent: return nil
        case .unreadable: return .unreadable
        case .contents(let bytes):
            let text = String(decoding: bytes, as: UTF8.self)
            // Decoding repairs what is not UTF-8, so the bytes are UTF-8 exactly when they come back
            // the same, copied out whole. Not String(validating:as:), whose generic entry point in the
            // standard library looks its types up by name at the first call: 14,000 instructions a start.
            let isUTF8 = Array(text.utf8) == bytes
            let words: [String]
            let quote: Bool
            switch ShellWords.split(text) {
            case .success(let split): (words, quote) = (split, false)
            case .failure(.unterminatedQuote(let rest)):
                // What comes before the word with the open quote applies.
                let before = String(text.unicodeScalars.dropLast(rest.unicodeScalars.count))
                (words, quote) = ((try? ShellWords.split(before).get()) ?? [], true)
            }
            let error = OptionParser.readSettingsFile(words, into: &preferences)
            if !isUTF8 { return .notUTF8 }
            if quote { return .openQuote }
            return error.map(skipped)
        }
    }

    /// The option or word an error skipped, as the file has it.
    private static func skipped(_ error: OptionParser.OptionError) -> SettingsFileProblem {
        switch error {
        case .unknownOption(let option, _), .onlyOnCommandLine(let option), .takesNoValue(let option): .skipped(option)
        case .unexpectedArgument(let word), .unknownTopic(let word): .skipped(word)
        case .missingValue(let setting), .invalidValue(let setting): .skipped(setting.entry.options[0])
        case .unclosedQuote: .openQuote
        }
    }
}
