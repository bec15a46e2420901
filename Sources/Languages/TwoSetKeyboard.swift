/// The standard Korean keyboard, 두벌식 (KS X 5002): each key of a QWERTY keyboard types a
/// consonant or a vowel, and the input method composes them into syllables. A Korean word is
/// then also the keys that type it: `바위` is `qkdnl`. Two uses: Korean typed with the keyboard
/// left in the English layout (the 한/영 key not pressed) is read as the Hangul it would have
/// made, and how far apart two Korean words are is counted in keys, as a slip is made.
public enum TwoSetKeyboard {
    /// The Hangul that the input method makes of these keys, or `nil` when they are not all
    /// letters of the layout or make no syllable at all. Upper case is the shifted key (R is ㄲ,
    /// P is ㅖ); a letter without a shifted jamo types the same in either case. A consonant or a
    /// vowel with nothing to join is kept as its compatibility jamo (ㅂㅂ).
    public static func hangul(typedAs keys: String) -> String? {
        var jamo: [Jamo] = []
        for scalar in keys.unicodeScalars {
            guard let typed = Self.jamo(of: scalar) else { return nil }
            jamo.append(typed)
        }
        guard !jamo.isEmpty else { return nil }
        var composer = Composer()
        for typed in jamo { composer.add(typed) }
        let text = composer.finished()
        return text.unicodeScalars.contains(where: { Hangul.syllables.contains($0.value) }) ? text : nil
    }

    /// The keys that type `text` on this keyboard, lower case but for the shifted keys; a
    /// character that is no Hangul is kept as it is. The keys of 뺴 are `Qo`... `QO`.
    public static func keys(of text: String) -> String {
        var keys = ""
        for scalar in text.unicodeScalars {
            if let syllable = Hangul.Syllable(scalar) {
                keys +=
                    initialKeys[Int(syllable.initial)] + vowelKeys[Int(syllable.vowel)]
                    + finalKeys[Int(syllable.final)]
            } else if let compatibility = compatibilityKeys[scalar.value] {
                keys += compatibility
            } else {
                keys.unicodeScalars.append(scalar)
            }
        }
        return keys
    }

    // MARK: The layout

    /// A key's jamo: a consonant by its number as a syllable's initial, or a vowel by its number.
    enum Jamo: Equatable {
        case consonant(UInt32)
        case vowel(UInt32)
    }

    /// The letters of the layout, by the jamo they type (lower case, then the shifted ones).
    private static func jamo(of key: Unicode.Scalar) -> Jamo? {
        switch key {
        case "r": .consonant(0)
        case "R": .consonant(1)
        case "s", "S": .consonant(2)
        case "e": .consonant(3)
        case "E": .consonant(4)
        case "f", "F": .consonant(5)
        case "a", "A": .consonant(6)
        case "q": .consonant(7)
        case "Q": .consonant(8)
        case "t": .consonant(9)
        case "T": .consonant(10)
        case "d", "D": .consonant(11)
        case "w": .consonant(12)
        case "W": .consonant(13)
        case "c", "C": .consonant(14)
        case "z", "Z": .consonant(15)
        case "x", "X": .consonant(16)
        case "v", "V": .consonant(17)
        case "g", "G": .consonant(18)
        case "k", "K": .vowel(0)
        case "o": .vowel(1)
        case "i", "I": .vowel(2)
        case "O": .vowel(3)
        case "j", "J": .vowel(4)
        case "p": .vowel(5)
        case "u", "U": .vowel(6)
        case "P": .vowel(7)
        case "h", "H": .vowel(8)
        case "y", "Y": .vowel(12)
        case "n", "N": .vowel(13)
        case "b", "B": .vowel(17)
        case "m", "M": .vowel(18)
        case "l", "L": .vowel(20)
        default: nil
        }
    }

    /// The keys of each initial consonant, vowel and final, by number (Unicode's order).
    private static let initialKeys = [
        "r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g",
    ]
    private static let vowelKeys = [
        "k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml",
        "l",
    ]
    private static let finalKeys = [
        "", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t",
        "T", "d", "w", "c", "z", "x", "v", "g",
    ]

