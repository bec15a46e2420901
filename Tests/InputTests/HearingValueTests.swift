import Catalog
import Settings
import Testing

/// Two hearing settings are equal exactly when they choose the same kinds the same way, whatever
/// the order they were chosen in: the session carries out a change only when the value differs,
/// and `settings` says the file holds what is in force only when they are equal.
@Suite struct HearingValueTests {
    /// Every hearing that chooses at most two kinds, each on or off.
    static let hearings: [Hearing] = {
        var all = [Hearing()]
        for first in LineKind.allCases {
            for on in [true, false] {
                all.append(Hearing([(first, on)]))
                for second in LineKind.allCases where order(second) > order(first) {
                    for otherOn in [true, false] { all.append(Hearing([(first, on), (second, otherOn)])) }
                }
            }
        }
        return all
    }()

    static func order(_ kind: LineKind) -> Int { LineKind.allCases.firstIndex(of: kind)! }

    /// What a hearing chooses, as a table of its own.
    static func choices(_ hearing: Hearing) -> [LineKind: Bool] {
        Dictionary(uniqueKeysWithValues: LineKind.allCases.compactMap { kind in hearing[kind].map { (kind, $0) } })
    }

    @Test func equalExactlyWhenTheyChooseTheSame() {
        for a in Self.hearings {
            for b in Self.hearings {
                let same = Self.choices(a) == Self.choices(b)
                #expect((a == b) == same, "\(Self.choices(a)) and \(Self.choices(b))")
                if same { #expect(a.hashValue == b.hashValue) }
                var preferences = (Preferences(language: .en), Preferences(language: .en))
                preferences.0.hearing = a
                preferences.1.hearing = b
                #expect((preferences.0 == preferences.1) == same)
                #expect((preferences.0[.hear] == preferences.1[.hear]) == same)
            }
        }
    }

    @Test func theOrderOfChoosingDoesNotMatterAndTheLastChoiceOfAKindStands() {
        for first in LineKind.allCases {
            for second in LineKind.allCases where second != first {
                #expect(Hearing([(first, true), (second, false)]) == Hearing([(second, false), (first, true)]))
                #expect(Hearing([(first, true), (first, false)]) == Hearing([(first, false)]))
                var hearing = Hearing([(first, false)])
                hearing.set(first, true)
                #expect(hearing == Hearing([(first, true)]) && hearing != Hearing([(first, false)]))
                #expect(Hearing([(first, false)]).merging(Hearing([(first, true)])) == Hearing([(first, true)]))
            }
        }
    }
}
