import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The atlas metadata of a run, by page: every metadata file in the folders holding the run's PNGs (as
/// `AssetScanner.atlasMetadataNames` picks them), plus the files a config file names. A page PNG described by one of them gets its frames in its `.hitmask`.
public struct AtlasCatalog: Sendable {
    /// What a page's `.hitmask` needs from its metadata file.
    public struct Page: Sendable, Equatable {
        public let metadataPath: String
        public let format: AtlasDescription.Format
        public let frames: [AtlasFrame]
        /// The metadata file's bytes: part of the page's source digest, so editing the file regenerates the page.
        public let metadataBytes: [UInt8]
    }

    public private(set) var pages: [String: Page] = [:]
    /// Metadata files that could not be used, each naming the file and the reason.
    public private(set) var errors: [AtlasError] = []
    /// The pages such a file probably describes (see `unusableMetadata(for:)`), by key.
    private var unusable: [String: AtlasError] = [:]

    public init() {}

    /// Reads the metadata beside `pngPaths` and the files `named` (which must be atlas metadata). `scanned` gives
    /// the metadata of folders a scan has listed already (`AssetScanner.Contents.atlasMetadata`); other folders
    /// are listed here.
    public init(forPNGs pngPaths: [String], named: [String] = [], scanned: [String: [String]] = [:]) {
        var known: [String: [String]] = [:]
        for (folder, files) in scanned { known[Self.key(folder)] = files.map(Self.key) }
        var files = Set<String>()
        for folder in Set(pngPaths.map { Self.key(LexicalPath.split($0).folder) }) {
            if let metadata = known[folder] {
                files.formUnion(metadata)
                continue
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in AssetScanner.atlasMetadataNames(in: folder, entries: entries) {
                files.insert(LexicalPath.appending(name, to: folder))
            }
        }
        let named = named.map(Self.key)
        for path in files.union(named).sorted() {
            let description: AtlasDescription?
            do {
                description = try AtlasDescription.read(path: path)
            } catch {
                errors.append(error)
                unusable[Self.likelyPage(of: path)] = error
                continue
            }
            guard let description else {
                if named.contains(path) {
                    errors.append(AtlasError(file: path, reason: "not atlas metadata in a supported format"))
                }
                continue
            }
            guard let bytes = try? FileBytes.read(path: path, limit: 64 << 20) else { continue }
            for page in description.pages {
                let key = Self.key(page.imagePath)
                if let earlier = pages[key] {
                    errors.append(
                        AtlasError(
                            file: path, reason: "page \(page.imagePath) is already described by \(earlier.metadataPath)"
                        ))
                    continue
                }
                pages[key] = Page(
                    metadataPath: path, format: description.format, frames: page.frames, metadataBytes: bytes)
            }
        }
    }

    /// The frames of the page at `pngPath`, if some metadata file describes it.
    public func page(at pngPath: String) -> Page? { pages[Self.key(pngPath)] }

    /// The error of a metadata file that could not be read and probably describes the page at `pngPath`: one named
    /// like it (sheet.json beside sheet.png), or any in the same SpriteKit `.atlasc` folder. Such a page is not
    /// generated, so that a broken metadata file never replaces a page's mask with one that lacks its frames.
    public func unusableMetadata(for pngPath: String) -> AtlasError? {
        unusable.isEmpty ? nil : unusable[Self.likelyPage(of: pngPath)]
    }

    /// For sheet.json, the path without its extension (matched by a page's path without its own); for a file in
    /// an `.atlasc` folder, the folder.
    private static func likelyPage(of path: String) -> String {
        let key = Self.key(path)
        let folder = LexicalPath.folder(of: key)
        if folder.lowercased().hasSuffix(".atlasc") { return folder }
        let name = LexicalPath.split(key).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return key }
        return LexicalPath.appending(String(name[..<dot]), to: folder)
    }

    /// Paths compared as absolute, standardized paths.
    static func key(_ path: String) -> String { LexicalPath.standardized(path) }
}
