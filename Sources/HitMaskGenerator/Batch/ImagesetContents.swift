#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the scales an Xcode asset catalog's imageset assigns to its files:
/// `{"images": [{"filename": "icon@2x.png", "scale": "2x"}, …]}` in `Icon.imageset/Contents.json`.
/// (Shared with the plugins through a symbolic link, so it uses nothing the generator declares.)
enum ImagesetContents {
    static func scales(inFolder folder: String) -> [String: Double] {
        let path = folder.hasSuffix("/") ? folder + "Contents.json" : folder + "/Contents.json"
        guard let data = FileManager.default.contents(atPath: path),
            let images = (try? JSONDecoder().decode(Contents.self, from: data))?.images
        else { return [:] }
        var scales: [String: Double] = [:]
        for image in images {
            guard let file = image.filename, let text = image.scale,
                text.hasSuffix("x"), let scale = Double(text.dropLast()), scale.isFinite, scale > 0
            else { continue }
            scales[file] = scale
        }
        return scales
    }

    /// The keys read; an entry whose values are of other types is skipped, as Xcode's own keys may grow.
    private struct Contents: Decodable {
        let images: [Image]?

        struct Image: Decodable {
            let filename: String?
            let scale: String?

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                filename = try? container.decodeIfPresent(String.self, forKey: .filename)
                scale = try? container.decodeIfPresent(String.self, forKey: .scale)
            }

            private enum CodingKeys: String, CodingKey { case filename, scale }
        }
    }
}
