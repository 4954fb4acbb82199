import Foundation

// Shared by the GenerateHitMasks command plugin, the HitMaskBuildPlugin build-tool plugin and their unit tests
// (each includes this file through a symbolic link). No PackagePlugin here, so the logic can be tested.

/// The command plugin's own arguments, separated from those passed on to `hitmask generate`.
struct CommandPluginArguments: Equatable {
    var targetNames: [String] = []
    /// Folder name inside each target for the masks (default "HitMasks").
    var outputFolder = PluginDefaults.outputFolder
    var besideSources = false
    var wantsHelp = false
    /// Everything else, for `hitmask generate` (threshold, rect options, --check, --prune, --force, --jobs, …).
    var passThrough: [String] = []

    struct Problem: Error, CustomStringConvertible, Equatable {
        let description: String
        init(description: String) {
            self.description =
                description.hasPrefix("generate-hitmasks: ") ? description : "generate-hitmasks: " + description
        }
    }

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--allow-writing-to-package-directory":
                continue  // granted already; SwiftPM passes it on when it is written after the verb
            case "--help", "-h":
                wantsHelp = true
            case "--beside-sources":
                besideSources = true
            case "--target", "--output-folder":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw Problem(description: "\(argument) needs a value")
                }
                if argument == "--target" { targetNames.append(value) } else { outputFolder = value }
            case _ where argument.hasPrefix("--target="):
                targetNames.append(String(argument.dropFirst("--target=".count)))
            case _ where argument.hasPrefix("--output-folder="):
                outputFolder = String(argument.dropFirst("--output-folder=".count))
            case "--output", "-o", "--config":
                throw Problem(
                    description:
                        "\(argument) is chosen by the plugin: use --output-folder NAME or --beside-sources, and hitmask.json at the package root"
                )
            default:
                passThrough.append(argument)
            }
        }
        if besideSources && outputFolder != PluginDefaults.outputFolder {
            throw Problem(description: "--beside-sources and --output-folder cannot be used together")
        }
        if outputFolder.isEmpty || outputFolder.contains("/") || outputFolder.hasPrefix(".") {
            throw Problem(description: "--output-folder takes a plain folder name, like HitMasks")
        }
    }

    /// The `hitmask generate` arguments for one target.
    func generateArguments(targetDirectory: String, configFile: String?) -> [String] {
        var arguments = ["generate", targetDirectory]
        if besideSources {
            arguments.append("--beside-sources")
        } else {
            arguments += ["--output", (targetDirectory as NSString).appendingPathComponent(outputFolder)]
        }
        if let configFile { arguments += ["--config", configFile] }
        return arguments + ["--fix-command", Self.fixCommand] + passThrough
    }

    /// What brings the masks up to date, as a user types it: named in the tool's messages instead of the CLI.
    static let fixCommand = "swift package --allow-writing-to-package-directory generate-hitmasks"

    /// Whether this run only checks (`--check`), writing nothing.
    var isCheck: Bool { passThrough.contains("--check") }

    /// The plugin's closing message when `hitmask generate` reported problems.
    var failureMessage: String {
        isCheck
            ? "generate-hitmasks: masks are missing or out of date (see above); update them with: \(Self.fixCommand)"
            : "generate-hitmasks: some files could not be made into masks (see above)"
    }

    static let help = """
        OVERVIEW: Generate .hitmask files for the PNG images of this package's targets.

        USAGE: swift package --allow-writing-to-package-directory generate-hitmasks [options] [hitmask generate options]

        With no --target, every target whose folder holds PNG files (resource folders, .xcassets catalogs) is
        processed. Each target's masks go to a HitMasks folder in the target's directory, mirroring the PNGs'
        paths; bundle them with `resources: [.copy("HitMasks")]` on the target. Settings and per-glob overrides
        come from hitmask.json at the package root when there is one.

        PLUGIN OPTIONS:
          --target <name>          Only this target (repeatable).
          --output-folder <name>   Folder inside each target for the masks (default: HitMasks).
          --beside-sources         Write each mask next to its PNG instead.
          -h, --help               Show this help.

        HITMASK GENERATE OPTIONS (passed on):
          --threshold <alpha>      0–255, a fraction (0.05) or a percentage (33%). Default: 0.
          --rect-grid <n>          Shape-rect grid cells along the longer side. Default: 32.
          --rect-mode <mode>       outer, inner or balanced. Default: outer.
          --scale <scale>          Pixels per point for every file (default: from name@2x.png).
          --check                  Write nothing; exit 1 listing missing, stale and orphaned masks.
          --prune                  Delete masks whose PNG is gone.
          --force                  Regenerate masks that are up to date.
          --jobs <n>               Files worked on at once.
          --quiet, --json          Less output, or a JSON report.
        """
}

enum PluginDefaults {
    static let outputFolder = "HitMasks"
    static let configFileName = "hitmask.json"
}

/// The PNGs of a target and where their masks go, worked out by the generator's own scanner
/// (AssetScanner.swift, shared through a symbolic link), so the plugins and `hitmask generate` always agree.
enum TargetAssets {
    /// The PNGs under `targetDirectory`, leaving out the output folder when the masks go into one.
    static func pngs(in targetDirectory: String, outputFolder: String?) throws -> [SourceAsset] {
        do {
            return try AssetScanner.assets(in: targetDirectory, excluding: outputFolder.map { [$0] } ?? [])
        } catch {
            throw CommandPluginArguments.Problem(description: error.description)
        }
    }

    /// The atlas metadata files the generator reads beside these PNGs (`.json`, `.atlas`, and `.plist` in an `.atlasc`
    /// folder; AtlasCatalog.swift), so that editing one reruns the build command. Sorted, for a stable command.
    static func atlasMetadata(besides assets: [SourceAsset]) -> [String] {
        var files = Set<String>()
        for folder in Set(assets.map { ($0.sourcePath as NSString).deletingLastPathComponent }) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".")
            {
                let lowered = name.lowercased()
                if lowered.hasSuffix(".json") || lowered.hasSuffix(".atlas")
                    || (lowered.hasSuffix(".plist") && folder.lowercased().hasSuffix(".atlasc"))
                {
                    files.insert((folder as NSString).appendingPathComponent(name))
                }
            }
        }
        return files.sorted()
    }

    /// Where the mask of `asset` goes below `outputDirectory`, as `hitmask generate --output` places it.
    static func output(of asset: SourceAsset, into outputDirectory: String) -> String {
        (outputDirectory as NSString).appendingPathComponent(asset.relativeOutputPath)
    }
}
