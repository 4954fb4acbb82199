import ArgumentParser
import HitMaskGenerator

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate .hitmask files from PNG files and folders.",
        discussion: """
            Folders are scanned recursively for .png files (any case), skipping hidden entries and .build.
            Each mask mirrors its PNG's path relative to its input folder: a/b.png → OUTPUT/a/b.hitmask;
            a file input gives OUTPUT/b.hitmask. A bad PNG is reported (one line naming the file) and skipped;
            the exit status is then 1. Outputs are written atomically.
            """
    )

    @Argument(help: "PNG files or folders to scan.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Folder to write the .hitmask files to.")
    var output: String

    @OptionGroup var generation: GenerationArguments

    func run() throws {
        let report = BatchGenerator(outputDirectory: output, options: generation.options).run(inputs: inputs)
        for error in report.inputErrors { Console.error(error) }
        for result in report.results {
            for warning in result.warnings { Console.warning("\(result.sourcePath): \(warning)") }
            if let error = result.error { Console.error("\(result.sourcePath): \(error)") }
        }
        var summary = "Generated \(report.generatedCount) mask\(report.generatedCount == 1 ? "" : "s") in \(output)"
        if report.failedCount > 0 { summary += ", \(report.failedCount) failed" }
        print(summary + ".")
        if report.results.isEmpty && report.inputErrors.isEmpty {
            Console.warning("no PNG files found under \(inputs.joined(separator: ", "))")
        }
        if !report.succeeded { throw ExitCode.failure }
    }
}
