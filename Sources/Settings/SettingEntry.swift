import Catalog
import Languages

/// How a value is typed after a setting's word in the game; it also chooses what `help` and a
/// wrong value say about it.
public enum TypedValue: Hashable, Sendable {
    case onOff, language, seconds, file
    /// A match length or off.
    case matchLength
    /// Words a minute, for the game's own voice.
    case wordsPerMinute
    /// A percentage, of the sound cues' own loudness.
    case percent
    /// A short mark of a few characters, or on or off.
    case mark
    /// Kinds of line, each with on or off (`score off`).
    case lineKinds
    /// No word of its own: the setting's value words are typed alone (`brief`), or only the
    /// command line sets it.
    case none
}

/// What an option takes on the command line, as completion and the manual offer it.
public enum OptionValue: Hashable, Sendable {
    /// Nothing: a switch (`--emoji`).
    case none
    /// One of these words.
    case oneOf([String])
    /// A number, with the name completion and the manual give it.
    case number(String)
    /// Words joined by commas (`score-off,countdown-on`): completion offers each word.
    case list(OptionList)
    case file
}

/// A value of words joined by commas, named by what it lists. Its words are made when asked
/// (completion and the manual), not held: an array held in a later case of `OptionValue` is
/// stored with the case's tag in its pointer's spare bits, where LeakSanitizer cannot see it,
/// so the settings table, made once and kept, would be reported leaked.
public enum OptionList: Hashable, Sendable {
    /// The kinds of line, each on or off (`--hear`).
    case lineKinds

    /// The name the manual and `--help` give the list.
    public var name: String {
        switch self {
        case .lineKinds: "kinds"
        }
    }

    /// Every word the list takes.
    public var words: [String] {
        switch self {
        case .lineKinds: LineKind.allCases.flatMap { [$0.name + "-off", $0.name + "-on"] }
        }
    }
}

/// An entry of the `Words` or the `Sentences` catalog, named by its key.
public typealias WordsEntry = Words.Key
public typealias SentencesEntry = Sentences.Key
/// A sentence of the `Sentences` catalog with one word in its slot.
public typealias SentenceOfWord = @Sendable (Sentences, String) -> String

/// One row of the settings table (see `Setting.entry`). Built from the values of one kind that
/// the setting takes, each made a `SettingValue` by the row's one constructor, so a row cannot
/// read a value of another kind.
public struct SettingEntry: Sendable {
    /// Its word in the game, in the `Words` catalog; `nil` when it has none.
    public let word: WordsEntry?
    /// Words typed alone that set a value (`brief`), each with the value.
    public let valueWords: [(word: WordsEntry, value: SettingValue)]
    public let typed: TypedValue
    /// Its command-line names: the first is its name, the others other spellings.
    public let options: [String]
    /// Command-line switches that set `off` (`--no-emoji`).
    public let offOptions: [String]
    /// What a switch without a value sets (`--emoji`): `nil` when the option takes a value.
    public let on: SettingValue?
    public let off: SettingValue?
    /// An on-or-off setting that is on until the player turns it off.
    public let startsOn: Bool
    public let optionValue: OptionValue
    /// Its lines in `--help`.
    public let usage: [SentencesEntry]
    /// What its option takes, for an error about a missing or wrong value: a list, its words
    /// between commas (see `valueLines`).
    public let values: SentencesEntry?
    /// Its line in its help topic, a template that takes its word, or its value words when it has
    /// none (`brief, normal, verbose: ...`); `nil` for a setting only the command line sets.
    public let help: SentenceOfWord?
    let parse: @Sendable (String) -> SettingValue?
    let parseTyped: @Sendable ([String], [String]) -> SettingValue?
    let report: @Sendable (Preferences, Sentences) -> [String]
    let confirm: @Sendable (Preferences, Sentences) -> [String]

