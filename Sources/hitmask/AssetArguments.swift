import ArgumentParser
import HitMaskGenerator

/// Which PNGs a command works on and how their masks are made: what `generate` and `report` both take, declared
/// once so that the two read the same assets the same way (each names its own masks folder option).
struct AssetArguments: ParsableArguments {
    @Argument(help: "PNG files or folders to scan (default: the \"inputs\" of hitmask.json).")
    var inputs: [String] = []

    @OptionGroup var pathList: PathListArguments

    @Flag(help: "The masks lie next to their PNGs instead of in a masks folder.")
    var besideSources = false

    @Option(help: "Config file to read (default: hitmask.json in the current folder, when no inputs are given).")
    var config: String?

    @OptionGroup var jobs: JobsOption

    @OptionGroup(title: "Mask options") var generation: GenerationArguments

    /// A request for these assets, with its masks in `masksFolder` (nil: from hitmask.json, or beside the sources).
    /// The request resolved against hitmask.json into a batch and its inputs; a request that cannot be is one error
    /// line and the setup status, before any work.
    static func resolve(_ request: GenerationRequest) throws -> (BatchGenerator, inputs: [String]) {
        do {
            return try request.resolve()
        } catch {
            Console.error("\(error)")
            throw ExitStatus.setupProblem
        }
    }

    /// The request, with the masks' folder as the command names it (`--output` or `--masks`).
    func request(masksFolder: String?, option: String) throws -> GenerationRequest {
        var request = GenerationRequest()
        request.inputs = try pathList.paths(after: inputs)
        request.output = masksFolder
        request.outputOption = option
        request.besideSources = besideSources
        request.configPath = config
        request.commandLine = generation.settings
        request.jobs = jobs.jobs
        return request
    }
}
