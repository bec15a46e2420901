import Catalog
import GameCore
import Input
import Languages
import Settings
import Testing

/// A line is read by the meaning words it holds (issue 37): the lines the issue gives, each
/// request with words that do not change it, words that stop what they go with, two requests,
/// questions and words the game cannot place, in either language's game.
@Suite struct MeaningWordsTests {
    let parsers = Language.allCases.map(CommandParser.init(language:))

    func expect(_ lines: [String], _ parsed: ParsedLine, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines {
            for parser in parsers {
                #expect(parser.parse(line) == parsed, "\(line)", sourceLocation: sourceLocation)
            }
        }
    }

    /// A known request is done whatever follows it that does not change it.
    @Test func aRequestIsNotRefusedForWhatFollowsIt() {
        expect(["통계 볼래", "can i see my stats", "결과 알려줘", "stats please mate"], .command(.game(.stats)))
        expect(["점수 좀 알려 줄래요", "score loudly", "지금 몇 대 몇이야"], .command(.game(.score)))
        expect(["what are my options", "설정 보여 줄래"], .command(.settings))
    }

    /// Stop, no more, turn off, 그만, 끄-: with what they stop, that turned off; alone, their own.
    @Test func wordsThatStopTurnOffWhatTheyGoWith() {
        let scoreOff = ParsedLine.command(.change(.hearing(Hearing([(.score, false)]))))
        expect(["turn off the score", "no more score please", "점수 그만 말해줘", "stop saying the score"], scoreOff)
        expect(["mute", "잠깐 멈춰", "stop", "shut up"], .command(.hush))
        expect(["no more beeps", "효과음 꺼 줘"], .command(.change(.on(.sound, false))))
        expect(["turn your voice off", "목소리 꺼줘"], .command(.change(.on(.speak, false))))
        expect(["no pause before the result"], .command(.change(.delay(0))))
        // Alone, a stop that is no command names the two it may mean.
        #expect(CommandParser(language: .en).parse("enough") == .twoRequests("hush", "quit"))
        #expect(CommandParser(language: .ko).parse("그만") == .command(.quit), "그만 alone keeps its meaning")
    }

    /// Words of the same meaning no list of phrasings names.
    @Test func synonymsOfEveryFamily() {
        expect(["i give up", "나 간다", "포기", "gotta go"], .command(.quit))
        expect(["fist", "주먹 간다"], .command(.game(.play(.rock))))
        expect(["how many rounds", "list the last rounds"], .command(.game(.history(limit: 10))))
        expect(["wipe everything and start fresh", "다 지우고 새로 시작할래"], .command(.game(.newGame)))
        expect(["cancel the last round", "방금 판 없던 일로 해줘"], .command(.game(.undo)))
        expect(["the beeps are too quiet"], .command(.loudness(louder: true)))
        expect(["youre talking way too fast", "말이 너무 빨라요"], .command(.pace(faster: false)))
    }

    /// Help's own words typed alone are its topics; a setting's word alone says what it is now.
    @Test func helpsWordsAreCommands() {
        expect(["review", "복기"], .command(.help(.review)))
        expect(["game"], .command(.help(.game)))
        expect(["all", "전체"], .command(.help(.all)))
        for (word, setting) in [
            ("sound", Setting.sound), ("language", .language), ("match", .match), ("소리", .sound), ("언어", .language),
            ("매치", .match),
        ] {
            expect([word], .aboutSetting(setting))
        }
        // Never led to another family: 포기 is leaving, 복기 the review.
        #expect(CommandParser(language: .ko).parse("포기") == .command(.quit))
    }

    /// A word the game cannot place keeps a move, leaving or a new game from being done: it is
    /// named, with what to type. A question is no move.
    @Test func unplacedWordsAreNotGuessedThrough() {
        #expect(CommandParser(language: .en).parse("what beats rock") == .unsure("rock"))
        #expect(CommandParser(language: .en).parse("rock banana") == .unsure("rock"))
        #expect(CommandParser(language: .ko).parse("종료 사과") == .unsure("종료"))
        #expect(CommandParser(language: .en).parse("new game or what") == .unsure("new"))
        // A request that changes nothing is done all the same.
        #expect(CommandParser(language: .en).parse("score banana") == .command(.game(.score)))
    }

    /// Two requests in one line: both named, neither done, nothing waits (a digit after is a move).
    @Test func twoRequestsAreNamedNotDone() {
        #expect(CommandParser(language: .en).parse("score and stats") == .twoRequests("score", "stats"))
        #expect(CommandParser(language: .en).parse("save and quit") == .twoRequests("save", "quit"))
        #expect(CommandParser(language: .ko).parse("저장하고 종료") == .twoRequests("저장", "종료"))
        #expect(CommandParser(language: .en).parse("2") == .command(.game(.play(.paper))))
    }

    /// A word with a number or a value that would change it: what it takes, named.
    @Test func takesNothingOnlyWhereTheWordsWouldChangeIt() {
        #expect(CommandParser(language: .en).parse("score 5") == .takesNothing(.keyword(.score)))
        #expect(CommandParser(language: .ko).parse("통계 3") == .takesNothing(.keyword(.stats)))
        #expect(CommandParser(language: .en).parse("stats please") == .command(.game(.stats)))
    }

