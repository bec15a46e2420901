import GameCore

/// The stages tests name most, by the names they had when a stage was only what it asks: a hand
/// of the plain game, minus one's pair, and minus one's choice of the hand to keep.
extension Stage {
    public static let hand = GameKind.rps.firstStage
    public static let pair = GameKind.minusOne.firstStage
    public static func keep(_ pair: HandPair) -> Stage { Stage(.minusOne, asks: .keep(pair)) }
}
