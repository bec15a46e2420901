import Catalog
import Input
import Settings
import Testing

@Suite struct LanguageChoiceTests {
    @Test(arguments: [
        ([:], Language.en),
        (["LANG": "ko_KR.UTF-8"], .ko),
        (["LANG": "en_US.UTF-8"], .en),
        (["LANG": "fr_FR.UTF-8"], .en),
        (["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .ko),
        (["LC_ALL": "", "LC_MESSAGES": "ko_KR", "LANG": "en_US.UTF-8"], .ko),
        (["LC_ALL": "fr_FR.UTF-8", "LANG": "ko_KR.UTF-8"], .en),
        (["LANGUAGE": "ko:en", "LANG": "en_US.UTF-8"], .ko),
        (["LANGUAGE": "fr:ko", "LANG": "en_US.UTF-8"], .ko),
        (["LANGUAGE": "fr:de", "LANG": "ko_KR.UTF-8"], .ko),
        (["LANGUAGE": "ko", "LANG": "C"], .en),
        (["LANGUAGE": "ko", "LC_ALL": "POSIX"], .en),
        (["LANGUAGE": "ko"], .en),
        (["LANGUAGE": "", "LANG": "ko_KR.UTF-8"], .ko),
        (["LANG": "ko"], .ko),
        (["LANG": "KO_kr"], .ko),
        (["LANG": "\u{212A}O_KR"], .en),  // a Kelvin sign is not a K
    ])
    func followsGettextOrder(environment: [String: String], expected: Language) {
        #expect(LanguageChoice.resolve(environment: environment) == expected)
    }
}
