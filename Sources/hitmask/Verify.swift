import ArgumentParser
import HitMaskGenerator
import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check .hitmask files completely (checksum, every section, the decoded mask).",
        discussion: "Prints one line per file; exits 1 if any file is invalid."
    )

    @Argument(help: "The .hitmask files to check, or folders to check every .hitmask file under.")
    var paths: [String] = []

    @OptionGroup var pathList: PathListArguments

    @OptionGroup var jobs: JobsOption

    @Flag(name: .shortAndLong, help: "Print only the files that fail.")
    var quiet = false

    func validate() throws {
        if paths.isEmpty && pathList.listFile == nil {
            throw ValidationError("name .hitmask files or folders to check")
        }
    }

    func run() throws {
        let (files, emptyFolders) = MaskFiles.expanding(try pathList.paths(after: paths))
        for folder in emptyFolders { Console.error(MaskFiles.emptyFolderMessage(folder)) }
        var invalid = emptyFolders.count
        // Files are loaded on every core; lines come out in the files' order.
        let verdicts = files.concurrentMap(jobs: jobs.jobs ?? WorkerCount.default) {
            file -> Result<String, HitMaskError> in
            Result { () throws(HitMaskError) in
                let mask = try HitMask(contentsOf: file)
                return "\(mask.width)×\(mask.height), \(mask.solidPixelCount) solid pixels"
            }
        }
        for (file, verdict) in zip(files, verdicts) {
            switch verdict {
            case .success(let summary): if !quiet { print("\(file): OK (\(summary))") }
            case .failure(let error):
                Console.error(file, error)
                invalid += 1
            }
        }
        if invalid > 0 { throw ExitStatus.fileProblem }
    }
}
