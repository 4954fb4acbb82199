import ArgumentParser
import Foundation
import HitMaskGenerator
import HitMaskReader

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check .hitmask files completely (checksum, every section, the decoded mask).",
        discussion: "Prints one line per file; exits 1 if any file is invalid."
    )

    @Argument(help: "The .hitmask files to check, or folders to check every .hitmask file under.")
    var paths: [String] = []

    @OptionGroup var pathList: PathListArguments

    func validate() throws {
        if paths.isEmpty && pathList.listFile == nil {
            throw ValidationError("name .hitmask files or folders to check")
        }
    }

    func run() throws {
        var invalid = 0
        var files: [String] = []
        for path in try pathList.paths(after: paths) {
            let found = Self.files(at: path)
            if found.isEmpty {
                Console.error("\(path): no .hitmask files in this folder")
                invalid += 1
            }
            files += found
        }
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

    /// A folder stands for every `.hitmask` file under it (by the scanner's rules); anything else for itself.
    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        return AssetScanner.files(withSuffix: ".hitmask", under: path)
    }
}
