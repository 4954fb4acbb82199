import Foundation

/// One PNG to process and where its mask goes, relative to the output folder.
public struct SourceAsset: Equatable, Sendable {
    /// The PNG's path as found (input path joined with the relative path).
    public let sourcePath: String
    /// The PNG's path relative to its input folder (its file name for a file input).
    public let relativePath: String
    /// The scale an asset catalog's imageset declares for the file (`"scale": "2x"` in Contents.json), if any.
    public var catalogScale: Double? = nil

    public init(sourcePath: String, relativePath: String, catalogScale: Double? = nil) {
        self.sourcePath = sourcePath
        self.relativePath = relativePath
        self.catalogScale = catalogScale
    }

    /// `a/b.png` → `a/b.hitmask`.
    public var relativeOutputPath: String {
        let withoutExtension = relativePath.lowercased().hasSuffix(".png") ? String(relativePath.dropLast(4)) : relativePath
        return withoutExtension + ".hitmask"
    }
}

/// Finds the PNGs under the inputs: files are taken as they are, folders are scanned recursively for `.png`
/// (any case), skipping hidden entries and `.build`, following symbolic links but never into a loop.
/// The one definition of which files are inputs: the CLI and both plugins compile this file (the plugins through
/// a symbolic link), so they always agree.
/// Inside an asset catalog's `.imageset`, the scale its Contents.json gives a file is kept.
/// Results are sorted by path, so every machine sees the same order.
public enum AssetScanner {
    public struct ScanError: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Every file under `folder` whose name ends with `suffix` (any case), with the same skipping rules.
    /// Folders that cannot be listed are passed over.
    public static func files(withSuffix suffix: String, under folder: String) -> [String] {
        var found: [String] = []
        var visited: Set<String> = []
        let suffix = suffix.lowercased()
        try? walk(folder: folder, relativePrefix: "", reportingUnlistable: false, visited: &visited) { _, name, path, _ in
            if name.lowercased().hasSuffix(suffix) { found.append(path) }
        }
        return found.sorted()
    }

    /// The PNGs of one input. A folder in `excluding` (such as the output folder, when it lies inside the input)
    /// is not entered.
    public static func assets(in input: String, excluding excluded: [String] = []) throws(ScanError) -> [SourceAsset] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw ScanError(path: input, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else {
            return [SourceAsset(sourcePath: input, relativePath: (input as NSString).lastPathComponent)]
        }
        var found: [SourceAsset] = []
        // Marking excluded folders as visited keeps the walk out of them.
        var visited = Set(excluded.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
        var catalogScales: [String: [String: Double]] = [:]  // imageset folder → file name → scale
        try walk(folder: input, relativePrefix: "", reportingUnlistable: true, visited: &visited) { folder, name, path, relative in
            guard name.lowercased().hasSuffix(".png") else { return }
            if folder.hasSuffix(".imageset"), catalogScales[folder] == nil {
                catalogScales[folder] = ImagesetContents.scales(inFolder: folder)
            }
            found.append(SourceAsset(sourcePath: path, relativePath: relative, catalogScale: catalogScales[folder]?[name]))
        }
        return found.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
    }

    /// Visits every file below `folder` (its folder, name, path and path relative to the walk's start), in name
    /// order, skipping hidden entries (so `.build` too) and dangling links, and never entering a folder twice
    /// (symbolic-link loops).
    private static func walk(
        folder: String, relativePrefix: String, reportingUnlistable: Bool, visited: inout Set<String>,
        visit: (_ folder: String, _ name: String, _ path: String, _ relativePath: String) -> Void
    ) throws(ScanError) {
        let canonical = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(canonical).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            guard reportingUnlistable else { return }
            throw ScanError(path: folder, reason: "cannot list folder (\(error.localizedDescription))")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try walk(
                    folder: path, relativePrefix: relativePrefix + name + "/", reportingUnlistable: reportingUnlistable,
                    visited: &visited, visit: visit)
            } else {
                visit(folder, name, path, relativePrefix + name)
            }
        }
    }
}
