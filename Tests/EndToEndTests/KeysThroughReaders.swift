import Foundation
import Testing

/// Quick-keys mode's seeded game as each screen reader must speak it, in English and Korean: a
/// key, then its answer whole, first line first and at once; before it, at most the reader's own
/// echo of the key, once, and nothing the game adds. The keys pressed are the moves' `1` and `2`,
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
            Press(key: "-", heard: ["취소함: 2.", "1 대 0 앞섬"]),
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

    /// Presses every key in `reader` and hears its answer; returns everything heard. `ignoring`
    /// are the reader's own words for what is under its cursor ("blank" in yasr), not the game's.
    func play(
        through reader: some HeadlessScreenReader, ignoring: Set<String> = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Utterance] {
        var everything: [Utterance] = []
        for press in presses {
            _ = reader.listen(for: 0.3)
            let pressed = reader.type(press.key)
            let expected = press.heard.map(Speech.heard)
            let heard = try reader.hear(expected, within: 6)
            everything += heard
            let parts = heard.flatMap { utterance in utterance.parts.map { (time: utterance.time, text: $0) } }
                .filter { $0.text.contains { $0.isLetter || $0.isNumber } && !ignoring.contains($0.text) }
            let before = parts.prefix { !$0.text.contains(expected[0]) }
            #expect(
                before.isEmpty, "\(press.key.debugDescription): before the answer: \(before.map(\.text))",
                sourceLocation: sourceLocation)
            if let first = parts.first(where: { $0.text.contains(expected[0]) }) {
                let delay = first.time.timeIntervalSince(pressed)
                #expect(
                    delay <= 0.3, "\(press.key.debugDescription): answered \(delay) s after",
                    sourceLocation: sourceLocation)
            }
        }
        return everything
    }
}
