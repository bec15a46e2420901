import Catalog
import GameCore
import Languages
import Settings

/// The words of a typed line read together: the one request they name, shaped by the words
/// around it. The rules, in the order they are tried (the first that names a request wins):
///
/// 1. A word that says not to (don't, 안, -지 마) keeps any request from being done; but "안 해도
///    돼" (need not) and "no need" stop what they go with.
/// 2. `help` (or its words: explain, 설명, lost) with anything: the help topic that tells of it.
/// 3. A question word (how, what, 어떻게) with a topic, a kind or a setting: its help.
/// 4. `hear` with kinds of line and on or off; or kinds of line with a word that stops (stop, no
///    more, off, 그만, 없애-) or starts them: those kinds off or on (`turn off the score`).
/// 5. A setting's word with its value, or with a word that stops it, turns it up or down (`no
///    more beeps`: sound off; `beeps down to 30`: volume 30); alone, or asked with a question
///    mark, what it is now and what to type.
/// 6. A command, with its count (`history 5`) and what shapes it (`too fast`: slower; `listen to
///    the beeps`: the cues).
/// 7. A value alone (`brief`, `korean`, `mukjjippa`, `best of 5`), then a move as the stage asks,
///    then a topic alone (its help), on or off alone (which setting?), a number alone (a move's).
///
/// Then the line is checked whole. Words left over that name another request: both are named,
/// to type one at a time, and neither is done. A move, again, undo, a new game or leaving is
/// done only when every word was placed and none asked a question: else it is named, not done
/// (`what beats rock`). Any other request is done whatever else the line holds.
struct Understanding {
    let words: [LineWord]
    let tokens: [LineReading.Token]
    /// The line's words as typed, split at spaces, punctuation alone kept (`prompt :`).
    let typed: [String]
    let stage: Stage
    /// Whether the line ends with a question mark.
    let asks: Bool

    /// Whether the line asks, not requests: a question mark with no words that make it a request
    /// (can you turn the sound on?, 소리 켜 줄래?).
    private var asking: Bool {
        guard asks, !words.contains(where: { $0.has(.request) }) else { return false }
        let line = String(typed.joined().filter { $0 != "?" })
        return !KoreanVerb.requestEndings.contains { line.hasSuffix($0) }
    }
    let language: Language

    /// A request, and which of the line's words it took.
    private struct Claim {
        var parsed: ParsedLine
        var took: Set<Int>
    }

    func request() -> ParsedLine {
        var meant = words.indices.filter { !words[$0].isFiller }
        // Not to wait (기다리지 말고 결과 알려 줘, 기다리지 마): the verb's -지 with 말-, no pause.
        if let wait = meant.firstIndex(where: { words[$0].has(.setting(.delay)) }), wait + 1 < meant.count,
            words[meant[wait]].typed.last?.hasSuffix("지") == true, words[meant[wait + 1]].isNegation,
            let none = Setting.delay.value(typed: ["0"], as: ["0"])
        {
            return .command(.change(none))
        }
        // Not that, but this (그거 말고 그 앞에 거): what follows the word that sets aside.
        if let aside = meant.lastIndex(where: { Self.contrasts.contains(words[$0].text) }),
            aside + 1 < meant.count
        {
            // Not a match, just one at a time (매치 말고 그냥 한 판씩): where what follows names
            // nothing, the setting set aside is turned off.
            if aside > 0, claim(Array(meant[(aside + 1)...]), stops: false) == nil,
                let setting = words[meant[aside - 1]].first({
                    if case .setting(let setting) = $0 { setting } else { nil }
                }),
                let off = setting.value(typed: [offWord], as: [offWord])
            {
                return .command(.change(off))
            }
            meant = Array(meant[(aside + 1)...])
        }
        guard !meant.isEmpty else { return .notUnderstood(suggestion: nil) }
        // A phrase holding a negation (안 해: I won't play) after another request's word says not
        // to do that (그만 안 해: don't stop).
        let negatedBefore = meant.contains { carrier in
            words[carrier].carriesNegation
                && meant.contains { index in
                    index != carrier && !words[index].has(.question) && words[index].senses.contains { $0 != .filler }
                }
        }
        var negated = negatedBefore || meant.contains { words[$0].isNegation }
        let needNot = negated && words.contains { Self.permissions.contains($0.text) }
        // Don't say the score (점수 읽지 마): not to say a kind of line is to turn it off.
        let unsaid =
            negated && words.contains { $0.has(.speech) }
            && meant.contains { index in words[index].senses.contains { if case .lineKind = $0 { true } else { false } }
            }
        // Not so fast (could you not talk so fast): less of it, asked for.
        let steps: [Keyword] = [.faster, .slower, .louder, .softer]
        if negated, words.contains(where: { $0.has(.tooMuch) }),
            words.contains(where: { word in steps.contains { word.has(.command($0)) } })
        {
            negated = false
        }
        if needNot || unsaid { negated = false }
        meant.removeAll(where: adverbs(in: meant).contains)
        guard let claim = claim(meant, stops: needNot || unsaid) else { return fallback(meant) }
        if negated {
            return .negated
        }
        return checked(claim, meant)
    }

    /// Every language's words that make a negation say "need not", and that set aside what came
    /// before: words of either language are read in a game of either.
    private static let permissions = Language.allCases.flatMap(\.traits.permissions)
    private static let contrasts = Language.allCases.flatMap(\.traits.contrasts)

    // MARK: Reading the words together

