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
/// Inside an asset catalog's `.imageset`, the scale its Contents.json gives a file is kept.
/// Results are sorted by path, so every machine sees the same order.
public enum AssetScanner {
    public struct ScanError: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Every file under `folder` whose name ends with `suffix` (any case), with the same skipping rules.
    public static func files(withSuffix suffix: String, under folder: String) -> [String] {
        var found: [String] = []
        var visited: Set<String> = []
        collect(folder: folder, suffix: suffix.lowercased(), visited: &visited, into: &found)
        return found.sorted()
    }

    private static func collect(folder: String, suffix: String, visited: inout Set<String>, into found: inout [String]) {
        let canonical = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(canonical).inserted,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(folder: path, suffix: suffix, visited: &visited, into: &found)
            } else if name.lowercased().hasSuffix(suffix) {
                found.append(path)
            }
        }
    }

    public static func assets(in input: String) throws(ScanError) -> [SourceAsset] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw ScanError(path: input, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else {
            return [SourceAsset(sourcePath: input, relativePath: (input as NSString).lastPathComponent)]
        }
        var found: [SourceAsset] = []
        var visited: Set<String> = []
        try scan(folder: input, relativePrefix: "", visited: &visited, into: &found)
        return found.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
    }

    private static func scan(
        folder: String, relativePrefix: String, visited: inout Set<String>, into found: inout [SourceAsset]
    ) throws(ScanError) {
        let canonical = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(canonical).inserted else { return }  // a symlink loop or a second way in
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw ScanError(path: folder, reason: "cannot list folder (\(error.localizedDescription))")
        }
        let catalogScales = folder.hasSuffix(".imageset") ? ImagesetContents.scales(inFolder: folder) : [:]
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }  // dangling link
            if isDirectory.boolValue {
                try scan(folder: path, relativePrefix: relativePrefix + name + "/", visited: &visited, into: &found)
            } else if name.lowercased().hasSuffix(".png") {
                found.append(
                    SourceAsset(sourcePath: path, relativePath: relativePrefix + name, catalogScale: catalogScales[name]))
            }
        }
    }
}
