import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Narration
import Play
import Presentation
import Settings
import SoundCues
import Testing

/// Sessions checked as lists of effects, without a terminal, the way GameCoreTests checks events.
@Suite struct SessionTests {
    /// A session in `language` whose computer shows `computer`, in turn, with the given settings.
    func session(
        _ language: Language = .en, computer: [Move] = [.scissors], interactive: Bool = false, canSpeak: Bool = true,
        canSound: Bool = true, settingsFile: SettingsFileState = SettingsFileState(),
        _ configure: (inout Preferences) -> Void = { _ in }
    ) -> Session {
        var preferences = Preferences(language: language)
        preferences.color = .never
        configure(&preferences)
        return Session(
            preferences: preferences, random: ForcedRandom(computer),
            capabilities: Capabilities(interactive: interactive, speech: canSpeak, sound: canSound),
            settingsFile: settingsFile)
    }

    /// The texts of every line shown.
    func shown(_ effects: [Effect]) -> [String] {
        effects.flatMap { effect -> [String] in
            if case .show(let lines) = effect { lines.map(\.text) } else { [] }
        }
    }

    @Test func theGameStartsPlainWithTheWelcome() {
        var game = session()
        #expect(
            game.start() == [
                .style(.plain),
                .show([Line("Welcome!"), Line("Type rock, paper, scissors or help.")]),
            ])
    }

    @Test func aRoundIsAcknowledgedThenPausedForThenRevealed() {
        var game = session()
        _ = game.start()
        #expect(
            game.handle(.line("rock")) == [
                .show([Line("Rock.", tone: .acknowledgement(.rock))]),
                .pause(seconds: 0.7, beats: []),
                .show([
                    Line("Won, rock beat scissors.", tone: .result(.win, player: .rock, computer: .scissors)),
                    Line("Up 1 to 0."),
                ]),
            ])
        #expect(game.game.tally.wins == 1)
    }

    /// Without a delay there is nothing to wait through: no pause, and no acknowledgement ahead
    /// of a result that names the move anyway.
    @Test func noPauseAndNoAcknowledgementWithoutADelay() {
        var game = session { $0.delay = 0 }
        _ = game.start()
        #expect(
            game.handle(.line("scissors")) == [
                .show([
                    Line("Draw, both scissors.", tone: .result(.draw, player: .scissors, computer: .scissors)),
                    Line("Tied 0 to 0."),
                ])
            ])
        var verbose = session {
            $0.delay = 0
            $0.verbosity = .verbose
        }
        _ = verbose.start()
        #expect(
            verbose.handle(.line("scissors")).first
                == .show([
                    Line("Draw, both scissors.", tone: .result(.draw, player: .scissors, computer: .scissors)),
                    Line("Tied 0 to 0."), Line("0 percent won, streak 0."),
                ]))
    }

    @Test func theCountdownFillsThePauseInVerboseNarrationOrWithEmoji() {
        var verbose = session { $0.verbosity = .verbose }
        _ = verbose.start()
        let beats = Narrator(language: .en).countdown(before: [.moveChosen(.rock, attacker: nil)])
        #expect(verbose.handle(.line("rock")).contains(.pause(seconds: 0.7, beats: beats)))
        var emoji = session(.ko) { $0.set(.on(.emoji, true)) }
        #expect(emoji.start().first == .style(Style(emoji: true, color: false)))
        #expect(
            emoji.handle(.line("바위")).contains(
                .pause(
                    seconds: 0.7, beats: Narrator(language: .ko).countdown(before: [.moveChosen(.rock, attacker: nil)]))
            ))
        var brief = session { $0.verbosity = .brief }
        _ = brief.start()
        #expect(
            brief.handle(.line("rock")) == [
                .pause(seconds: 0.7, beats: []),
                .show([Line("Won, rock beat scissors 1 to 0", tone: .result(.win, player: .rock, computer: .scissors))]
                ),
            ])
    }

    @Test func theBellRingsAfterEachMilestoneLineWhenItIsOn() {
        var game = session {
            $0.set(.on(.bell, true))
            $0.delay = 0
        }
        _ = game.start()
        _ = game.handle(.line("rock"))
        _ = game.handle(.line("rock"))
        let third = game.handle(.line("rock"))
        // The bell follows the milestone's line, as soon as it is shown.
        guard case .show(let lines) = third.dropLast().last else {
            Issue.record("no lines before the bell: \(third)")
            return
        }
        #expect(lines.last == Line("Three in a row!", tone: .milestone))
        #expect(third.last == .ring)
        var quiet = session { $0.delay = 0 }
        _ = quiet.start()
        for _ in 0..<3 { #expect(!quiet.handle(.line("rock")).contains(.ring)) }
    }

    @Test func soundCuesFollowTheLinesTheyGoWith() {
        var game = session(computer: [.scissors, .scissors, .scissors, .paper]) {
            $0.set(.on(.sound, true))
            $0.set(.on(.bell, true))
            $0.delay = 0
        }
        #expect(game.start().contains(.cues(volume: 100)))
        let win = game.handle(.line("rock"))
        #expect(
            win == [
                .show([Line("Won, rock beat scissors.", tone: .result(.win, player: .rock, computer: .scissors))]),
                .cue(.win),
                .show([Line("Up 1 to 0.")]),
            ])
        _ = game.handle(.line("rock"))
        let third = game.handle(.line("rock"))
        // The win's cue, then the milestone's bell and cue after its line.
        #expect(third.filter { if case .show = $0 { false } else { true } } == [.cue(.win), .ring, .cue(.milestone)])
        #expect(
            game.handle(.line("xyzzy")).dropLast().last == .cue(.notUnderstood), "the cue follows \"Not understood.\"")
        #expect(game.handle(.line("rock")).contains(.cue(.loss)))
        #expect(game.handle(.line("sound off")) == [.cues(volume: nil), .show([Line("Sound off.")])])
        #expect(!game.handle(.line("rock")).contains { if case .cue = $0 { true } else { false } })
    }

    @Test func withoutASoundPlayerSoundStaysOffInOneSentence() {
        var asked = session(canSound: false) { $0.set(.on(.sound, true)) }
        #expect(shown(asked.start()).first == "No sound player.", "Install alsa-utils.")
        #expect(!asked.preferences.isOn(.sound))
        #expect(shown(asked.handle(.line("소리 켜기"))) == ["No sound player.", "Install alsa-utils."])
    }

    @Test func repeatSaysTheLastAnswerAgainWithoutChangingTheGame() {
        var game = session()
        _ = game.start()
        let round = shown(game.handle(.line("rock")))
        let before = game.game
        // A heading first, so it is heard as said again.
        #expect(shown(game.handle(.line("repeat"))) == ["Once more:"] + round)
        #expect(game.game == before)
        let help = shown(game.handle(.line("help")))
        #expect(help.count == 3)
        // Every other time shown alternate: a reader comparing screens finds new lines each time.
        func alternate(_ effects: [Effect]) -> Set<Bool> {
            Set(
                effects.flatMap { effect -> [Bool] in
                    if case .show(let lines) = effect { lines.map(\.alternate) } else { [] }
                })
        }
        let first = game.handle(.line("repeat"))
        let second = game.handle(.line("repeat"))
        #expect(shown(first) == ["Once more:"] + help)
        #expect(shown(second) == ["Once more:"] + help)  // repeat says the answer, not itself
        #expect(alternate(first) == [true])
        #expect(alternate(second) == [false])
        #expect(alternate(game.handle(.line("repeat"))) == [true])
        _ = game.handle(.line("xyzzy"))
        #expect(
            shown(game.handle(.line("repeat"))) == [
                "Once more:", "Not understood.", "Type rock, paper, scissors or help.",
            ])
    }

    /// `repeat 2` says the answer before the last, `back` one further back each time, each after
    /// a heading that says how far back, alternate every other time as `repeat` is.
    @Test func repeatAndBackReachAnswersBeforeTheLast() {
        var game = session { $0.delay = 0 }
        _ = game.start()
        let round = shown(game.handle(.line("rock")))
        let score = shown(game.handle(.line("score")))
        let before = game.game
        #expect(shown(game.handle(.line("repeat 2"))) == ["Once more, 2 back:"] + round)
        #expect(
            shown(game.handle(.line("back"))) == [
                "Once more, 3 back:", "Welcome!", "Type rock, paper, scissors or help.",
            ])
        #expect(shown(game.handle(.line("back"))) == ["Nothing further back.", "Repeat 3 is the oldest kept."])
        #expect(
            shown(game.handle(.line("repeat"))) == ["Once more:"] + score, "hearing again is not an answer of its own")
        #expect(
            shown(game.handle(.line("back"))) == ["Once more, 2 back:"] + round,
            "back steps on from the answer heard again last")
        #expect(shown(game.handle(.line("repeat 99"))) == ["Nothing further back.", "Repeat 3 is the oldest kept."])
        #expect(game.game == before)
        // A new answer starts again from the last.
        let help = shown(game.handle(.line("help")))
        #expect(shown(game.handle(.line("back"))) == ["Once more, 2 back:"] + score)
        #expect(shown(game.handle(.line("repeat 1"))) == ["Once more:"] + help)
        func alternate(_ effects: [Effect]) -> Set<Bool> {
            Set(
                effects.flatMap { effect -> [Bool] in
                    if case .show(let lines) = effect { lines.map(\.alternate) } else { [] }
                })
        }
        #expect(alternate(game.handle(.line("back"))) == [true])
        #expect(alternate(game.handle(.line("back"))) == [false])
        var korean = session(.ko) { $0.delay = 0 }
        _ = korean.start()
        _ = korean.handle(.line("점수"))
        #expect(shown(korean.handle(.line("다시 듣기 2"))) == ["다시 듣기 2:", "가위바위보.", "가위 바위 보나 도움말을 입력하세요."])
        #expect(shown(korean.handle(.line("이전"))) == ["더 이전 안내는 없습니다.", "다시 듣기 2까지만 됩니다."])
        #expect(shown(korean.handle(.line("다시 듣기 영"))) == ["다시 듣기 2처럼 입력하세요."])
    }

    /// The answers are kept in a ring of 50: a long game keeps the last 50 and no more, so its
    /// memory stays flat.
    @Test func theLast50AnswersAreKeptAndNoMore() {
        var game = session(computer: [.rock, .paper, .scissors]) { $0.delay = 0 }
        _ = game.start()
        var said: [[String]] = []
        for round in 1...120 { said.append(shown(game.handle(.line(round % 2 == 0 ? "rock" : "score")))) }
        for back in [1, 2, 17, 49, 50] {
            #expect(
                shown(game.handle(.line("repeat \(back)"))).dropFirst() == said[said.count - back][...],
                "repeat \(back)")
        }
        #expect(shown(game.handle(.line("repeat 51"))) == ["Nothing further back.", "Repeat 50 is the oldest kept."])
        #expect(shown(game.handle(.line("back"))) == ["Nothing further back.", "Repeat 50 is the oldest kept."])
    }

    @Test func aSettingIsSaidInOneSentenceAndTakesEffect() {
        var game = session { $0.delay = 0 }
        _ = game.start()
        #expect(
            game.handle(.line("emoji on")) == [.style(Style(emoji: true, color: false)), .show([Line("Emoji on.")])])
        #expect(
            game.handle(.line("color on")) == [.style(Style(emoji: true, color: true)), .show([Line("Color on.")])])
        #expect(game.handle(.line("delay 1.5")) == [.show([Line("Delay 1.5 seconds.")])])
        #expect(game.preferences.delay == 1.5)
        #expect(game.handle(.line("brief")) == [.show([Line("Brief: one line a round.")])])
        #expect(
            shown(game.handle(.line("settings"))) == [
                "Language: English.", "Narration brief.", "Game: rock paper scissors.", "Match off.",
                "Not saved; type save to keep them.",
                "Type more to hear the rest.",
            ])
        #expect(
            shown(game.handle(.line("more"))) == [
                "Delay 1.5 seconds.", "Rate 175 words a minute.", "Volume 100 percent.", "Prompt on: the game's own.",
                "On: emoji, color.",
                "Off: bell, speak, sound, transcript,", "Keys.",
            ])
        #expect(shown(game.handle(.line("more"))) == ["Nothing more to hear."])
    }

    /// A braille reader whose table has no ›, which the game shows where you type and no speech
    /// says, can choose another mark, or none; on brings the game's own back.
    @Test func thePromptIsTheGamesOwnUnlessThePlayerChoosesAnother() {
        var game = session(interactive: true) { $0.delay = 0 }
        #expect(game.start().contains(.prompt(Sentences(.en).prompt)))
        #expect(game.handle(.line("prompt >")) == [.remember("prompt >"), .prompt("> "), .show([Line("Prompt: >")])])
        #expect(game.handle(.line("prompt off")).contains(.prompt("")))
        #expect(game.handle(.line("프롬프트 켜기")).contains(.prompt(Sentences(.en).prompt)))
        #expect(shown(game.handle(.line("prompt too long"))) == ["Prompt takes a short mark or off."])
        // A mark is punctuation, kept as typed; on and off are words, whatever follows them.
        #expect(game.handle(.line("prompt :")).contains(.prompt(": ")))
        #expect(game.handle(.line("Prompt rps:")).contains(.prompt("rps: ")))
        #expect(game.handle(.line("입력 표시 $")).contains(.prompt("$ ")))
        #expect(game.handle(.line("prompt Off.")).contains(.prompt("")))
        // The word alone: what the prompt is now, and what it takes.
        #expect(shown(game.handle(.line("prompt"))) == ["Prompt off.", "Prompt takes a short mark or off."])
        #expect(shown(game.handle(.line("prompt a b"))) == ["Prompt takes a short mark or off."])
        #expect(Setting.prompt.value(option: "::") == .prompt("::"))
        #expect(Setting.prompt.value(option: "toolong") == nil)
        #expect(Setting.prompt.value(option: "off") == .prompt(""))
        #expect(SettingValue.prompt(">").optionWords == ["--prompt", ">"])
    }

    /// `save` asks the console to write what is in force, and says what came of it; `settings`
    /// says whether what is in force is what the file holds.
    @Test func saveWritesTheSettingsInForceAndSettingsSaysWhetherTheyAreSaved() {
        let path = "/home/p/.config/rps/options"
        let shownPath = "~/.config/rps/options"
        var game = session(settingsFile: SettingsFileState(path: path, shown: shownPath)) { $0.delay = 0 }
        _ = game.start()
        var written = game.preferences
        written.verbosity = .brief
        _ = game.handle(.line("brief"))
        #expect(
            game.handle(.line("save")) == [.saveSettings(SettingsFile.text(of: written), to: path)],
            "said once the console answers")
        _ = game.handle(.line("emoji on"))  // while the console writes: not what was saved
        #expect(shown(game.handle(.settingsSaved(path))) == ["Settings saved."], "short: settings says where")
        #expect(shown(game.handle(.line("settings"))).contains("Not saved; type save to keep them."))
        _ = game.handle(.line("emoji off"))
        #expect(shown(game.handle(.line("settings"))).contains("Saved for next time."))
        _ = game.handle(.line("rate 200"))
        #expect(
            shown(game.handle(.line("settings"))).contains("Not saved; type save to keep them."), "the rate is kept too"
        )
        _ = game.handle(.line("save"))
        #expect(
            shown(game.handle(.settingsNotSaved(path, .full))) == [
                "Not saved: the disk is full.", "Settings file: \(shownPath)", "Make room, then type save again.",
            ])
        #expect(
            shown(game.handle(.line("settings"))).contains("Not saved: the last save failed."),
            "a failed save keeps nothing, and saving again is no way round")
        #expect(shown(game.handle(.line("more"))).first == "Settings file: \(shownPath)")
        _ = game.handle(.line("설정 저장"))
        #expect(
            shown(game.handle(.settingsNotSaved(path, .notAllowed))) == [
                "Not saved: not allowed.", "Settings file: \(shownPath)", "Allow writing, then type save again.",
            ])
        _ = game.handle(.line("save"))
        #expect(
            shown(game.handle(.settingsNotSaved(path, .notAFile))) == [
                "Not saved: something is in the way.", "Settings file: \(shownPath)",
                "Move it aside, then type save again.",
            ])
        _ = game.handle(.line("save"))
        #expect(
            shown(game.handle(.settingsNotSaved(path, .failed))) == [
                "Not saved: cannot write.", "Settings file: \(shownPath)", "Check the disk, then type save again.",
            ])
        _ = game.handle(.line("transcript t.txt"))
        _ = game.handle(.line("save"))
        _ = game.handle(.settingsSaved(path))
        #expect(shown(game.handle(.line("settings"))).contains("Saved for next time."), "the transcript is not kept")
        var nowhere = session { $0.delay = 0 }
        _ = nowhere.start()
        #expect(
            nowhere.handle(.line("save")) == [
                .show([Line("Not saved: HOME is not set."), Line("Set HOME, then start the game again.")])
            ])
        var korean = session(.ko, settingsFile: SettingsFileState(path: path)) { $0.delay = 0 }
        _ = korean.start()
        #expect(shown(korean.handle(.line("설정"))).contains("미저장, 저장을 입력하세요."))
    }

    /// Speech and sound the player chose, turned off because no program here plays them, are
    /// still the player's choice: `save` keeps them on, and `settings` says a file holding them is
    /// what is in force; once the player turns one off, that is what is kept.
    @Test func speechAndSoundWithoutAProgramAreSavedAsThePlayerChose() {
        let path = "/home/p/.config/rps/options"
        var chosen = Preferences(language: .en)
        chosen.color = .never
        chosen.set(.on(.speak, true))
        chosen.set(.on(.sound, true))
        var game = session(canSpeak: false, canSound: false, settingsFile: SettingsFileState(path: path, saved: chosen))
        {
            $0.set(.on(.speak, true))
            $0.set(.on(.sound, true))
        }
        _ = game.start()
        #expect(shown(game.handle(.line("settings"))).contains("Saved for next time."))
        #expect(game.handle(.line("save")) == [.saveSettings(SettingsFile.text(of: chosen), to: path)])
        #expect(
            SettingsFile.text(of: chosen).contains("--speak\n") && SettingsFile.text(of: chosen).contains("--sound\n"))
        _ = game.handle(.settingsSaved(path))
        _ = game.handle(.line("speak off"))
        var spoken = chosen
        spoken.set(.on(.speak, false))
        #expect(
            game.handle(.line("save")) == [.saveSettings(SettingsFile.text(of: spoken), to: path)],
            "turned off by the player")
    }

    /// A settings file with a problem is said before the welcome, in one sentence that names it.
    @Test func aBrokenSettingsFileIsSaidBeforeTheWelcome() {
        let path = "/home/p/.config/rps/options"
        var game = session(settingsFile: SettingsFileState(path: path, problem: .skipped("--delay")))
        #expect(
            shown(game.start()) == [
                "Settings file, skipped --delay: \(path)", "Welcome!", "Type rock, paper, scissors or help.",
            ])
        var unreadable = session(
            .ko, canSpeak: false, settingsFile: SettingsFileState(path: path, problem: .unreadable)
        ) { $0.set(.on(.speak, true)) }
        #expect(
            shown(unreadable.start()).prefix(3) == ["설정 파일을 읽을 수 없습니다: \(path)", "음성 프로그램이 없습니다.", "espeak-ng를 설치하세요."])
        var transcribed = session(settingsFile: SettingsFileState(path: path, problem: .notUTF8)) {
            $0.transcript = "t.txt"
        }
        _ = transcribed.start()
        #expect(
            transcribed.handle(.transcriptOpened("t.txt")).contains(.transcribe("Settings file not UTF-8: \(path)\n")),
            "the transcript keeps it")
        _ = transcribed.handle(.line("save"))
        _ = transcribed.handle(.settingsSaved(path))
        #expect(shown(transcribed.handle(.line("settings"))).contains("Saved for next time."))
    }

    /// A long answer comes a part at a time, each within what a reader reads at once; `more` says
    /// the next, `repeat` the part just heard, and a change to the game drops what was left.
    @Test func aLongAnswerComesAPartAtATime() {
        var game = session(computer: [.rock, .paper, .scissors]) { $0.delay = 0 }
        _ = game.start()
        for _ in 1...40 { _ = game.handle(.line("rock")) }
        let first = shown(game.handle(.line("history 40")))
        #expect(first.count == Narrator.pageLines + 1)
        #expect(first.first == "All 40 rounds, newest first.")
        #expect(first.last == "Type more to hear the rest.")
        #expect(shown(game.handle(.line("repeat"))) == ["Once more:"] + first)
        _ = game.handle(.line("score"))  // a review leaves the rest where it was
        let second = shown(game.handle(.line("more")))
        #expect(second.first == "25, draw: both rock.")
        #expect(second.count == Narrator.pageLines + 1)
        let third = shown(game.handle(.line("more")))
        #expect(third.last == "1, draw: both rock.")
        #expect(third.count == 40 + 1 - 2 * Narrator.pageLines)
        #expect(shown(game.handle(.line("more"))) == ["Nothing more to hear."])
        _ = game.handle(.line("stats"))
        _ = game.handle(.line("rock"))
        #expect(shown(game.handle(.line("more"))) == ["Nothing more to hear."], "a round drops the rest of the stats")
    }

    @Test func theConsoleHearsOfThePromptAndTheWordsTabCompletesOnlyOnATerminal() {
        var terminal = session(interactive: true)
        #expect(
            terminal.start().prefix(3) == [
                .style(.plain), .prompt(Sentences(.en).prompt), .completions(.en, playing: .rps),
            ])
        var piped = session()
        #expect(
            !piped.start().contains {
                if case .prompt = $0 { true } else if case .completions = $0 { true } else { false }
            })
    }

    @Test func aNewLanguageChangesThePromptTheWordsTabCompletesAndTheNumbers() {
        var game = session(computer: [.rock], interactive: true) { $0.delay = 0 }
        _ = game.start()
        let effects = game.handle(.line("lang ko"))
        #expect(
            effects.prefix(3) == [
                .remember("lang ko"), .prompt(Sentences(.ko).prompt), .completions(.ko, playing: .rps),
            ])
        #expect(CommandParser(language: .ko).completions(playing: .rps).own.first == "바위")
        // In the new language its numbers; last, in the language just left, the way back.
        #expect(shown(effects) == ["언어: 한국어.", "1 가위, 2 바위, 3 보를 입력하세요.", "To go back, type english."])
        #expect(
            shown(game.handle(.line("english"))) == [
                "Language: English.", "Type 1 rock, 2 paper or 3 scissors.", "돌아가려면 한국어를 입력하세요.",
            ])
        // No switch, no way back.
        #expect(
            shown(game.handle(.line("english"))) == ["Language: English."] + ["Type 1 rock, 2 paper or 3 scissors."])
        _ = game.handle(.line("한국어"))
        #expect(shown(game.handle(.line("1"))).contains("패배, 바위가 가위를 이김"))  // 1 is 가위 in Korean
    }

    @Test func speechStartsWhenAskedAndSpeaksEveryAnswer() {
        var game = session { $0.delay = 0 }
        _ = game.start()
        #expect(
            game.handle(.line("speak on")) == [
                .voice(Voice(language: "en", wordsPerMinute: 175)), .show([Line("Speech on.")]), .speak("Speech on."),
            ])
        #expect(game.handle(.line("rock")).last == .speak("Won, rock beat scissors. Up 1 to 0."))
        #expect(game.handle(.line("lang ko")).contains(.voice(Voice(language: "ko", wordsPerMinute: 175))))
        #expect(game.handle(.line("음성 끄기")) == [.voice(nil), .show([Line("음성 끔.")])])
    }

    /// `hush` and the hush key stop the game's voice at once and say nothing, not even to the
    /// voice; with the voice off, the word says why nothing stopped, and the key, pressed while a
    /// line may be half typed, does nothing.
    @Test func hushStopsTheVoiceAtOnceAndSaysNothing() {
        var game = session {
            $0.delay = 0
            $0.set(.on(.speak, true))
        }
        _ = game.start()
        let help = shown(game.handle(.line("help all")))
        #expect(game.handle(.line("hush")) == [.hush])
        #expect(game.handle(.line("조용")) == [.hush])
        #expect(game.handle(.hushKey) == [.hush])
        #expect(
            shown(game.handle(.line("repeat"))) == ["Once more:"] + help,
            "hush is no answer: repeat still says the last one")
        #expect(
            shown(game.handle(.line("more"))).first == "Settings: lang, brief, normal,",
            "hush leaves the rest of a long answer")
        _ = game.handle(.line("speak off"))
        #expect(
            shown(game.handle(.line("hush"))) == ["Speech is off; nothing to hush.", "To leave the game, type quit."],
            "a player who said stop meaning the game hears how to leave")
        #expect(game.handle(.hushKey) == [])
        var transcribed = session {
            $0.delay = 0
            $0.set(.on(.speak, true))
            $0.transcript = "t.txt"
        }
        _ = transcribed.start()
        _ = transcribed.handle(.transcriptOpened("t.txt"))
        #expect(transcribed.handle(.line("stop")) == [.transcribe(Sentences(.en).prompt + "stop\n"), .hush])
        #expect(transcribed.handle(.hushKey) == [.hush], "a key is not a typed line: nothing to transcribe")
    }

    /// The speech rate in the game: a number of words a minute, or a step faster or slower, said
    /// at once in the new voice; at either end of the range, that it is the end.
    @Test func theSpeechRateChangesInTheGame() {
        var game = session {
            $0.delay = 0
            $0.set(.on(.speak, true))
        }
        _ = game.start()
        #expect(
            game.handle(.line("rate 250")) == [
                .voice(Voice(language: "en", wordsPerMinute: 250)), .show([Line("Rate 250 words a minute.")]),
                .speak("Rate 250 words a minute."),
            ])
        #expect(game.handle(.line("faster")).first == .voice(Voice(language: "en", wordsPerMinute: 275)))
        #expect(game.handle(.line("느리게")).first == .voice(Voice(language: "en", wordsPerMinute: 250)))
        #expect(game.handle(.line("speech rate 440")).first == .voice(Voice(language: "en", wordsPerMinute: 440)))
        #expect(shown(game.handle(.line("faster"))) == ["Rate 450 words a minute."], "a step stops at the fastest")
        #expect(
            game.handle(.line("faster")) == [
                .show([Line("Rate 450 words a minute, the fastest.")]), .speak("Rate 450 words a minute, the fastest."),
            ])
        #expect(shown(game.handle(.line("rate 451"))) == ["Rate takes 80 to 450 words a minute."])
        #expect(
            shown(game.handle(.line("rate"))) == ["Rate 450 words a minute.", "Rate takes 80 to 450 words a minute."])
        #expect(game.preferences.speechRate == 450)
        var quiet = session(.ko) {
            $0.delay = 0
            $0.speechRate = 90
        }
        _ = quiet.start()
        #expect(
            quiet.handle(.line("slower")) == [.show([Line("속도 분당 80단어."), Line("들으려면 음성 켜기를 입력하세요.")])],
            "without the voice, kept for later, and how to hear it")
        #expect(shown(quiet.handle(.line("더 느리게"))) == ["속도 분당 80단어, 가장 느림."])
        #expect(quiet.handle(.line("음성 켜기")).first == .voice(Voice(language: "ko", wordsPerMinute: 80)))
    }

    /// The sounds' volume scales the cues the game makes: with sound on they are made again at once.
    @Test func theVolumeRemakesTheCues() {
        var game = session {
            $0.delay = 0
            $0.set(.on(.sound, true))
        }
        #expect(game.start().contains(.cues(volume: 100)))
        #expect(game.handle(.line("volume 40")) == [.cues(volume: 40), .show([Line("Volume 40 percent.")])])
        #expect(shown(game.handle(.line("음량 201"))) == ["Volume takes 0 to 200 percent."])
        _ = game.handle(.line("sound off"))
        #expect(
            game.handle(.line("volume 150")) == [
                .show([Line("Volume 150 percent."), Line("To hear it, type sound on.")])
            ])
        #expect(shown(game.handle(.line("louder"))) == ["Volume 175 percent.", "To hear it, type sound on."])
        #expect(game.handle(.line("sound on")).first == .cues(volume: 175))
    }

    /// `cues` says each cue's name, then plays it, a moment apart, in order; without sound, how
    /// to turn it on.
    @Test func cuesPlaysEachSoundAfterItsName() {
        var game = session {
            $0.delay = 0
            $0.set(.on(.sound, true))
        }
        _ = game.start()
        let effects = game.handle(.line("cues"))
        #expect(effects.first == .show([Line("Each sound after its name:")]))
        let names = [
            "Win.", "Loss.", "Draw.", "Streak milestone.", "Match or muk jji ppa won.", "Match or muk jji ppa lost.",
            "Attack changes sides.", "Not understood.",
        ]
        var expected: [Effect] = [.show([Line("Each sound after its name:")])]
        for (cue, name) in zip(Cue.allCases, names) {
            expected += [
                .show([Line(name)]), .pause(seconds: 0.6, beats: []), .cue(cue),
                .pause(seconds: Double(cue.maximumMilliseconds) / 1000 + 0.3, beats: []),
            ]
        }
        #expect(effects == expected)
        #expect(shown(game.handle(.line("repeat"))) == ["Once more:", "Each sound after its name:"] + names)
        _ = game.handle(.line("sound off"))
        #expect(shown(game.handle(.line("소리 듣기"))) == ["Sound is off; type sound on first."])
        var korean = session(.ko) { $0.delay = 0 }
        _ = korean.start()
        #expect(shown(korean.handle(.line("소리 듣기"))) == ["먼저 소리 켜기를 입력하세요."])
        var noPlayer = session(canSound: false)
        _ = noPlayer.start()
        #expect(shown(noPlayer.handle(.line("cues"))) == ["No sound player.", "Install alsa-utils."])
    }

    @Test func withoutASpeechProgramSpeechStaysOffInOneSentence() {
        var asked = session(canSpeak: false) { $0.set(.on(.speak, true)) }
        #expect(
            shown(asked.start()) == [
                "No speech program.", "Install espeak-ng.", "Welcome!", "Type rock, paper, scissors or help.",
            ])
        #expect(!asked.preferences.isOn(.speak))
        var typed = session(canSpeak: false)
        _ = typed.start()
        #expect(typed.handle(.line("speak on")) == [.show([Line("No speech program."), Line("Install espeak-ng.")])])
        #expect(!typed.preferences.isOn(.speak))
    }

    @Test func aTranscriptHoldsTheWelcomeWhatWasTypedAndEveryAnswer() {
        var game = session {
            $0.transcript = "game.txt"
            $0.delay = 0
        }
        #expect(game.start() == [.style(.plain), .openTranscript("game.txt")])
        let welcome = game.handle(.transcriptOpened("game.txt"))
        #expect(welcome.last == .transcribe("Welcome!\nType rock, paper, scissors or help.\n"))
        let round = game.handle(.line("  rock "))
        #expect(round.first == .transcribe("\u{203A}   rock \n"))
        #expect(round.last == .transcribe("Won, rock beat scissors.\nUp 1 to 0.\n"))
        #expect(
            game.handle(.line("transcript off")) == [
                .transcribe("\u{203A} transcript off\n"), .show([Line("Transcript off.")]),
                .transcribe("Transcript off.\n"), .closeTranscript,
            ])
        #expect(!game.handle(.line("rock")).contains { if case .transcribe = $0 { true } else { false } })
    }

    @Test func aTranscriptThatCannotBeOpenedIsSaidAfterTheWelcome() {
        var game = session { $0.transcript = "/nope/game.txt" }
        _ = game.start()
        #expect(
            shown(game.handle(.transcriptNotOpened("/nope/game.txt"))) == [
                "Welcome!", "Type rock, paper, scissors or help.", "No transcript: cannot write /nope/game.txt",
            ])
        #expect(game.preferences.transcript == nil)
        #expect(shown(game.handle(.line("transcript x/y"))) == [])
        #expect(shown(game.handle(.transcriptOpened("x/y"))) == ["Transcript on, to x/y"])
    }

    @Test func aTranscriptThatFillsUpIsClosedAndSaidOnce() {
        var game = session {
            $0.transcript = "full.txt"
            $0.delay = 0
        }
        _ = game.start()
        _ = game.handle(.transcriptOpened("full.txt"))
        #expect(
            game.handle(.transcriptNotWritten("full.txt")) == [
                .closeTranscript, .show([Line("No transcript: cannot write full.txt")]),
            ])
        let round = game.handle(.line("rock"))
        #expect(!round.contains { if case .transcribe = $0 { true } else { false } })
        // The failure is not what repeat says.
        #expect(shown(game.handle(.line("repeat"))) == ["Once more:"] + shown(round))
    }

    @Test func quitSaysGoodbyeWithTheFinalScore() {
        var game = session { $0.delay = 0 }
        _ = game.start()
        _ = game.handle(.line("rock"))
        #expect(game.handle(.line("quit")) == [.show([Line("Bye. You 1, computer 0.")]), .quit(.success)])
    }

    @Test func quitDuringMatchesSaysTheMatchesWonAndLost() {
        // The computer shows scissors: two rocks win a best of 3, a third starts the next match.
        var game = session {
            $0.delay = 0
            $0.match = 3
        }
        _ = game.start()
        for _ in 1...3 { _ = game.handle(.line("rock")) }
        // The third game began the next match: it is under way, 1 to 0, and said too.
        #expect(shown(game.handle(.line("quit"))) == ["Bye. Matches 1 to 0.", "This match: you 1, computer 0."])
        var korean = session(.ko) {
            $0.delay = 0
            $0.match = 3
        }
        _ = korean.start()
        #expect(shown(korean.handle(.line("종료"))) == ["끝, 매치 0승 0패."])
        var underWay = session(.ko) {
            $0.delay = 0
            $0.match = 5
        }
        _ = underWay.start()
        _ = underWay.handle(.line("바위"))
        #expect(shown(underWay.handle(.line("종료"))) == ["끝, 매치 0승 0패.", "이번 매치: 나 1 대 컴퓨터 0."])
    }

    /// Undo names the round taken back, in Korean as in English; a long answer's last line names
    /// 더 alone, not as the ending -더라고; `settings` names the match length as the welcome does.
    @Test func koreanUndoMoreAndMatchLengthSayTheirWords() {
        var korean = session(.ko) {
            $0.delay = 0
            $0.match = 5
        }
        _ = korean.start()
        _ = korean.handle(.line("바위"))
        _ = korean.handle(.line("바위"))
        #expect(shown(korean.handle(.line("취소"))).first == "취소함: 2회차 판.")
        let settings = shown(korean.handle(.line("설정")))
        #expect(settings.contains("매치: 5전 3선승제."), "\(settings)")
        #expect(settings.last == "나머지는 입력하세요: 더")
        var english = session {
            $0.delay = 0
            $0.match = 5
        }
        _ = english.start()
        _ = english.handle(.line("rock"))
        #expect(shown(english.handle(.line("undo"))).first == "Took back round 1.")
        #expect(shown(english.handle(.line("settings"))).contains("Match: best of 5, first to 3."))
    }

    @Test func theEndOfInputOnATerminalStartsAFreshLineFirst() {
        var terminal = session(interactive: true)
        _ = terminal.start()
        #expect(terminal.handle(.end) == [.newLine, .show([Line("Bye. You 0, computer 0.")]), .quit(.success)])
        var piped = session()
        _ = piped.start()
        #expect(piped.handle(.end).first == .show([Line("Bye. You 0, computer 0.")]))
    }

    @Test func aSignalEndsTheGameWithItsStatus() {
        var game = session(interactive: true)
        _ = game.start()
        #expect(
            game.handle(.interrupted(signal: 2, atPrompt: true)) == [
                .newLine, .show([Line("Bye. You 0, computer 0.")]), .quit(.signal(2)),
            ])
        var paused = session(interactive: true)
        _ = paused.start()
        #expect(
            paused.handle(.interrupted(signal: 15, atPrompt: false)).first == .show([Line("Bye. You 0, computer 0.")]))
    }

    @Test func anOutputThatFailsEndsTheGame() {
        var closed = session()
        #expect(closed.handle(.outputFailed(closed: true)) == [.quit(.closedOutput)])
        var full = session()
        #expect(
            full.handle(.outputFailed(closed: false)) == [
                .complain("rps: cannot write the output."), .quit(.outputError),
            ])
        var interrupted = session()
        _ = interrupted.handle(.interrupted(signal: 1, atPrompt: false))
        #expect(interrupted.handle(.outputFailed(closed: true)) == [.quit(.signal(1))])
    }

    @Test func emptyLinesAreIgnoredAndMistakesAnswered() {
        var game = session()
        _ = game.start()
        #expect(game.handle(.line("   ")).isEmpty)
        #expect(shown(game.handle(.line("rokc"))) == ["Not understood.", "Did you mean rock?"])
        #expect(shown(game.handle(.line("delay 11"))) == ["Delay takes seconds from 0 to 10."])
        // A word that is no count changes nothing of a request that changes nothing; a number
        // would change it, and is refused.
        #expect(shown(game.handle(.line("history x"))) == ["No rounds played yet."])
        #expect(shown(game.handle(.line("history 0"))) == ["History 5 lists the last 5 rounds."])
        #expect(shown(game.handle(.line("brief twice"))) == ["Brief: one line a round."])
        #expect(game.handle(.line("0")) == [.show([Line("Type 1 rock, 2 paper or 3 scissors.", tone: .mistake)])])
        #expect(shown(game.handle(.line("exit game?"))) == ["Bye. You 0, computer 0."])
    }
}

