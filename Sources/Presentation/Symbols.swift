import GameCore

/// The pictures the emoji presentation adds after the words: one table, the same in every
/// language. Base code points only: U+FE0F makes screen readers drop or spell the rest of a line.
enum Symbols {
    static func picture(_ move: Move) -> String {
        switch move {
        case .rock: "\u{270A}"  // raised fist
        case .paper: "\u{270B}"  // raised hand
        case .scissors: "\u{270C}"  // victory hand
        case .lizard: "\u{1F98E}"  // lizard
        case .spock: "\u{1F596}"  // raised hand with part between middle and ring fingers: the Vulcan salute
        }
    }

    static func picture(_ outcome: Outcome) -> String {
        switch outcome {
        case .win: "\u{1F389}"  // party popper
        case .loss: "\u{1F61E}"  // disappointed face
        case .draw: "\u{1F91D}"  // handshake
        }
    }

    static let streak = "\u{1F525}"  // fire
    static let best = "\u{1F3C6}"  // trophy
    static let matchWon = "\u{1F947}"  // first place medal
    static let attack = "\u{1F5E1}"  // dagger: who attacks in 묵찌빠
}
