import CatalogCompiler
import Foundation
import Testing

@Suite struct CatalogCompilerTests {
    /// A catalog with one key, given its localizations as JSON.
    func catalog(_ localizations: String, key: String = "greeting") -> (name: String, json: Data) {
        ("Sentences", Data(#"{"sourceLanguage":"en","version":"1.0","strings":{"\#(key)":{"localizations":{\#(localizations)}}}}"#.utf8))
    }

    func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }

    func expectRefused(_ catalogs: [(name: String, json: Data)], saying fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try CatalogCompiler.compile(catalogs)
            Issue.record("the catalog was accepted", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description.contains(fragment), "\(error.description)", sourceLocation: sourceLocation)
        }
    }

    @Test func compilesTypedMembersForEveryKey() throws {
        let swift = try CatalogCompiler.compile([catalog(#""en":\#(unit("%1$@ beats %2$@, %3$lld")),"ko":\#(unit("%1$@이(가) %2$@을(를) %3$lld"))"#, key: "result.win")])
        #expect(swift.contains("public enum Language: String, CaseIterable, Sendable {\n    case en, ko\n}"))
        #expect(swift.contains("public struct Sentences: Sendable"))
        #expect(swift.contains("public func resultWin(_ a1: String, _ a2: String, _ a3: Int) -> String"))
    }

    @Test func aKeyWithoutArgumentsBecomesAProperty() throws {
        let swift = try CatalogCompiler.compile([catalog(#""en":\#(unit("again")),"ko":\#(unit("다시"))"#, key: "repeat")])
        #expect(swift.contains("public var `repeat`: String"))
    }

    @Test func pluralFormsChooseByTheNumber() throws {
        let plural = #"{"variations":{"plural":{"one":\#(unit("%lld win")),"other":\#(unit("%lld wins"))}}}"#
        let swift = try CatalogCompiler.compile([catalog(#""en":\#(plural),"ko":\#(unit("%lld승"))"#, key: "wins")])
        #expect(swift.contains("switch PluralCategory(a1, language: \"en\")"))
        #expect(swift.contains("case .one: template = \"%lld win\""))
    }

    @Test func aMissingTranslationFailsTheBuild() {
        let en = ("Sentences", Data(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":\#(unit("A")),"ko":\#(unit("에이"))}},"b":{"localizations":{"en":\#(unit("B"))}}}}"#.utf8))
        expectRefused([en], saying: "key 'b': has no 'ko' translation")
    }

    @Test func placeholdersMustMatchAcrossLanguages() {
        expectRefused([catalog(#""en":\#(unit("%@ wins")),"ko":\#(unit("%lld승"))"#)], saying: "placeholders differ")
        expectRefused([catalog(#""en":\#(unit("%@ and %@")),"ko":\#(unit("%@"))"#)], saying: "placeholders differ")
    }

    @Test func aBareKoreanParticleAfterAPlaceholderIsRefused() {
        expectRefused([catalog(#""en":\#(unit("%@ chosen")),"ko":\#(unit("%@를 냈습니다"))"#)], saying: "write 을(를)")
        expectRefused([catalog(#""en":\#(unit("%lld to")),"ko":\#(unit("%lld로"))"#)], saying: "write (으)로")
    }

    @Test func otherMistakesAreRefusedWithTheirReason() {
        expectRefused([catalog(#""en":{"variations":{"plural":{"one":\#(unit("%lld win"))}}},"ko":\#(unit("%lld승"))"#)], saying: "no 'other' form")
        expectRefused([catalog(#""en":\#(unit("%s")),"ko":\#(unit("%s"))"#)], saying: "unsupported placeholder")
        expectRefused([catalog(#""en":\#(unit("%2$@")),"ko":\#(unit("%2$@"))"#)], saying: "without gaps")
        expectRefused([catalog(#""en":\#(unit(" ")),"ko":\#(unit("가"))"#)], saying: "empty")
        expectRefused([("Sentences", Data("not json".utf8))], saying: "not a valid string catalog")
    }

    /// The project's own catalogs, exactly as the build compiles them.
    @Test func theProjectsCatalogsCompile() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Localization").standardized
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xcstrings" }.sorted { $0.path < $1.path }
        #expect(files.map(\.lastPathComponent) == ["Sentences.xcstrings", "Symbols.xcstrings", "Words.xcstrings"])
        let swift = try CatalogCompiler.compile(files.map { ($0.deletingPathExtension().lastPathComponent, try Data(contentsOf: $0)) })
        #expect(swift.contains("public struct Words: Sendable"))
    }
}