@Suite struct ExitStatusTests {
    @Test func statusesAreTheConventionalNumbers() {
        #expect(ExitStatus.success.code == 0)
        #expect(ExitStatus.usage.code == 64)
        #expect(ExitStatus.outputError.code == 74)
        #expect(ExitStatus.signal(2).code == 130)
        #expect(ExitStatus.closedOutput.code == 141)
    }
}

/// The modes as a session lives them: the welcome says the rules, a change says what it drops.
@Suite struct ModeSessionTests {
    /// No pause; the computer shows scissors, then rock, in turn.
    func session(_ configure: (inout Preferences) -> Void = { _ in }) -> Session {
        SessionTests().session(computer: [.scissors, .rock], canSpeak: false, canSound: false) { preferences in
            preferences.delay = 0
            configure(&preferences)
        }
    }

    func shown(_ effects: [Effect]) -> [String] { SessionTests().shown(effects) }

    @Test func theWelcomeSaysTheRulesOfTheMode() {
        var game = session {
            $0.game = .mukjjippa
            $0.match = 3
        }
        #expect(
            shown(game.start()).suffix(3) == [
                "Mukjjippa: win a throw to attack.", "Same hands: the attacker wins.", "Best of 3: first to 2 wins.",
            ])
    }

    @Test func aChangeOfRulesSaysFirstWhatItDrops() {
        var game = session { $0.game = .mukjjippa }
        _ = game.start()
        _ = game.handle(.line("rock"))  // the player attacks
        #expect(
            shown(game.handle(.line("match 3"))) == [
                "The game under way is not counted.", "Best of 3: first to 2 wins.",
            ])
        #expect(
            shown(game.handle(.line("match 3"))) == ["Best of 3: first to 2 wins."], "the same rules again drop nothing"
        )
        #expect(shown(game.handle(.line("rps"))) == ["Game: rock paper scissors."])
        #expect(shown(game.handle(.line("undo"))) == ["Undo stops at the change of rules."])
    }

    @Test func theMatchEndRingsLikeAMilestone() {
        var game = session {
            $0.match = 1
            $0.set(.on(.bell, true))
        }
        _ = game.start()
        let effects = game.handle(.line("rock"))
        #expect(shown(effects).contains("Won the match 1 to 0, next!"))
        #expect(effects.last == .ring)
    }
}

