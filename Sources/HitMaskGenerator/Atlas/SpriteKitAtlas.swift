import Foundation
import HitMaskReader

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
    static func parse(_ bytes: [UInt8], path: String) throws(AtlasError) -> AtlasDescription? {
        func fail(_ reason: String) -> AtlasError { AtlasError(file: path, reason: reason) }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw fail("not a readable property list")
        }
        guard let root = plist as? [String: Any], let images = root["images"] as? [[String: Any]] else { return nil }
        var pages: [AtlasDescription.Page] = []
        for image in images {
            guard let pagePath = image["path"] as? String, let subimages = image["subimages"] as? [[String: Any]] else {
                throw fail("an image without path or subimages")
            }
            var frames: [AtlasFrame] = []
            for subimage in subimages {
                guard let name = subimage["name"] as? String else { throw fail("a subimage without a name") }
                func numbers(_ key: String, _ count: Int) throws(AtlasError) -> [Double] {
                    // "{{x, y}, {w, h}}" or "{w, h}": the numbers in order.
                    let text = subimage[key] as? String ?? ""
                    let values = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
                    guard values.count == count, values.allSatisfy(\.isFinite) else {
                        throw fail("\(name): \(key) is missing or malformed")
                    }
                    return values
                }
                var rect = try numbers("textureRect", 4)
                let source = try numbers("spriteSourceSize", 2)
                if subimage["spriteSize"] != nil {
                    let size = try numbers("spriteSize", 2)
                    (rect[2], rect[3]) = (size[0], size[1])
                }
                let offset = subimage["spriteOffset"] == nil ? [0, 0] : try numbers("spriteOffset", 2)
                let rotated = (subimage["textureRotated"] as? Bool) ?? false
                guard rect.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 < 1e9 }),
                    source.allSatisfy({ $0 >= 1 && $0 == $0.rounded() && $0 < 1e9 })
                else {
                    throw fail("\(name): textureRect and spriteSourceSize need whole, non-negative numbers")
                }
                let (width, height) = (Int(rect[2]), Int(rect[3]))
                let trimX = ((source[0] - rect[2]) / 2 + offset[0]).rounded(.down)
                let trimY = ((source[1] - rect[3]) / 2 - offset[1]).rounded(.down)
                guard abs(trimX) < 1e9, abs(trimY) < 1e9 else { throw fail("\(name): spriteOffset is out of range") }
                frames.append(
                    AtlasFrame(
                        name: name,
                        pageRect: PixelRect(
                            x: Int(rect[0]), y: Int(rect[1]), width: rotated ? height : width,
                            height: rotated ? width : height),
                        rotation: rotated ? .clockwise : .none, trimX: Int(trimX), trimY: Int(trimY),
                        sourceWidth: Int(source[0]), sourceHeight: Int(source[1])))
            }
            pages.append(.init(imagePath: AtlasDescription.resolve(pagePath, against: path), frames: frames))
        }
        return AtlasDescription(path: path, format: .spriteKit, pages: pages)
    }
}
