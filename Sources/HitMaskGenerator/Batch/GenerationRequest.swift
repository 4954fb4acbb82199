#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `hitmask generate` was asked, resolved against the config file into inputs and a batch run.
/// Command-line inputs and placement replace the file's; command-line options win over its settings.
public struct GenerationRequest {
    public var inputs: [String] = []
    public var output: String?
    /// The command's name for `output` in its errors: `generate` writes masks there (`--output`), `report` reads
    /// them (`--masks`).
    public var outputOption = "--output"
    public var besideSources = false
    /// An explicit config file; without one, `hitmask.json` in the working directory is used when no inputs are given.
    public var configPath: String?
    public var commandLine = HitMaskConfiguration.Settings()
    public var mode: BatchGenerator.Mode = .generate(force: false)
    public var prune = false
    public var jobs: Int?
    public var shard: Shard?

    public init() {}

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    public func resolve(workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> (
        BatchGenerator, inputs: [String]
    ) {
        var configuration = HitMaskConfiguration()
        var path = configPath
        let implicit = LexicalPath.appending(HitMaskConfiguration.defaultFileName, to: workingDirectory)
        if path == nil, inputs.isEmpty, FileManager.default.fileExists(atPath: implicit) { path = implicit }
        if let path { configuration = try ConfigurationLoader.load(path: path) }

        let inputs = self.inputs.isEmpty ? configuration.inputs.map(configuration.resolved) : self.inputs
        guard !inputs.isEmpty else {
            throw Problem(
                description:
                    "no inputs: name PNG files or folders, or list them in a hitmask.json (hitmask config init writes one)"
            )
        }
        if output != nil && besideSources {
            throw Problem(description: "an output folder and masks beside their sources cannot be asked for together")
        }
        if mode == .check && prune {
            throw Problem(description: "a check writes nothing, so it cannot be combined with pruning")
        }
        let placement: BatchGenerator.Placement
        if let output {
            placement = .mirror(into: output)
        } else if besideSources || ((self.inputs.isEmpty || path != nil) && configuration.besideSources) {
            placement = .besideSources
        } else if self.inputs.isEmpty || path != nil, let folder = configuration.output {
            placement = .mirror(into: configuration.resolved(folder))
        } else {
            throw Problem(
                description:
                    "no masks folder: name one with \(outputOption), or ask for masks beside their sources with --beside-sources (or set \"output\" in hitmask.json)"
            )
        }
        if case .mirror(let folder) = placement {
            // One error before any work, rather than one per PNG that cannot be written.
            if FileSystem.isFolder(folder) == false {
                throw Problem(description: "\(folder): the output must be a folder, and this is a file")
            }
        }
        if let problem = configuration.options(forRelativePath: "", commandLine: commandLine).problem {
            throw Problem(description: problem)
        }
        if let jobs, jobs < 1 { throw Problem(description: "the number of jobs must be at least 1") }

        let resolvedConfiguration = configuration
        let commandLine = self.commandLine
        let baseFolders = configuration.baseFolders
        var batch = BatchGenerator(placement: placement) { asset in
            resolvedConfiguration.options(
                forRelativePath: resolvedConfiguration.matchPath(of: asset, baseFolders: baseFolders),
                commandLine: commandLine)
        }
        batch.mode = mode
        batch.prune = prune
        if let jobs { batch.jobs = jobs }
        batch.shard = shard
        batch.atlasFiles = configuration.atlases.map(configuration.resolved)
        return (batch, inputs)
    }
}
