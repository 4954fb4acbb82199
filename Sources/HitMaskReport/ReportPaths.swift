import HitMaskGenerator

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Paths as a report page shows them: relative to the working directory (the package root, in CI) when inside it,
/// else from the folder of the input that holds them, and else by name alone. A page kept as a CI artifact then
/// carries none of the runner's absolute paths.
public struct ReportPaths: Sendable {
    private let workingDirectory: String
    /// The inputs, absolute, deepest first (so that a path is shown from the innermost input holding it).
    private let inputs: [String]

    public init(inputs: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = LexicalPath.standardized(workingDirectory)
        self.inputs = inputs.map(LexicalPath.standardized).sorted { $0.count > $1.count }
    }

    public func shown(_ path: String) -> String {
        let absolute = LexicalPath.standardized(path)
        if let rest = Self.relative(absolute, below: workingDirectory) { return rest.isEmpty ? "." : rest }
        for input in inputs {
            guard let rest = Self.relative(absolute, below: input) else { continue }
            let name = LexicalPath.split(input).name
            return rest.isEmpty ? name : name + "/" + rest
        }
        return LexicalPath.split(absolute).name
    }

    /// `path` below `folder` ("" for the folder itself), or nil when it is not inside it.
    private static func relative(_ path: String, below folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
