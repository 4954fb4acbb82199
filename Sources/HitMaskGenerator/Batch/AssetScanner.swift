#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let withoutExtension =
            relativePath.lowercased().hasSuffix(".png") ? String(relativePath.dropLast(4)) : relativePath
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

    /// The atlas metadata among the entries of a folder holding PNGs, which the generator reads (and the build
    /// plugin declares as inputs): `.json` (TexturePacker, Aseprite), `.atlas` (libGDX, Spine), every `.plist` in a
    /// SpriteKit `.atlasc` folder, and elsewhere a `.plist` named like a PNG beside it (cocos2d's `sheet.plist` and
    /// `sheet.png`), so that an `Info.plist` is not taken for one. Hidden entries are left out.
    public static func atlasMetadataNames(in folder: String, entries: [String]) -> [String] {
        let isSpriteKitFolder = folder.lowercased().hasSuffix(".atlasc")
        let pngStems = Set(
            entries.map { $0.lowercased() }.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) })
        return entries.filter { name in
            let lowered = name.lowercased()
            guard !name.hasPrefix(".") else { return false }
            if lowered.hasSuffix(".json") || lowered.hasSuffix(".atlas") { return true }
            guard lowered.hasSuffix(".plist") else { return false }
            return isSpriteKitFolder || pngStems.contains(String(lowered.dropLast(6)))
        }
    }

    /// Every file under `folder` whose name ends with `suffix` (any case), with the same skipping rules; hidden
    /// files too when `includingHiddenFiles` (hidden folders are never entered). Folders that cannot be listed
    /// are passed over.
    public static func files(
        withSuffix suffix: String, under folder: String, includingHiddenFiles: Bool = false
    ) -> [String] {
        var found: [String] = []
        var visited: Set<FolderIdentity> = []
        let suffix = suffix.lowercased()
        try? walk(
            folder: folder, relativePrefix: "", reportingUnlistable: false, includingHiddenFiles: includingHiddenFiles,
            visited: &visited
        ) { _, name, path, _ in
            if name.lowercased().hasSuffix(suffix) { found.append(path) }
        }
        return found.sorted()
    }

    /// What one input holds: its PNGs, and the atlas metadata beside them.
    public struct Contents: Sendable {
        /// The PNGs, sorted by relative path.
        public var assets: [SourceAsset] = []
        /// For each folder the scan listed that holds PNGs, the paths of the atlas metadata files in it
        /// (`atlasMetadataNames`; often none), found in the same listing, so that no folder is listed twice.
        public var atlasMetadata: [String: [String]] = [:]
    }

    /// The PNGs of one input. A folder in `excluding` (such as the output folder, when it lies inside the input)
    /// is not entered, unless it is the input itself: masks written there lie beside their PNGs.
    public static func assets(in input: String, excluding excluded: [String] = []) throws(ScanError) -> [SourceAsset] {
        try contents(of: input, excluding: excluded).assets
    }

    /// The PNGs of one input, as `assets(in:excluding:)` finds them, and the atlas metadata in their folders. A
    /// file input is not listed with its folder, so its folder's metadata is not in `atlasMetadata`.
    public static func contents(of input: String, excluding excluded: [String] = []) throws(ScanError) -> Contents {
        var info = stat()
        guard stat(input, &info) == 0 else { throw ScanError(path: input, reason: "no such file or folder") }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            let name = input.split(separator: "/").last.map(String.init) ?? input
            return Contents(assets: [SourceAsset(sourcePath: input, relativePath: name)])
        }
        var contents = Contents()
        // Marking excluded folders as visited keeps the walk out of them (all but the input itself).
        let inputIdentity = FolderIdentity(path: input)
        var visited = Set(excluded.compactMap(FolderIdentity.init(path:)).filter { $0 != inputIdentity })
        var catalogScales: [String: [String: Double]] = [:]  // imageset folder → file name → scale
        func listed(_ folder: String, _ names: [String]) {
            guard names.contains(where: { $0.lowercased().hasSuffix(".png") }) else { return }
            contents.atlasMetadata[folder] = atlasMetadataNames(in: folder, entries: names).map {
                entryPath($0, in: folder)
            }
        }
        try walk(
            folder: input, relativePrefix: "", reportingUnlistable: true, includingHiddenFiles: false,
            visited: &visited, listed: listed
        ) { folder, name, path, relative in
            guard name.lowercased().hasSuffix(".png") else { return }
            if folder.hasSuffix(".imageset"), catalogScales[folder] == nil {
                catalogScales[folder] = ImagesetContents.scales(inFolder: folder)
            }
            contents.assets.append(
                SourceAsset(sourcePath: path, relativePath: relative, catalogScale: catalogScales[folder]?[name]))
        }
        contents.assets.sort { utf8Precedes($0.relativePath, $1.relativePath) }
        return contents
    }

    /// Whether `a` comes before `b` in the byte order of their UTF-8, with one memcmp: comparing the UTF-8 views
    /// element by element cost more than thresholding a small sprite, for paths that share most of their bytes.
    static func utf8Precedes(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    /// Visits every file below `folder` (its folder, name, path and path relative to the walk's start), in name
    /// order, skipping hidden entries (so `.build` too; hidden files are visited when `includingHiddenFiles`) and
    /// dangling links, and never entering a folder twice (symbolic-link loops). Entry types come from the
    /// directory listing itself, so a plain file costs no `stat`; only links (and file systems that do not
    /// report types) are looked up. `listed` is told the names of all of a folder's entries first (hidden ones and
    /// dangling links included, as a folder listing gives them).
    private static func walk(
        folder: String, relativePrefix: String, reportingUnlistable: Bool, includingHiddenFiles: Bool,
        visited: inout Set<FolderIdentity>, listed: (_ folder: String, _ names: [String]) -> Void = { _, _ in },
        visit: (_ folder: String, _ name: String, _ path: String, _ relativePath: String) -> Void
    ) throws(ScanError) {
        if let identity = FolderIdentity(path: folder), !visited.insert(identity).inserted { return }
        guard let (entries, names) = listing(of: folder) else {
            guard reportingUnlistable else { return }
            throw ScanError(path: folder, reason: "cannot list folder (\(String(cString: strerror(errno))))")
        }
        listed(folder, names)
        for (name, isDirectory) in entries {
            let isHidden = name.hasPrefix(".")
            if isHidden && (isDirectory || !includingHiddenFiles) { continue }
            let path = entryPath(name, in: folder)
            if isDirectory {
                try walk(
                    folder: path, relativePrefix: relativePrefix + name + "/", reportingUnlistable: reportingUnlistable,
                    includingHiddenFiles: includingHiddenFiles, visited: &visited, listed: listed, visit: visit)
            } else {
                visit(folder, name, path, relativePrefix + name)
            }
        }
    }

    /// `name` (an entry of a listing) inside `folder`. (This file is shared with the plugins, which can use only
    /// what it declares itself.)
    private static func entryPath(_ name: String, in folder: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder's entries sorted by name, each with whether it is (or links to) a folder (dangling links and
    /// entries that are neither files nor folders are left out), and the names of all its entries. Nil when the
    /// folder cannot be listed.
    private static func listing(of folder: String) -> (entries: [(name: String, isDirectory: Bool)], names: [String])? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, isDirectory: Bool)] = [], names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            names.append(name)
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, true))
            case Int32(DT_REG): entries.append((name, false))
            default:
                // A link (followed) or an unreported type: ask the file system.
                var info = stat()
                guard stat(entryPath(name, in: folder), &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    entries.append((name, true))
                } else if type == S_IFREG {
                    entries.append((name, false))
                }
            }
        }
        return (entries.sorted { $0.name < $1.name }, names)
    }
}

/// A folder as the file system knows it (device and inode), however many paths and links lead to it: one `stat`.
private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
