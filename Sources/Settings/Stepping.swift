/// `faster`, `slower`, `louder` and `softer`: a setting a step up or down, within its range.
extension Preferences {
    /// The speech rate a step faster or slower; `nil` at that end of the range.
    public func speechRate(faster: Bool) -> SettingValue? {
        Self.stepped(speechRate, up: faster, by: Self.speechRateStep, within: Self.speechRates).map(
            SettingValue.speechRate)
    }

    /// The sound cues' volume a step louder or softer; `nil` at that end of the range.
    public func volume(louder: Bool) -> SettingValue? {
        Self.stepped(volume, up: louder, by: Self.volumeStep, within: Self.volumes).map(SettingValue.volume)
    }

    /// `value` a step up or down, kept within `range`; `nil` when it is already at that end.
    static func stepped(_ value: Int, up: Bool, by step: Int, within range: ClosedRange<Int>) -> Int? {
        let next = min(max(value + (up ? step : -step), range.lowerBound), range.upperBound)
        return next == value ? nil : next
    }
}
