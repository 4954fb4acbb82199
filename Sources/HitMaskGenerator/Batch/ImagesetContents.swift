import Foundation

/// Reads the scales an Xcode asset catalog's imageset assigns to its files:
/// `{"images": [{"filename": "icon@2x.png", "scale": "2x"}, …]}` in `Icon.imageset/Contents.json`.
enum ImagesetContents {
    static func scales(inFolder folder: String) -> [String: Double] {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = root["images"] as? [[String: Any]]
        else { return [:] }
        var scales: [String: Double] = [:]
        for image in images {
            guard let file = image["filename"] as? String, let text = image["scale"] as? String,
                text.hasSuffix("x"), let scale = Double(text.dropLast()), scale.isFinite, scale > 0
            else { continue }
            scales[file] = scale
        }
        return scales
    }
}