    /// Back, again, more beside what they shape are no requests of their own (voice back on, 다시
    /// 켜 줘, 더 자세하게).
    private func adverbs(in meant: [Int]) -> [Int] {
        let shaped = meant.contains { index in
            words[index].senses.contains { sense in
                switch sense {
                // The move line's word is also the common noun (one more, same move).
                case .lineKind(let kind): kind != .move
                case .setting, .value, .onOff, .more: true
                case .command(let keyword):
                    [.faster, .slower, .louder, .softer, .hush, .cues, .newGame].contains(keyword)
                default: false
                }
            }
        }
        // Back with a round to take back is no adverb (take a move back).
        guard shaped, !meant.contains(where: { words[$0].has(.round) }) else { return [] }
        return meant.filter { index in
            let keywords = words[index].senses.compactMap(Self.keyword)
            return !keywords.isEmpty && keywords.allSatisfy { [.back, .again, .more].contains($0) }
        }
    }

    private func claim(_ meant: [Int], stops needNot: Bool) -> Claim? {
        let content = meant.filter { !words[$0].isNegation }
        // Back with a round is taking it back (go back one round).
        if content.contains(where: { words[$0].has(.command(.back)) }),
            content.contains(where: { words[$0].has(.round) })
        {
            let rounds = content.filter { words[$0].has(.round) || words[$0].has(.command(.back)) }
            return Claim(parsed: .command(.game(.undo)), took: Set(rounds))
        }
        // A word of help that is also a filler (입력하-) is help only with nothing else asked.
        let heads = content.filter { alone(words[$0]) != nil }
        if let help = content.first(where: { index in
            words[index].has(.command(.help)) && (!words[index].has(.filler) || heads.allSatisfy { $0 == index })
        }) {
            // Help's other words (rules) say its topic.
            return Claim(parsed: self.help(about: content.filter { $0 != help }), took: Set(content))
        }
        if let hearing = hearing(content, stops: needNot) { return hearing }
        let asksHow = content.contains { words[$0].has(.question) }
        if asksHow, let topic = topicAsked(content) { return Claim(parsed: .command(.help(topic)), took: Set(content)) }
        if let setting = setting(content, stops: needNot) { return setting }
        // A match's length, however it is said (다섯 판 해서 세 판 먼저 이기는 걸로), before the
        // words of winning in it are read as the score.
        if let history = recentRounds(content) { return history }
        if let length = matchLength(content) { return length }
        if let command = command(content) { return command }
        if let value = value(content) { return value }
        if let move = move(content) { return move }
        return nil
    }

    /// Nothing named a request: a topic alone, on or off alone, a number alone; what to type,
    /// asked (what do I type?), the help.
    private func fallback(_ meant: [Int]) -> ParsedLine {
        if meant.contains(where: { words[$0].has(.question) }), words.contains(where: { $0.has(.typing) }),
            meant.allSatisfy({ words[$0].has(.question) || words[$0].has(.typing) })
        {
            return .command(.help(nil))
        }
        let content = meant.filter { !words[$0].isNegation && !words[$0].has(.question) }
        // Change it, 그거 바꿔 줘: nothing named to change; what to type, the short help.
        if !content.isEmpty, content.allSatisfy({ words[$0].has(.changing) }) { return .command(.help(nil)) }
        if meant.contains(where: { words[$0].isNegation }), content.contains(where: { !words[$0].isUnknown }) {
            return .negated
        }
        guard content.count == 1 || (content.count > 1 && content.allSatisfy { !words[$0].isUnknown }) else {
            return .notUnderstood(suggestion: nil)
        }
        // The game turned off (게임 꺼 줘, turn off the game): leaving.
        if content.contains(where: { isStop(words[$0]) }),
            content.allSatisfy({ isStop(words[$0]) || words[$0].has(.topic(.game)) || words[$0].has(.filler) }),
            content.contains(where: { words[$0].has(.topic(.game)) })
        {
            return .command(.quit)
        }
        // A topic's word alone, or with others that are no request (the game), but no number
        // (세 게임 is three games, or a slip of 새 게임).
        if !content.contains(where: { words[$0].number != nil }),
            let topic = content.lazy.compactMap({
                self.words[$0].first({ if case .topic(let topic) = $0 { topic } else { nil } })
            }).first
        {
            return .command(.help(topic))
        }
        let word = words[content[0]]
        if word.has(.listen) { return .command(.hearCues) }
        if word.has(.speech) { return .aboutSetting(.speak) }
        // On or off with nothing it turns (turn it off): which switch?
        let switches = content.compactMap { index in
            words[index].first({ if case .onOff(let on) = $0 { on } else { nil } })
        }
        if switches.count == 1,
            content.allSatisfy({
                words[$0].first({ if case .onOff = $0 { true } else { nil } }) != nil || words[$0].has(.round)
            })
        {
            return .whichSwitch(on: switches[0])
        }
        // Enough of the talking: hushed.
        if content.contains(where: { words[$0].has(.stop) }), content.contains(where: { words[$0].has(.speech) }) {
            return .command(.hush)
        }
        // Enough, no more, alone: of the voice or of the game? Both are named.
        if word.has(.stop) {
            return .twoRequests(RequestWords.line(.hush, language), RequestWords.line(.quit, language))
        }
        if content.count == 1, word.number != nil {
            return moveNumbered(word) ?? .numberOutOfRange
        }
        return .notUnderstood(suggestion: nil)
    }

    /// `help` and the words with it: the topic that tells of them.
    private func help(about others: [Int]) -> ParsedLine {
        let named = others.filter { index in
            let word = words[index]
            let topical = word.senses.contains { if case .topic = $0 { true } else { false } }
            return !word.has(.question) && !word.has(.speech) && (!word.has(.filler) || topical)
                && !(word.has(.command(.help)) && !word.senses.contains { if case .topic = $0 { true } else { false } })
        }
        guard !named.isEmpty else { return .command(.help(nil)) }
        if let topic = topic(of: named) { return .command(.help(topic)) }
        let typed = LineReading.spaced(named.map { words[$0].text })
        return .unknownTopic(suggestion: Slips.nearestTopic(to: typed, language: language))
    }

