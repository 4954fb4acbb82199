import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `hitmask.json` at a package root: what to generate and how. The CLI and both plugins read it.
/// Paths are relative to the file's folder. docs and `hitmask config init` show every key.
public struct HitMaskConfiguration: Equatable, Sendable {
    public static let defaultFileName = "hitmask.json"

    /// PNG files or folders to scan.
    public var inputs: [String] = []
    /// Folder the masks mirror into (relative to the config file); nil with `besideSources`.
    public var output: String?
    /// Write each mask next to its PNG instead of into `output`.
    public var besideSources = false
    /// Atlas metadata files to read besides those found next to the PNGs (relative to the config file).
    public var atlases: [String] = []
    /// Settings for every PNG, unless an override matches.
    public var settings = Settings()
    /// Settings for PNGs whose path relative to the config file's folder matches a glob; later entries win.
    public var overrides: [Override] = []
    /// The folder the file is in; relative paths start here.
    public var baseDirectory = "."

    /// Values that may be set for all PNGs or per glob, by setting (`GenerationSetting`); a setting without one
    /// leaves its value to what comes before. Outline settings turn outlines on unless `outlines` is false.
    public struct Settings: Equatable, Sendable {
        private var values: [GenerationSetting: SettingValue] = [:]

        public init() {}

        /// The settings given, leaving out those whose value is nil: `[.threshold: threshold.map(SettingValue.alpha)]`.
        public init(_ values: [GenerationSetting: SettingValue?]) {
            self.values = values.compactMapValues { $0 }
        }

        public subscript(setting: GenerationSetting) -> SettingValue? {
            get { values[setting] }
            set { values[setting] = newValue }
        }

        /// These settings laid over `options`, setting by setting in the table's order (outlines on or off before
        /// the outline settings).
        public func applied(to options: GenerationOptions) -> GenerationOptions {
            var result = options
            for setting in GenerationSetting.all {
                if let value = values[setting] { setting.layer(value, self, &result) }
            }
            if let outlines = result.outlines, outlines != options.outlines || self[.outlines] == .flag(true) {
                // Through the initializer, which rounds the tolerance and the area to what a file records.
                result.outlines = OutlineSettings(
                    epsilon: outlines.epsilon, mode: outlines.mode, maxVertices: outlines.maxVertices,
                    minArea: outlines.minArea)
            }
            return result
        }
    }

    public struct Override: Equatable, Sendable {
        public var match: Glob
        public var settings: Settings
    }

    public init() {}

    /// The path override globs are matched against: the PNG's path relative to the folder holding the config file,
    /// like every other path in the file. It does not depend on how the generator was started (the CLI with the
    /// file's inputs or its own, or a plugin with a target's folder), so one file means the same to all of them.
    /// A PNG outside that folder is matched by its path below its input folder.
    public func matchPath(of asset: SourceAsset, baseFolders: [String]) -> String {
        let file = LexicalPath.standardized(asset.sourcePath)
        for base in baseFolders where file.hasPrefix(base) {
            return String(file.dropFirst(base.count))
        }
        return asset.relativePath
    }

    /// The config file's folder ending in a slash, as written and with symbolic links resolved: worked out once
    /// per run for `matchPath(of:baseFolders:)`.
    public var baseFolders: [String] {
        let written = LexicalPath.standardized(baseDirectory)
        let resolved = URL(fileURLWithPath: written).resolvingSymlinksInPath().path
        return Array(Set([written, resolved])).sorted().map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The options for one PNG, given the path override globs see (`matchPath`): defaults, then the file's
    /// settings, then matching overrides in order, then `commandLine` (what the user typed wins over the file).
    public func options(forRelativePath path: String, commandLine: Settings = Settings()) -> GenerationOptions {
        var options = settings.applied(to: GenerationOptions())
        for override in overrides where override.match.matches(path) {
            options = override.settings.applied(to: options)
        }
        return commandLine.applied(to: options)
    }

    public func resolved(_ path: String) -> String {
        path.hasPrefix("/") ? path : LexicalPath.appending(path, to: baseDirectory)
    }
}

/// One thing wrong with a config file, pointing at the key.
public struct ConfigurationProblem: Error, Equatable, CustomStringConvertible {
    public let file: String
    /// A key path such as `overrides[1].threshold`, or empty for the file as a whole.
    public let key: String
    public let message: String

    public var description: String { key.isEmpty ? "\(file): \(message)" : "\(file): \(key): \(message)" }
}
