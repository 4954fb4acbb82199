import ArgumentParser
import HitMaskGenerator

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Describe .hitmask files: header, sizes, rects and a small preview.",
        discussion: """
            With several files or a folder, each report follows the last (with --json: one array of objects). A \
            folder stands for every .hitmask file under it. A file that cannot be read is reported on standard \
            error and the others are still described; the exit status is then 1.
            """
    )

    @Argument(help: "The .hitmask files, or folders to describe every .hitmask file under.")
    var files: [String] = []

    @OptionGroup var pathList: PathListArguments

    @Flag(
        help:
            "Print one JSON object (keys: width, height, scale, threshold, solidPixels, fileBytes, maskBytes, rects, …)."
    )
    var json = false

    func validate() throws {
        if files.isEmpty && pathList.listFile == nil { throw ValidationError("name a .hitmask file to describe") }
    }

    func run() throws {
        let paths = try pathList.paths(after: files)
        let (maskFiles, emptyFolders) = MaskFiles.expanding(paths)
        for folder in emptyFolders { Console.error(MaskFiles.emptyFolderMessage(folder)) }
        var reports: [MaskReport] = []
        var failed = !emptyFolders.isEmpty
        for file in maskFiles {
            guard let mask = try? loadMask(file) else {
                failed = true
                continue
            }
            let fileBytes = FileSystem.size(file) ?? 0
            let report = MaskReport(mask: mask, file: file, fileBytes: fileBytes)
            if !json { print((reports.isEmpty ? "" : "\n") + report.text(preview: AsciiPreview.render(mask))) }
            reports.append(report)
        }
        // One file gives one object, as it always has; several, or a folder, give an array, so the output stays one
        // JSON value whose shape does not depend on how many masks a folder holds.
        let oneFile = paths.count == 1 && maskFiles == paths
        if json { print(oneFile ? reports.first?.json() ?? "" : MaskReport.json(reports)) }
        if failed { throw ExitStatus.fileProblem }
    }
}
