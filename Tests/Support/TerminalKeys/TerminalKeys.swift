/// Keys a player may press in quick-keys mode that mean nothing there, as the terminals players
/// use send them, each with where that is written down: arrows and function keys in both cursor
/// modes and with modifiers, Home, End, Insert, Delete, Page Up and Down in each terminal's forms,
/// the keypad, Escape, Alt with a key, characters of 2, 3 and 4 bytes, what an input method
/// commits at once, a bracketed paste, and bytes that are not UTF-8. Each must be read as one key
/// (one answer, never two) and mean nothing: no move, no command, no quit.
///
/// Sources (ncurses 6.4's terminfo, `infocmp -1x TERM`, lists the keys in the mode a full-screen
/// program sets, application cursor mode; the other mode is the terminal's own, below):
/// - xterm: `infocmp -1x xterm-256color`; in normal cursor mode the arrows, Home and End are
///   CSI A to D, H and F (xterm's ctlseqs, "PC-Style Function Keys"), with a modifier CSI 1;m X
///   in both modes, m from 2 (Shift) to 8 (Shift, Alt and Control); Alt sends ESC before a key
///   (`metaSendsEscape`).
/// - VTE (GNOME Terminal, xfce4-terminal): `infocmp -1x vte-256color` and `xfce`, and VTE's key
///   map (GNOME/vte, src/keymap.cc): Home and End CSI H, F or SS3 H, F by cursor mode, F1 to F4
///   SS3 P to S and CSI 1;m P with a modifier, the keypad in application mode SS3 j k l m o M I
///   and SS3 3 ~ (Delete), with a modifier before the final byte (SS3 5 j), its Begin CSI E or
///   SS3 E; Alt with Escape, Tab, Return, Space and Control-Space ESC ESC, ESC Tab, ESC CR,
///   ESC space, ESC NUL. Older GNOME Terminal: `infocmp -1x gnome-256color`, F1 with Shift
///   SS3 1;2 P. Konsole: `infocmp -1x konsole-256color`, SS3 2 P.
/// - The Linux console: `infocmp -1x linux`: F1 to F5 ESC [ [ A to E, Home ESC [ 1 ~, End
///   ESC [ 4 ~, the keypad's 5 CSI G; in application cursor mode (DECCKM) the kernel's keymap
///   sends the arrows as SS3 A to D.
/// - tmux: what it sends a program inside it, `infocmp -1x tmux-256color`: Home CSI 1 ~, End
///   CSI 4 ~, F1 SS3 P, the arrows in either mode, with a modifier CSI 1;m X.
/// - xterm.js (VS Code's terminal, JupyterLab, the web terminal): xtermjs/xterm.js,
///   src/common/input/Keyboard.ts, `evaluateKeyboardEvent`: Home CSI H or SS3 H, End CSI F or
///   SS3 F, CSI 1;m H with a modifier, F1 SS3 P or CSI 1;m P, F5 CSI 15 ~ or CSI 15;m ~, Insert
///   CSI 2 ~, Delete CSI 3 ~ or CSI 3;m ~, Shift-Tab CSI Z, Alt with Backspace ESC DEL, Alt with
///   a letter or a digit ESC and it.
/// - rxvt-unicode and PuTTY: `infocmp -1x rxvt-unicode-256color` and `putty-256color`: Home
///   CSI 7 ~ or CSI 1 ~, End CSI 8 ~ or CSI 4 ~, F1 CSI 11 ~, with Control SS3 a (Up) and
///   CSI 7 ^ (Home), with Shift CSI a (Up) and CSI 7 $ (Home), Alt with an arrow ESC ESC [ A.
public enum TerminalKeys {
    /// One key as one terminal sends it.
    public struct Sent: Sendable, CustomStringConvertible {
        public let key: String
        public let terminal: Terminal
        public let bytes: [UInt8]
        public let kind: Kind

        /// Whether its last byte says it is whole; else it is whole when nothing follows in time.
        public var wholeAtOnce: Bool { kind != .escape && kind != .cutShort }

        public var description: String { "\(terminal.rawValue) \(key): " + TerminalKeys.shown(bytes) }
    }

