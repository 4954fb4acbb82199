import HitMaskReader

/// cocos2d's sprite sheets (`sheet.plist` beside `sheet.png`), as TexturePacker's cocos2d and cocos2d-x exporters
/// write them and cocos2d-x's `SpriteFrameCache` reads them.
///
/// `metadata`: `format` (2 or 3) and the page, `realTextureFileName`, else `textureFileName`, else the PNG named
/// like the plist. `frames`: each frame by name. Format 3 uses SpriteKit's keys (`textureRect`, `spriteSize`, `spriteSourceSize`, `spriteOffset`,
/// `textureRotated`) and may list `aliases`, other names for the same frame; format 2 has `frame` (page position
/// and the trimmed size before rotation), `offset`, `rotated` and `sourceSize`. Either way a rotated frame is
/// turned a quarter clockwise and the offset is that of the trimmed pixels' centre from the sprite's, y up, as
/// `SpriteFrameCache` reads it. A property list's frames have no order, so they are listed by name.
enum Cocos2dPlist {
    /// The atlas in a property list that has `frames` and `metadata`; nil when it has not both.
    static func parse(_ plist: PropertyListValue, path: String) throws(AtlasError) -> AtlasDescription? {
        func fail(_ reason: String) -> AtlasError { AtlasError(file: path, reason: reason) }
        guard let entries = plist["frames"]?.dictionary, let metadata = plist["metadata"], metadata.dictionary != nil
        else { return nil }
        let keys: SpriteKitAtlas.FrameKeys
        switch metadata["format"]?.integer {
        case 2: keys = .cocos2dFormat2
        case 3: keys = .spriteKit
        case let other: throw fail("cocos2d plist format \(other.map(String.init) ?? "missing") (2 and 3 are read)")
        }
        // Without a texture name, cocos2d-x looks for the PNG named like the plist.
        let stem = LexicalPath.split(path).name.dropLast(".plist".count)
        let page =
            ["realTextureFileName", "textureFileName"].lazy.compactMap { metadata[$0]?.string }.first { !$0.isEmpty }
            ?? stem + ".png"
        var frames: [AtlasFrame] = []
        let sorted = entries.sorted { $0.key < $1.key }
        var names = Set(sorted.map(\.key))
        for (name, entry) in sorted {
            let frame = try SpriteKitAtlas.frame(named: name, entry, keys: keys, path: path)
            frames.append(frame)
            // Another name for the same pixels, unless a frame has it already (names are unique in a page).
            for alias in entry["aliases"]?.array?.compactMap(\.string) ?? [] where names.insert(alias).inserted {
                frames.append(
                    AtlasFrame(
                        name: alias, pageRect: frame.pageRect, rotation: frame.rotation, trimX: frame.trimX,
                        trimY: frame.trimY, sourceWidth: frame.sourceWidth, sourceHeight: frame.sourceHeight))
            }
        }
        return AtlasDescription(
            path: path, format: .cocos2d,
            pages: [.init(imagePath: AtlasDescription.resolve(page, against: path), frames: frames)])
    }
}