    /// The one topic the words tell of: a topic's word first, else what the words are; words the
    /// game cannot place around it change nothing.
    private func topic(of indices: [Int]) -> HelpTopic? {
        var topics: [HelpTopic] = []
        for index in indices {
            if let topic = words[index].first({ if case .topic(let topic) = $0 { topic } else { nil } }) {
                return topic
            }
            if let topic = words[index].first(Self.topic(of:)), !topics.contains(topic) { topics.append(topic) }
        }
        return topics.count == 1 ? topics[0] : nil
    }

    /// The topic that tells of a word's sense.
    private static func topic(of sense: Sense) -> HelpTopic? {
        switch sense {
        // A move's topic is that of the first kind that plays it: Spock tells of lizard Spock.
        case .move(let move): GameKind.allCases.first { $0.moves.contains(move) }?.topic
        case .command(let keyword): keyword.topic
        case .setting(let setting): setting.topic
        case .value(let value, _): value.topic
        case .lineKind, .alwaysSaid: .settings
        case .topic(let topic): topic
        case .keep, .keepVerb: .kind(.minusOne)
        case .onOff, .stop, .question, .count, .recent, .request, .more, .tooMuch, .speech, .listen, .round,
            .destination, .changing,
            .typing,
            .negation, .filler:
            nil
        }
    }

    /// A question about a topic, a kind of game or a setting, with no command or move: its help
    /// (`how does mukjjippa work`, `how do i switch to korean`).
    private func topicAsked(_ content: [Int]) -> HelpTopic? {
        // Listening to the sound cues, asked (효과음 뭐 있는지 들려줘): the cues, played.
        if content.contains(where: { words[$0].has(.listen) }),
            content.contains(where: { index in
                [.setting(.sound), .setting(.volume), .command(.cues)].contains { words[index].has($0) }
            })
        {
            return nil
        }
        var named = content.filter { !words[$0].has(.question) && !words[$0].isUnknown }
        // A request that changes nothing, asked as a question, is done (what's the score, 설정
        // 어떻게 돼 있어).
        // But how to change it (how do I change the settings) asks for its help.
        let changing = words.contains { $0.has(.changing) }
        if !changing,
            named.contains(where: { index in
                words[index].senses.compactMap(Self.keyword).contains { CommandParser.command(for: $0).changesNothing }
            })
        {
            return nil
        }
        // What is asked about (삼세판 하면 어떻게 끝나요): a thing, not leaving, playing or starting
        // again asked with it.
        let things = named.filter { index in
            words[index].senses.contains { sense in
                switch sense {
                case .setting, .value: true
                default: false
                }
            }
        }
        if !things.isEmpty { named = things }
        guard !named.isEmpty,
            !named.contains(where: { index in
                words[index].senses.contains { sense in
                    switch sense {
                    case .move, .command, .onOff: true
                    default: false
                    }
                } && !words[index].senses.contains { if case .topic = $0 { true } else { false } }
            })
        else { return nil }
        return topic(of: named)
    }

    /// `hear` with kinds of line and on or off; or kinds of line with a word that stops or starts
    /// them.
    private func hearing(_ content: [Int], stops needNot: Bool) -> Claim? {
        let hear = content.filter { words[$0].has(.setting(.hear)) }
        let kinds = content.filter { index in
            words[index].senses.contains { if case .lineKind = $0 { true } else { false } }
        }
        let always = content.filter { words[$0].has(.alwaysSaid) }
        let switches = content.filter { isStop(words[$0]) || words[$0].has(.onOff(true)) }
        guard !hear.isEmpty || (!(kinds + always).isEmpty && (!switches.isEmpty || needNot)) else { return nil }
        // Hear's word with a value of how much is said (shorter announcements): that value.
        if kinds.isEmpty, always.isEmpty, switches.isEmpty,
            content.contains(where: { index in
                words[index].senses.contains { if case .value(.verbosity, _) = $0 { true } else { false } }
            })
        {
            return nil
        }
        // A setting's word before the kinds is what is stopped (no pause before the result).
        if hear.isEmpty,
            let setting = content.first(where: { index in
                words[index].first({ if case .setting = $0 { true } else { nil } }) != nil
            }), setting < (kinds + always).min()!
        {
            return nil
        }
        if hear.isEmpty, !always.isEmpty, kinds.isEmpty {
            // What is always said, with a setting's word (결과 나오기 전에 기다리는 거 없애 줘):
            // the setting is what can be stopped.
            if content.contains(where: { index in
                words[index].first({ if case .setting = $0 { true } else { nil } }) != nil
            }) {
                return nil
            }
            return Claim(parsed: .alwaysSaid, took: Set(always + switches))
        }
        // Each kind takes the on or off after it, or the one before all of them.
        var chosen = Hearing()
        var waiting: [LineKind] = []
        var before: Bool? = needNot ? false : nil
        var took = Set(hear + switches)
        let rest = content.filter { !hear.contains($0) }
        // Alone, or asked (which announcements are on?): which kinds are heard.
        let asked = content.contains { words[$0].has(.question) } || asking
        if rest.isEmpty || !hear.isEmpty && asked && kinds.isEmpty {
            return Claim(parsed: .command(.hearing), took: Set(content))
        }
        for index in rest {
            let word = words[index]
            if let kind = word.first({ if case .lineKind(let kind) = $0 { kind } else { nil } }) {
                waiting.append(kind)
                took.insert(index)
            } else if word.has(.alwaysSaid) {
                return Claim(parsed: .alwaysSaid, took: Set(content))
            } else if isStop(word) || word.has(.onOff(true)) {
                let on = !isStop(word)
                // After hear's own word, each kind then its on or off (hear score off), as the
                // game says it; without it, a word that stops may come first (turn off the score).
                if waiting.isEmpty, !hear.isEmpty { return Claim(parsed: .needsValue(.hear), took: Set(content)) }
                if waiting.isEmpty { before = on } else { for kind in waiting { chosen.set(kind, on) } }
                if !waiting.isEmpty { waiting = [] }
            } else if word.has(.speech) || word.has(.setting(.hear)) {
                took.insert(index)
            }
        }
        if let before {
            for kind in waiting { chosen.set(kind, before) }
        } else if !waiting.isEmpty {
            return Claim(parsed: .needsValue(.hear), took: Set(content))
        }
        guard !chosen.chosen.isEmpty else { return Claim(parsed: .needsValue(.hear), took: Set(content)) }
        return Claim(parsed: .command(.change(.hearing(chosen))), took: took)
    }