    /// `make` is the setting's constructor of `SettingValue`. `parse` reads an option's value;
    /// `parseTyped` what follows the word in the game, lower-cased and as typed, and by default
    /// reads one word with `parse`. `report` is its line in `settings` (or `lines`, its lines, for a
    /// report that a braille line may not hold) and `confirm` the answer to a change, by default
    /// the report; neither, for a command-line setting.
    init<Value>(
        _ make: @escaping @Sendable (Value) -> SettingValue,
        word: WordsEntry? = nil, valueWords: [(word: WordsEntry, value: Value)] = [],
        typed: TypedValue = .none, options: [String], offOptions: [String] = [], on: Value? = nil,
        off: Value? = nil, startsOn: Bool = false, optionValue: OptionValue, usage: [SentencesEntry],
        values: SentencesEntry?, help: SentenceOfWord? = nil, parse: @escaping @Sendable (String) -> Value?,
        parseTyped: (@Sendable ([String], [String]) -> Value?)? = nil,
        report: @escaping @Sendable (Preferences, Sentences) -> String? = { _, _ in nil },
        lines: (@Sendable (Preferences, Sentences) -> [String])? = nil,
        confirm: (@Sendable (Preferences, Sentences) -> [String])? = nil
    ) {
        self.word = word
        self.valueWords = valueWords.map { ($0.word, make($0.value)) }
        self.typed = typed
        self.options = options
        self.offOptions = offOptions
        self.on = on.map(make)
        self.off = off.map(make)
        self.startsOn = startsOn
        self.optionValue = optionValue
        self.usage = usage
        self.values = values
        self.help = help
        self.parse = { parse($0).map(make) }
        self.parseTyped = { words, typed in
            guard let parseTyped else { return words.count == 1 ? parse(words[0]).map(make) : nil }
            return parseTyped(words, typed).map(make)
        }
        let report = lines ?? { preferences, say in report(preferences, say).map { [$0] } ?? [] }
        self.report = report
        self.confirm = confirm ?? report
    }

    /// An on-or-off setting: `--name` and `--no-name` on the command line, its word with on or off
    /// in the game, a sentence for each state; off until turned on, unless it `startsOn`.
    static func onOff(
        _ which: Switch, word: WordsEntry, option: String, usage: SentencesEntry, help: @escaping SentenceOfWord,
        on: SentencesEntry, off: SentencesEntry, startsOn: Bool = false
    ) -> SettingEntry {
        SettingEntry(
            { SettingValue.on(which, $0) },
            word: word, typed: .onOff, options: [option], offOptions: ["--no-" + String(option.dropFirst(2))],
            on: true, off: false, startsOn: startsOn, optionValue: .none, usage: [usage], values: nil, help: help,
            parse: ValueWords.onOff,
            report: { preferences, say in say[preferences.isOn(which) ? on : off] })
    }
}

extension Setting {
    /// The value an option's text stands for (`--delay 0.5`); `nil` when it is not one.
    public func value(option text: String) -> SettingValue? { entry.parse(text) }

    /// The value typed after the setting's word in the game: `words` lower-cased, `typed` as
    /// typed (a file name keeps its case); `nil` when it is not one.
    public func value(typed words: [String], as typed: [String]) -> SettingValue? { entry.parseTyped(words, typed) }

    /// Its lines in `settings`, usually one; none for a setting only the command line sets, or
    /// with nothing to say.
    public func report(_ preferences: Preferences, _ say: Sentences) -> [String] { entry.report(preferences, say) }

    /// What is said when it changes in the game, a sentence a line.
    public func confirmation(_ preferences: Preferences, _ say: Sentences) -> [String] {
        entry.confirm(preferences, say)
    }
}

extension SettingEntry {
    /// The error for a missing or wrong value of `option`: the option and what it takes, a braille
    /// line at a time when the values are many (the kinds of game), broken between them. The words
    /// are an option's, Latin, which braille writes a cell a letter in every language: a line holds
    /// as many as an English one.
    public func valueLines(of option: String, _ say: Sentences) -> [String] {
        let values = values.map { say[$0] } ?? ""
        // Its words: the text between ", ", which the list packing joins the same way again.
        var words = [""]
        var afterComma = false
        for character in values {
            if afterComma, character == " " {
                words.append("")
            } else {
                if afterComma { words[words.count - 1].append(",") }
                if character != "," { words[words.count - 1].append(character) }
            }
            afterComma = character == ","
        }
        return say.listed(
            words, limit: LanguageTraits.english.maximumCharacters, in: { say.optionValues(option, $0) })
    }
}
