import Foundation
import PackagePlugin

/// Embeds the report page's web files (Sources/HitMaskJS) into the target as `WebAssets`, string constants compiled
/// into the binary: `hitmask report` then writes self-contained pages wherever the tool is copied.
@main
struct EmbedWebAssets: BuildToolPlugin {
    /// The constants and the files they hold, relative to Sources/HitMaskJS.
    static let files = [
        ("hitmaskJS", "hitmask.js"),
        ("reportJS", "report/report.js"),
        ("reportCSS", "report/report.css"),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Sources/HitMaskJS")
        let inputs = Self.files.map { folder.appending(path: $0.1) }
        let output = context.pluginWorkDirectoryURL.appending(path: "WebAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding the report page's scripts and styles",
                executable: try context.tool(named: "embed-web-assets").url,
                arguments: [output.path] + zip(Self.files, inputs).map { "\($0.0.0)=\($0.1.path)" },
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
