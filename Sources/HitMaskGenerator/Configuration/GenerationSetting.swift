import HitMaskReader

/// A setting that decides what a mask holds, declared once: its command-line flag, its key in `hitmask.json`, the
/// form and range of its value, its default and its help. The CLI's options and their help, their range checks,
/// the reading of `hitmask.json` (keys, did-you-mean, range checks), `config init`'s starter file and the command
/// plugin's help (which shows `hitmask generate --help`) are all derived from this table. Every setting here
/// affects the output: a mask made with another value is stale.
public struct GenerationSetting: Sendable, Hashable {
    /// What a value may be.
    public enum Value: Sendable, Hashable {
        /// An alpha cutoff: 0–255, a fraction (0.05) or a percentage ("33%").
        case alpha
        case wholeNumber(ClosedRange<Int>)
        case number(ClosedRange<Double>)
        case positiveNumber
        /// outer, inner or balanced.
        case mode
        /// true or false (on the command line, `--flag` and `--no-flag`).
        case flag
    }

    /// The long flag, without its dashes.
    public let flag: String
    /// The key in `hitmask.json`; outline settings are keys of the `"outlines"` object, written `outlines.KEY`.
    public let key: String
    public let valueName: String
    public let value: Value
    /// What the setting does, without its default.
    public let summary: String
    /// The default as a user writes it.
    public let defaultValue: String
    /// Lays the setting's value over the options a mask is made with (the rest of the settings given with it may
    /// matter: outlines turned off ignore the outline settings).
    let layer: Layer
    /// How an existing mask's recorded value differs from what the options would make ("threshold 0 → 85"), or nil
    /// when it does not: for incremental builds. The outline settings are compared together, under `outlines`.
    let recordedChange: (@Sendable (HitMaskMetadata, GenerationOptions, _ fileName: String) -> String?)?

    init(
        flag: String, key: String, valueName: String, value: Value, summary: String, defaultValue: String,
        layer: @escaping Layer,
        recordedChange: (@Sendable (HitMaskMetadata, GenerationOptions, _ fileName: String) -> String?)? = nil
    ) {
        (self.flag, self.key, self.valueName, self.value) = (flag, key, valueName, value)
        (self.summary, self.defaultValue, self.layer) = (summary, defaultValue, layer)
        self.recordedChange = recordedChange
    }

    /// "NAME recorded → wanted" when the two differ.
    static func change<Recorded: Equatable>(_ name: String, _ recorded: Recorded, _ wanted: Recorded) -> String? {
        recorded == wanted ? nil : "\(name) \(recorded) → \(wanted)"
    }

    /// Settings are told apart by their flag.
    public static func == (a: GenerationSetting, b: GenerationSetting) -> Bool { a.flag == b.flag }
    public func hash(into hasher: inout Hasher) { hasher.combine(flag) }

    typealias Layer = @Sendable (SettingValue, HitMaskConfiguration.Settings, inout GenerationOptions) -> Void

    /// The layer of a setting whose value replaces an option.
    static func replacing<Value: Sendable>(_ option: WritableKeyPath<GenerationOptions, Value> & Sendable) -> Layer {
        { value, _, options in if let value = value.as(Value.self) { options[keyPath: option] = value } }
    }

    /// The layer of an outline setting: unless outlines are turned off, its value replaces one field of the
    /// outlines, which it turns on.
    static func replacingOutline<Value: Sendable>(_ field: WritableKeyPath<OutlineSettings, Value> & Sendable) -> Layer
    {
        { value, settings, options in
            guard settings[.outlines] != .flag(false), let value = value.as(Value.self) else { return }
            var outlines = options.outlines ?? OutlineSettings()
            outlines[keyPath: field] = value
            options.outlines = outlines
        }
    }

    /// The setting's value among `settings` as a number, for range checks: nil when unset or not a number.
    package func number(in settings: HitMaskConfiguration.Settings) -> Double? { settings[self]?.number }

    /// Whether the setting belongs to the `"outlines"` object of `hitmask.json` (setting it turns outlines on).
    public var isOutlineSetting: Bool { key.hasPrefix("outlines.") }
    /// The key inside its object: `epsilon` for `outlines.epsilon`.
    public var localKey: String { isOutlineSetting ? String(key.dropFirst("outlines.".count)) : key }

    /// The help a command line shows.
    public var help: String {
        summary + (isOutlineSetting ? " Turns outlines on." : "") + " Default: \(defaultValue)."
    }

