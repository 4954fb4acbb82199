import Foundation
import PackagePlugin

/// Makes a mask for each of a target's PNG files at build time, in the plugin's work directory, so the masks
/// become resources of the target (`Bundle.module`) and nothing generated enters the source tree.
@main
struct HitMaskBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let targetDirectory = target.directoryURL.path
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent(PluginDefaults.outputFolder).path
        let assets = try TargetAssets.pngs(in: targetDirectory, outputFolder: outputDirectory)
        guard !assets.isEmpty else { return [] }
        let pngs = assets.map { URL(fileURLWithPath: $0.sourcePath) }
        // Atlas metadata beside the PNGs changes what their masks hold (their frames): an input too.
        let atlasFiles = TargetAssets.atlasMetadata(besides: assets).map { URL(fileURLWithPath: $0) }
        let config = context.package.directoryURL.appendingPathComponent(PluginDefaults.configFileName)
        let configFile = FileManager.default.fileExists(atPath: config.path) ? config : nil

        var arguments = ["generate", targetDirectory, "--output", outputDirectory, "--quiet"]
        if let configFile { arguments += ["--config", configFile.path] }
        let outputs = assets.map { URL(fileURLWithPath: TargetAssets.output(of: $0, into: outputDirectory)) }
        // One command for the target: `hitmask generate` itself skips masks that are up to date.
        return [
            .buildCommand(
                displayName: "Generating \(pngs.count) hit mask\(pngs.count == 1 ? "" : "s") for \(target.name)",
                executable: try context.tool(named: "hitmask").url,
                arguments: arguments,
                inputFiles: pngs + atlasFiles + (configFile.map { [$0] } ?? []),
                outputFiles: outputs)
        ]
    }
}
