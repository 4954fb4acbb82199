import ArgumentParser
import HitMaskGenerator

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct Config: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Write or check a hitmask.json config file.",
        discussion: """
            hitmask.json at a package root lists inputs, the output folder, threshold, rect grid and mode, and \
            per-glob overrides. The CLI and both SwiftPM plugins read it. JSON with // and /* */ comments and trailing \
            commas allowed (JSONC).
            """,
        subcommands: [Init.self, Lint.self]
    )

    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init", abstract: "Write a commented starter hitmask.json.")

        @Argument(help: "Where to write it: a file, or a folder to write hitmask.json in.")
        var path = HitMaskConfiguration.defaultFileName

        @Flag(help: "Replace an existing file.")
        var force = false

        func run() throws {
            // A folder says where the file goes: hitmask.json inside it.
            let path =
                FileSystem.isFolder(path) == true
                ? LexicalPath.appending(HitMaskConfiguration.defaultFileName, to: path) : path
            if FileSystem.isFolder(path) == true {
                Console.error("\(path): is a folder")
                throw ExitStatus.setupProblem
            }
            if FileManager.default.fileExists(atPath: path) && !force {
                Console.error("\(path): already exists (use --force to replace it)")
                throw ExitStatus.setupProblem
            }
            var inputs: [String] = []
            do {
                let folder = LexicalPath.split(path).folder
                inputs = StarterConfiguration.suggestedInputs(in: folder.isEmpty ? "." : folder)
                try AtomicFile.write(Array(StarterConfiguration.text(inputs: inputs).utf8), to: path)
            } catch {
                Console.error("\(error)")
                throw ExitStatus.setupProblem
            }
            let found =
                inputs.isEmpty
                ? "no PNGs found here, so its input is Assets" : "inputs: \(inputs.joined(separator: ", "))"
            print("Wrote \(path) (\(found)). Check it with hitmask config lint, then run: hitmask generate")
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint", abstract: "Check a hitmask.json; each problem names its key.")

        @Argument(help: "The config file.")
        var path = HitMaskConfiguration.defaultFileName

        func run() throws {
            let (configuration, problems) = ConfigurationLoader.lint(path: path, checkingInputs: true)
            for problem in problems { Console.error(problem.description) }
            if !problems.isEmpty { throw ExitStatus.fileProblem }
            print(
                "\(path): OK (\(configuration.inputs.count) input\(configuration.inputs.count == 1 ? "" : "s"), \(configuration.overrides.count) override\(configuration.overrides.count == 1 ? "" : "s"))"
            )
        }
    }
}
