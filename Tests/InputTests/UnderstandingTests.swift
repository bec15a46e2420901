import Catalog
import GameCore
import Input
import Languages
import Settings
import Testing

/// What players type to ask for each thing, in the endings and politeness they use, gathered
/// from how people talk to a game or a voice assistant (see `docs/architecture.md`, "How a line
/// is understood"): each family is a rule of the parser (a word of the game with its endings, a
/// verb's stem in all its forms, a match length by number), tested here with phrasings the
/// catalog does not list one by one.
@Suite struct UnderstandingTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)

    /// Every phrasing means the command in a game of either language.
    func expect(_ phrasings: [String], _ command: Command, sourceLocation: SourceLocation = #_sourceLocation) {
        for typed in phrasings {
            #expect(english.parse(typed) == .command(command), "\(typed)", sourceLocation: sourceLocation)
            #expect(korean.parse(typed) == .command(command), "\(typed)", sourceLocation: sourceLocation)
        }
    }

    @Test func leaving() {
        expect(
            [
                "그만할래", "그만할래요", "나갈래", "나갈게요", "끝낼래", "끝낼게요", "종료해", "종료해줘", "종료해 주세요",
                "종료할게", "끝내자", "끝냅시다", "그만하자", "이제 그만할래", "그만둘래", "안 할래", "여기까지",
                "quit please", "i want to quit", "can you quit", "let's stop playing", "stop game", "stop the game",
                "stop playing", "end game", "i'm done", "exit now", "Quit!", "bye bye",
            ], .quit)
    }

    @Test func help() {
        expect(
            [
                "도와주세요", "도와줘요", "도움말 좀", "도움말 보여줘", "도움말을 보여주세요", "어떻게 해?", "어떻게 해요?",
                "어떻게 하나요", "사용법 알려줘", "명령어", "설명", "help me", "can you help", "help please",
                "how do i play?", "what can i type", "how does this work?",
            ], .help(nil))
    }

    @Test func hearingAgain() {
        expect(
            [
                "다시 말해줘", "다시 말해주세요", "다시 말해 줄래?", "다시 말해줘요", "다시말해줘", "다시 들려줘",
                "한 번 더 말해줘", "뭐라고?", "뭐라고요", "방금 뭐라고", "what was that?", "what did you say",
                "say it again please", "pardon?", "come again", "once more",
            ], .repeatAnswer(1))
    }

    @Test func score() {
        expect(
            [
                "점수", "점수는?", "점수 알려줘", "점수 좀", "몇 대 몇", "몇 대 몇이야?", "지금 몇 대 몇이야", "스코어",
                "몇 점", "누가 이기고 있어?", "who is winning", "who's winning?", "who is ahead", "what's the score?",
                "score please", "tell me the score",
            ], .game(.score))
    }

    @Test func stats() {
        expect(
            [
                "통계", "통계 보여줘", "전적", "전적 알려줘", "성적", "승률", "승률은?", "stats please",
                "show me the statistics", "win rate",
                // How many, with the score's words: the counts of wins, draws and losses.
                "몇 판 이겼어?", "몇 번 이겼지", "how many have i won", "how many points do i have",
            ],
            .game(.stats))
    }

    /// The words around a setting that say what is asked of it: the sound cues turned on or off
    /// are the sound; a value after "to"; the voice with a word of reading is to speak; the word
    /// settings beside a setting asks what it is now.
    @Test func whatASettingsWordsAroundItAsk() {
        expect(["sounds off", "no more sounds", "cues off", "효과음 듣기 꺼"], .change(.on(.sound, false)))
        expect(["sounds on", "cues on"], .change(.on(.sound, true)))
        expect(["set volume to 50", "volume to 50 please", "볼륨 50으로"], .change(.volume(50)))
        expect(["대기시간 0초로", "대기 시간 0으로 해줘", "set the waiting to 0"], .change(.delay(0)))
        expect(["목소리로 읽어줘", "목소리로 읽어 주세요", "read everything out loud", "read it out loud"], .change(.on(.speak, true)))
        expect(["효과음 뭐뭐 있는지 들려줘", "소리 뭐 있는지 들려줘", "what sounds are there, let me listen"], .hearCues)
        expect(["no more matches", "no matches, just single games"], .change(.match(nil)))
        for (typed, setting) in [("목소리 설정 알려줘", Setting.speak), ("sound settings", .sound), ("매치 설정", .match)] {
            #expect(english.parse(typed) == .aboutSetting(setting), "\(typed)")
            #expect(korean.parse(typed) == .aboutSetting(setting), "\(typed)")
        }
        // Reading asked of something else is not the voice: the score, read, is the score.
        expect(["read me the score"], .game(.score))
        // A promise as it is often misspelt (낼께) is the promise.
        expect(["가위낼께", "가위 낼께요"], .game(.play(.scissors)))
        expect(["scissor", "a scissor"], .game(.play(.scissors)))
        expect(["umm paper i guess", "hmmm paper"], .game(.play(.paper)))
    }

    /// Rules the unseen sets F and G asked for, each with phrasings of its own.
    @Test func whatSetsFAndGAskedFor() {
        // A greeting is no leaving, in Hangul or in the English layout.
        for typed in ["안녕하세요", "dkssudgktpdy", "hello", "반갑습니다"] {
            #expect(korean.parse(typed) == .notUnderstood(suggestion: nil), "\(typed)")
        }
        expect(["안녕", "안녕히 계세요", "게임 꺼줘", "turn off the game", "ok that's enough, close the game"], .quit)
        expect(["이제 자러 갈게 ㅂㅂ", "나 이제 갈게", "going to bed, bye"], .quit)
        // The last rounds, so many: the history, not a match.
        expect(["show me the last five games", "last 5 rounds", "지난 다섯 판", "최근 5판 보여줘"], .game(.history(limit: 5)))
        expect(["five games", "best of five games"], .change(.match(5)))
        expect(["what beats spock", "what does spock beat?"], .help(.kind(.lizardSpock)))
        expect(["is the computer cheating?", "컴퓨터 사기 아님?", "is it random"], .help(.game))
        expect(["볼륨 삼십", "set volume to thirty", "효과음 볼륨 삼십으로"], .change(.volume(30)))
        expect(["속도 이백", "말 속도 이백으로"], .change(.speechRate(200)))
        expect(["새겜", "let's start a fresh game"], .game(.newGame))
        expect(["tell me more each round", "more each round"], .change(.verbosity(.verbose)))
        expect(
            ["less chatter each round", "한 판에 한 줄로만 말해줘", "just one line per round please"], .change(.verbosity(.brief))
        )
        expect(["scissors again", "가위 또", "hmm let's try scissors", "가위 내야지 ㅋㅋ"], .game(.play(.scissors)))
        expect(["can you turn on the sound effects?", "소리 켜줄래?", "혹시 소리 켜 줄 수 있어?"], .change(.on(.sound, true)))
        for typed in ["sound on?", "is the sound on?"] {
            #expect(english.parse(typed) == .aboutSetting(.sound), "\(typed)")
        }
        expect(["아 잘못 냈다 취소", "잘못 눌렀어 취소"], .game(.undo))
        expect(["one more, same move"], .game(.again))
        expect(["how am I doing overall", "how many times have i won"], .game(.stats))
        #expect(english.parse("skip the ready set go bit") == english.parse("hear countdown off"))
    }

    /// Rules the unseen set H asked for, each with phrasings of its own.
    @Test func whatSetHAskedFor() {
        expect(["기다리지 말고 바로 결과 알려줘", "기다리지 마"], .change(.delay(0)))
        // Not the delay but the speed: what follows the word that sets aside.
        #expect(korean.parse("대기 시간 말고 속도 200") == .command(.change(.speechRate(200))))
        expect(["rate three hundred", "speech rate to three hundred"], .change(.speechRate(300)))
        expect(["rate three hundred and fifty", "rate 350"], .change(.speechRate(350)))
        expect(["속도 삼백오십", "말 속도 삼백오십으로"], .change(.speechRate(350)))
        // Sino-Korean hundreds, tens and units, each with its digit or alone.
        for (word, value) in [("백", 100), ("이백", 200), ("삼백오십", 350), ("백십", 110), ("구백구십구", 999), ("이십", 20)] {
            #expect(NumberWords.value(of: word) == value, "\(word)")
        }
        for word in ["십백", "백백", "이이백", "백이십삼사"] { #expect(NumberWords.value(of: word) == nil, "\(word)") }
        expect(["read at three hundred words a minute"], .change(.speechRate(300)))
        #expect(english.parse("twenty one") == .numberOutOfRange)
        expect(["how do you play mukjjippa?"], .help(.kind(.mukjjippa)))
        expect(["how do I change the settings", "설정 어떻게 바꿔?"], .help(.settings))
        expect(["shorter announcements pls"], .change(.verbosity(.brief)))
        expect(["reset the score to zero", "점수 0으로 리셋"], .game(.newGame))
        expect(["wait no take that back", "no, undo"], .game(.undo))
        expect(["change it", "그거 바꿔줘"], .help(nil))
        expect([":q", ":wq"], .quit)
        expect(["컴퓨터가 내 거 보고 내는 거 아니야?", "does it peek at my move?"], .help(.game))
        expect(["이거 어떻게 이겨요?", "이기면 뭐 줘요?"], .help(.game))
        expect(["누가 이기고 있어?", "이겼어?", "am i winning?"], .game(.score))
        #expect(korean.parse("가위 바위 보 구호는 빼줘") == korean.parse("hear countdown off"))
    }

    /// Rules the unseen set I asked for, each with phrasings of its own.
    @Test func whatSetIAskedFor() {
        expect(["what were my last fifteen throws", "show my last 15 throws"], .game(.history(limit: 15)))
        expect(["shorter rounds please, just one line", "shorter rounds"], .change(.verbosity(.brief)))
        expect(["play mukjipa", "mukchippa"], .change(.game(.mukjjippa)))
        expect(["I'd like to finish the game now, thank you", "finish up"], .quit)
        expect(
            ["wipe the scores and restart", "Could we please begin a new game from the beginning?"], .game(.newGame))
        expect(["한판만 더", "한 판만 더"], .game(.again))
        for typed in ["turn it off", "turn off"] {
            #expect(english.parse(typed) == .whichSwitch(on: false), "\(typed)")
        }
    }

    /// Rules the unseen set J asked for, each with phrasings of its own.
    @Test func whatSetJAskedFor() {
        expect(["kill the sounds", "kill the beeps"], .change(.on(.sound, false)))
        for typed in ["lol i keep losing", "ugh i keep winning"] {
            #expect(english.parse(typed) == .notUnderstood(suggestion: nil), "\(typed)")
        }
        expect(["매치 말고 그냥 한 판씩 할래", "매치 말고 한 판씩"], .change(.match(nil)))
        expect(["결과 나오기 전에 기다리는 거 없애줘"], .change(.delay(0)))
        // What follows the word that sets aside names a request: that one.
        expect(["대기 시간 말고 속도 200"], .change(.speechRate(200)))
    }

    @Test func takingBack() {
        expect(
            [
                "무를래", "무르자", "물러 줘", "물러줘요", "취소해", "취소해 주세요", "취소할래", "되돌려", "되돌려줘",
                "한 수 물러", "없던 걸로", "undo that", "take it back", "take that back please", "oops",
            ], .game(.undo))
    }

    @Test func anotherRound() {
        expect(
            ["다시 해", "또 할래", "또 해줘", "한 판 더 하자", "한판 더", "한 번 더", "같은 손", "play again", "same again"],
            .game(.again))
    }

    @Test func startingOver() {
        expect(["새 게임 하자", "처음부터 다시", "다시 처음부터", "새로 하자", "start over please", "restart"], .game(.newGame))
    }

    /// Every length by every way of saying it: digits or words, 판 or 전, wins or games, the game's
    /// own words given back.
    @Test func matchesOfAnyLength() {
        expect(
            ["9판", "구판", "아홉 판", "9전 5선승제", "9전 5선승", "5선승", "best of nine", "best of 9", "first to five"],
            .change(.match(9)))
        expect(["삼판", "세 판", "3판", "삼세판", "삼세판 하자", "삼세판으로 해줘", "best of three", "first to 2"], .change(.match(3)))
        expect(["11판", "열한 판", "11전 6선승제", "best of eleven", "best of 11: first to 6 wins"], .change(.match(11)))
        expect(["5판으로 하자", "다섯 판", "5전 3선승제", "매치 5판", "best of five"], .change(.match(5)))
        expect(["99판", "best of ninety-nine"], .change(.match(99)))
        expect(["단판", "단판 승부", "single game"], .change(.match(1)))
    }

    /// A length the game does not play gets what the match takes, never another length.
    @Test func aLengthTheGameDoesNotPlayIsSaidSo() {
        for typed in ["4판", "best of four", "10전 6선승제", "101판"] {
            #expect(english.parse(typed) == .needsValue(.match), "\(typed)")
        }
        #expect(english.parse("9전 3선승제") != .command(.change(.match(9))), "wins that disagree name no length")
        if case .command(let command) = english.parse("9전 3선승제") { Issue.record("nor another length: \(command)") }
        #expect(english.parse("9") == .numberOutOfRange, "a number alone is a move's")
    }

    @Test func language() {
        expect(
            ["영어로", "영어로 바꿔줘", "영어로 해 주세요", "english please", "switch to english", "change to english"],
            .change(.language(.en)))
        expect(["한국어로", "한국말로 해줘", "한글", "한국어로 바꿔", "korean please", "in korean"], .change(.language(.ko)))
    }

    /// 저장 keeps the settings; the transcript has words of its own (로그).
    @Test func saving() {
        expect(["저장", "저장해", "저장해 줘", "저장해주세요", "설정 저장", "설정 저장해", "설정 기억해", "save please", "save settings"], .save)
        expect(["로그 끄기", "transcript off"], .change(.transcript(nil)))
    }

    @Test func hushing() {
        expect(
            [
                "조용히 해", "조용히 해줘", "쉿", "그만 말해", "그만 말해줘", "그만말해", "그만 읽어", "멈춰", "스톱", "닥쳐",
                "stop", "stop talking", "stop voice", "be quiet", "shut up", "hush please",
            ], .hush)
    }

    @Test func pace() {
        expect(["빨리", "더 빨리", "빨리 말해", "빠르게 말해줘", "속도 올려", "faster", "speed up", "speak faster"], .pace(faster: true))
        expect(
            ["천천히", "더 천천히", "천천히 말해줘", "느리게", "속도 내려", "속도 줄여줘", "slow down", "slower please"], .pace(faster: false))
    }

    @Test func loudness() {
        expect(
            ["크게", "더 크게", "소리 크게", "소리 키워", "볼륨 올려줘", "음량 올려", "louder", "volume up", "turn it up"],
            .loudness(louder: true))
        expect(
            ["작게", "더 작게", "소리 작게", "소리 줄여줘", "볼륨 내려", "softer", "quieter", "volume down", "turn it down"],
            .loudness(louder: false))
    }

    @Test func movesSaidAnyWay() {
        expect(["바위 낼게", "바위낼게", "주먹 낼래", "rock please", "i pick rock"], .game(.play(.rock)))
        expect(["난 보", "나는 보자기요", "보 낼게요"], .game(.play(.paper)))
    }

    /// The same request with a word that says not to do it is never done.
    @Test(arguments: ["저장 안 해", "종료하지 마", "그만 안 해", "don't quit", "do not save", "never undo", "취소하지마세요"])
    func aNegatedRequestIsNotDone(typed: String) {
        for parser in [english, korean] {
            if case .command = parser.parse(typed) { Issue.record("\(typed) was done") }
        }
    }

    /// A setting's word with a value only its neighbour takes: that value, which is what was
    /// meant (a number is how fast the voice is, or how loud the sounds; a language is what the
    /// voice speaks).
    @Test func aValueForAnotherSettingIsTheNeighboursValue() {
        #expect(english.parse("speech 250") == .command(.change(.speechRate(250))))
        #expect(korean.parse("음성 250") == .command(.change(.speechRate(250))))
        #expect(english.parse("sound 50") == .command(.change(.volume(50))))
        #expect(english.parse("turn the beeps down to 30%") == .command(.change(.volume(30))))
        #expect(english.parse("speak korean") == .command(.change(.language(.ko))))
        // A number's word is no amount: one is a word of the sentence (each one).
        #expect(english.parse("sound one") != .command(.change(.volume(1))))
    }

    /// On or off alone does not say which setting: the answer names them.
    @Test(arguments: ["on", "off", "켜기", "꺼", "끄기"])
    func onOrOffAloneAsksWhich(typed: String) {
        #expect(english.parse(typed) == .whichSwitch(on: ValueWords.onOff(typed)!))
    }

    /// What the game says of a value, typed back, sets that value: the confirmation whole, or the
    /// part before its colon ("Best of 3: first to 2 wins.", "9전 5선승제.", "Delay 0.5 seconds.").
    @Test(arguments: Language.allCases)
    func whatTheGameSaysOfAValueIsUnderstoodBack(language: Language) {
        let say = Sentences(language)
        let parser = CommandParser(language: language)
        var values: [SettingValue] = Array(stride(from: 1, through: 99, by: 2)).map { .match($0) } + [.match(nil)]
        values += [
            .delay(0), .delay(1), .delay(2), .delay(0.5), .speechRate(250), .volume(50), .language(.en), .language(.ko),
        ]
        values += Switch.allCases.flatMap { [SettingValue.on($0, true), .on($0, false)] }
        for value in values {
            var preferences = Preferences(language: language)
            preferences.set(value)
            // A new language is said in that language.
            let said = if case .language(let new) = value { Sentences(new) } else { say }
            for line in value.setting.confirmation(preferences, said) {
                let whole = line.hasSuffix(".") ? String(line.dropLast()) : line
                let beforeColon = String(whole.prefix { $0 != ":" })
                let heard = [parser.parse(whole), parser.parse(beforeColon)]
                #expect(heard.contains(.command(.change(value))), "\(line) for \(value): \(heard)")
            }
        }
    }
}

