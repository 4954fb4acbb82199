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
    static func parse(_ bytes: [UInt8], path: String) throws(AtlasError) -> AtlasDescription? {
        func fail(_ reason: String) -> AtlasError { AtlasError(file: path, reason: reason) }
        let plist: PropertyListValue
        do {
            plist = try PropertyListDecoder().decode(PropertyListValue.self, from: Data(bytes))
        } catch {
            throw fail("not a readable property list")
        }
        guard let images = plist["images"]?.dictionaries else { return nil }
        var pages: [AtlasDescription.Page] = []
        for image in images {
            guard let pagePath = image["path"]?.string, let subimages = image["subimages"]?.dictionaries else {
                throw fail("an image without path or subimages")
            }
            var frames: [AtlasFrame] = []
            for subimage in subimages {
                guard let name = subimage["name"]?.string else { throw fail("a subimage without a name") }
                func numbers(_ key: String, _ count: Int) throws(AtlasError) -> [Double] {
                    // "{{x, y}, {w, h}}" or "{w, h}": the numbers in order.
                    let text = subimage[key]?.string ?? ""
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
                let rotated = subimage["textureRotated"]?.bool ?? false
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

/// A property list's value, as far as an atlas reads one: dictionaries, arrays, strings and booleans, and
/// anything else (numbers, dates, data) as `other`.
private indirect enum PropertyListValue: Decodable {
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case string(String)
    case bool(Bool)
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let dictionary = try? container.decode([String: PropertyListValue].self) {
            self = .dictionary(dictionary)
        } else if let array = try? container.decode([PropertyListValue].self) {
            self = .array(array)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else {
            self = .other
        }
    }

    subscript(key: String) -> PropertyListValue? {
        if case .dictionary(let dictionary) = self { dictionary[key] } else { nil }
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }

    /// An array whose elements are all dictionaries.
    var dictionaries: [PropertyListValue]? {
        guard case .array(let elements) = self,
            elements.allSatisfy({ if case .dictionary = $0 { true } else { false } })
        else { return nil }
        return elements
    }
}