    /// A word that stops what it goes with: stop, no more, off, 그만, 없애-, or leaving's and
    /// hushing's words (`quit telling me the score`, `점수 그만 말해`).
    private func isStop(_ word: LineWord) -> Bool {
        word.has(.stop) || word.has(.onOff(false)) || word.has(.command(.hush)) || word.has(.command(.quit))
    }

    /// A setting's word with what goes with it.
    private func setting(_ content: [Int], stops needNot: Bool) -> Claim? {
        var named = content.filter { index in
            words[index].first({ if case .setting(let setting) = $0, setting != .hear { setting } else { nil } }) != nil
        }
        // Speech turned on or off, with no setting named: the voice (읽어 주는 거 다시 켜 줘).
        let switched =
            content.contains { index in
                words[index].first({ if case .onOff = $0 { true } else { nil } }) != nil
            } || needNot
        let counted = content.contains { isAmount(words[$0]) }
        if named.isEmpty, switched || counted, let speech = content.first(where: { words[$0].has(.speech) }) {
            named = [speech]
        }
        guard let first = named.first,
            var setting = words[first].first({ if case .setting(let setting) = $0 { setting } else { nil } })
                ?? (words[first].has(.speech) ? Setting.speak : nil)
        else { return nil }
        // A second setting's word: the amount of the first (sound volume 30), or another request.
        var took = Set(named)
        for index in named.dropFirst() {
            guard let other = words[index].first({ if case .setting(let setting) = $0 { setting } else { nil } }) else {
                continue
            }
            if other == setting.amount {
                setting = other
            } else if setting == other.amount {
            } else if other != setting {
                took.remove(index)
            }
        }
        let rest = content.filter { !took.contains($0) && !words[$0].has(.question) }
        // A command of the setting's own says what is asked (beeps too loud: softer).
        let own: [Keyword] =
            switch setting {
            case .sound, .volume: [.louder, .softer, .cues]
            case .speak, .speechRate: [.faster, .slower, .hush]
            default: []
            }
        if rest.contains(where: { index in own.contains { words[index].has(.command($0)) } }) { return nil }
        // A transcript is a file: its word with no file (can i see my record) is another word's.
        if setting == .transcript, words[first].first(Self.keyword) != nil,
            !tokens.contains(where: { LineReading.meaning($0.text).contains(.destination) || $0.typed.contains(".") }),
            !rest.contains(where: { words[$0].first({ if case .onOff = $0 { true } else { nil } }) != nil })
        {
            return nil
        }
        // Again, speech and the word settings shape the setting's request (voice settings).
        let again = rest.filter { index in
            [.command(.again), .speech, .command(.settings)].contains { words[index].has($0) }
        }
        let meant = rest.filter { !again.contains($0) }
        took.formUnion(again)
        func done(_ value: SettingValue, _ also: [Int] = []) -> Claim {
            Claim(parsed: asking ? .aboutSetting(value.setting) : .command(.change(value)), took: took.union(also))
        }
        // The sound cues with listening: to hear them; with up or down, louder or softer.
        if setting == .sound || setting == .volume {
            if let listen = meant.first(where: { words[$0].has(.listen) || words[$0].has(.command(.cues)) }) {
                return Claim(parsed: .command(.hearCues), took: took.union([listen]))
            }
        }
        if let up = meant.first(where: { words[$0].has(.more(true)) || words[$0].has(.more(false)) }),
            !meant.contains(where: { words[$0].number != nil })
        {
            let louder = words[up].has(.more(true))
            switch setting {
            case .sound, .volume: return Claim(parsed: .command(.loudness(louder: louder)), took: took.union([up]))
            case .speak, .speechRate: return Claim(parsed: .command(.pace(faster: louder)), took: took.union([up]))
            default: break
            }
        }
        let stops = meant.filter { isStop(words[$0]) }
        let starts = meant.filter { words[$0].has(.onOff(true)) }
        if !stops.isEmpty || needNot {
            if let off = setting.value(typed: [offWord], as: [offWord]) { return done(off, stops) }
            // No pause: a pause of none.
            if let none = setting.value(typed: ["0"], as: ["0"]) { return done(none, stops) }
        }
        if !starts.isEmpty, let on = setting.value(typed: [onWord], as: [onWord]) { return done(on, starts) }
        // A number in figures to a setting of on or off: its amount (sound 30: volume 30).
        if let number = meant.first(where: { isAmount(words[$0]) }),
            let amount = setting.amount,
            let value = amount.value(typed: [String(words[number].number!)], as: [String(words[number].number!)])
        {
            return done(value, [number])
        }
        // A language to the voice: the game's language (speak korean).
        if setting == .speak,
            let named = meant.first(where: { index in
                words[index].first({ if case .value(.language, _) = $0 { true } else { nil } }) != nil
            }),
            case .value(let value, _)? = words[named].senses.first(where: {
                if case .value(.language, _) = $0 { true } else { false }
            })
        {
            return done(value, [named])
        }
        // The voice with a word of reading or speaking, and nothing else asked (목소리로 읽어 줘,
        // read everything out loud): to speak.
        if setting == .speak,
            again.contains(where: { words[$0].has(.speech) && !words[$0].has(.filler) }),
            meant.allSatisfy({ index in
                words[index].senses.allSatisfy { if case .topic = $0 { true } else { false } }
            }),
            let on = setting.value(typed: [onWord], as: [onWord])
        {
            return done(on, meant)
        }
        // A file's name after the word that says where (save a log of this game to game.txt).
        if setting.entry.typed == .file,
            let to = tokens.lastIndex(where: { LineReading.meaning($0.text).contains(.destination) }),
            to + 1 < tokens.count,
            let value = setting.value(
                typed: tokens[(to + 1)...].map(\.text), as: tokens[(to + 1)...].map(\.typed))
        {
            return done(value, meant)
        }
        // The value as typed after the word: its words lower-cased, and as typed (a file's name,
        // a prompt's mark, which may be punctuation); only other values lose the fillers around.
        let typed = Array(self.typed.dropFirst(words[first].position + 1))
        let texts = typed.map { LineReading.withoutApostrophes(LineReading.trimmed(Phrase.folded($0))) }
        if [.mark, .file].contains(setting.entry.typed), !typed.isEmpty {
            let value = setting.value(typed: typed.map { $0.lowercased() }, as: typed)
            return value.map { done($0, meant) } ?? Claim(parsed: .needsValue(setting), took: Set(content))
        }
        guard !meant.isEmpty else { return Claim(parsed: .aboutSetting(setting), took: took) }
        if let value = setting.value(typed: texts, as: typed) { return done(value, meant) }
        let kept = zip(texts, typed).filter {
            !LineReading.meaning($0.0).allSatisfy({ $0 == .filler || $0 == .destination })
                || LineReading.meaning($0.0).isEmpty
        }
        if let value = setting.value(typed: kept.map(\.0), as: kept.map(\.1)) { return done(value, meant) }
        // A number said as a word (볼륨 삼십, volume to seventy) is its figures.
        let values = meant.map { words[$0] }.filter {
            $0.number != nil || !$0.isUnknown && !$0.senses.allSatisfy { [.filler, .destination].contains($0) }
        }.map {
            $0.number.map(String.init) ?? $0.text
        }
        if let value = setting.value(typed: values, as: values) { return done(value, meant) }
        // Asked, however politely, with no value (can you read things out loud?): what it is now.
        if asks { return Claim(parsed: .aboutSetting(setting), took: Set(content)) }
        return Claim(parsed: .needsValue(setting), took: Set(content))
    }