/// `hear` and `알림`: kinds of line on and off, none of which reads as a command that exists.
@Suite struct HearingWordsTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)

    @Test(arguments: [
        ("hear score off", Hearing([(.score, false)])), ("알림 점수 끄기", Hearing([(.score, false)])),
        ("알림 점수 꺼", Hearing([(.score, false)])),
        ("hear score streaks off", Hearing([(.score, false), (.streaks, false)])),
        ("hear score off countdown on", Hearing([(.score, false), (.countdown, true)])),
        ("hear match point on", Hearing([(.matchPoint, true)])), ("알림 매치 포인트 끔", Hearing([(.matchPoint, false)])),
        ("알림 낸 손 끔", Hearing([(.move, false)])), ("hear attack off", Hearing([(.attack, false)])),
        ("알림 공격 켜기", Hearing([(.attack, true)])), ("hear figures on", Hearing([(.figures, true)])),
        ("hear milestones off", Hearing([(.milestones, false)])), ("알림 구호 켜", Hearing([(.countdown, true)])),
    ])
    func kindsAreTurnedOnAndOff(typed: String, hearing: Hearing) {
        for parser in [english, korean] {
            #expect(parser.parse(typed) == .command(.change(.hearing(hearing))), "\(typed)")
        }
    }

    @Test func hearAloneListsAndWhatIsAlwaysSaidIsSaidSo() {
        #expect(english.parse("hear") == .command(.hearing))
        #expect(korean.parse("알림") == .command(.hearing))
        #expect(english.parse("hear result off") == .alwaysSaid)
        #expect(korean.parse("알림 결과 끄기") == .alwaysSaid)
        #expect(english.parse("hear score") == .needsValue(.hear))
        // Hear is no word of repeat, and 알림 none of 다시 듣기 or 소리 듣기.
        #expect(english.parse("repeat") == .command(.repeatAnswer(1)))
        #expect(korean.parse("다시 듣기") == .command(.repeatAnswer(1)))
        #expect(korean.parse("소리 듣기") == .command(.hearCues))
    }

    @Test func theCommandLineTakesSeveralKindsInOneValue() {
        #expect(
            Setting.hear.value(option: "score-off,countdown-on")
                == .hearing(Hearing([(.score, false), (.countdown, true)])))
        #expect(Setting.hear.value(option: "점수-끄기") == .hearing(Hearing([(.score, false)])))
        #expect(Setting.hear.value(option: "match-point-off") == .hearing(Hearing([(.matchPoint, false)])))
        #expect(Setting.hear.value(option: "score") == nil)
        #expect(Setting.hear.value(option: "result-off") == nil)
    }
}
