import Foundation
import Testing

/// Quick-keys mode's seeded game as each screen reader must speak it, in English and Korean: a
/// key, then its answer whole, first line first and at once, and nothing the game adds. The keys pressed are the moves' `1` and `2`,
/// the undo key (`-`), the help key (`?`) and the quit key (`0`) twice.
struct KeysScript: Sendable, CustomTestStringConvertible {
    struct Press: Sendable {
        let key: String
        /// What must be heard after it, in order.
        let heard: [String]
    }

    let language: String
    let welcome: [String]
    let presses: [Press]
    var testDescription: String { language }

    static let english = KeysScript(
        language: "en", welcome: ["Welcome!", "Press 1, 2, 3, or Enter to type."],
        presses: [
            Press(key: "1", heard: ["Rock.", "Lost, rock to paper.", "Down 0 to 1."]),
            Press(key: "2", heard: ["Paper.", "Won, paper beat rock.", "Tied 1 to 1."]),
            Press(key: "-", heard: ["Took back round 2.", "Down 0 to 1."]),
            Press(
                key: "?",
                heard: [
                    "Rock 1 paper 2 scissors 3.", "Keys: space again, minus undo,", "Star repeat, equal sign score,",
                    "Question mark help, 0 quit.", "Enter: type a command.",
                ]),
            Press(key: "0", heard: ["Press 0 again to quit."]),
            Press(key: "0", heard: ["Bye. You 0, computer 1."]),
        ])

    static let korean = KeysScript(
        language: "ko", welcome: ["가위바위보.", "손은 1 2 3, 명령은 엔터."],
        presses: [
            Press(key: "1", heard: ["가위.", "승리, 가위가 보를 이김", "1 대 0 앞섬"]),
            Press(key: "2", heard: ["바위.", "무승부, 둘 다 바위", "1 대 0 앞섬"]),
            Press(key: "-", heard: ["취소함: 2회차 판.", "1 대 0 앞섬"]),
            Press(
                key: "?",
                heard: [
                    "가위 1 바위 2 보 3.", "키: 스페이스 다시, 마이너스 취소,", "별표 다시 듣기, 등호 점수,", "물음표 도움말, 0 종료.", "엔터: 명령 하나 입력하기.",
                ]),
            Press(key: "0", heard: ["종료하려면 0을 한 번 더 누르세요."]),
            Press(key: "0", heard: ["끝, 나 1 대 컴퓨터 0."]),
        ])

    /// The same without its last key, the second press of the quit key: a reader in the game's
    /// own terminal (Fenrir, yasr) ends with the game, and may not read its goodbye first.
    var beforeTheEnd: KeysScript { KeysScript(language: language, welcome: welcome, presses: presses.dropLast()) }

    /// The game's arguments.
    var arguments: [String] { ["--keys", "--seed", "7", "--lang", language] }

    /// Presses every key and hears its answer whole, after all that was heard before; returns
    /// when each key was pressed and its answer's first line heard. Nothing but the answer
    /// between two keys is `Hearing.judge`'s to find.
    @discardableResult
    func play(_ game: Hearing) throws -> [(key: String, pressed: Date, heard: Date)] {
        try presses.map { press in
            let pressed = game.press(press.key)
            let heard = try game.hear(press.heard)
            return (press.key, pressed, heard[0])
        }
    }

    /// The same, where the reader shows the game's terminal: each answer's first line shown
    /// within 0.3 s of its key.
    func play(
        _ game: Hearing, shownBy reader: some TerminalScreenReader, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        for (press, played) in zip(presses, try play(game)) {
            guard let shown = reader.shown(press.heard[0], after: played.pressed) else {
                Issue.record("\(press.key.debugDescription): not shown", sourceLocation: sourceLocation)
                continue
            }
            let delay = shown.timeIntervalSince(played.pressed)
            #expect(
                delay <= 0.3, "\(press.key.debugDescription): answered \(delay) s after", sourceLocation: sourceLocation
            )
        }
    }
}