    /// A number that is an amount: in figures, or in words from ten (three hundred), where a
    /// smaller number's word is as likely a word of the sentence (소리 하나).
    private func isAmount(_ word: LineWord) -> Bool {
        guard let number = word.number else { return false }
        return word.text.first?.isNumber == true || number >= 10
    }

    private var onWord: String { Vocabulary(.en).name(.on) }
    private var offWord: String { Vocabulary(.en).name(.off) }

    /// A command's word, with its count and what shapes it.
    private func command(_ content: [Int]) -> Claim? {
        // A word that is a command and also a filler or a question ("what") means the command
        // only when nothing else is said.
        let strong = content.filter { index in
            let word = words[index]
            return word.first(Self.keyword) != nil && !(content.count > 1 && (word.has(.filler) || word.has(.question)))
        }
        guard !strong.isEmpty else { return nil }
        var keywords: [Keyword] = []
        for index in strong {
            for keyword in words[index].senses.compactMap(Self.keyword) where !keywords.contains(keyword) {
                keywords.append(keyword)
            }
        }
        // A word of two commands (quiet: hush, softer) is the one the line's other words say, else
        // the first.
        let wordsOfTwo = strong.filter { words[$0].senses.compactMap(Self.keyword).count > 1 }
        var took = Set(strong)
        // Words that shape one command into another.
        if keywords.contains(.repeatLast), keywords.contains(.back) { keywords.removeAll { $0 == .repeatLast } }
        // Say it again once more: once more is how it is said again.
        if keywords.contains(.repeatLast) { keywords.removeAll { $0 == .again || $0 == .more } }
        // The stats hold the score, said as a verb (이기고 진 거 합계): the stats.
        if keywords.contains(.stats),
            strong.contains(where: { index in
                words[index].has(.command(.score)) && !Lexicon.hits(words[index].text).contains { $0.how == .written }
            })
        {
            keywords.removeAll { $0 == .score }
        }
        // How many, with the score's words (how many have I won, 몇 판 이겼어): the counts of
        // wins, draws and losses, which the stats give.
        if keywords.contains(.score), content.contains(where: { words[$0].has(.count) }) {
            keywords.removeAll { $0 == .score || $0 == .stats }
            keywords.insert(.stats, at: 0)
        }
        // Winning or losing said with keep (I keep losing): a complaint, no request.
        if keywords == [.score], content.contains(where: { words[$0].has(.keepVerb) }), stage.asks == .hand {
            return Claim(parsed: .notUnderstood(suggestion: nil), took: Set(content))
        }
        // Winning asked about as a verb, not how many (이거 어떻게 이겨요, 이기면 뭐 줘요): the rules,
        // the help of the game; who is winning is a phrase of the score's own.
        if keywords == [.score],
            strong.allSatisfy({ index in !Lexicon.hits(words[index].text).contains { $0.how == .written } }),
            content.contains(where: { words[$0].has(.question) && !words[$0].has(.count) })
        {
            return Claim(parsed: .command(.help(.game)), took: Set(content))
        }
        // What a new game wipes (점수 다 지우고): the score, the stats.
        if keywords.contains(.newGame) { keywords.removeAll { [.score, .stats, .history].contains($0) } }
        if keywords.contains(.hush), keywords.count > 1, keywords.contains(where: { $0 == .quit }) {
            keywords.removeAll { $0 == .quit }  // "ok enough talking": enough of the talk
        }
        // Too much of something (too quiet): only the steps up and down say what.
        let tooMuch = content.contains { words[$0].has(.tooMuch) }
        if tooMuch, keywords.contains(where: { [.faster, .slower, .louder, .softer].contains($0) }) {
            keywords.removeAll { ![.faster, .slower, .louder, .softer].contains($0) }
            if keywords.count > 1 { keywords = [keywords[0]] }
        }
        let others = content.filter { !took.contains($0) }
        // Rounds said of how much is said each round (shorter rounds): the verbosity's.
        if keywords == [.history],
            others.contains(where: { index in
                words[index].senses.contains { if case .value(.verbosity, _) = $0 { true } else { false } }
            })
        {
            return nil
        }
        // A move again (scissors again): the move, which the moves' rule reads.
        if keywords == [.again], others.contains(where: { index in alone(words[index]).map(isMove) == true }) {
            return nil
        }
        if keywords == [.quit], others.contains(where: { words[$0].has(.speech) }) { keywords = [.hush] }
        // Again with speech is to say it again (한 번만 더 말씀해 주실래요).
        if keywords == [.again], others.contains(where: { words[$0].has(.speech) }) { keywords = [.repeatLast] }
        // More each round (tell me more each round): more said of every round, the verbose one.
        if keywords == [.more], others.contains(where: { words[$0].has(.round) }) {
            return Claim(parsed: .command(.change(.verbosity(.verbose))), took: Set(content))
        }
        if keywords.contains(.settings),
            others.contains(where: { words[$0].has(.keepVerb) }) || keywords.contains(.save)
        {
            keywords.removeAll { $0 == .settings }
            if !keywords.contains(.save) { keywords.append(.save) }
            took.formUnion(others.filter { words[$0].has(.keepVerb) })
        }
        if keywords.count > 1, strong.count == 1, !wordsOfTwo.isEmpty { keywords = [keywords[0]] }
        guard keywords.count == 1 else {
            return Claim(parsed: twoRequests(keywords.map(CommandParser.command(for:))), took: Set(content))
        }
        var keyword = keywords[0]
        if tooMuch {
            let opposite: [Keyword: Keyword] = [.faster: .slower, .slower: .faster, .louder: .softer, .softer: .louder]
            if let other = opposite[keyword] { keyword = other }
        }
        // What a command takes with it: speech for the voice's, the cues for listening, sound for
        // the cues.
        for index in others {
            let word = words[index]
            let takes: Bool
            switch keyword {
            case .faster, .slower, .hush, .repeatLast, .more, .back, .quit:
                takes =
                    word.has(.speech) || word.has(.setting(.speak)) || word.has(.setting(.speechRate))
                    // Enough, close the game: what stops, with leaving or hushing, is that.
                    || ([.quit, .hush].contains(keyword) && word.has(.stop))
            case .louder, .softer, .cues:
                takes = word.has(.setting(.sound)) || word.has(.listen) || word.has(.setting(.volume))
            case .again, .undo, .newGame, .score, .stats, .history, .help, .settings, .save:
                takes = false
            }
            if takes || word.has(.tooMuch) { took.insert(index) }
        }
        let rest = content.filter { !took.contains($0) && !words[$0].has(.question) }
        // A number in figures, or with its counter; a number's word after a command that takes
        // no count is a word of the sentence (that one).
        let numbers = rest.filter { index in
            let word = words[index]
            return
                (word.number != nil
                && (word.text.first?.isNumber ?? false || [.history, .repeatLast].contains(keyword)))
                || countedRounds(word) != nil
        }
        switch keyword {
        case .history, .repeatLast:
            guard !numbers.isEmpty else {
                return Claim(parsed: .command(CommandParser.command(for: keyword)), took: took)
            }
            guard numbers.count == 1, let count = words[numbers[0]].number ?? countedRounds(words[numbers[0]]),
                count > 0,
                words[numbers[0]].text.first != "-"
            else { return Claim(parsed: .needsCount(keyword), took: Set(content)) }
            took.insert(numbers[0])
            let command: Command = keyword == .history ? .game(.history(limit: count)) : .repeatAnswer(count)
            return Claim(parsed: .command(command), took: took)
        case .cues where numbers.isEmpty:
            // The cues turned on or off (sounds off, no more sounds): the sound setting.
            let switches = rest.filter { isStop(words[$0]) || words[$0].has(.onOff(true)) }
            guard !switches.isEmpty else { fallthrough }
            let on = switches.allSatisfy { !isStop(words[$0]) }
            let word = on ? onWord : offWord
            guard let value = Setting.sound.value(typed: [word], as: [word]) else { fallthrough }
            return Claim(parsed: asking ? .aboutSetting(.sound) : .command(.change(value)), took: took.union(switches))
        default:
            // A number, or on or off, would change what it does: it takes nothing of the kind; but
            // a new game from 0 is what a new game is (점수 0으로 리셋).
            let zeroed = keyword == .newGame && numbers.allSatisfy { words[$0].number == 0 }
            if !numbers.isEmpty && !zeroed
                || rest.contains(where: { words[$0].first({ if case .onOff = $0 { true } else { nil } }) != nil })
            {
                return Claim(parsed: .takesNothing(.keyword(keyword)), took: Set(content))
            }
            return Claim(parsed: .command(CommandParser.command(for: keyword)), took: took)
        }
    }

