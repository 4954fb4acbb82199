import ArgumentParser
import HitMaskGenerator
import HitMaskReader

extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

extension FitMode: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.description) }
}

extension GenerationSetting {
    /// The setting's help on the command line, with its value's name.
    var argumentHelp: ArgumentHelp { ArgumentHelp(help, valueName: valueName.isEmpty ? nil : valueName) }
    /// Its help on `hitmask export`, where the default is the file's own outlines.
    var exportHelp: ArgumentHelp {
        ArgumentHelp(
            summary + " Default: the file's outlines' (else \(defaultValue)).",
            valueName: valueName.isEmpty ? nil : valueName)
    }
    var name: NameSpecification { .customLong(flag) }

    /// Reads a value with `parse`; a value it refuses is an error that says what the setting takes ("must be 0–255,
    /// …"), which ArgumentParser prints after the value and the flag.
    func reading<Value>(_ parse: @escaping @Sendable (String) -> Value?) -> @Sendable (String) throws -> Value {
        let expectation = expectation
        return { text in
            guard let value = parse(text) else { throw ValidationError("must be \(expectation)") }
            return value
        }
    }

    /// A `ValidationError` naming the flag, when `number` is outside the setting's range.
    func validate(_ number: Double?, as flagName: String? = nil) throws {
        if let number, let problem = problem(with: number) {
            throw ValidationError("--\(flagName ?? flag) \(problem)")
        }
    }
}

/// The options that decide a mask's content (`GenerationSetting`: names, help and ranges). Unset ones come from
/// hitmask.json, else the defaults.
struct GenerationArguments: ParsableArguments {
    @Option(
        name: GenerationSetting.threshold.name, help: GenerationSetting.threshold.argumentHelp,
        transform: GenerationSetting.threshold.reading(AlphaThreshold.init(parsing:)))
    var threshold: AlphaThreshold?

    @Option(name: GenerationSetting.rectGrid.name, help: GenerationSetting.rectGrid.argumentHelp)
    var rectGrid: Int?

    @Option(name: GenerationSetting.rectMode.name, help: GenerationSetting.rectMode.argumentHelp)
    var rectMode: FitMode?

    @Option(name: GenerationSetting.scale.name, help: GenerationSetting.scale.argumentHelp)
    var scale: Double?

    @Flag(
        name: GenerationSetting.toleranceData.name, inversion: .prefixedNo,
        help: GenerationSetting.toleranceData.argumentHelp)
    var toleranceData: Bool?

    @Flag(name: GenerationSetting.outlines.name, inversion: .prefixedNo, help: GenerationSetting.outlines.argumentHelp)
    var outlines: Bool?

    @Option(name: GenerationSetting.outlineEpsilon.name, help: GenerationSetting.outlineEpsilon.argumentHelp)
    var outlineEpsilon: Double?

    @Option(name: GenerationSetting.outlineMode.name, help: GenerationSetting.outlineMode.argumentHelp)
    var outlineMode: FitMode?

    @Option(name: GenerationSetting.maxVertices.name, help: GenerationSetting.maxVertices.argumentHelp)
    var maxVertices: Int?

    @Option(name: GenerationSetting.outlineMinArea.name, help: GenerationSetting.outlineMinArea.argumentHelp)
    var outlineMinArea: Double?

    var settings: HitMaskConfiguration.Settings {
        HitMaskConfiguration.Settings([
            .threshold: threshold.map(SettingValue.alpha), .rectGrid: rectGrid.map(SettingValue.whole),
            .rectMode: rectMode.map(SettingValue.mode), .scale: scale.map(SettingValue.number),
            .toleranceData: toleranceData.map(SettingValue.flag), .outlines: outlines.map(SettingValue.flag),
            .outlineEpsilon: outlineEpsilon.map(SettingValue.number), .outlineMode: outlineMode.map(SettingValue.mode),
            .maxVertices: maxVertices.map(SettingValue.whole), .outlineMinArea: outlineMinArea.map(SettingValue.number),
        ])
    }

    func validate() throws {
        // The CLI words its own messages, naming its flags; the library's name no flag.
        let settings = settings
        for setting in GenerationSetting.all { try setting.validate(setting.number(in: settings)) }
        if let problem = settings.applied(to: GenerationOptions()).problem { throw ValidationError(problem) }
    }
}
