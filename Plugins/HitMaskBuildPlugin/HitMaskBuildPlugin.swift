import Foundation
import PackagePlugin

/// Makes a mask for each of a target's PNG files at build time, in the plugin's work directory, so the masks
/// become resources of the target (`Bundle.module`) and nothing generated enters the source tree.
@main
struct HitMaskBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let pngs = sourceTarget.sourceFiles.map(\.url).filter { $0.pathExtension.lowercased() == "png" }
        guard !pngs.isEmpty else { return [] }

        let targetDirectory = target.directoryURL.path
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent(PluginDefaults.outputFolder).path
        let config = context.package.directoryURL.appendingPathComponent(PluginDefaults.configFileName)
        let configFile = FileManager.default.fileExists(atPath: config.path) ? config : nil

        var arguments = ["generate", targetDirectory, "--output", outputDirectory, "--quiet"]
        if let configFile { arguments += ["--config", configFile.path] }
        let outputs = pngs.map {
            URL(fileURLWithPath: PNGFinder.mirroredOutput(of: $0.path, from: targetDirectory, into: outputDirectory))
        }
        // One command for the target: `hitmask generate` itself skips masks that are up to date.
        return [
            .buildCommand(
                displayName: "Generating \(pngs.count) hit mask\(pngs.count == 1 ? "" : "s") for \(target.name)",
                executable: try context.tool(named: "hitmask").url,
                arguments: arguments,
                inputFiles: pngs + (configFile.map { [$0] } ?? []),
                outputFiles: outputs)
        ]
    }
}