/// What a change of a setting brings about, beside its sentence, happens only when the value
/// changed: the same value again is answered in words alone.
@Suite struct SettingConsequenceTests {
    func session(interactive: Bool = true) -> Session {
        var preferences = Preferences(language: .en)
        preferences.color = .never
        return Session(
            preferences: preferences, random: ForcedRandom([.scissors]),
            capabilities: Capabilities(interactive: interactive, speech: true, sound: true))
    }

    /// Effects other than the answer itself (shown and spoken), the line kept for the Up arrow and
    /// the transcript.
    func consequences(_ effects: [Effect]) -> [Effect] {
        effects.filter {
            switch $0 {
            case .show, .speak, .remember, .transcribe: false
            default: true
            }
        }
    }

    /// With the voice and the sound cues on, so that a change of their rate or volume is heard.
    @Test(arguments: [
        ("emoji on", "style"), ("color on", "style"), ("sound off", "cues"), ("volume 50", "cues"),
        ("rate 250", "voice"), ("speak off", "voice"), ("prompt >", "prompt"), ("korean", "prompt"),
    ])
    func theSameValueAgainBringsNothingAbout(typed: String, first: String) {
        var game = session()
        _ = game.start()
        _ = game.handle(.line("speak on"))
        _ = game.handle(.line("sound on"))
        let once = game.handle(.line(typed))
        #expect(consequences(once).map { "\($0)".prefix(while: \.isLetter) }.first.map(String.init) == first, "\(once)")
        let again = game.handle(.line(typed))
        #expect(consequences(again) == [], "\(typed) again")
        #expect(again.contains { if case .show = $0 { true } else { false } }, "\(typed) again is answered")
    }

