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

    /// The `hitmask generate` arguments for one package target: its folder in, `outputFolder` inside it out.
    func generateArguments(targetDirectory: String, configFile: String?) -> [String] {
        generateArguments(
            inputs: [targetDirectory],
            outputDirectory: (targetDirectory as NSString).appendingPathComponent(outputFolder),
            configFile: configFile, fixCommand: Self.fixCommand)
    }

    /// The `hitmask generate` arguments for some inputs, the masks going to `outputDirectory` (unless beside their
    /// sources), with the command that brings them up to date named in the tool's messages.
    func generateArguments(inputs: [String], outputDirectory: String, configFile: String?, fixCommand: String)
        -> [String]
    {
        var arguments = ["generate"] + inputs
        arguments += besideSources ? ["--beside-sources"] : ["--output", outputDirectory]
        if let configFile { arguments += ["--config", configFile] }
        return arguments + ["--fix-command", fixCommand] + passThrough
    }

    /// What brings the masks up to date, as a user types it: named in the tool's messages instead of the CLI.
    static let fixCommand = "swift package --allow-writing-to-package-directory generate-hitmasks"
    /// The same in Xcode, where the plugin runs from the project's context menu.
    static let xcodeFixCommand = "the generate-hitmasks command (right-click the project in Xcode)"

    /// Whether this run only checks (`--check`), writing nothing.
    var isCheck: Bool { passThrough.contains("--check") }

    /// The plugin's closing message when `hitmask generate` reported problems.
    func failureMessage(fixCommand: String = Self.fixCommand) -> String {
        isCheck
            ? "generate-hitmasks: masks are missing or out of date (see above); update them with: \(fixCommand)"
            : "generate-hitmasks: some files could not be made into masks (see above)"
    }

    /// The plugin's help: its own options, then the options of `hitmask generate` it passes on, taken from that
    /// command's own help (`generateHelp`) so the two never drift apart. Options the plugin decides itself are
    /// left out of the second part.
    static func help(generateHelp: String) -> String {
        """
        OVERVIEW: Generate .hitmask files for the PNG images of this package's targets.

        USAGE: swift package --allow-writing-to-package-directory generate-hitmasks [options] [hitmask generate options]

        With no --target, every target whose folder holds PNG files (resource folders, .xcassets catalogs) is
        processed. Each target's masks go to a HitMasks folder in the target's directory, mirroring the PNGs'
        paths; bundle them with `resources: [.copy("HitMasks")]` on the target. Settings and per-glob overrides
        come from hitmask.json at the package root when there is one.

        PLUGIN OPTIONS:

        """ + pluginOptions(column: helpColumn(of: generateHelp)) + "\n" + passedOnOptions(from: generateHelp)
    }

    /// The plugin's own options, their help starting at `column` as in the options passed on below them.
    static func pluginOptions(column: Int) -> String {
        let options = [
            ("--target <name>", "Only this target (repeatable)."),
            (
                "--output-folder <name>",
                "Folder inside each target for the masks (default: \(PluginDefaults.outputFolder))."
            ),
            ("--beside-sources", "Write each mask next to its PNG instead."),
            ("-h, --help", "Show this help."),
        ]
        return options.map { label, help in
            let entry = "  " + label
            return entry + String(repeating: " ", count: max(column - entry.count, 2)) + help + "\n"
        }.joined()
    }

    /// Where ArgumentParser starts an option's help in `help`: after the first run of spaces that ends an option's
    /// label on its own line (26 in ArgumentParser 1.x, the fallback).
    static func helpColumn(of help: String) -> Int {
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            let characters = Array(line)
            guard
                let gap = (2..<characters.count - 1).first(where: { characters[$0] == " " && characters[$0 + 1] == " " }
                ),
                let start = characters[gap...].firstIndex(where: { $0 != " " })
            else { continue }
            return start
        }
        return 26
    }

    /// Options of `hitmask generate` the plugin chooses itself, so a user cannot pass them on.
    static let chosenByPlugin: Set<String> = [
        "--output", "--config", "--beside-sources", "--files-from", "--fix-command", "--version", "--help",
    ]

    /// The option sections of `hitmask generate --help` ("MASK OPTIONS:", "OPTIONS:", …) without the options the
    /// plugin chooses, titled as passed on.
    static func passedOnOptions(from generateHelp: String) -> String {
        var sections: [(title: String, entries: [[Substring]])] = []
        for line in generateHelp.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("OPTIONS:") && !line.hasPrefix(" ") {
                sections.append((String(line.dropLast(":".count)), []))
            } else if sections.isEmpty || line.isEmpty || !line.hasPrefix(" ") {
                continue
            } else if line.hasPrefix("  -") {
                sections[sections.count - 1].entries.append([line])
            } else if !sections[sections.count - 1].entries.isEmpty {
                sections[sections.count - 1].entries[sections[sections.count - 1].entries.count - 1].append(line)
            }
        }
        return sections.compactMap { section -> String? in
            let kept = section.entries.filter { entry in
                let flags = entry[0].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" })
                    .filter { $0.hasPrefix("--") }
                return !flags.contains { chosenByPlugin.contains(String($0)) }
            }
            guard !kept.isEmpty else { return nil }
            let title = section.title == "OPTIONS" ? "OTHER" : section.title
            return "HITMASK GENERATE \(title) (passed on):\n" + kept.joined().joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }
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

    /// The atlas metadata files the generator reads beside these PNGs (`AssetScanner.atlasMetadataNames`, the same
    /// rule), so that editing one reruns the build command. Sorted, for a stable command.
    static func atlasMetadata(besides assets: [SourceAsset]) -> [String] {
        var files = Set<String>()
        for folder in Set(assets.map { ($0.sourcePath as NSString).deletingLastPathComponent }) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in AssetScanner.atlasMetadataNames(in: folder, entries: entries) {
                files.insert((folder as NSString).appendingPathComponent(name))
            }
        }
        return files.sorted()
    }

    /// Where the mask of `asset` goes below `outputDirectory`, as `hitmask generate --output` places it.
    static func output(of asset: SourceAsset, into outputDirectory: String) -> String {
        (outputDirectory as NSString).appendingPathComponent(asset.relativeOutputPath)
    }
}

