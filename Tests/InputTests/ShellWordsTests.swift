import Input
import Testing

/// `RPS_OPTIONS` is split as a POSIX shell splits words for quoting, and no more.
@Suite struct ShellWordsTests {
    @Test(arguments: [
        ("--lang ko  --delay\t0\n--emoji", ["--lang", "ko", "--delay", "0", "--emoji"]),
        ("", []), ("  \t\n ", []),
        ("a 'b c' d", ["a", "b c", "d"]),
        ("a \"b c\" d", ["a", "b c", "d"]),
        ("a\\ b", ["a b"]),
        ("don\\'t", ["don't"]),
        ("''", [""]), ("\"\"", [""]), ("a '' b", ["a", "", "b"]),
        ("a''b", ["ab"]), ("x\"y\"'z'w", ["xyzw"]),
        ("'a\\b'", ["a\\b"]), ("'a\"b'", ["a\"b"]), ("\"it's\"", ["it's"]),
        ("\"a\\\"b\"", ["a\"b"]), ("\"a\\\\b\"", ["a\\b"]), ("\"a\\$b\"", ["a$b"]), ("\"a\\`b\"", ["a`b"]),
        ("\"a\\nb\"", ["a\\nb"]),
        ("a\\\nb", ["ab"]), ("\"a\\\nb\"", ["ab"]), ("a \\\n b", ["a", "b"]), ("a \\\n", ["a"]),
        ("a\\", ["a\\"]),
        ("'a\nb'", ["a\nb"]),
        ("$HOME ~ * $(x) `y` #z ;|&<>", ["$HOME", "~", "*", "$(x)", "`y`", "#z", ";|&<>"]),
        ("'가위 바위' 보", ["가위 바위", "보"]),
    ])
    func splitsAsTheShellQuotes(text: String, words: [String]) {
        #expect(ShellWords.split(text) == .success(words))
    }

    @Test(arguments: [
        ("--transcript 'a b.txt", "'a b.txt"),
        ("--transcript \"a b.txt", "\"a b.txt"),
        ("x --transcript=\"a b", "--transcript=\"a b"),
        ("\"a\\\"", "\"a\\\""),
        ("'", "'"),
        ("'a'\"b", "'a'\"b"),
    ])
    func anUnterminatedQuoteIsAnError(text: String, word: String) {
        #expect(ShellWords.split(text) == .failure(.unterminatedQuote(word: word)))
    }
}