    /// What a valid value looks like, for messages.
    public var expectation: String {
        switch value {
        case .alpha: "0–255, a fraction like 0.05 or a percentage like \"33%\""
        case .wholeNumber(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .number(let range):
            "a number from \(NumberText.format(range.lowerBound)) to \(NumberText.format(range.upperBound))"
        case .positiveNumber: "a positive number"
        case .mode: "\"outer\", \"inner\" or \"balanced\""
        case .flag: "true or false"
        }
    }

    /// Why `number` is not a valid value, or nil when it is (for the numeric kinds; others are checked by parsing).
    public func problem(with number: Double) -> String? {
        let valid: Bool
        switch value {
        case .wholeNumber(let range): valid = number == number.rounded() && range.contains(Int(exactly: number) ?? .min)
        case .number(let range): valid = range.contains(number)
        case .positiveNumber: valid = number.isFinite && number > 0
        case .alpha, .mode, .flag: valid = true
        }
        return valid ? nil : "must be \(expectation), not \(NumberText.format(number))"
    }
}

extension GenerationSetting {
    public static let threshold = GenerationSetting(
        flag: "threshold", key: "threshold", valueName: "alpha", value: .alpha,
        summary:
            "Alpha cutoff: a pixel is solid iff its alpha is above it. 0–255, a fraction (0.05) or a percentage (33%).",
        defaultValue: "0", layer: replacing(\.threshold),
        recordedChange: { file, options, _ in
            file.header.threshold == options.threshold.value
                ? nil : "threshold \(file.header.threshold) → \(options.threshold)"
        })
    public static let rectGrid = GenerationSetting(
        flag: "rect-grid", key: "rectGrid", valueName: "n", value: .wholeNumber(1...HitMaskFormat.maxRectGrid),
        summary: "Shape-rect grid cells along the image's longer side (1–\(HitMaskFormat.maxRectGrid)).",
        defaultValue: "\(GenerationOptions.defaultRectGrid)",
        layer: replacing(\.rectGrid),
        recordedChange: { file, options, _ in change("rect grid", file.header.rectGrid, options.rectGrid) })
    public static let rectMode = GenerationSetting(
        flag: "rect-mode", key: "rectMode", valueName: "mode", value: .mode,
        summary:
            "Which grid cells become shape rects: outer (any solid pixel: never misses visible content), inner (fully solid), balanced (more than half solid).",
        defaultValue: "outer", layer: replacing(\.rectMode),
        recordedChange: { file, options, _ in change("rect mode", file.header.rectMode, options.rectMode) })
    public static let scale = GenerationSetting(
        flag: "scale", key: "scale", valueName: "scale", value: .positiveNumber,
        summary: "Pixels per point for every input.",
        defaultValue: "from the file name (name@2x.png → 2) or asset catalog, else 1",
        layer: { value, _, options in if let scale = value.as(Double.self) { options.scale = scale } },
        recordedChange: { file, options, fileName in
            change("scale", file.header.scale, options.scale(forFileName: fileName))
        })
    public static let toleranceData = GenerationSetting(
        flag: "tolerance-data", key: "toleranceData", valueName: "", value: .flag,
        summary:
            "Store a distance field in each mask for O(1) touch-tolerance queries (contains(_:tolerance:)); queries work without it, searching near the touch.",
        defaultValue: "off", layer: replacing(\.toleranceData),
        recordedChange: { file, options, _ in
            func word(_ on: Bool) -> String { on ? "on" : "off" }
            return change("tolerance data", word(file.hasDistanceField), word(options.toleranceData))
        })
    public static let outlines = GenerationSetting(
        flag: "outlines", key: "outlines", valueName: "", value: .flag,
        summary: "Store physics outlines in each mask: polygons with holes and convex pieces (HitMask.outlines).",
        defaultValue: "off",
        layer: { value, _, options in
            // Off takes the outlines away whatever else is set; on keeps those already set, else the defaults.
            if value == .flag(false) { options.outlines = nil }
            if value == .flag(true) { options.outlines = options.outlines ?? OutlineSettings() }
        },
        recordedChange: { file, options, _ in
            func describe(_ settings: OutlineSettings?) -> String { settings.map { "\($0)" } ?? "none" }
            return file.outlineSettings == options.outlines
                ? nil : "outlines \(describe(file.outlineSettings)) → \(describe(options.outlines))"
        })
    public static let outlineEpsilon = GenerationSetting(
        flag: "outline-epsilon", key: "outlines.epsilon", valueName: "pixels",
        value: .number(0...OutlineSettings.maxEpsilon),
        summary:
            "Outline tolerance in pixels (a multiple of 1/16, 0–\(NumberText.format(OutlineSettings.maxEpsilon))): the most outlines may stray from the pixel edges (Hausdorff distance).",
        defaultValue: NumberText.format(OutlineSettings.defaultEpsilon),
        layer: replacingOutline(\.epsilon))
    public static let outlineMode = GenerationSetting(
        flag: "outline-mode", key: "outlines.mode", valueName: "mode", value: .mode,
        summary:
            "Outlines that cover every solid pixel (outer), only solid pixels (inner), or either with fewest vertices (balanced).",
        defaultValue: "outer", layer: replacingOutline(\.mode))
    public static let maxVertices = GenerationSetting(
        flag: "max-vertices", key: "outlines.maxVertices", valueName: "n",
        value: .wholeNumber(OutlineSettings.maxVerticesRange),
        summary:
            "Most vertices in an outline's convex piece (\(OutlineSettings.maxVerticesRange.lowerBound)–\(OutlineSettings.maxVerticesRange.upperBound); Box2D and most engines take 8).",
        defaultValue: "\(OutlineSettings.defaultMaxVertices)",
        layer: replacingOutline(\.maxVertices))
    public static let outlineMinArea = GenerationSetting(
        flag: "outline-min-area", key: "outlines.minArea", valueName: "px²",
        value: .number(0...OutlineSettings.maxMinArea),
        summary:
            "Leave out outline regions and holes enclosing less than this many square pixels (a multiple of 1/256). The default drops what one-pixel specks become and never uncovers a solid pixel (outer) or covers a clear one (inner).",
        defaultValue: NumberText.format(OutlineSettings.defaultMinArea),
        layer: replacingOutline(\.minArea))

    /// Every setting, in the order help and starter files show them.
    public static let all: [GenerationSetting] = [
        threshold, rectGrid, rectMode, scale, toleranceData, outlines, outlineEpsilon, outlineMode, maxVertices,
        outlineMinArea,
    ]
}
