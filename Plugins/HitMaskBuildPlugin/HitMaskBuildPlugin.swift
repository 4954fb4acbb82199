import Foundation
import PackagePlugin

/// Makes a mask for each of a target's PNG files at build time, in the plugin's work directory, so the masks
/// become resources of the target (`Bundle.module`, or the app bundle in Xcode) and nothing generated enters the
/// source tree. What the command does is planned in PluginSupport.swift (`BuildCommandPlan`).
@main
struct HitMaskBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let config = context.package.directoryURL.appendingPathComponent(PluginDefaults.configFileName)
        return try Self.commands(
            targetName: target.name, inputs: [target.directoryURL.path],
            workDirectory: context.pluginWorkDirectoryURL, configFile: config, tool: context.tool(named: "hitmask"))
    }

    /// The command for a target's inputs, one for all its PNGs: `hitmask generate` itself skips masks that are up
    /// to date.
    static func commands(
        targetName: String, inputs: [String], workDirectory: URL, configFile: URL, tool: PluginContext.Tool
    ) throws -> [Command] {
        let outputDirectory = workDirectory.appendingPathComponent(PluginDefaults.outputFolder).path
        let config = FileManager.default.fileExists(atPath: configFile.path) ? configFile.path : nil
        guard
            let plan = try BuildCommandPlan(
                targetName: targetName, inputs: inputs, outputDirectory: outputDirectory, configFile: config)
        else { return [] }
        return [
            .buildCommand(
                displayName: plan.displayName, executable: tool.url, arguments: plan.arguments,
                inputFiles: plan.inputFiles.map { URL(fileURLWithPath: $0) },
                outputFiles: plan.outputFiles.map { URL(fileURLWithPath: $0) })
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same for an Xcode project's target: its PNG files and asset catalogs in, `hitmask.json` from the folder
    /// holding the project, the masks into the app's resources.
    extension HitMaskBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = XcodeTargetImages.inputs(among: target.inputFiles.map(\.url.path))
            guard !inputs.isEmpty else { return [] }
            let config = context.xcodeProject.directoryURL.appendingPathComponent(PluginDefaults.configFileName)
            return try Self.commands(
                targetName: target.displayName, inputs: inputs, workDirectory: context.pluginWorkDirectoryURL,
                configFile: config, tool: context.tool(named: "hitmask"))
        }
    }
#endif