    /// The last rounds, so many (the last five games, 지난 다섯 판): that many of the history, not
    /// a match of that length.
    private func recentRounds(_ content: [Int]) -> Claim? {
        guard let recent = content.first(where: { words[$0].has(.recent) }) else { return nil }
        let numbers = content.filter { index in
            index > recent && (words[index].number ?? countedRounds(words[index])) != nil
        }
        guard numbers.count == 1, let count = words[numbers[0]].number ?? countedRounds(words[numbers[0]]), count > 0,
            !content.contains(where: { index in
                // A question's word that is a command too (what: repeat) asks, it names nothing.
                !words[index].has(.question)
                    && words[index].senses.contains { sense in
                        switch sense {
                        case .command(let keyword): keyword != .history
                        // So many rounds (5판) is a match's length too, which the word before sets aside.
                        case .value(.match, _): false
                        case .setting, .move, .value: true
                        default: false
                        }
                    }
            })
        else { return nil }
        return Claim(parsed: .command(.game(.history(limit: count))), took: Set(content))
    }

    /// A count of rounds said with its counter (20판, 5번).
    private func countedRounds(_ word: LineWord) -> Int? {
        for counter in ["판", "번", "개", "rounds", "games"] where word.text.hasSuffix(counter) {
            if let number = LineReading.number(String(word.text.dropLast(counter.count))) { return number }
        }
        return nil
    }

