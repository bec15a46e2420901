import Catalog
import GameCore
import Input
import Narration
import Play
import Settings
import Testing

/// Quick-keys mode as effects: a key press in, the same answer a typed line gets out; the quit
/// key asked twice; Enter's one typed command line, closed by Escape or an empty Enter.
@Suite struct KeySessionTests {
    func session(
        _ language: Language = .en, interactive: Bool = true, _ configure: (inout Preferences) -> Void = { _ in }
    ) -> Session {
        SessionTests().session(language, computer: [.scissors], interactive: interactive) { preferences in
            preferences.set(.on(.keys, true))
            preferences.delay = 0
            configure(&preferences)
        }
    }

    func shown(_ effects: [Effect]) -> [String] { SessionTests().shown(effects) }

    /// The effects with every line shown as it is said, not alternate.
    func unalternated(_ effects: [Effect]) -> [Effect] {
        effects.map { if case .show(let lines) = $0 { .show(lines.map { $0.alternated(false) }) } else { $0 } }
    }

    /// A typed line's effects without keeping the line for the Up arrow, which a key has none of.
    func unremembered(_ effects: [Effect]) -> [Effect] {
        effects.filter { if case .remember = $0 { false } else { true } }
    }

    func reads(_ effects: [Effect]) -> [InputMode] {
        effects.compactMap { if case .read(let mode) = $0 { mode } else { nil } }
    }

    @Test func onATerminalTheGameReadsKeysFromTheStartAndSaysHowInTheWelcome() {
        var english = session()
        let start = english.start()
        #expect(reads(start) == [.keys])
        #expect(shown(start) == ["Welcome!", "Press 1, 2, 3, or Enter to type."])
        var korean = session(.ko)
        #expect(shown(korean.start()) == ["가위바위보.", "손은 1 2 3, 명령은 엔터."])
    }

    /// Without a terminal there are no keys to read: lines, and the welcome of lines.
    @Test func withoutATerminalTheGameReadsLinesAsBefore() {
        var game = session(interactive: false)
        let start = game.start()
        #expect(reads(start).isEmpty)
        #expect(shown(start) == ["Welcome!", "Type rock, paper, scissors or help."])
        #expect(reads(game.handle(.line("keys off"))).isEmpty)
    }

    /// A key's answer is the typed line's, without the line.
    @Test(arguments: [
        ("1", "rock"), ("r", "rock"), ("2", "paper"), ("p", "paper"), ("3", "scissors"), ("S", "scissors"),
        (" ", "again"), ("a", "again"), ("-", "undo"), ("\u{7F}", "undo"), ("u", "undo"), ("*", "repeat"),
        ("=", "score"),
        ("?", "help"), ("h", "help"),
    ])
    func aKeyIsAnsweredAsItsTypedCommand(key: String, typed: String) {
        var byKey = session()
        var byLine = session { $0.set(.on(.keys, false)) }
        _ = byKey.start()
        _ = byLine.start()
        // A round first, so that again, undo and repeat have something to do.
        #expect(byKey.handle(.key(Key("2"))) == unremembered(byLine.handle(.line("paper"))))
        let answer = unalternated(byKey.handle(.key(Key(key))))
        var expected = unalternated(unremembered(byLine.handle(.line(typed))))
        if typed == "help" {
            expected = [
                .show(
                    [
                        "Rock 1 paper 2 scissors 3.", "Keys: space again, minus undo,",
                        "Star repeat, equal sign score,",
                        "Question mark help, 0 quit.", "Enter: type a command.",
                    ].map { Line($0) })
            ]
        }
        #expect(answer == expected, "\(key.debugDescription)")
        #expect(byKey.game == byLine.game)
    }

