import Languages

/// A match's length as players write it, and as the game itself says it, in either language: a
/// count of games (5판, 삼판, 다섯 판, 9전, best of nine, nine games), the wins it takes (5선승,
/// 5선승제, first to five), or both (9전 5선승제, best of 9, first to 5). Read by rule, so every
/// length is understood as every other is.
public enum MatchLength {
    /// The games in a match these words name, lower-cased, without punctuation or fillers; `nil`
    /// when they name none. The length may be one the game does not play (even, or over 99): the
    /// caller says which lengths there are. A count of wins that disagrees with the count of
    /// games names nothing. A number alone names a length only after the match's own word
    /// (`bareNumber`: `match 9`); elsewhere a lone 9 is no match.
    /// Words `ignoring` says are fillers may come anywhere ("make it best of nine please").
    public static func games(
        in words: [String], bareNumber: Bool = false, ignoring isFiller: (String) -> Bool = { _ in false }
    ) -> Int? {
        var games: Int?
        var wins: Int?
        var index = 0
        var sawCount = false
        var sawUnit = bareNumber
        while index < words.count {
            let word = words[index]
            if let (number, counter) = counted(word) {
                // 5판, 9전, 5선승, or a number with the counter as the next word (5 판, 다섯 판).
                var unit = counter ?? (index + 1 < words.count ? counterWords[words[index + 1]] : nil)
                if counter == nil, unit != nil { index += 1 }
                // 세 판 먼저 (이기는): the games to win first.
                if unit == .games, index + 1 < words.count, words[index + 1] == "먼저" { unit = .wins }
                sawUnit = sawUnit || unit != nil
                switch unit ?? .games {
                case .games: games = number
                case .wins: wins = number
                }
                sawCount = true
            } else if word == "out", index + 2 < words.count, words[index + 1] == "of", sawCount,
                let number = number(words[index + 2])
            {
                // two out of three: the wins, then the games
                wins = games
                games = number
                sawUnit = true
                index += 2
            } else if let unit = englishLead[word], index + 1 < words.count,
                let number = number(words[index + 1])
            {
                // best of nine, first to five
                switch unit {
                case .games: games = number
                case .wins: wins = number
                }
                sawCount = true
                sawUnit = true
                index += 1
            } else if !matchWords.contains(word), !isFiller(word) {
                return nil
            }
            index += 1
        }
        guard sawCount, sawUnit else { return nil }
        if let games, let wins, wins != games / 2 + 1 { return nil }
        return games ?? wins.map { $0 * 2 - 1 }
    }

    private enum Unit { case games, wins }

    /// Counters written after a number, glued or as a word of their own: games (판, 전, games),
    /// wins (선승, 선승제, wins).
    private static let counterWords: [String: Unit] = [
        "판": .games, "전": .games, "games": .games, "game": .games, "선승": .wins, "선승제": .wins, "wins": .wins,
    ]

    /// The counters, the longest first, so that 선승제 is not read as 선승: sorted once.
    private static let countersLongestFirst = counterWords.sorted { $0.key.count > $1.key.count }

    /// English words before a number: "best of" a count of games, "first to" a count of wins.
    private static let englishLead: [String: Unit] = ["of": .games, "to": .wins]

    /// Words that only say it is a match: "match of 9", "9판 승부", "best of 9: first to 5 wins",
    /// "best two out of three".
    private static let matchWords: Set<String> = [
        "match", "best", "first", "a", "the", "wins", "win", "games", "매치", "승부", "먼저", "이기는", "이기면",
    ]

    /// A number in digits or words, alone or with a counter glued to it: (9, nil), (5, .wins).
    private static func counted(_ word: String) -> (Int, Unit?)? {
        if let number = number(word) { return (number, nil) }
        for (counter, unit) in countersLongestFirst where word.hasSuffix(counter) && word.count > counter.count {
            if let number = number(String(word.dropLast(counter.count))) { return (number, unit) }
        }
        return nil
    }

    /// Digits, or a number's word in any language (nine, 구, 아홉).
    private static func number(_ word: String) -> Int? {
        if !word.isEmpty, word.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return word.count <= 3 ? Int(word) : nil
        }
        return NumberWords.value(of: word)
    }
}
