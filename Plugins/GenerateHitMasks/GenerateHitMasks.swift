import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-hitmasks`: runs `hitmask generate` for each
/// target that holds PNG files. Argument handling and placement live in PluginSupport.swift.
@main
struct GenerateHitMasks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try CommandPluginArguments(arguments)
        if options.wantsHelp {
            print(CommandPluginArguments.help)
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
            let process = Process()
            process.executableURL = tool.url
            process.arguments = options.generateArguments(targetDirectory: directory, configFile: configFile)
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed = true }
        }
        if processed == 0 {
            print("generate-hitmasks: no target of package '\(context.package.displayName)' holds PNG files")
        }
        if failed {
            throw CommandPluginArguments.Problem(
                description: "generate-hitmasks: hitmask generate reported errors (see above)")
        }
    }
}