    /// Compatibility jamo (ㄱ, ㅏ: U+3131 to U+3163), as typed alone, by their keys.
    private static let compatibilityKeys: [UInt32: String] = {
        let letters = [
            "r", "R", "rt", "s", "sw", "sg", "e", "E", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "Q",
            "qt", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g", "k", "o", "i", "O", "j", "p", "u", "P", "h",
            "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l",
        ]
        var keys: [UInt32: String] = [:]
        for (offset, key) in letters.enumerated() { keys[0x3131 + UInt32(offset)] = key }
        return keys
    }()

    /// An initial consonant's number as a final, where it can be one (ㄸ, ㅃ and ㅉ cannot).
    private static let finalOfInitial: [UInt32: UInt32] = [
        0: 1, 1: 2, 2: 4, 3: 7, 5: 8, 6: 16, 7: 17, 9: 19, 10: 20, 11: 21, 12: 22, 14: 23, 15: 24, 16: 25,
        17: 26, 18: 27,
    ]
    /// Two finals typed one after the other that make one (ㄱ and ㅅ make ㄳ): (first, second
    /// as an initial) to the pair.
    private static let doubleFinals: [UInt32: [UInt32: UInt32]] = [
        1: [9: 3], 4: [12: 5, 18: 6], 8: [0: 9, 6: 10, 7: 11, 9: 12, 16: 13, 17: 14, 18: 15], 17: [9: 18],
    ]
    /// A pair of finals split when a vowel follows: the final kept and the initial that moves on.
    private static let splitFinals: [UInt32: (kept: UInt32, moved: UInt32)] = [
        3: (1, 9), 5: (4, 12), 6: (4, 18), 9: (8, 0), 10: (8, 6), 11: (8, 7), 12: (8, 9), 13: (8, 16),
        14: (8, 17), 15: (8, 18), 18: (17, 9),
    ]
    /// A final as the initial it is when a vowel follows.
    private static let initialOfFinal: [UInt32: UInt32] = {
        var initials: [UInt32: UInt32] = [:]
        for (initial, final) in finalOfInitial { initials[final] = initial }
        return initials
    }()
    /// Two vowels typed one after the other that make one (ㅗ and ㅏ make ㅘ).
    private static let doubleVowels: [UInt32: [UInt32: UInt32]] = [
        8: [0: 9, 1: 10, 20: 11], 13: [4: 14, 5: 15, 20: 16], 18: [20: 19],
    ]

    /// Hangul's input method: jamo in, syllables out, each syllable kept open until a jamo comes
    /// that cannot join it.
    private struct Composer {
        var text = ""
        var initial: UInt32?
        var vowel: UInt32?
        var final: UInt32?

        mutating func add(_ jamo: Jamo) {
            switch jamo {
            case .consonant(let consonant):
                if vowel != nil, initial != nil {
                    if let final {
                        if let double = doubleFinals[final]?[consonant] {
                            self.final = double
                            return
                        }
                    } else if let asFinal = finalOfInitial[consonant] {
                        final = asFinal
                        return
                    }
                }
                flush()
                initial = consonant
            case .vowel(let added):
                if let final, let initial, let vowel {
                    // The final moves on to begin the next syllable (or the second of two does).
                    let (kept, moved) = splitFinals[final] ?? (0, initialOfFinal[final]!)
                    text += Hangul.Syllable(initial: initial, vowel: vowel, final: kept).text
                    self.initial = moved
                    self.vowel = added
                    self.final = nil
                    return
                }
                if let vowel, final == nil, let double = doubleVowels[vowel]?[added] {
                    self.vowel = double
                    return
                }
                if initial != nil, vowel == nil {
                    vowel = added
                    return
                }
                flush()
                vowel = added
            }
        }

        /// The syllable or the lone jamo under way, written out.
        mutating func flush() {
            switch (initial, vowel) {
            case (let initial?, let vowel?):
                text += Hangul.Syllable(initial: initial, vowel: vowel, final: final ?? 0).text
            case (let initial?, nil):
                text.unicodeScalars.append(Unicode.Scalar(compatibilityConsonants[Int(initial)])!)
            case (nil, let vowel?):
                text.unicodeScalars.append(Unicode.Scalar(0x314F + vowel)!)
            case (nil, nil):
                break
            }
            (initial, vowel, final) = (nil, nil, nil)
        }

        mutating func finished() -> String {
            flush()
            return text
        }
    }

    /// The compatibility jamo of each initial consonant.
    private static let compatibilityConsonants: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146, 0x3147, 0x3148,
        0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]
}
