#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The commented `hitmask.json` that `hitmask config init` writes. It must stay valid, and pass `config lint` in the
/// folder it was made for: its inputs are the folders there that hold PNGs, and its override examples are comments.
public enum StarterConfiguration {
    /// The starter file for a folder: inputs found there (`suggestedInputs(in:)`), else `Assets`.
    public static func text(inputs: [String]) -> String {
        let list = (inputs.isEmpty ? ["Assets"] : inputs).map { "\"\($0)\"" }.joined(separator: ", ")
        return template.replacing("\"inputs\": [\"Assets\"]", with: "\"inputs\": [\(list)]")
    }

    /// The entries of `folder` that hold PNGs, as inputs: each top-level folder with a PNG anywhere below it (hidden
    /// folders, `.build` and an existing `HitMasks` left out, as the scanner leaves them), and "." when PNGs lie
    /// in the folder itself.
    public static func suggestedInputs(in folder: String) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if entries.contains(where: { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }) { return ["."] }
        return entries.filter { name in
            guard !name.hasPrefix("."), name != ".build", name != "HitMasks" else { return false }
            let path = LexicalPath.appending(name, to: folder)
            guard FileSystem.isFolder(path) == true else { return false }
            return !((try? AssetScanner.assets(in: path)) ?? []).isEmpty
        }
    }

    /// Each setting of `GenerationSetting` with its help as a comment and its default as the value; a setting
    /// without a fixed default (the scale) as a commented example, and the outline settings as the form
    /// `"outlines"` also takes.
    static var settingLines: String {
        var lines: [String] = []
        for setting in GenerationSetting.all where !setting.isOutlineSetting {
            lines += comment(setting.summary + " Default: \(setting.defaultValue).")
            if setting == .outlines {
                let object = GenerationSetting.all.filter(\.isOutlineSetting).map {
                    "\"\($0.localKey)\": \(jsonDefault(of: $0) ?? "null")"
                }
                lines.append("// Or an object of outline settings, each optional: {\(object.joined(separator: ", "))}.")
            }
            if let value = jsonDefault(of: setting) {
                lines.append("\"\(setting.key)\": \(value),")
            } else {
                lines.append("// \"\(setting.key)\": 2,")
            }
            lines.append("")
        }
        return lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }

    /// A setting's default as JSON, or nil when it has no fixed one.
    static func jsonDefault(of setting: GenerationSetting) -> String? {
        switch setting.value {
        case .mode: "\"\(setting.defaultValue)\""
        case .flag: setting.defaultValue == "on" ? "true" : "false"
        case .alpha, .wholeNumber, .number: setting.defaultValue
        case .positiveNumber: nil
        }
    }

    /// Comment lines of at most about 110 characters.
    static func comment(_ text: String) -> [String] {
        var lines: [String] = [], line = "//"
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > 110 {
                lines.append(line)
                line = "//"
            }
            line += " " + word
        }
        return lines + [line]
    }

    static let template = """
        // HitMask configuration: read by `hitmask generate` (run with no inputs, or with --config)
        // and by the `generate-hitmasks` and build-tool plugins. JSON, with // and /* */ comments and
        // trailing commas allowed. Paths are relative to this file. Check it with: hitmask config lint
        {
          // PNG files or folders to scan (recursively, for .png in any case; hidden folders and .build skipped).
          "inputs": ["Assets"],

          // Folder the masks go to, mirroring each PNG's path below its input: Assets/ui/ok.png → HitMasks/ui/ok.hitmask.
          // Or remove "output" and set "besideSources": true to write each mask next to its PNG.
          "output": "HitMasks",

        \(settingLines)
          // Texture atlases: TexturePacker/Aseprite .json, libGDX/Spine .atlas, cocos2d .plist and SpriteKit .atlasc
          // files beside a page PNG give its mask the page's frames. List here any that sit elsewhere (or have other
          // names).
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