    private static func keyword(_ sense: Sense) -> Keyword? {
        if case .command(let keyword) = sense { keyword } else { nil }
    }

    /// A match's length however it is said: 9판, best of nine, 9전 5선승제, first to five.
    private func matchLength(_ content: [Int]) -> Claim? {
        // A word the catalog writes that is a request of its own (이전: back, not 2전) is that.
        if content.contains(where: { index in
            words[index].senses.contains { sense in
                switch sense {
                case .command, .setting, .move: true
                default: false
                }
            } && Lexicon.hits(words[index].text).contains { $0.how == .written }
        }) {
            return nil
        }
        // A number's word is a number here, though it is a filler too (이, 네: this, yes).
        let isFiller = { (text: String) in
            let senses = LineReading.meaning(text)
            return !senses.isEmpty && senses.allSatisfy { $0 == .filler } && NumberWords.value(of: text) == nil
        }
        guard
            let games = MatchLength.games(in: tokens.map(\.text), ignoring: isFiller)
                ?? MatchLength.games(in: words.map(\.text), ignoring: isFiller)
        else { return nil }
        guard games % 2 == 1, Rules.matchLengths.contains(games) else {
            return Claim(parsed: .needsValue(.match), took: Set(content))
        }
        return Claim(parsed: .command(.change(.match(games))), took: Set(content))
    }

    /// A value alone (`brief`, `korean`, `mukjjippa`).
    private func value(_ content: [Int]) -> Claim? {
        var values = content.filter { index in words[index].first({ if case .value = $0 { true } else { nil } }) != nil
        }
        // Normal before a kind of game is an adjective (보통 가위바위보: plain rock paper scissors).
        var adjectives: [Int] = []
        if values.count >= 2,
            let kind = values.first(where: { index in
                words[index].senses.contains { if case .value(.game, _) = $0 { true } else { false } }
            })
        {
            adjectives = values.filter { index in
                index < kind
                    && words[index].senses.allSatisfy { if case .value(.verbosity, _) = $0 { true } else { false } }
            }
            values.removeAll(where: adjectives.contains)
        }
        guard let first = values.first,
            case .value(let value, _)? = words[first].senses.first(where: {
                if case .value = $0 { true } else { false }
            })
        else { return nil }
        // Less or too much of the narration's detail: the other way (less chatty: brief).
        if case .verbosity(let verbosity) = value,
            content.contains(where: { words[$0].has(.more(false)) || words[$0].has(.tooMuch) })
        {
            let other: Verbosity = verbosity == .verbose ? .brief : .verbose
            return Claim(parsed: .command(.change(.verbosity(other))), took: Set(content))
        }
        var took = Set([first] + adjectives)
        for index in values.dropFirst()
        where words[index].senses.contains(where: { if case .value(value, _) = $0 { true } else { false } }) {
            took.insert(index)
        }
        return Claim(
            parsed: asking && value.setting != .language ? .aboutSetting(value.setting) : .command(.change(value)),
            took: took)
    }

