import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an atlas metadata file says: its pages (PNG files) and each page's frames, in the canonical form the FRAM
/// section stores (docs/FORMAT.md, "FRAM"), before any page is decoded.
public struct AtlasDescription: Sendable, Equatable {
    public enum Format: String, Sendable, CaseIterable {
        case texturePacker = "TexturePacker JSON"
        case aseprite = "Aseprite JSON"
        case libGDX = "libGDX/Spine atlas"
        case spriteKit = "SpriteKit atlasc"
        case cocos2d = "cocos2d plist"
    }

    public struct Page: Sendable, Equatable {
        /// The page image, resolved against the metadata file's folder.
        public let imagePath: String
        /// Frames in file order (shape rects are added when the page is generated).
        public let frames: [AtlasFrame]
    }

    /// The largest magnitude of a position, size or offset an atlas file may give: far beyond any page or sprite
    /// (the format holds at most 2^30 pixels), and small enough that sums of a few never overflow.
    static let largestNumber = 1_000_000_000

    /// The metadata file.
    public let path: String
    public let format: Format
    public let pages: [Page]

    /// Reads a metadata file of any supported format; nil when the file is not atlas metadata at all (a JSON file
    /// without frames, say), an error when it is and something in it is wrong.
    public static func read(path: String) throws(AtlasError) -> AtlasDescription? {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path, limit: 64 << 20)
        } catch {
            throw AtlasError(file: path, reason: "cannot read the file")
        }
        return try parse(bytes, path: path)
    }

    /// Parses metadata bytes; `path` names the file in errors and resolves page names.
    public static func parse(_ bytes: [UInt8], path: String) throws(AtlasError) -> AtlasDescription? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".json") { return try TexturePackerJSON.parse(bytes, path: path) }
        if lowered.hasSuffix(".atlas") { return try LibGDXAtlas.parse(bytes, path: path) }
        if lowered.hasSuffix(".plist") {
            // Any property list beside a PNG may be read (Info.plist, say): one that is not an atlas is nothing,
            // except in a SpriteKit .atlasc folder, where the property list is there only for its atlas.
            guard let plist = PropertyListValue.decode(bytes) else {
                guard LexicalPath.folder(of: path).lowercased().hasSuffix(".atlasc") else { return nil }
                throw AtlasError(file: path, reason: "not a readable property list")
            }
            if let atlas = try SpriteKitAtlas.parse(plist, path: path) { return atlas }
            return try Cocos2dPlist.parse(plist, path: path)
        }
        return nil
    }

    /// A page name resolved against the folder of the metadata file.
    static func resolve(_ name: String, against path: String) -> String {
        if name.hasPrefix("/") { return name }
        return LexicalPath.standardized(LexicalPath.appending(name, to: LexicalPath.folder(of: path)))
    }
}

/// Atlas metadata that cannot be used: the file and the reason, as one line.
public struct AtlasError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let reason: String
    public var description: String { "\(file): \(reason)" }
}
