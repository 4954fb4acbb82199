import Foundation

/// The commented `hitmask.json` that `hitmask config init` writes. It must stay valid, and pass `config lint` in the
/// folder it was made for: its inputs are the folders there that hold PNGs, and its override examples are comments.
public enum StarterConfiguration {
    /// The starter file for a folder: inputs found there (`suggestedInputs(in:)`), else `Assets`.
    public static func text(inputs: [String]) -> String {
        let list = (inputs.isEmpty ? ["Assets"] : inputs).map { "\"\($0)\"" }.joined(separator: ", ")
        return template.replacingOccurrences(of: "\"inputs\": [\"Assets\"]", with: "\"inputs\": [\(list)]")
    }

    /// The entries of `folder` that hold PNGs, as inputs: each top-level folder with a PNG anywhere below it (hidden
    /// folders, `.build` and an existing `HitMasks` left out, as the scanner leaves them), and "." when PNGs lie
    /// in the folder itself.
    public static func suggestedInputs(in folder: String) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if entries.contains(where: { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }) { return ["."] }
        return entries.filter { name in
            guard !name.hasPrefix("."), name != ".build", name != "HitMasks" else { return false }
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                return false
            }
            return !((try? AssetScanner.assets(in: path)) ?? []).isEmpty
        }
    }

    static let template = """
        // HitMask configuration: read by `hitmask generate` (run with no inputs, or with --config)
        // and by the `generate-hitmasks` and build-tool plugins. JSON, with // and /* */ comments allowed.
        // Paths are relative to this file. Check it with: hitmask config lint
        {
          // PNG files or folders to scan (recursively, for .png in any case; hidden folders and .build skipped).
          "inputs": ["Assets"],

          // Folder the masks go to, mirroring each PNG's path below its input: Assets/ui/ok.png → HitMasks/ui/ok.hitmask.
          // Or remove "output" and set "besideSources": true to write each mask next to its PNG.
          "output": "HitMasks",

          // A pixel is solid iff its alpha is above the threshold: 0–255, a fraction (0.05) or a percentage ("33%").
          "threshold": 0,

          // Shape rects: grid cells along the longer side, and which cells count:
          // "outer" (any solid pixel), "inner" (all solid) or "balanced" (more than half solid).
          "rectGrid": 32,
          "rectMode": "outer",

          // Pixels per point is read from names like icon@2x.png; set "scale" to force one for every file.

          // Store a distance field in each mask for O(1) touch-tolerance queries (a byte per pixel before
          // compression; queries work without it, searching near the touch instead).
          "toleranceData": false,

          // Texture atlases: TexturePacker/Aseprite .json, libGDX/Spine .atlas and SpriteKit .atlasc files beside a
          // page PNG give its mask the page's frames. List here any that sit elsewhere (or have other names).
          // "atlases": ["Sheets/ui.json"],

          // Settings for some files only, by glob on the PNG's path relative to this file's folder, like
          // "inputs" (* within a folder, ** across folders). Later entries win; command-line options win over all.
          // An override whose glob matches no PNG is reported by `hitmask config lint`. For example:
          //   { "match": "Assets/ui/**", "threshold": "33%" },
          //   { "match": "**/*@3x.png", "rectGrid": 48 }
          "overrides": []
        }

        """
}
