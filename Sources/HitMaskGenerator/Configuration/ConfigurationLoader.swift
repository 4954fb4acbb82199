import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads `hitmask.json`, collecting every problem (for `config lint`) rather than stopping at the first.
public enum ConfigurationLoader {
    /// The keys a settings object may have: the settings not inside `"outlines"`, and `"outlines"` itself.
    static let settingKeys = GenerationSetting.all.filter { !$0.isOutlineSetting }.map(\.key)
    static let topLevelKeys = ["inputs", "output", "besideSources"] + settingKeys + ["atlases", "overrides"]
    static let overrideKeys = ["match"] + settingKeys
    /// The keys of the `"outlines"` object.
    static let outlineSettings = GenerationSetting.all.filter(\.isOutlineSetting)

    /// Loads a config file, or throws its first problem.
    public static func load(path: String) throws(ConfigurationProblem) -> HitMaskConfiguration {
        let (configuration, problems) = lint(path: path)
        if let first = problems.first { throw first }
        return configuration
    }

    /// The configuration as far as it could be read, and every problem found; `checkingInputs` also reports
    /// inputs that do not exist (a run given its own inputs does not need the file's).
    public static func lint(path: String, checkingInputs: Bool = false) -> (
        HitMaskConfiguration, [ConfigurationProblem]
    ) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (
                HitMaskConfiguration(), [ConfigurationProblem(file: path, key: "", message: "cannot read the file")]
            )
        }
        var configuration = HitMaskConfiguration()
        configuration.baseDirectory = LexicalPath.folder(of: path)
        var problems = parse(String(decoding: data, as: UTF8.self), file: path, into: &configuration)
        if checkingInputs {
            for (index, input) in configuration.inputs.enumerated()
            where !FileManager.default.fileExists(atPath: configuration.resolved(input)) {
                problems.append(
                    ConfigurationProblem(file: path, key: "inputs[\(index)]", message: "\"\(input)\" does not exist"))
            }
            problems += unmatchedOverrides(in: configuration, file: path)
        }
        return (configuration, problems)
    }

    /// Overrides whose glob matches none of the inputs' PNGs: usually a glob written relative to an input folder
    /// instead of to the config file's folder.
    private static func unmatchedOverrides(in configuration: HitMaskConfiguration, file: String)
        -> [ConfigurationProblem]
    {
        let baseFolders = configuration.baseFolders
        let paths = configuration.inputs.flatMap { input in
            ((try? AssetScanner.assets(in: configuration.resolved(input))) ?? [])
                .map { configuration.matchPath(of: $0, baseFolders: baseFolders) }
        }
        guard !paths.isEmpty else { return [] }
        return configuration.overrides.enumerated().compactMap { index, override in
            paths.contains(where: override.match.matches)
                ? nil
                : ConfigurationProblem(
                    file: file, key: "overrides[\(index)].match",
                    message:
                        "\"\(override.match.pattern)\" matches no PNG of the inputs (globs are relative to this file's folder)"
                )
        }
    }

    static func parse(_ text: String, file: String, into configuration: inout HitMaskConfiguration)
        -> [ConfigurationProblem]
    {
        var problems: [ConfigurationProblem] = []
        func problem(_ key: String, _ message: String) {
            problems.append(ConfigurationProblem(file: file, key: key, message: message))
        }

        let json: OrderedJSON
        let stripped = JSONWithComments.standardJSON(text)
        do {
            json = try OrderedJSON.parse(Array(stripped.utf8))
        } catch {
            problem("", syntaxError(error, in: stripped))
            return problems
        }
        guard case .object = json else {
            problem("", "expected a JSON object at the top level")
            return problems
        }
        let root = json
        reportUnknownKeys(in: root, allowed: topLevelKeys, prefix: "", report: problem)

        if let inputs = root["inputs"] {
            if let list = inputs.strings, !list.isEmpty {
                configuration.inputs = list
            } else {
                problem("inputs", "expected a non-empty list of paths, like [\"Assets\"]")
            }
        }
        if let atlases = root["atlases"] {
            if let list = atlases.strings {
                configuration.atlases = list
            } else {
                problem(
                    "atlases",
                    "expected a list of atlas metadata files (.json, .atlas, .plist), like [\"Sheets/ui.json\"]")
            }
        }
        if let output = root["output"] {
            if let path = output.string, !path.isEmpty {
                configuration.output = path
            } else {
                problem("output", "expected a folder path")
            }
        }
        if let beside = root["besideSources"] {
            if let flag = beside.bool {
                configuration.besideSources = flag
            } else {
                problem("besideSources", "expected true or false")
            }
        }
        if configuration.besideSources && configuration.output != nil {
            problem(
                "besideSources",
                "cannot be true when \"output\" is set: masks go either beside their PNGs or into the output folder")
        }
        configuration.settings = settings(in: root, prefix: "", report: problem)

        if let overrides = root["overrides"] {
            if let list = overrides.array {
                for (index, object) in list.enumerated() {
                    let prefix = "overrides[\(index)]"
                    guard case .object = object else {
                        problem(prefix, "expected an object like {\"match\": \"ui/**\", \"threshold\": \"33%\"}")
                        continue
                    }
                    reportUnknownKeys(in: object, allowed: overrideKeys, prefix: prefix + ".", report: problem)
                    guard let match = object["match"]?.string, !match.isEmpty else {
                        problem(prefix + ".match", "expected a glob such as \"ui/**\" or \"**/*@2x.png\"")
                        continue
                    }
                    let settings = settings(in: object, prefix: prefix + ".", report: problem)
                    configuration.overrides.append(.init(match: Glob(match), settings: settings))
                }
            } else {
                problem("overrides", "expected a list of objects")
            }
        }
        return problems
    }

    private static func settings(in object: OrderedJSON, prefix: String, report: (String, String) -> Void)
        -> HitMaskConfiguration.Settings
    {
        var settings = HitMaskConfiguration.Settings()
        for setting in GenerationSetting.all where !setting.isOutlineSetting {
            guard let value = object[setting.key] else { continue }
            if setting == .outlines {
                readOutlines(value, into: &settings, prefix: prefix + setting.key, report: report)
            } else if !read(value, for: setting, into: &settings) {
                report(prefix + setting.key, "expected \(setting.expectation), got \(render(value))")
            }
        }
        return settings
    }

    /// `"outlines": true`, `false`, or an object of the outline settings (`epsilon`, `mode`, …; any may be left out).
    private static func readOutlines(
        _ value: OrderedJSON, into settings: inout HitMaskConfiguration.Settings, prefix: String,
        report: (String, String) -> Void
    ) {
        let keys = outlineSettings.map(\.localKey)
        if let flag = value.bool {
            settings[.outlines] = .flag(flag)
            return
        }
        guard let object = value.members else {
            report(prefix, "expected true, false or an object with \(quotedList(keys)), got \(render(value))")
            return
        }
        settings[.outlines] = .flag(true)
        for key in Set(object.map(\.key)).sorted() where !keys.contains(key) {
            report(prefix + "." + shown(key), "unknown key (expected \(quotedList(keys)))")
        }
        reportRepeatedKeys(in: value, prefix: prefix + ".", report: report)
        for setting in outlineSettings {
            guard let value = value[setting.localKey] else { continue }
            if !read(value, for: setting, into: &settings) {
                report(prefix + "." + setting.localKey, "expected \(setting.expectation), got \(render(value))")
            }
        }
    }

    /// Reads one setting's JSON value into `settings`; false when the value is not one it takes.
    private static func read(
        _ value: OrderedJSON, for setting: GenerationSetting, into settings: inout HitMaskConfiguration.Settings
    ) -> Bool {
        let number = value.number
        switch setting.value {
        case .alpha:
            guard let threshold = threshold(from: value) else { return false }
            settings[setting] = .alpha(threshold)
        case .wholeNumber:
            guard let number, setting.problem(with: number) == nil, let whole = Int(exactly: number) else {
                return false
            }
            settings[setting] = .whole(whole)
        case .number, .positiveNumber:
            guard let number, setting.problem(with: number) == nil else { return false }
            settings[setting] = .number(number)
        case .mode:
            guard let name = value.string, let mode = FitMode(name: name) else { return false }
            settings[setting] = .mode(mode)
        case .flag:
            guard let flag = value.bool else { return false }
            settings[setting] = .flag(flag)
        }
        return true
    }

    /// "a", "b" or "c".
    private static func quotedList(_ words: [String]) -> String {
        let quoted = words.map { "\"\($0)\"" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    /// Integers are 0–255; numbers written with a decimal point are fractions; strings take every CLI form.
    private static func threshold(from value: OrderedJSON) -> AlphaThreshold? {
        switch value {
        case .string(let text): return AlphaThreshold(parsing: text)
        case .number(let number, let writtenAsInteger):
            let whole = writtenAsInteger ? Int(exactly: number) : nil
            return AlphaThreshold(parsing: whole.map { "\($0)" } ?? "\(number)")
        default: return nil
        }
    }

    private static func reportUnknownKeys(
        in object: OrderedJSON, allowed: [String], prefix: String, report: (String, String) -> Void
    ) {
        for key in Set((object.members ?? []).map(\.key)).sorted() where !allowed.contains(key) {
            let suggestion = allowed.min { editDistance(key, $0) < editDistance(key, $1) }
            let hint = suggestion.map { editDistance(key, $0) <= 3 ? " (did you mean \"\($0)\"?)" : "" } ?? ""
            report(prefix + shown(key), "unknown key\(hint); known keys: \(allowed.joined(separator: ", "))")
        }
        reportRepeatedKeys(in: object, prefix: prefix, report: report)
    }

    /// Keys given twice in one object: JSON readers disagree on which one counts, so neither is taken silently.
    private static func reportRepeatedKeys(in object: OrderedJSON, prefix: String, report: (String, String) -> Void) {
        var seen = Set<String>(), repeated = Set<String>()
        for key in (object.members ?? []).map(\.key) where !seen.insert(key).inserted { repeated.insert(key) }
        for key in repeated.sorted() { report(prefix + shown(key), "given more than once; keep one") }
    }

    /// A key as a message's path shows it: an empty key as `""`, which would otherwise vanish from the path.
    private static func shown(_ key: String) -> String { key.isEmpty ? "\"\"" : key }

    /// A value as a message quotes it: compact JSON.
    private static func render(_ value: OrderedJSON) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .number(let number, let writtenAsInteger):
            writtenAsInteger ? Int(exactly: number).map { "\($0)" } ?? "\(number)" : "\(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        case .array(let elements): "[" + elements.map(render).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { "\"\($0.key)\": " + render($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// A JSON syntax error with the line and column it is at, as an editor counts them (from 1, in characters).
    /// The parser reports a UTF-8 offset; comments were blanked character for character and newlines kept, so lines
    /// and columns in the stripped text are those of the file.
    static func syntaxError(_ error: OrderedJSON.SyntaxError, in stripped: String) -> String {
        let utf8 = stripped.utf8
        let before = stripped[..<utf8.index(utf8.startIndex, offsetBy: min(max(error.offset, 0), utf8.count))]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column =
            before.split(separator: "\n", omittingEmptySubsequences: false).last.map(\.count).map { $0 + 1 } ?? 1
        return "not valid JSON at line \(line), column \(column) (\(error.reason))"
    }

    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
