import Catalog

/// The kinds of line a round and a game can say besides its result, each on or off by the
/// player's choice (`hear score off`). The verbosities are presets of them: brief, normal and
/// verbose say exactly what they said before kinds existed, unless a kind is turned away from its
/// preset. What a player needs to decide or to know the outcome is no kind of its own and is
/// always said: the result, with both hands of the throw.
public enum LineKind: CaseIterable, Hashable, Sendable {
    /// The player's move, named at once, before the suspense ("Rock.").
    case move
    /// The beats shown during the suspense, one a line ("Ready...").
    case countdown
    /// The score after each game: the game's, or in a match the match's ("Up 1 to 0.").
    case score
    /// A streak growing or ended ("2 in a row.", "3 in a row ended.").
    case streaks
    /// Three, five and ten in a row, and a new best ("Three in a row!").
    case milestones
    /// Match point, said with a match's score ("with match point").
    case matchPoint
    /// The win rate and streak after each round ("Win rate 50 percent, streak 1.").
    case figures
    /// 묵찌빠: who attacks, said with each throw ("You attack, ...").
    case attack

    /// Whether the verbosity's preset says it.
    public func isHeard(in verbosity: Verbosity) -> Bool {
        switch self {
        case .move, .streaks, .matchPoint: verbosity != .brief
        case .countdown, .figures: verbosity == .verbose
        case .score, .milestones, .attack: true
        }
    }

    /// Its words in the game, its name first: `score`, `점수`.
    public var word: WordsEntry {
        switch self {
        case .move: Words.Key.hearMove
        case .countdown: Words.Key.hearCountdown
        case .score: Words.Key.hearScore
        case .streaks: Words.Key.hearStreaks
        case .milestones: Words.Key.hearMilestones
        case .matchPoint: Words.Key.hearMatchPoint
        case .figures: Words.Key.hearFigures
        case .attack: Words.Key.hearAttack
        }
    }

    /// Its name on the command line, in `--hear score-off`.
    public var name: String {
        switch self {
        case .move: "move"
        case .countdown: "countdown"
        case .score: "score"
        case .streaks: "streaks"
        case .milestones: "milestones"
        case .matchPoint: "match-point"
        case .figures: "figures"
        case .attack: "attack"
        }
    }
}

/// The kinds of line the player turned on or off, away from the verbosity's preset or not: each
/// kind at most once, in the order of `LineKind`.
public struct Hearing: Hashable, Sendable {
    /// The kinds turned on (`true`) or off.
    public private(set) var chosen: [(kind: LineKind, on: Bool)] = []

    public init(_ chosen: [(kind: LineKind, on: Bool)] = []) {
        for (kind, on) in chosen { set(kind, on) }
    }

    /// What the player chose for `kind`, if anything.
    public subscript(kind: LineKind) -> Bool? {
        chosen.first { $0.kind == kind }?.on
    }

    /// Whether lines of `kind` are said in `verbosity`: as the player chose, else as its preset.
    public func hears(_ kind: LineKind, in verbosity: Verbosity) -> Bool {
        self[kind] ?? kind.isHeard(in: verbosity)
    }

    /// Turns `kind` on or off, in place of what was chosen for it before.
    public mutating func set(_ kind: LineKind, _ on: Bool) {
        chosen.removeAll { $0.kind == kind }
        chosen.append((kind, on))
        chosen.sort { Self.order(of: $0.kind) < Self.order(of: $1.kind) }
    }

    /// What `other` chose, over this.
    public func merging(_ other: Hearing) -> Hearing {
        var merged = self
        for (kind, on) in other.chosen { merged.set(kind, on) }
        return merged
    }

    private static func order(of kind: LineKind) -> Int { LineKind.allCases.firstIndex(of: kind)! }

    public static func == (a: Hearing, b: Hearing) -> Bool {
        a.chosen.map(\.kind) == b.chosen.map(\.kind) && a.chosen.map(\.on) == b.chosen.map(\.on)
    }

