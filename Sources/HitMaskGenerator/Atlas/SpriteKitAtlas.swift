import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// SpriteKit's compiled atlases (`NAME.atlasc/NAME.plist` beside the pages `NAME.1.png`, …), as Xcode writes them.
///
/// Per page (`images`): `path` names the PNG; per frame (`subimages`): `name`, `textureRect` {{x, y}, {w, h}} where
/// its pixels start in the page, `spriteSize` {w, h} the trimmed size *before* rotation (as cocos2d reads these same
/// keys; without it, `textureRect`'s size is taken for it), `textureRotated` (a quarter turn clockwise),
/// `spriteSourceSize` {w, h} the untrimmed size, and `spriteOffset` {x, y} how far the trimmed pixels' centre lies
/// from the untrimmed sprite's centre, **y up**. A corner that offset puts between pixels is rounded down.
/// Apple documents neither the turn's direction nor the offset's origin and no public `.atlasc` was found to check
/// them against: both are inferred from cocos2d's reading of the same keys (README says so).
enum SpriteKitAtlas {
    /// The atlas in a property list that has `images`; nil when it has none.
    static func parse(_ plist: PropertyListValue, path: String) throws(AtlasError) -> AtlasDescription? {
        func fail(_ reason: String) -> AtlasError { AtlasError(file: path, reason: reason) }
        guard let images = plist["images"]?.dictionaries else { return nil }
        var pages: [AtlasDescription.Page] = []
        for image in images {
            guard let pagePath = image["path"]?.string, let subimages = image["subimages"]?.dictionaries else {
                throw fail("an image without path or subimages")
            }
            var frames: [AtlasFrame] = []
            for subimage in subimages {
                guard let name = subimage["name"]?.string else { throw fail("a subimage without a name") }
                frames.append(try frame(named: name, subimage, keys: .spriteKit, path: path))
            }
            pages.append(.init(imagePath: AtlasDescription.resolve(pagePath, against: path), frames: frames))
        }
        return AtlasDescription(path: path, format: .spriteKit, pages: pages)
    }

    /// The keys of a frame's entry: SpriteKit's, which cocos2d's format 3 shares, or cocos2d's format 2.
    struct FrameKeys {
        let rect: String, size: String?, source: String, offset: String, rotated: String

        static let spriteKit = FrameKeys(
            rect: "textureRect", size: "spriteSize", source: "spriteSourceSize", offset: "spriteOffset",
            rotated: "textureRotated")
        /// `frame`'s size is the trimmed size before rotation, as `spriteSize` is.
        static let cocos2dFormat2 = FrameKeys(
            rect: "frame", size: nil, source: "sourceSize", offset: "offset", rotated: "rotated")
    }

    /// One frame: its rect in the page, its size before rotation (from `size`, else the rect's), a quarter turn
    /// clockwise when rotated, and its trimmed box placed by the offset of its centre from the sprite's, y up.
    static func frame(named name: String, _ entry: PropertyListValue, keys: FrameKeys, path: String) throws(AtlasError)
        -> AtlasFrame
    {
        func numbers(_ key: String, _ count: Int) throws(AtlasError) -> [Double] {
            guard let values = entry[key]?.numbers(count) else {
                throw AtlasError(file: path, reason: "\(name): \(key) is missing or malformed")
            }
            return values
        }
        var rect = try numbers(keys.rect, 4)
        let source = try numbers(keys.source, 2)
        if let sizeKey = keys.size, entry[sizeKey] != nil {
            let size = try numbers(sizeKey, 2)
            (rect[2], rect[3]) = (size[0], size[1])
        }
        let offset = entry[keys.offset] == nil ? [0, 0] : try numbers(keys.offset, 2)
        let rotated = entry[keys.rotated]?.bool ?? false
        let largest = Double(AtlasDescription.largestNumber)
        guard rect.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 <= largest }),
            source.allSatisfy({ $0 >= 1 && $0 == $0.rounded() && $0 <= largest })
        else {
            throw AtlasError(
                file: path, reason: "\(name): \(keys.rect) and \(keys.source) need whole, non-negative numbers")
        }
        let (width, height) = (Int(rect[2]), Int(rect[3]))
        let trimX = ((source[0] - rect[2]) / 2 + offset[0]).rounded(.down)
        let trimY = ((source[1] - rect[3]) / 2 - offset[1]).rounded(.down)
        guard abs(trimX) <= largest, abs(trimY) <= largest else {
            throw AtlasError(file: path, reason: "\(name): \(keys.offset) is out of range")
        }
        return AtlasFrame(
            name: name,
            pageRect: PixelRect(
                x: Int(rect[0]), y: Int(rect[1]), width: rotated ? height : width, height: rotated ? width : height),
            rotation: rotated ? .clockwise : .none, trimX: Int(trimX), trimY: Int(trimY),
            sourceWidth: Int(source[0]), sourceHeight: Int(source[1]))
    }
}
