import ArgumentParser
import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Paths given in a file rather than as arguments (`--files-from`, as tar and rsync have it): thousands of paths
/// from `find` cost nothing to pass this way, and no command line grows past the system's limit.
struct PathListArguments: ParsableArguments {
    @Option(
        name: .customLong("files-from"),
        help: ArgumentHelp(
            "Also take the paths listed in this file, one per line, or separated by NUL bytes (find -print0); - reads standard input.",
            valueName: "file"))
    var listFile: String?

    /// The arguments, then the listed paths, in order.
    func paths(after arguments: [String]) throws -> [String] {
        guard let listFile else { return arguments }
        // "-" is standard input, read like any file.
        let path = listFile == "-" ? "/dev/stdin" : listFile
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path, limit: .max)
        } catch {
            Console.error(
                "\(listFile): cannot read the list of paths (\(Console.text(error.reason, withoutPath: path)))")
            throw ExitStatus.setupProblem
        }
        return arguments + Self.paths(in: bytes)
    }

    /// NUL-separated when the list holds a NUL byte, else one path per line (a CR before the newline dropped);
    /// empty entries are skipped.
    static func paths(in bytes: [UInt8]) -> [String] {
        let separator: UInt8 = bytes.contains(0) ? 0 : UInt8(ascii: "\n")
        return bytes.split(separator: separator, omittingEmptySubsequences: true).compactMap { entry in
            var entry = entry[...]
            if separator != 0, entry.last == UInt8(ascii: "\r") { entry = entry.dropLast() }
            return entry.isEmpty ? nil : String(decoding: entry, as: UTF8.self)
        }
    }
}
