import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-hitmasks`: runs `hitmask generate` for each
/// target that holds PNG files. Argument handling and placement live in PluginSupport.swift.
@main
struct GenerateHitMasks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try CommandPluginArguments(arguments)
        if options.wantsHelp {
            try Self.printHelp(tool: context.tool(named: "hitmask").url)
            return
        }

        let known = context.package.targets.map(\.name)
        if let unknown = options.targetNames.first(where: { !known.contains($0) }) {
            throw CommandPluginArguments.Problem(
                description:
                    "generate-hitmasks: no target named '\(unknown)' in package '\(context.package.displayName)' (targets: \(known.sorted().joined(separator: ", ")))"
            )
        }
        let selected =
            options.targetNames.isEmpty
            ? context.package.targets : try context.package.targets(named: options.targetNames)

        let config = context.package.directoryURL.appendingPathComponent(PluginDefaults.configFileName).path
        let configFile = FileManager.default.fileExists(atPath: config) ? config : nil
        let tool = try context.tool(named: "hitmask")

        var processed = 0
        var failed = false
        for target in selected {
            let directory = target.directoryURL.path
            let outputFolder = (directory as NSString).appendingPathComponent(options.outputFolder)
            let pngs = try TargetAssets.pngs(in: directory, outputFolder: options.besideSources ? nil : outputFolder)
            guard !pngs.isEmpty else {
                if !options.targetNames.isEmpty { print("\(target.name): no PNG files under \(directory)") }
                continue
            }
            processed += 1
            print(
                options.besideSources
                    ? "\(target.name): \(pngs.count) PNG files, masks beside them"
                    : "\(target.name): \(pngs.count) PNG files → \(outputFolder)")
            let folderExisted = FileManager.default.fileExists(atPath: outputFolder)
            let arguments = options.generateArguments(targetDirectory: directory, configFile: configFile)
            if try !Self.run(tool.url, arguments) { failed = true }
            if !options.besideSources,
                let advice = bundlingAdvice(
                    for: target, outputFolder: outputFolder, existed: folderExisted, folderName: options.outputFolder)
            {
                Diagnostics.warning(advice)
            }
        }
        if processed == 0 {
            print("generate-hitmasks: no target of package '\(context.package.displayName)' holds PNG files")
        }
        if failed {
            throw CommandPluginArguments.Problem(description: options.failureMessage())
        }
    }

    /// What to tell the user when the masks' folder would not end up in the target's bundle: SwiftPM warns about
    /// files it does not handle, and a target that makes its masks with HitMaskBuildPlugin must leave the folder out.
    func bundlingAdvice(for target: Target, outputFolder: String, existed: Bool, folderName: String) -> String? {
        guard let module = target as? SourceModuleTarget else { return nil }
        let prefix = URL(fileURLWithPath: outputFolder).standardizedFileURL.path + "/"
        let inFolder = module.sourceFiles.filter { $0.url.standardizedFileURL.path.hasPrefix(prefix) }
        let fix =
            "add resources: [.copy(\"\(folderName)\")] to target '\(target.name)' (or exclude: [\"\(folderName)\"] if it makes its masks with HitMaskBuildPlugin)"
        if inFolder.contains(where: { $0.type == .unknown }) {
            return "\(target.name): SwiftPM does not bundle \(folderName): \(fix)"
        }
        if !existed && inFolder.isEmpty {
            return "\(target.name): new folder \(folderName): \(fix)"
        }
        return nil
    }

    /// The plugin's help, with the options of the `hitmask generate` this plugin runs.
    static func printHelp(tool: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["generate", "--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(CommandPluginArguments.help(generateHelp: text))
    }

    /// Runs `hitmask` with `arguments`, its output going to the plugin's; whether it succeeded.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same for an Xcode project: each chosen target's PNG files and asset catalogs, masks into
    /// `HitMasks/TARGET` beside the project (an Xcode target has no folder of its own), `hitmask.json` from there.
    extension GenerateHitMasks: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let options = try CommandPluginArguments(arguments)
            if options.wantsHelp {
                try Self.printHelp(tool: context.tool(named: "hitmask").url)
                return
            }
            let project = context.xcodeProject
            let known = project.targets.map(\.displayName)
            if let unknown = options.targetNames.first(where: { !known.contains($0) }) {
                throw CommandPluginArguments.Problem(
                    description:
                        "no target named '\(unknown)' in project '\(project.displayName)' (targets: \(known.sorted().joined(separator: ", ")))"
                )
            }
            let config = project.directoryURL.appendingPathComponent(PluginDefaults.configFileName).path
            let configFile = FileManager.default.fileExists(atPath: config) ? config : nil
            let tool = try context.tool(named: "hitmask")
            var failed = false
            for target in project.targets
            where options.targetNames.isEmpty || options.targetNames.contains(target.displayName) {
                let inputs = XcodeTargetImages.inputs(among: target.inputFiles.map(\.url.path))
                guard !inputs.isEmpty else { continue }
                let output = XcodeTargetImages.outputDirectory(
                    projectDirectory: project.directoryURL.path, folder: options.outputFolder,
                    targetName: target.displayName)
                print(
                    "\(target.displayName): \(inputs.count) image inputs → \(options.besideSources ? "beside them" : output)"
                )
                let arguments = options.generateArguments(
                    inputs: inputs, outputDirectory: output, configFile: configFile,
                    fixCommand: CommandPluginArguments.xcodeFixCommand)
                if try !Self.run(tool.url, arguments) { failed = true }
            }
            if failed {
                throw CommandPluginArguments.Problem(
                    description: options.failureMessage(fixCommand: CommandPluginArguments.xcodeFixCommand))
            }
        }
    }
#endif