/// The one command a build-tool plugin gives the build system for a target: `hitmask generate` over the target's
/// images into the plugin's work folder, with every file it reads as an input and every mask as an output, so the
/// build reruns it exactly when one changes. Package and Xcode targets differ only in their inputs.
struct BuildCommandPlan: Equatable {
    let displayName: String
    let arguments: [String]
    let inputFiles: [String]
    let outputFiles: [String]

    /// nil when the inputs hold no PNG.
    init?(targetName: String, inputs: [String], outputDirectory: String, configFile: String?) throws {
        let assets = try inputs.flatMap { try TargetAssets.pngs(in: $0, outputFolder: outputDirectory) }
        guard !assets.isEmpty else { return nil }
        displayName = "Generating \(assets.count) hit mask\(assets.count == 1 ? "" : "s") for \(targetName)"
        arguments =
            ["generate"] + inputs + ["--output", outputDirectory, "--quiet"]
            + (configFile.map { ["--config", $0] } ?? [])
        // Atlas metadata beside the PNGs changes what their masks hold (their frames): an input too.
        inputFiles =
            assets.map(\.sourcePath) + TargetAssets.atlasMetadata(besides: assets) + (configFile.map { [$0] } ?? [])
        outputFiles = assets.map { TargetAssets.output(of: $0, into: outputDirectory) }
    }
}

/// What of an Xcode target's files holds images: its PNG files and its asset catalogs (Xcode lists a catalog as
/// one file), sorted so the command is the same on every build.
enum XcodeTargetImages {
    static func inputs(among files: [String]) -> [String] {
        files.filter { file in
            let lowered = file.lowercased()
            return lowered.hasSuffix(".png") || lowered.hasSuffix(".xcassets")
        }.sorted()
    }

    /// Where the command plugin writes an Xcode target's masks: a folder per target in the project's HitMasks
    /// folder (Xcode targets have no folder of their own).
    static func outputDirectory(projectDirectory: String, folder: String, targetName: String) -> String {
        ((projectDirectory as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(targetName)
    }
}
