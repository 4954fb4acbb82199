import HitMaskReader

/// The value a `hitmask.json` file, an override or a command line gives a generation setting, of the kind the
/// setting's `GenerationSetting.Value` says.
public enum SettingValue: Sendable, Hashable {
    case alpha(AlphaThreshold)
    case whole(Int)
    case number(Double)
    case mode(FitMode)
    case flag(Bool)

    /// The value as a `T`, or nil when it is of another kind.
    func `as`<T>(_ type: T.Type) -> T? {
        switch self {
        case .alpha(let value): value as? T
        case .whole(let value): value as? T
        case .number(let value): value as? T
        case .mode(let value): value as? T
        case .flag(let value): value as? T
        }
    }

    /// The value as a number, for range checks: nil for the kinds that are not numbers.
    var number: Double? {
        switch self {
        case .whole(let value): Double(value)
        case .number(let value): value
        case .alpha, .mode, .flag: nil
        }
    }
}
