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

    public init() {}

    /// Reads the metadata beside `pngPaths` and the files `named` (which must be atlas metadata).
    public init(forPNGs pngPaths: [String], named: [String] = []) {
        var files = Set<String>()
        for folder in Set(pngPaths.map { Self.key(LexicalPath.split($0).folder) }) {
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

    /// Paths compared as absolute, standardized paths.
    static func key(_ path: String) -> String { LexicalPath.standardized(path) }
}
