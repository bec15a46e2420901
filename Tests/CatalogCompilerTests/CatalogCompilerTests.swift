import CatalogCompiler
import Foundation
import Testing

@Suite struct CatalogCompilerTests {
    /// A catalog with one key, given its localizations as JSON.
    func catalog(_ localizations: String, key: String = "greeting") -> (name: String, json: Data) {
        (
            "Sentences",
            Data(
                #"{"sourceLanguage":"en","version":"1.0","strings":{"\#(key)":{"localizations":{\#(localizations)}}}}"#
                    .utf8)
        )
    }

    func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }

    func expectRefused(
        _ catalogs: [(name: String, json: Data)], saying fragment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try CatalogCompiler.compile(catalogs)
            Issue.record("the catalog was accepted", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description.contains(fragment), "\(error.description)", sourceLocation: sourceLocation)
        }
    }

    @Test func compilesTypedMembersForEveryKey() throws {
        let swift = try CatalogCompiler.compile([
            catalog(
                #""en":\#(unit("%1$@ beats %2$@, %3$lld")),"ko":\#(unit("%1$@이(가) %2$@을(를) %3$lld"))"#,
                key: "result.win")
        ])
        #expect(swift.contains("public enum Language: String, CaseIterable, Sendable {\n    case en, ko\n"))
        #expect(swift.contains("public var traits: LanguageTraits"))
        #expect(swift.contains("public struct Sentences: Sendable"))
        #expect(swift.contains("public func resultWin(_ a1: String, _ a2: String, _ a3: Int) -> String"))
    }

    @Test func aKeyWithoutArgumentsBecomesAProperty() throws {
        let swift = try CatalogCompiler.compile([catalog(#""en":\#(unit("again")),"ko":\#(unit("다시"))"#, key: "repeat")]
        )
        #expect(swift.contains("public var `repeat`: String"))
    }

    @Test func pluralFormsChooseByTheNumber() throws {
        let plural = #"{"variations":{"plural":{"one":\#(unit("%lld win")),"other":\#(unit("%lld wins"))}}}"#
        let swift = try CatalogCompiler.compile([catalog(#""en":\#(plural),"ko":\#(unit("%lld승"))"#, key: "wins")])
        #expect(swift.contains("switch language.traits.plural.category(a1)"))
        #expect(swift.contains("case .one: template = \"%lld win\""))
        // Every other category falls to the other form, named, so the switch needs no default.
        #expect(swift.contains("case .zero, .two, .few, .many, .other: template = \"%lld wins\""))
        #expect(!swift.contains("default:") || swift.components(separatedBy: "default:").count == 2)
    }

    @Test func aMissingTranslationFailsTheBuild() {
        let en = (
            "Sentences",
            Data(
                #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":\#(unit("A")),"ko":\#(unit("에이"))}},"b":{"localizations":{"en":\#(unit("B"))}}}}"#
                    .utf8)
        )
        expectRefused([en], saying: "key 'b': has no 'ko' translation")
    }

    @Test func placeholdersMustMatchAcrossLanguages() {
        expectRefused([catalog(#""en":\#(unit("%@ wins")),"ko":\#(unit("%lld승"))"#)], saying: "placeholders differ")
        expectRefused([catalog(#""en":\#(unit("%@ and %@")),"ko":\#(unit("%@"))"#)], saying: "placeholders differ")
    }

    @Test func aBareKoreanParticleAfterAPlaceholderIsRefused() {
        expectRefused([catalog(#""en":\#(unit("%@ chosen")),"ko":\#(unit("%@를 냈습니다"))"#)], saying: "write 을(를)")
        expectRefused([catalog(#""en":\#(unit("%lld to")),"ko":\#(unit("%lld로"))"#)], saying: "write (으)로")
        expectRefused([catalog(#""en":\#(unit("%@ or")),"ko":\#(unit("%@나"))"#)], saying: "write (이)나")
        // 이나 is a particle of its own, not the 이 of 이(가).
        expectRefused([catalog(#""en":\#(unit("%@ or")),"ko":\#(unit("%@이나"))"#)], saying: "writes 이나 after")
        expectRefused([catalog(#""en":\#(unit("type %@")),"ko":\#(unit("%@라고"))"#)], saying: "write (이)라고")
        expectRefused(
            [catalog(#""en":\#(unit("type %@")),"ko":\#(unit("%@이라고"))"#)], saying: "write (이)라고")
    }

    /// A digit before a counter read with native numbers: espeak-ng says 3경기 as 삼 경기.
    @Test func aNumberBeforeANativeCounterIsRefused() {
        expectRefused(
            [catalog(#""en":\#(unit("%lld games")),"ko":\#(unit("%lld경기"))"#)], saying: "read with the wrong numbers")
        expectRefused(
            [catalog(#""en":\#(unit("best of %lld")),"ko":\#(unit("%lld 판"))"#)], saying: "read with the wrong numbers")
        #expect(
            (try? CatalogCompiler.compile([catalog(#""en":\#(unit("%lld rounds")),"ko":\#(unit("%lld회, 세 판"))"#)]))
                != nil,
            "a Sino-Korean counter, and a native one after a number in words, are fine")
    }

    @Test func otherMistakesAreRefusedWithTheirReason() {
        expectRefused(
            [catalog(#""en":{"variations":{"plural":{"one":\#(unit("%lld win"))}}},"ko":\#(unit("%lld승"))"#)],
            saying: "no 'other' form")
        expectRefused([catalog(#""en":\#(unit("%s")),"ko":\#(unit("%s"))"#)], saying: "unsupported placeholder")
        expectRefused([catalog(#""en":\#(unit("%2$@")),"ko":\#(unit("%2$@"))"#)], saying: "without gaps")
        expectRefused([catalog(#""en":\#(unit(" ")),"ko":\#(unit("가"))"#)], saying: "empty")
        expectRefused([("Sentences", Data("not json".utf8))], saying: "not a valid string catalog")
    }

    @Test func everyLanguageNeedsItsTraitsAndEveryTraitsItsLanguage() {
        expectRefused(
            [catalog(#""en":\#(unit("a")),"ko":\#(unit("가")),"ja":\#(unit("あ"))"#)],
            saying: "language 'ja' has no entry in LanguageTraits")
        expectRefused(
            [catalog(#""en":\#(unit("a"))"#)], saying: "LanguageTraits lists 'ko', which no catalog translates")
    }

    @Test func aPluralFormTheLanguageNeverChoosesIsRefused() {
        let korean = #"{"variations":{"plural":{"one":\#(unit("%lld승")),"other":\#(unit("%lld승"))}}}"#
        expectRefused(
            [catalog(#""en":\#(unit("%lld wins")),"ko":\#(korean)"#)],
            saying: "'ko' has a 'one' form, which its plural rule never chooses")
    }

    @Test func particlesAreCheckedOnlyWhereTheyAgree() throws {
        // An English sentence may hold "를" after a slot; a Korean one must write 을(를).
        _ = try CatalogCompiler.compile([catalog(#""en":\#(unit("%@를")),"ko":\#(unit("%@을(를)"))"#)])
        expectRefused([catalog(#""en":\#(unit("%@")),"ko":\#(unit("%@를"))"#)], saying: "write 을(를)")
    }

    @Test func numberWordsAreWholeNumbersAtBuildTime() throws {
        let swift = try CatalogCompiler.compile([catalog(#""en":\#(unit("1")),"ko":\#(unit("2"))"#, key: "number.rock")]
        )
        #expect(swift.contains("public var numberRock: Int"))
        #expect(swift.contains("case .ko: 2"))
        expectRefused(
            [catalog(#""en":\#(unit("one")),"ko":\#(unit("2"))"#, key: "number.rock")],
            saying: "'en' value 'one' is not a whole number")
    }

    @Test func everyKeyIsListedWithItsArguments() throws {
        let swift = try CatalogCompiler.compile([
            catalog(
                #""en":\#(unit("%1$@ beats %2$@, %3$lld")),"ko":\#(unit("%1$@이(가) %2$@을(를) %3$lld"))"#,
                key: "result.win")
        ])
        #expect(swift.contains("CatalogKey(name: \"result.win\", arguments: [.text, .text, .number])"))
        #expect(swift.contains("case \"result.win\": resultWin(a[0].text, a[1].text, a[2].number)"))
    }

    @Test func aTableThatNamesLanguagesNamesEveryOne() throws {
        let both = (
            "Words",
            Data(
                #"{"sourceLanguage":"en","strings":{"language.en":{"localizations":{"en":\#(unit("english")),"ko":\#(unit("영어"))}},"language.ko":{"localizations":{"en":\#(unit("korean")),"ko":\#(unit("한국어"))}}}}"#
                    .utf8)
        )
        let swift = try CatalogCompiler.compile([both])
        #expect(swift.contains("public func names(of language: Language) -> String"))
        #expect(swift.contains("case .ko: languageKo"))
        let one = (
            "Words",
            Data(
                #"{"sourceLanguage":"en","strings":{"language.en":{"localizations":{"en":\#(unit("english")),"ko":\#(unit("영어"))}}}}"#
                    .utf8)
        )
        expectRefused([one], saying: "key 'language.ko': is missing: every language needs its names")
    }

    /// The project's own catalogs, exactly as the build compiles them.
    @Test func theProjectsCatalogsCompile() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Localization"
        ).standardized
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xcstrings" }.sorted { $0.path < $1.path }
        #expect(files.map(\.lastPathComponent) == ["Sentences.xcstrings", "Words.xcstrings"])
        let swift = try CatalogCompiler.compile(
            files.map { ($0.deletingPathExtension().lastPathComponent, try Data(contentsOf: $0)) })
        #expect(swift.contains("public struct Words: Sendable"))
    }
}
