import Catalog
import GameCore

/// What a key press means in quick-keys mode (`--keys`), in one language, at the stage the game
/// awaits: a move, a command, or Enter for one typed command line. Pure: the session asks it of
/// every key and decides the rest (a quit asked for twice).
///
/// Every key it names reaches the terminal unchanged whatever the input method: a Korean input
/// method in Hangul mode composes letters into syllables, but sends digits, punctuation, Space,
/// Backspace and Enter as they are. So a Korean game plays on digits and punctuation alone, and
/// the same keys work in every language, before a switch of language and after it:
///
/// - `1` `2` `3` (to `5` in rock paper scissors lizard Spock): the moves of the stage the game
///   awaits, in the order the language numbers them, the numbers typed today; in 하나빼기, two
///   presses show a pair and one keeps the hand of that move.
/// - Space: again, the last move once more: the widest key, found without looking, and the key
///   a game's "play again" is on.
/// - `-`: undo, a round less. Backspace undoes too, but help does not name it: after Backspace,
///   Orca reads whatever the screen's scrolling takes away as text the key deleted, and the
///   answer to any printable key scrolls the screen without that.
/// - `*`: repeat: the star key says a menu again in phone menus ("다시 들으시려면 별표").
/// - `=`: the score, where the game stands.
/// - `?`: help, the help word already when typed.
/// - `0`: quit, as "0" ends a numbered menu ("0. 종료"); the session asks for a second press, so a
///   slip of the finger beside 1 never ends a game.
/// - Enter: one typed command line, where every command of the game works.
///
/// A language written in ASCII letters adds the first letter of a move's or a command's name,
/// where no earlier one took it: in English `r` `p` `s` for the moves (and `l` for lizard, where
/// it is played; Spock's `s` is scissors'), then `a` again, `u` undo, `h` help, `q` quit
/// (repeat's `r` and score's `s` are the moves'). Upper case too, for Caps Lock.
public struct KeyMap: Sendable {
    /// What a key stands for before the stage says what it asks.
    enum Target: Hashable, Sendable {
        case move(Move)
        case command(Keyword)
        case typedLine
    }

    /// What a key asks for.
    public enum Meaning: Hashable, Sendable {
        case command(Command)
        /// Minus one: one hand of the pair, pressed one at a time; the session keeps the first
        /// until the second comes.
        case hand(Move)
        /// A move's key that the stage cannot take: a hand not shown, at the choice of one to keep.
        case stageAsks(Stage)
        /// Enter: one typed command line, which Escape or an empty Enter closes.
        case typedLine
    }

    /// The commands with a key, in the order help names them.
    public static let commands: [Keyword] = [.again, .undo, .repeatLast, .score, .help, .quit]

    /// The keys of every language, each with what it stands for: for each command, the key help
    /// names first.
    static let shared: [(key: Key, target: Target)] = [
        (.space, .command(.again)), (Key("-"), .command(.undo)), (.backspace, .command(.undo)),
        (Key("*"), .command(.repeatLast)),
        (Key("="), .command(.score)), (Key("?"), .command(.help)), (Key("0"), .command(.quit)),
        (.enter, .typedLine),
    ]

    public let language: Language

    /// Made cheaply, at every start: the keys are worked out as they are pressed.
    public init(language: Language) {
        self.language = language
    }

    /// What `key` asks for while the game awaits `stage`; `nil` when it means nothing here.
    public func meaning(of key: Key, awaiting stage: Stage) -> Meaning? {
        switch target(of: key.normalized, moves: stage.moves) {
        case .move(let move)?:
            // A move's key names that move at every stage, never first or second: a hand, one
            // hand of a pair, or the hand to keep (when both are the same, either).
            switch stage.asks {
            case .hand: .command(.game(.play(move)))
            case .pair: .hand(move)
            case .keep(let pair): pair.which(move).map { .command(.game(.keep($0))) } ?? .stageAsks(stage)
            }
        case .command(let keyword)?: .command(CommandParser.command(for: keyword))
        case .typedLine?: .typedLine
        case nil: nil
        }
    }

    /// The keys of the commands as help names them, in order: for each, the first key every
    /// language shares.
    public var labels: [(key: String, command: Keyword)] {
        let words = Vocabulary(language)
        return Self.commands.map { command in
            (name(of: Self.shared.first { $0.target == .command(command) }!.key, words), command)
        }
    }

    /// Every key of a command in this language at `stage`, those every language shares first.
    public func keys(for command: Keyword, at stage: Stage) -> [Key] {
        let words = Vocabulary(language)
        return Self.shared.filter { $0.target == .command(command) }.map(\.key)
            + letters(words, moves: stage.moves).filter { $0.target == .command(command) }.map {
                Key(String($0.letter))
            }
    }

    /// The help key's name, as a line names it ("question mark", "물음표").
    public var helpName: String {
        let help = Self.shared.first { $0.target == .command(.help) }!.key
        return name(of: help, Vocabulary(language))
    }

    /// A key as a line or the transcript names it: a digit, a letter or a mark as itself, a key
    /// that shows nothing by its name ("space", "스페이스"), anything else as it came.
    public func name(of key: Key) -> String { name(of: key.normalized, Vocabulary(language)) }

    private func name(of key: Key, _ words: Vocabulary) -> String {
        switch key {
        case .space: words.name(.keySpace)
        case .backspace: words.name(.keyBackspace)
        case Key("-"): words.name(.keyMinus)
        case .enter: words.name(.keyEnter)
        case .escape: words.name(.keyEscape)
        case Key("*"): words.name(.keyStar)
        case Key("="): words.name(.keyEquals)
        case Key("?"): words.name(.keyQuestion)
        default: key.text
        }
    }

    /// What a key stands for in this language while `moves` are played, if anything.
    func target(of key: Key, moves: [Move]) -> Target? {
        if let shared = Self.shared.first(where: { $0.key == key }) { return shared.target }
        let words = Vocabulary(language)
        for move in moves where key.text == String(words.number(of: move)) { return .move(move) }
        guard let letter = Self.letter(key) else { return nil }
        return letters(words, moves: moves).first { $0.letter == letter }?.target
    }

    /// The language's letter keys while `moves` are played: the first letter of each move's name,
    /// in the order the language numbers them, then of each command's, when it is an ASCII letter
    /// no earlier name took.
    func letters(_ words: Vocabulary, moves: [Move]) -> [(letter: Unicode.Scalar, target: Target)] {
        let names =
            words.numbered(moves).map { (words.name(of: $0), Target.move($0)) }
            + Self.commands.map { (words.name(of: $0), Target.command($0)) }
        var taken: [(letter: Unicode.Scalar, target: Target)] = []
        for (name, target) in names {
            guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
                !taken.contains(where: { $0.letter == first })
            else { continue }
            taken.append((first, target))
        }
        return taken
    }

    /// A key of one ASCII letter, in lower case.
    private static func letter(_ key: Key) -> Unicode.Scalar? {
        let scalars = key.text.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        if ("a"..."z").contains(scalar) { return scalar }
        if ("A"..."Z").contains(scalar) { return Unicode.Scalar(scalar.value + 32) }
        return nil
    }
}