    @Test func koreanHelpNamesTheKeysEveryInputMethodSends() {
        var game = session(.ko)
        _ = game.start()
        #expect(
            shown(game.handle(.key(Key("?")))) == [
                "가위 1 바위 2 보 3.", "키: 스페이스 다시, 마이너스 취소,", "별표 다시 듣기, 등호 점수,", "물음표 도움말, 0 종료.",
                "엔터: 명령 하나 입력하기.",
            ])
        #expect(shown(game.handle(.key(Key("1")))) == ["무승부, 둘 다 가위", "0 대 0 동점"])
    }

    /// Hangul an input method sends, a letter of another language, an arrow: one line that
    /// names the keys, digits in a Korean game, with the cue of a line not understood.
    @Test func aKeyThatMeansNothingGetsOneSentenceNamingTheKeys() {
        var english = session()
        _ = english.start()
        for key in ["x", "가", "\u{1B}[A", "\t", "\u{1B}"] {
            let answer = english.handle(.key(Key(key)))
            #expect(answer == [.show([Line("Press 1, 2, 3 or question mark.", tone: .mistake)])], "\(key)")
        }
        var korean = session(.ko)
        _ = korean.start()
        for key in ["r", "ㄱ", "가나"] {
            #expect(shown(korean.handle(.key(Key(key)))) == ["1, 2, 3이나 물음표를 누르세요."], "\(key)")
        }
        #expect(korean.game.tally.rounds == 0)
    }

    /// A key leaves the prompt's line as it was: an answer ending as the screen did above the
    /// prompt is shown alternate, so that Fenrir, comparing lines, reads it in order as new. The
    /// session says the lines; the writer sets them apart (`TerminalWriter`, rule 6).
    @Test func anAnswerEndingAsTheLineAboveThePromptIsShownAlternate() {
        var game = session()
        var writer = TerminalWriter(terminal: .init(holdsNewLines: true))
        /// The answer to `key` as the terminal shows it: what the writer writes.
        func press(_ key: Key) -> String {
            writer.keyRead()
            return writer.write(game.handle(.key(key))).map { if case .write(let text) = $0 { text } else { "" } }
                .joined()
        }
        _ = writer.write(game.start())
        _ = writer.beforeInput()
        let first = press(Key("3"))  // scissors: a draw
        #expect(first == "\nDraw, both scissors.\nTied 0 to 0.")
        _ = writer.beforeInput()
        let again = press(.space)  // again: a draw, the score as it was
        #expect(again == "\nDraw,\u{A0}both\u{A0}scissors.\nTied\u{A0}0\u{A0}to\u{A0}0.")
        _ = writer.beforeInput()
        #expect(press(.space) == first, "the line above is alternate now: the same draw differs plain")
        _ = writer.beforeInput()
        #expect(press(Key("=")) == "\nYou 0, computer 0.")
        // Typed lines change the prompt's line themselves: never alternate.
        _ = writer.beforeInput()
        _ = press(.enter)
        _ = writer.beforeInput()
        writer.echoed("\n")  // readline's new line after Enter
        let typed = writer.write(game.handle(.line("score")))
        #expect(typed.contains(.write("\nYou 0, computer 0.")))
    }

    /// Quit never on a key pressed by chance: a second press of a quit key leaves; any other key
    /// says the game goes on, and does nothing else.
    @Test func theQuitKeyAsksForASecondPress() {
        var game = session()
        _ = game.start()
        _ = game.handle(.key(Key("1")))
        #expect(game.handle(.key(Key("0"))) == [.show([Line("Press 0 again to quit.")])])
        #expect(game.handle(.key(Key("1"))) == [.show([Line("Not quitting.")])])
        #expect(game.game.tally.rounds == 1, "the key that said no played nothing")
        #expect(shown(game.handle(.key(Key("q")))) == ["Press q again to quit."])
        #expect(game.handle(.key(Key("0"))) == [.show([Line("Bye. You 1, computer 0.")]), .quit(.success)])
        var korean = session(.ko)
        _ = korean.start()
        #expect(shown(korean.handle(.key(Key("0")))) == ["종료하려면 0을 한 번 더 누르세요."])
        #expect(shown(korean.handle(.key(Key("q")))) == ["종료 안 함."])
        _ = korean.handle(.key(Key("0")))
        #expect(shown(korean.handle(.key(Key("0")))) == ["끝, 나 0 대 컴퓨터 0."])
    }

    /// `repeat` after the question says the answer before it: the question is no answer.
    @Test func theQuitQuestionIsNotWhatRepeatSays() {
        var game = session()
        _ = game.start()
        _ = game.handle(.key(Key("=")))
        _ = game.handle(.key(Key("0")))
        _ = game.handle(.key(Key("a")))
        #expect(shown(game.handle(.key(Key("*")))) == ["Once more:", "You 0, computer 0."])
    }

    /// Enter opens one typed line, where every command works; then keys again.
    @Test func enterOpensOneTypedCommandLine() {
        var game = session()
        _ = game.start()
        let opened = game.handle(.key(.enter))
        #expect(opened == [.show([Line("Type a command.")]), .read(.commandLine)])
        let answer = game.handle(.line("history"))
        #expect(shown(answer) == ["No rounds played yet."])
        #expect(reads(answer) == [.keys])
        #expect(shown(game.handle(.key(Key("1")))) == ["Won, rock beat scissors.", "Up 1 to 0."])
    }

    @Test(arguments: ["", "  ", "\u{1B}"])
    func escapeOrAnEmptyLineClosesTheCommandLine(typed: String) {
        var game = session()
        _ = game.start()
        _ = game.handle(.key(Key("\n")))
        let closed = typed == "\u{1B}" ? game.handle(.key(.escape)) : game.handle(.line(typed))
        #expect(closed == [.show([Line("Back to keys.")]), .read(.keys)])
        var korean = session(.ko)
        _ = korean.start()
        _ = korean.handle(.key(.enter))
        #expect(shown(korean.handle(.key(.escape))) == ["키로 돌아감."])
    }

    /// A command that leaves, or turns the keys off, is not followed by keys.
    @Test func theCommandLineCanLeaveOrTurnTheKeysOff() {
        var game = session()
        _ = game.start()
        _ = game.handle(.key(.enter))
        let off = game.handle(.line("keys off"))
        #expect(unremembered(off) == [.read(.lines), .show([Line("Keys off.")])])
        let on = game.handle(.line("키 켜기"))
        #expect(
            unremembered(on) == [.read(.keys), .show([Line("Keys on."), Line("Press 1, 2, 3, or Enter to type.")])])
        _ = game.handle(.key(.enter))
        #expect(
            unremembered(game.handle(.line("quit"))) == [.show([Line("Bye. You 0, computer 0.")]), .quit(.success)])
    }

    /// The keys follow the language: 1 is scissors in Korean, and letters are English only.
    @Test func theKeysFollowTheLanguage() {
        var game = session()
        _ = game.start()
        _ = game.handle(.key(.enter))
        _ = game.handle(.line("korean"))
        #expect(shown(game.handle(.key(Key("1")))) == ["무승부, 둘 다 가위", "0 대 0 동점"])
        #expect(shown(game.handle(.key(Key("r")))) == ["1, 2, 3이나 물음표를 누르세요."])
    }

    @Test func keysPressedAreKeptInTheTranscriptByName() {
        var game = session { $0.transcript = "t.txt" }
        _ = game.start()
        _ = game.handle(.transcriptOpened("t.txt"))
        let pressed = game.handle(.key(.space))
        #expect(pressed.first == .transcribe("\u{203A} space\n"))
        #expect(game.handle(.key(Key("1"))).first == .transcribe("\u{203A} 1\n"))
    }

    /// The hush key, the end of input and a signal mean what they mean in a typed game.
    @Test func theHushKeyTheEndAndASignalAreAsForLines() {
        var game = session { $0.set(.on(.speak, true)) }
        _ = game.start()
        #expect(game.handle(.hushKey) == [.hush])
        _ = game.handle(.key(Key("0")))
        #expect(game.handle(.hushKey) == [.hush])
        #expect(shown(game.handle(.key(Key("1")))) == ["Not quitting."])
        #expect(shown(game.handle(.interrupted(signal: 2, atPrompt: true))) == ["Bye. You 0, computer 0."])
        var ended = session()
        _ = ended.start()
        _ = ended.handle(.key(Key("1")))
        let end = ended.handle(.end)
        #expect(shown(end) == ["Bye. You 1, computer 0."])
        #expect(end.last == .quit(.success))
    }

    /// 하나빼기 by keys: the first of two presses is said and held, the second shows the pair; the
    /// undo key takes back a hand held; one press keeps the hand of that move, and a key of a hand
    /// not shown names the keys of the two.
    @Test func minusOneIsPlayedByTheMovesKeys() {
        var game = SessionTests().session(computer: [.rock], interactive: true) { preferences in
            preferences.set(.on(.keys, true))
            preferences.delay = 0
            preferences.game = .minusOne
        }
        #expect(
            shown(game.start()).prefix(2) == [
                "Rock paper scissors, minus one!", "Two hands: 1, 2, 3. Enter to type.",
            ])
        #expect(shown(game.handle(.key(Key("2")))) == ["Paper; one more hand."])
        #expect(shown(game.handle(.key(Key("-")))) == ["Paper taken back."])
        #expect(game.game.awaiting == .pair)
        #expect(shown(game.handle(.key(Key("-")))) == ["Nothing to undo."], "a hand taken back is not a round")
        _ = game.handle(.key(Key("2")))
        #expect(shown(game.handle(.key(Key("=")))) == ["You 0, computer 0."], "a review keeps the hand held")
        // The first pairs of the game say which keys keep a hand; once one is kept, pairs come alone.
        #expect(
            shown(game.handle(.key(Key("s")))) == [
                "Paper scissors to rock rock.", "Minus one!", "Keep one: paper 2, scissors 3.",
            ])
        #expect(game.game.awaiting == .keep(HandPair(.paper, .scissors)))
        #expect(shown(game.handle(.key(Key("1")))) == ["Keep one: paper 2, scissors 3."])
        let kept = shown(game.handle(.key(Key("2"))))
        #expect(kept.first?.hasPrefix("Won, paper beat rock") == true, "\(kept)")
        #expect(game.game.awaiting == .pair)
        // Again shows the last pair, and drops a hand held.
        _ = game.handle(.key(Key("1")))
        #expect(shown(game.handle(.key(.space))) == ["Paper scissors to rock rock.", "Minus one!"])
        // Between the stages, the undo key takes back the pair and says what to press, not type.
        #expect(
            shown(game.handle(.key(Key("-")))) == ["Took back your two hands.", "Two hands: 1, 2, 3. Enter to type."])
        _ = game.handle(.key(.space))
        #expect(shown(game.handle(.key(Key("3")))).first?.hasPrefix("Lost, scissors to rock") == true)

        var korean = SessionTests().session(.ko, computer: [.rock], interactive: true) { preferences in
            preferences.set(.on(.keys, true))
            preferences.delay = 0
            preferences.game = .minusOne
        }
        #expect(shown(korean.start()).dropFirst().first == "두 손은 1 2 3 두 번, 명령은 엔터.")
        #expect(shown(korean.handle(.key(Key("1")))) == ["가위, 한 손 더."])
        #expect(shown(korean.handle(.key(Key("1")))) == ["가위 가위 대 바위 바위.", "하나 빼기!", "남길 손: 가위 1."])
        #expect(shown(korean.handle(.key(Key("3")))) == ["남길 손: 가위 1."])
    }
}