    public func hash(into hasher: inout Hasher) {
        for (kind, on) in chosen {
            hasher.combine(kind)
            hasher.combine(on)
        }
    }
}

extension Hearing {
    /// Kinds as the command line writes them: `score-off,countdown-on`, in either language's
    /// words (`점수-끄기`); `nil` for anything else.
    public init?(option text: String) {
        let parts = text.split(separator: ",").map { $0.trimmingSpaces }
        guard !parts.isEmpty else { return nil }
        var chosen = Hearing()
        for part in parts {
            guard let dash = part.lastIndex(of: "-"),
                let on = ValueWords.onOff(String(part[part.index(after: dash)...])),
                let kind = LineKind.named(String(part[..<dash]))
            else { return nil }
            chosen.set(kind, on)
        }
        self = chosen
    }

    /// Kinds as typed after the setting's word, lower-cased: one or more kinds, then on or off,
    /// as many times as the player likes (`score off`, `score streaks off`, `score off countdown
    /// on`); `nil` for anything else.
    public init?(typed words: [String]) {
        var chosen = Hearing()
        var waiting: [LineKind] = []
        var index = 0
        while index < words.count {
            if let on = ValueWords.onOff(words[index]) {
                guard !waiting.isEmpty else { return nil }
                for kind in waiting { chosen.set(kind, on) }
                waiting = []
                index += 1
            } else if let (kind, length) = LineKind.named(in: words[index...]) {
                waiting.append(kind)
                index += length
            } else {
                return nil
            }
        }
        guard waiting.isEmpty, !chosen.chosen.isEmpty else { return nil }
        self = chosen
    }
}

extension LineKind {
    /// The kind a word names, in any language: its command-line name or any of its words.
    static func named(_ word: String) -> LineKind? {
        let lowered = ValueWords.asciiLowercased(word)
        return allCases.first { $0.name == lowered } ?? named(in: [lowered][...])?.kind
    }

    /// The kind the first words of `words` name, in any language, and how many words it takes
    /// (match point takes two).
    static func named(in words: ArraySlice<String>) -> (kind: LineKind, length: Int)? {
        var best: (kind: LineKind, length: Int)?
        for vocabulary in Language.allCases.map(Vocabulary.init) {
            for kind in allCases {
                for name in vocabulary.words(kind.word) {
                    let parts = name.split(separator: " ").map(String.init)
                    guard parts.count <= words.count, Array(words.prefix(parts.count)) == parts,
                        parts.count > (best?.length ?? 0)
                    else { continue }
                    best = (kind, parts.count)
                }
            }
        }
        return best
    }

    /// Whether a word names what is always said (the result, the hands), which no kind turns off.
    public static func isAlwaysSaid(_ word: String) -> Bool {
        Language.allCases.map(Vocabulary.init).contains { $0.words(.hearAlways).contains(word) }
    }

    /// Whether words typed after the setting's word name what is always said, outside a kind's
    /// name: 낸 손, the move, holds 손, the hands, and is a kind all the same.
    public static func namesWhatIsAlwaysSaid(_ words: [String]) -> Bool {
        var index = 0
        while index < words.count {
            if let (_, length) = named(in: words[index...]) {
                index += length
            } else if isAlwaysSaid(words[index]) {
                return true
            } else {
                index += 1
            }
        }
        return false
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension Preferences {
    /// The kinds of line heard otherwise than the verbosity's preset: those turned on, then those
    /// turned off ("Hear off: score, streaks."), a braille line at a time; none when none is.
    func hearingReport(_ say: Sentences) -> [String] {
        let vocabulary = Vocabulary(say.language)
        let changed = { (on: Bool) in
            LineKind.allCases.filter { self.hearing[$0] == on && on != self.isPreset($0) }
                .map { vocabulary.name($0.word) }
        }
        let (on, off) = (changed(true), changed(false))
        return (on.isEmpty ? [] : say.packed(on, first: say.hearOnList))
            + (off.isEmpty ? [] : say.packed(off, first: say.hearOffList))
    }
}
