import GameCore
import Narration

/// Turns narration lines into what the terminal shows: the words unchanged, emoji after them
/// (see `Symbols`), and colour around a whole line so no word is split by a code.
public struct Presenter: Sendable {
    public var style: Style

    public init(style: Style) {
        self.style = style
    }

    /// One line as text to write, ending in a newline.
    public func render(_ line: Line) -> String {
        var text = line.alternate ? String(line.text.map { $0 == " " ? "\u{00A0}" : $0 }) : line.text
        if style.emoji, let pictures = pictures(for: line.tone) {
            text += " " + pictures
        }
        if style.color, let code = colour(for: line.tone) {
            text = "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
        }
        return text + "\n"
    }

    public func render(_ lines: [Line]) -> String {
        // Appended one by one, not joined(): that entry point of the standard library is
        // generic, and its first call looks its types up by name at run time.
        var text = ""
        for line in lines { text += render(line) }
        return text
    }

    private func pictures(for tone: Line.Tone) -> String? {
        switch tone {
        case .plain: nil
        case .acknowledgement(let move): Symbols.picture(move)
        case .result(let outcome, let player, let computer):
            [Symbols.picture(player), Symbols.picture(computer), Symbols.picture(outcome)].joined(separator: " ")
        case .attack(_, _, let player, let computer):
            [Symbols.picture(player), Symbols.picture(computer), Symbols.attack].joined(separator: " ")
        case .gameEnd(let won, let player, let computer):
            [Symbols.picture(player), Symbols.picture(computer), Symbols.picture(won ? .win : .loss)].joined(
                separator: " ")
        case .pairs(let pairs):
            [pairs.player.first, pairs.player.second, pairs.computer.first, pairs.computer.second].map(Symbols.picture)
                .joined(separator: " ")
        case .milestone: Symbols.streak
        case .newBest: Symbols.best
        case .matchEnd(let won): won ? Symbols.matchWon : Symbols.picture(.loss)
        case .mistake: nil
        }
    }

    /// SGR codes: the result in bold, green for a win, red for a loss, yellow for a draw.
    private func colour(for tone: Line.Tone) -> String? {
        switch tone {
        case .result(.win, _, _), .gameEnd(true, _, _): "1;32"
        case .result(.loss, _, _), .gameEnd(false, _, _): "1;31"
        case .result(.draw, _, _): "1;33"
        case .milestone, .newBest, .matchEnd: "1;35"
        case .plain, .acknowledgement, .attack, .pairs, .mistake: nil
        }
    }
}
