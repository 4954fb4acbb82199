/// The commented `hitmask.json` that `hitmask config init` writes. It must stay valid: a test lints it.
public enum StarterConfiguration {
    public static let text = """
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
          "overrides": [
            { "match": "Assets/ui/**", "threshold": "33%" },
            { "match": "**/*@3x.png", "rectGrid": 48 }
          ]
        }

        """
}
