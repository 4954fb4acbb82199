import ArgumentParser
import HitMaskReader

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check .hitmask files completely (checksum, every section, the decoded mask).",
        discussion: "Prints one line per file; exits 1 if any file is invalid."
    )

    @Argument(help: "The .hitmask files to check.")
    var files: [String]

    func run() throws {
        var invalid = 0
        for file in files {
            do {
                let mask = try HitMask(contentsOf: file)
                print("\(file): OK (\(mask.width)×\(mask.height), \(mask.solidPixelCount) solid pixels)")
            } catch {
                Console.error("\(file): \(error)")
                invalid += 1
            }
        }
        if invalid > 0 { throw ExitCode.failure }
    }
}
