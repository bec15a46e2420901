import Catalog
import GameCore
import Narration

/// Turns narration lines into what the terminal shows: the words unchanged, emoji after them
/// (base code points only, never U+FE0F, which makes screen readers drop or spell the rest),
/// and colour around a whole line so no word is split by a code.
public struct Presenter: Sendable {
    public var style: Style
    private let symbols = Symbols(Language.allCases[0])

    public init(style: Style) {
        self.style = style
    }

    /// One line as text to write, ending in a newline.
    public func render(_ line: Line) -> String {
        var text = line.text
        if style.emoji, let pictures = pictures(for: line.tone) {
            text += " " + pictures
        }
        if style.color, let code = colour(for: line.tone) {
            text = "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
        }
        text += "\n"
        if style.bell, line.tone == .milestone || line.tone == .newBest {
            text += "\u{7}"
        }
        return text
    }

    public func render(_ lines: [Line]) -> String {
        lines.map(render).joined()
    }

    private func pictures(for tone: Line.Tone) -> String? {
        switch tone {
        case .plain: nil
        case .acknowledgement(let move): picture(move)
        case .result(let outcome, let player, let computer): [picture(player), picture(computer), picture(outcome)].joined(separator: " ")
        case .milestone: symbols.streak
        case .newBest: symbols.best
        }
    }

    /// SGR codes: the result in bold, green for a win, red for a loss, yellow for a draw.
    private func colour(for tone: Line.Tone) -> String? {
        switch tone {
        case .result(.win, _, _): "1;32"
        case .result(.loss, _, _): "1;31"
        case .result(.draw, _, _): "1;33"
        case .milestone, .newBest: "1;35"
        case .plain, .acknowledgement: nil
        }
    }

    private func picture(_ move: Move) -> String {
        switch move {
        case .rock: symbols.rock
        case .paper: symbols.paper
        case .scissors: symbols.scissors
        }
    }

    private func picture(_ outcome: Outcome) -> String {
        switch outcome {
        case .win: symbols.win
        case .loss: symbols.loss
        case .draw: symbols.draw
        }
    }
}