    /// Hands, as the stage asks for them: one to play, two to show, one of those shown to keep.
    private func move(_ content: [Int]) -> Claim? {
        let hands = content.filter { hand(words[$0]) != nil }
        let keeps = content.filter {
            words[$0].has(.keepVerb) || words[$0].first({ if case .keep(let kept) = $0 { kept } else { nil } }) != nil
        }
        // A move the kind does not play (lizard in rock, paper, scissors) gets what the stage asks.
        if let other = hands.first(where: { !stage.moves.contains(hand(words[$0])!) }) {
            // Asked about (what beats Spock): the help of the kind that plays it.
            if content.contains(where: { words[$0].has(.question) }) || asking,
                let kind = GameKind.allCases.first(where: { $0.moves.contains(hand(words[other])!) })
            {
                return Claim(parsed: .command(.help(kind.topic)), took: Set(content))
            }
            return Claim(parsed: .stageAsks(stage), took: Set(content))
        }
        switch stage.asks {
        case .hand:
            guard !hands.isEmpty else { return nil }
            let moves = hands.compactMap { hand(words[$0]) }
            if moves.contains(where: { $0 != moves[0] }) {
                return Claim(parsed: twoRequests(moves.map { .game(.play($0)) }), took: Set(content))
            }
            return Claim(parsed: .command(.game(.play(moves[0]))), took: Set(hands))
        case .pair:
            guard !hands.isEmpty else { return nil }
            let moves = hands.compactMap { hand(words[$0]) }
            guard moves.count == 2 else { return Claim(parsed: .stageAsks(stage), took: Set(content)) }
            return Claim(parsed: .command(.game(.show(HandPair(moves[0], moves[1])))), took: Set(hands))
        case .keep(let pair):
            guard !(hands + keeps).isEmpty else { return nil }
            let verbs = keeps.filter {
                words[$0].has(.keepVerb) && words[$0].first({ if case .keep = $0 { true } else { nil } }) == nil
            }
            let named = (hands + keeps).filter { !verbs.contains($0) }
            guard named.count == 1 else { return Claim(parsed: .stageAsks(stage), took: Set(content)) }
            let word = words[named[0]]
            if let kept = word.first({ if case .keep(let kept) = $0 { kept } else { nil } }) {
                return Claim(parsed: .command(.game(.keep(kept))), took: Set(named + verbs))
            }
            guard let move = hand(word), let kept = pair.which(move) else {
                return Claim(parsed: .stageAsks(stage), took: Set(content))
            }
            return Claim(parsed: .command(.game(.keep(kept))), took: Set(named + verbs))
        }
    }

    private static func move(_ sense: Sense) -> Move? {
        if case .move(let move) = sense { move } else { nil }
    }

    /// The move a word names: by a word, or in figures by the number this language gives it
    /// among the moves of the stage's kind.
    private func hand(_ word: LineWord) -> Move? {
        if let move = word.first(Self.move) { return move }
        guard let number = word.number, word.text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
            return nil
        }
        let vocabulary = Vocabulary(language)
        return stage.moves.first { vocabulary.number(of: $0) == number }
    }

    /// A number alone: the move this language numbers so.
    private func moveNumbered(_ word: LineWord) -> ParsedLine? {
        // Digits, or a number's word that is no other word (two, not 이: this).
        guard let number = word.number, !word.text.hasPrefix("0") || word.text == "0", !word.has(.filler) else {
            return nil
        }
        let vocabulary = Vocabulary(language)
        guard let move = stage.moves.first(where: { vocabulary.number(of: $0) == number }) else { return nil }
        switch stage.asks {
        case .hand: return .command(.game(.play(move)))
        case .pair: return .stageAsks(stage)
        case .keep(let pair): return pair.which(move).map { .command(.game(.keep($0))) } ?? .stageAsks(stage)
        }
    }

    // MARK: The line checked whole

    /// The request, unless words left over name another, or it changes the game while a word of
    /// the line is unplaced or asks a question.
    private func checked(_ claim: Claim, _ meant: [Int]) -> ParsedLine {
        let left = meant.filter { !claim.took.contains($0) && !words[$0].isNegation }
        guard case .command(let command) = claim.parsed else { return claim.parsed }
        // Rounds said of how much is said each round (shorter rounds, just one line): that.
        let perRound = if case .change(.verbosity) = command { true } else { false }
        for index in left {
            if perRound, words[index].has(.command(.history)) { continue }
            // The result, beside a setting (no waiting before the result): what it comes before.
            if case .change = command, words[index].has(.alwaysSaid) { continue }
            // A move played again (scissors again): the move.
            if isMove(command), words[index].has(.command(.again)) { continue }
            if let other = alone(words[index]), other != command {
                return twoRequests([command, other])
            }
        }
        // Words of keeping a hand mean nothing until there are hands to keep.
        let keeping = if case .keep = stage.asks { true } else { false }
        let unplaced = left.contains { index in
            let word = words[index]
            // No, take that back: the no is the undo's own.
            return word.isUnknown || word.has(.question)
                || word.has(.stop) && alone(word) == nil && command != .game(.undo)
                || word.has(.changing) && isMove(command)
                // A new game from zero (reset the score to zero) is what a new game is.
                || word.number != nil && word.number != 0 && [Command.quit, .game(.newGame)].contains(command)
                || !keeping && word.senses.contains { if case .keep = $0 { true } else { $0 == .keepVerb } }
                    && !word.has(.filler)
        }
        if command.isDrastic,
            unplaced || (asking && isMove(command) && left.contains(where: { words[$0].has(.question) }))
        {
            return .unsure(RequestWords.line(command, language))
        }
        return claim.parsed
    }

    private func isMove(_ command: Command) -> Bool {
        if case .game(.play) = command { true } else { false }
    }

    /// The request a word makes alone, where it makes one that is no mere shade of another: a
    /// move, a command, a value.
    private func alone(_ word: LineWord) -> Command? {
        guard !word.has(.filler), !word.has(.question) else { return nil }
        for sense in word.senses {
            switch sense {
            case .move(let move) where stage.asks == .hand && stage.moves.contains(move): return .game(.play(move))
            case .command(let keyword) where !word.has(.stop): return CommandParser.command(for: keyword)
            case .value(let value, _): return .change(value)
            default: continue
            }
        }
        return nil
    }

    /// Two requests named in one line: the lines to type, one at a time; none done.
    private func twoRequests(_ commands: [Command]) -> ParsedLine {
        .twoRequests(RequestWords.line(commands[0], language), RequestWords.line(commands[1], language))
    }
}
