import ArgumentParser
import HitMaskGenerator

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate .hitmask files from PNG files and folders.",
        discussion: """
            Folders are scanned recursively for .png files (any case), skipping hidden entries and .build. \
            Each mask mirrors its PNG's path relative to its input folder: a/b.png → OUTPUT/a/b.hitmask; \
            a file input gives OUTPUT/b.hitmask. Outputs are written atomically, and only when missing or \
            out of date: each .hitmask records its source's XXH64 digest and options, so an unchanged input is skipped.

            With no inputs, hitmask.json in the current folder says what to do (see `hitmask config`). \
            A bad PNG is reported (one line naming the file) and skipped; the exit status is then 1.
            """
    )

    @Option(name: .shortAndLong, help: "Folder to write the .hitmask files to.")
    var output: String?

    @OptionGroup var assets: AssetArguments

    @Flag(
        help:
            "Write nothing; list missing, stale and orphaned outputs and temporary files left by killed runs, and exit 1 if there are any (for CI)."
    )
    var check = false

    @Flag(help: "Delete orphaned outputs: .hitmask files whose PNG is gone (only valid .hitmask files are deleted).")
    var prune = false

    @Flag(help: "Regenerate every output, even those that are up to date.")
    var force = false

    @Option(
        help: ArgumentHelp(
            "Work on share K of N (1 ≤ K ≤ N) of the masks, for N parallel CI jobs: each mask belongs to one share by a hash of its path, so shares stay put as files come and go. --check and --prune also see only their share.",
            valueName: "K/N"))
    var shard: Shard?

    @Flag(help: "Succeed when the inputs hold no PNG files (by default that is an error, so a wrong path fails CI).")
    var allowEmpty = false

    /// How the user runs this command, for the fixes messages suggest: the command plugin names itself.
    @Option(help: .hidden)
    var fixCommand = "hitmask generate"

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(help: "Print a JSON report (each file's status, output and error; totals; elapsed time) instead of text.")
    var json = false

    func validate() throws {
        if output != nil && assets.besideSources {
            throw ValidationError("--output and --beside-sources cannot be used together")
        }
        if check && prune { throw ValidationError("--check writes nothing, so it cannot be combined with --prune") }
    }

    func run() throws {
        var request = try assets.request(masksFolder: output, option: "--output")
        request.mode = check ? .check : .generate(force: force)
        request.prune = prune
        request.shard = shard
        let (batch, resolvedInputs) = try AssetArguments.resolve(request)

        let progress = !quiet && !json && Console.standardErrorIsTerminal ? ProgressLine() : nil
        var onProgress: (@Sendable (BatchGenerator.Progress) -> Void)?
        if let progress { onProgress = { progress.update($0) } }
        let report = batch.run(inputs: resolvedInputs, progress: onProgress)
        progress?.finish()

        if json {
            print(report.json())
        } else {
            printResults(report)
        }
        if report.results.isEmpty && report.inputErrors.isEmpty {
            let inputs = resolvedInputs.joined(separator: ", ")
            if !allowEmpty {
                Console.error("\(inputs): no PNG files found (pass --allow-empty if that is expected)")
                throw ExitStatus.fileProblem
            }
            if !quiet { Console.warning("no PNG files found under \(inputs)") }
        }
        if !report.succeeded { throw ExitStatus.fileProblem }
    }

    private func printResults(_ report: BatchGenerator.Report) {
        for error in report.inputErrors { Console.error(error) }
        if !quiet { printWarnings(report) }
        for result in report.results {
            let source = result.sourcePath ?? result.outputPath
            switch result.status {
            case .failed: Console.error("\(source): \(result.detail ?? "failed")")
            case .missing:
                Console.error("\(result.outputPath): missing (run \(fixCommand) to make it from \(source))")
            case .stale: Console.error("\(result.outputPath): stale: \(result.detail ?? "out of date") (\(source))")
            case .orphaned:
                Console.error("\(result.outputPath): orphaned: \(result.detail ?? "its source PNG is gone")")
            case .pruned: if !quiet { print("pruned \(result.outputPath)") }
            case .staleTemporary:
                Console.error("\(result.outputPath): a temporary file left by a killed run (the next run removes it)")
            case .removedTemporary: if !quiet { print("removed \(result.outputPath), left by a killed run") }
            case .generated, .upToDate: break
            }
        }
        if !quiet { print(report.summary) }
    }

    /// One line per file, except that a warning shared by many files is shown once with a few examples.
    private func printWarnings(_ report: BatchGenerator.Report) {
        for group in report.warningGroups() {
            if group.sources.count <= 5 {
                for source in group.sources { Console.warning("\(source): \(group.warning)") }
            } else {
                let examples = group.sources.prefix(3).joined(separator: ", ")
                Console.warning(
                    "\(group.sources.count) files: \(group.warning) (e.g. \(examples); --json lists them all)")
            }
        }
    }
}
