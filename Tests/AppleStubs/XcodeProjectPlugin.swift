// A stand-in for Xcode's XcodeProjectPlugin module, declaring only what HitMask's plugins and docs use, with the
// signatures of Apple's documentation (developer.apple.com/documentation/packageplugin, "Xcode project plugins"),
// so that the plugins' Xcode conformances are type-checked on Linux. Nothing here runs.
import Foundation
@_exported import PackagePlugin

/// The context of a plugin run for an Xcode project.
public struct XcodePluginContext {
    /// The project the plugin runs for.
    public var xcodeProject: XcodeProject { fatalError() }
    /// A folder the plugin may write to.
    public var pluginWorkDirectoryURL: URL { fatalError() }
    /// A command-line tool the plugin depends on.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

/// An Xcode project, as a plugin sees it.
public struct XcodeProject {
    public var displayName: String { fatalError() }
    /// The folder holding the `.xcodeproj`.
    public var directoryURL: URL { fatalError() }
    public var targets: [XcodeTarget] { fatalError() }
}

/// A target of an Xcode project.
public struct XcodeTarget {
    public var displayName: String { fatalError() }
    /// The target's files: sources and resources (an asset catalog is one file).
    public var inputFiles: FileList { fatalError() }
}

/// A build-tool plugin that also runs for Xcode project targets.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that also runs for Xcode projects.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