    /// A request said not to be done is not done, wherever the word that says so stands.
    @Test(arguments: ["don't quit", "quit, don't", "저장하지 마", "종료 안 해", "never undo", "새 게임 하지 말고"])
    func aNegatedRequestIsNotDone(line: String) {
        for parser in parsers { #expect(parser.parse(line) == .negated, "\(line)") }
    }

    /// "I don't need" and "안 … 도 돼" say a kind of line is not needed: it is turned off.
    @Test func needNotTurnsOff() {
        expect(
            ["i dont need the countdown", "카운트다운 안 해도 돼"],
            .command(.change(.hearing(Hearing([(.countdown, false)])))))
        expect(["스코어는 매번 안 불러줘도 돼요"], .command(.change(.hearing(Hearing([(.score, false)])))))
    }
}

/// A slip of one key, or two swapped, in a request that changes nothing is done, naming what was
/// read; in a move, leaving or a new game it is offered; never of another family.
@Suite struct SlipTests {
    @Test(arguments: [
        ("scroe", Command.game(.score)), ("stast", .game(.stats)), ("hlep", .help(nil)), ("스코ㅓ", .game(.score)),
        ("도움알", .help(nil)), ("help matc", .help(.match)),
    ])
    func aSlipInWhatChangesNothingIsDoneAndNamed(typed: String, command: Command) {
        for language in Language.allCases {
            let reading = CommandParser(language: language).read(TypedLine(typed), awaiting: .hand)
            #expect(reading.parsed == .command(command), "\(typed)")
            #expect(reading.readAs == RequestWords.line(command, language), "\(typed) in \(language)")
        }
    }

    @Test(arguments: [("rokc", "rock"), ("qiut", "quit"), ("nwe", "new"), ("바우", "바위"), ("새개임", "새게임")])
    func aSlipInAMoveLeavingOrANewGameIsOffered(typed: String, offered: String) {
        let reading = CommandParser(language: .en).read(TypedLine(typed), awaiting: .hand)
        #expect(reading.parsed == .notUnderstood(suggestion: offered))
        #expect(reading.readAs == nil)
    }

    /// As near to leaving as to what changes nothing: neither done nor offered (quitt: quit or
    /// quiet?).
    @Test func aSlipAsNearToLeavingIsNotDone() {
        #expect(CommandParser(language: .en).parse("quitt") == .notUnderstood(suggestion: nil))
    }
}

/// Korean typed with the keyboard left in the English layout (the 한/영 key not pressed), with
/// Caps Lock too, does what the Hangul does, in either game, and says so once.
@Suite struct LatinLayoutTests {
    /// Every Korean word the catalog writes (not a stem), typed as its keys: read as the word,
    /// in lower case, and with Caps Lock's case as typed.
    @Test(arguments: Language.allCases)
    func everyKoreanWordTypedInTheEnglishLayoutIsThatWord(language: Language) {
        let parser = CommandParser(language: language)
        let korean = Vocabulary(.ko)
        for key in Words.Key.allCases where key != .fillers {
            for word in korean.words(key)
            where !word.hasSuffix("-")
                && word.unicodeScalars.allSatisfy({ Hangul.syllables.contains($0.value) || $0 == " " })
            {
                let hangul = parser.parse(word)
                guard case .command = hangul else { continue }
                let keys = word.split(separator: " ").map { TwoSetKeyboard.keys(of: String($0)) }.joined(separator: " ")
                let reading = parser.read(TypedLine(keys), awaiting: .hand)
                #expect(reading.parsed == hangul, "\(word) typed as \(keys)")
                #expect(reading.latinLayout, "\(keys) says it was typed in the English layout")
                // Caps Lock on: each letter's case turned over (Shift then gives lower case).
                let capsLock = String(
                    keys.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) })
                #expect(parser.parse(capsLock) == hangul, "\(word) typed with Caps Lock as \(capsLock)")
            }
        }
    }

    @Test func keysAndHangulGoBothWays() {
        for (hangul, keys) in [
            ("바위", "qkdnl"), ("가위", "rkdnl"), ("보", "qh"), ("통계", "xhdrP"), ("영어로", "duddjfh"), ("바꿔", "qkRnj"),
            ("몇대몇이야", "auceoaucdldi"), ("끄기", "Rmrl"), ("없애", "djqtdo"), ("닭", "ekfr"),
        ] {
            #expect(TwoSetKeyboard.keys(of: hangul) == keys, "\(hangul)")
            #expect(TwoSetKeyboard.hangul(typedAs: keys) == hangul, "\(keys)")
        }
        // Keys that make no syllable, or a letter that is no key of the layout, are no Korean.
        #expect(TwoSetKeyboard.hangul(typedAs: "bcd") == nil)
        #expect(TwoSetKeyboard.hangul(typedAs: "qh1") == nil)
    }

    /// An English word is never read as Korean, however its letters would compose.
    @Test func englishWordsStayEnglish() {
        let parser = CommandParser(language: .ko)
        for word in ["rock", "go", "help", "quit", "hello", "song"] {
            #expect(!parser.read(TypedLine(word), awaiting: .hand).latinLayout, "\(word)")
        }
    }
}