    /// Bytes as a test names them: ESC, printable ASCII as itself, the rest in hexadecimal.
    public static func shown(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            byte == 0x1B
                ? "ESC"
                : (0x21...0x7E).contains(byte)
                    ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16, uppercase: true)
        }.joined(separator: " ")
    }

    public enum Terminal: String, CaseIterable, Sendable {
        case xterm, vte, linux, tmux
        case xtermJS = "xterm.js"
        case rxvt = "rxvt/PuTTY"
        case any = "any terminal"
    }

    public enum Kind: Sendable {
        /// An escape sequence or Alt with a key: whole once its last byte comes.
        case sequence
        /// Escape alone, or Alt with Escape: whole only when nothing follows in time.
        case escape
        /// A character of several bytes, or several an input method committed at once.
        case text
        /// Bytes that are not UTF-8: one key however many.
        case invalid
        /// A character cut short: whole only when nothing follows in time, its rest awaited.
        case cutShort
        /// A bracketed paste, whole.
        case paste
    }

    /// Every key, in the order of the terminals above.
    public static let all: [Sent] = xterm + vte + linux + tmux + xtermJS + rxvt + escapes + texts + invalid + pastes

    /// Escape sequences and Alt with a key: they end where the terminal ends them, whatever comes
    /// after (Escape alone ends when nothing comes; text takes the text that comes with it).
    public static var sequences: [Sent] { all.filter { $0.kind == .sequence } }

    static func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }
    static func ss3(_ text: String) -> [UInt8] { [0x1B, 0x4F] + Array(text.utf8) }

    /// xterm's modifier numbers: 1 plus Shift 1, Alt 2, Control 4.
    static let modifiers = [
        2: "Shift", 3: "Alt", 4: "Shift+Alt", 5: "Control", 6: "Shift+Control", 7: "Alt+Control",
        8: "Shift+Alt+Control",
    ]

    static let arrows = [("Up", "A"), ("Down", "B"), ("Right", "C"), ("Left", "D")]
    /// F5 to F12 as xterm numbers them, after ESC [.
    static let functionNumbers = [(5, 15), (6, 17), (7, 18), (8, 19), (9, 20), (10, 21), (11, 23), (12, 24)]
    /// Insert, Delete, Page Up, Page Down, after ESC [.
    static let editingNumbers = [("Insert", 2), ("Delete", 3), ("Page Up", 5), ("Page Down", 6)]

    /// The keys xterm's scheme gives, which VTE, tmux and xterm.js share in part.
    static func xtermScheme(_ terminal: Terminal, home: [UInt8], end: [UInt8], modified: Bool = true) -> [Sent] {
        var keys: [Sent] = []
        func add(_ key: String, _ bytes: [UInt8]) {
            keys.append(Sent(key: key, terminal: terminal, bytes: bytes, kind: .sequence))
        }
        for (name, final) in arrows {
            add(name, csi(final))
            add(name + " (application cursor mode)", ss3(final))
        }
        add("Home", home)
        add("End", end)
        for (index, final) in ["P", "Q", "R", "S"].enumerated() { add("F\(index + 1)", ss3(final)) }
        for (key, number) in functionNumbers { add("F\(key)", csi("\(number)~")) }
        for (name, number) in editingNumbers { add(name, csi("\(number)~")) }
        add("Shift+Tab", csi("Z"))
        guard modified else { return keys }
        for (modifier, held) in modifiers.sorted(by: { $0.key < $1.key }) {
            for (name, final) in arrows + [("Home", "H"), ("End", "F")] {
                add("\(held)+\(name)", csi("1;\(modifier)\(final)"))
            }
            for (index, final) in ["P", "Q", "R", "S"].enumerated() {
                add("\(held)+F\(index + 1)", csi("1;\(modifier)\(final)"))
            }
            for (key, number) in functionNumbers { add("\(held)+F\(key)", csi("\(number);\(modifier)~")) }
            for (name, number) in editingNumbers { add("\(held)+\(name)", csi("\(number);\(modifier)~")) }
        }
        return keys
    }

    static func alt(_ terminal: Terminal, _ keys: [(String, [UInt8])]) -> [Sent] {
        keys.map { Sent(key: "Alt+" + $0.0, terminal: terminal, bytes: [0x1B] + $0.1, kind: .sequence) }
    }

    static let xterm =
        xtermScheme(.xterm, home: csi("H"), end: csi("F"))
        + [("Home (application cursor mode)", ss3("H")), ("End (application cursor mode)", ss3("F"))].map {
            Sent(key: $0.0, terminal: .xterm, bytes: $0.1, kind: .sequence)
        }
        + [
            ("keypad Enter", "M"), ("keypad 7", "w"), ("keypad 5", "u"), ("keypad 3", "s"), ("keypad 9", "y"),
            ("keypad 1", "q"),
        ].map { Sent(key: $0.0 + " (application keypad)", terminal: .xterm, bytes: ss3($0.1), kind: .sequence) }
        + alt(.xterm, [("1", [0x31]), ("0", [0x30]), ("q", [0x71]), ("r", [0x72]), ("Space", [0x20]), ("=", [0x3D])])

    static let vte =
        xtermScheme(.vte, home: csi("H"), end: csi("F"), modified: false)
        + [
            ("Home (application cursor mode)", ss3("H")), ("End (application cursor mode)", ss3("F")),
            ("keypad Begin", csi("E")), ("keypad Begin (application cursor mode)", ss3("E")),
            ("keypad * (application keypad)", ss3("j")), ("keypad + (application keypad)", ss3("k")),
            ("keypad , (application keypad)", ss3("l")), ("keypad - (application keypad)", ss3("m")),
            ("keypad / (application keypad)", ss3("o")), ("keypad Enter (application keypad)", ss3("M")),
            ("keypad Tab (application keypad)", ss3("I")), ("keypad Space (application keypad)", ss3(" ")),
            ("keypad Delete (application keypad)", ss3("3~")),
            ("Control+keypad * (application keypad)", ss3("5j")),
            ("Shift+keypad Enter (application keypad)", ss3("2M")),
            ("Control+keypad Delete (application keypad)", ss3("3;5~")),
            ("Shift+F1 (gnome-256color)", ss3("1;2P")), ("Control+F1 (gnome-256color)", ss3("1;5P")),
            ("Shift+F1 (konsole-256color)", ss3("2P")), ("Control+F2 (konsole-256color)", ss3("5Q")),
            ("Control+Up", csi("1;5A")), ("Shift+Delete", csi("3;2~")), ("Control+F1", csi("1;5P")),
            ("Shift+F5", csi("15;2~")),
        ].map { Sent(key: $0.0, terminal: .vte, bytes: $0.1, kind: .sequence) }
        + alt(.vte, [("Tab", [0x09]), ("Return", [0x0D]), ("Space", [0x20]), ("Control+Space", [0x00]), ("?", [0x3F])])

    static let linux: [Sent] =
        [
            ("F1", csi("[A")), ("F2", csi("[B")), ("F3", csi("[C")), ("F4", csi("[D")), ("F5", csi("[E")),
            ("F6", csi("17~")), ("F10", csi("21~")), ("F12", csi("24~")), ("Shift+F1 (F13)", csi("25~")),
            ("Shift+F8 (F20)", csi("34~")), ("Home", csi("1~")), ("End", csi("4~")), ("Insert", csi("2~")),
            ("Delete", csi("3~")), ("Page Up", csi("5~")), ("Page Down", csi("6~")), ("keypad 5", csi("G")),
            ("Up", csi("A")), ("Down", csi("B")), ("Right", csi("C")), ("Left", csi("D")),
            ("Up (application cursor mode)", ss3("A")), ("Left (application cursor mode)", ss3("D")),
        ].map { Sent(key: $0.0, terminal: .linux, bytes: $0.1, kind: .sequence) }
        + alt(.linux, [("a", [0x61]), ("2", [0x32]), ("Backspace", [0x7F])])

    static let tmux =
        xtermScheme(.tmux, home: csi("1~"), end: csi("4~"), modified: false)
        + [
            ("Control+Up", csi("1;5A")), ("Shift+Left", csi("1;2D")), ("Alt+Right", csi("1;3C")),
            ("Shift+Home", csi("1;2H")), ("Shift+End", csi("1;2F")), ("Shift+F1", csi("1;2P")),
            ("Control+F5", csi("15;5~")), ("Shift+Delete", csi("3;2~")), ("Control+Page Up", csi("5;5~")),
        ].map { Sent(key: $0.0, terminal: .tmux, bytes: $0.1, kind: .sequence) }

    static let xtermJS =
        xtermScheme(.xtermJS, home: csi("H"), end: csi("F"))
        + [("Home (application cursor mode)", ss3("H")), ("End (application cursor mode)", ss3("F"))].map {
            Sent(key: $0.0, terminal: .xtermJS, bytes: $0.1, kind: .sequence)
        }
        + alt(
            .xtermJS,
            [
                ("Backspace", [0x7F]), ("1", [0x31]), ("Shift+1", [0x21]), ("a", [0x61]), ("Control+a", [0x01]),
                ("-", [0x2D]), ("*", [0x2A]),
            ])

    static let rxvt: [Sent] =
        [
            ("Home", csi("7~")), ("End", csi("8~")), ("F1", csi("11~")), ("F4", csi("14~")),
            ("Control+Up", ss3("a")), ("Control+Left", ss3("d")), ("Control+Home", csi("7^")),
            ("Control+Shift+Home", csi("7@")), ("Shift+Up", csi("a")), ("Shift+Home", csi("7$")),
            ("Shift+Delete", csi("3$")), ("Alt+Up", [0x1B] + csi("A")), ("Alt+F1", [0x1B] + csi("11~")),
            ("PuTTY keypad 0 (application keypad)", ss3("p")), ("PuTTY keypad . (application keypad)", ss3("n")),
        ].map { Sent(key: $0.0, terminal: .rxvt, bytes: $0.1, kind: .sequence) }

    static let escapes: [Sent] = [
        Sent(key: "Escape", terminal: .any, bytes: [0x1B], kind: .escape),
        Sent(key: "Alt+Escape", terminal: .vte, bytes: [0x1B, 0x1B], kind: .escape),
        Sent(key: "Alt+[", terminal: .xterm, bytes: [0x1B, 0x5B], kind: .escape),
        Sent(key: "Alt+Shift+O", terminal: .xterm, bytes: [0x1B, 0x4F], kind: .escape),
    ]

    /// Characters of 2, 3 and 4 bytes, and what an input method commits at once.
    static let texts: [Sent] = [
        ("é (2 bytes)", "é"), ("ñ (2 bytes)", "ñ"), ("가 (3 bytes)", "가"), ("ㄱ (a jamo, 3 bytes)", "ㄱ"),
        ("€ (3 bytes)", "€"), ("😀 (4 bytes)", "😀"), ("𝄞 (4 bytes)", "𝄞"), ("가나다 (committed at once)", "가나다"),
        ("👍🏽 (an emoji with a skin tone, 8 bytes)", "👍🏽"), ("Alt+가", "\u{1B}가"), ("Alt+😀", "\u{1B}😀"),
    ].map { Sent(key: $0.0, terminal: .any, bytes: Array($0.1.utf8), kind: .text) }

    static let invalid: [Sent] =
        [
            ("a continuation byte alone", [0x80]), ("three continuation bytes", [0x80, 0xBF, 0x9F]),
            ("0xFF", [0xFF]), ("0xFF 0xFE", [0xFF, 0xFE]), ("an overlong slash", [0xC0, 0xAF]),
            ("a surrogate", [0xED, 0xA0, 0x80]), ("a lead byte of 3 then a character", [0xE0] + Array("가".utf8)),
            ("a character then a stray byte", Array("가".utf8) + [0x80]), ("0xF5 and over", [0xF5, 0x80, 0x80, 0x80]),
        ].map { Sent(key: $0.0, terminal: .any, bytes: $0.1, kind: .invalid) }
        + [Sent(key: "a lead byte of 4 with 2 of its 3", terminal: .any, bytes: [0xF0, 0x9F, 0x98], kind: .cutShort)]

    static let pastes: [Sent] = [
        ("a bracketed paste", csi("200~") + Array("rock paper 1 2 3 quit\r0".utf8) + csi("201~")),
        ("an empty bracketed paste", csi("200~") + csi("201~")),
        ("a bracketed paste of Korean and escapes", csi("200~") + Array("가위 \u{1B}[A 바위".utf8) + csi("201~")),
    ].map { Sent(key: $0.0, terminal: .any, bytes: $0.1, kind: .paste) }
}