    /// A new language: the prompt and the words Tab completes in it, the voice's language, and the
    /// way back said in the language left.
    @Test func aNewLanguageBringsItsWordsItsVoiceAndTheWayBack() {
        var game = session()
        _ = game.start()
        _ = game.handle(.line("speak on"))
        let effects = game.handle(.line("korean"))
        let kinds = consequences(effects).map { effect -> String in
            switch effect {
            case .prompt: "prompt"
            case .completions: "completions"
            case .voice(let voice?): "voice " + voice.language
            default: "\(effect)"
            }
        }
        #expect(kinds == ["prompt", "completions", "voice ko"])
        #expect(
            effects.contains {
                if case .show(let lines) = $0 { lines.last?.text == "To go back, type english." } else { false }
            })
    }
}

/// The voice lost in the game (a server that stopped answering, no espeak-ng): said once, as at
/// launch, speech off from then on and still the player's choice for save.
@Suite struct VoiceLostTests {
    @Test func aVoiceLostIsSaidOnceAndKeptForSave() {
        var preferences = Preferences(language: .en)
        preferences.color = .never
        preferences.delay = 0
        preferences.set(.on(.speak, true))
        var game = Session(
            preferences: preferences, random: ForcedRandom([.scissors]),
            capabilities: Capabilities(interactive: false, speech: true, sound: false),
            settingsFile: SettingsFileState(path: "/home/p/.config/rps/options"))
        _ = game.start()
        let lost = game.handle(.speechUnavailable)
        #expect(lost == [.show([Line("No speech program."), Line("Install espeak-ng.")])], "\(lost)")
        #expect(!game.preferences.isOn(.speak))
        #expect(game.handle(.speechUnavailable) == [], "said once")
        #expect(!game.handle(.line("rock")).contains { if case .speak = $0 { true } else { false } })
        guard case .saveSettings(let text, _)? = game.handle(.line("save")).first else {
            Issue.record("save wrote nothing")
            return
        }
        #expect(text.contains("--speak\n"), "the voice is still the player's choice: \(text)")
    }
}
