import HitMaskEncoding
import HitMaskOutlines
import HitMaskReader

/// Physics outlines of a mask as JSON for physics editors and engines (`hitmask export FILE --outlines OUT.json`):
/// pixel coordinates, y down. Each polygon is a solid region: its outer boundary (clockwise on screen, so
/// counter-clockwise once y is flipped up for Box2D or SpriteKit), its holes, triangles tiling it, and convex pieces
/// of at most `maxVertices` vertices tiling it.
public enum OutlineExport {
    /// Outlines traced from the mask's pixels: exact along pixel edges, then simplified within the settings'
    /// tolerance keeping every polygon simple and holes strictly inside: in mode outer they cover every solid pixel
    /// (regions are 8-connected), in inner only solid pixels (4-connected), in balanced either way. Throws, with
    /// the reason, for a mask too large or intricate to trace (as `hitmask generate --outlines` refuses it).
    public static func outlines(of mask: HitMask, settings: OutlineSettings) throws(OutlineExportError)
        -> [SolidOutline]
    {
        do {
            return try OutlineBuilder.outlines(of: mask.bits, settings: settings)
        } catch {
            throw OutlineExportError(reason: error.description)
        }
    }

    /// The JSON: the settings, the mask's size and scale, its polygons, and for an atlas page each frame's own
    /// polygons in its untrimmed sprite's pixels, by name (the frame's stored outlines when their settings are these,
    /// else traced from the frame's pixels).
    public static func json(
        for mask: HitMask, outlines: [SolidOutline], settings: OutlineSettings
    ) throws(OutlineExportError) -> String {
        let frames = try mask.frames.map { frame throws(OutlineExportError) -> String in
            var own = frame.outlines
            if frame.outlineSettings != settings {
                do {
                    own = try OutlineBuilder.outlines(of: PackedBits(frame, in: mask.bits), settings: settings)
                } catch {
                    throw OutlineExportError(reason: "frame \(quoted(frame.name)): \(error)")
                }
            }
            return """
                    \(quoted(frame.name)): {
                      "width": \(frame.sourceWidth),
                      "height": \(frame.sourceHeight),
                      "polygons": [
                \(polygons(own, indent: "        "))
                      ]
                    }
                """
        }
        let frameList =
            frames.isEmpty
            ? ""
            : """
            ,
              "frames": {
            \(frames.joined(separator: ",\n"))
              }
            """
        return """
            {
              "epsilon": \(settings.epsilon.formatted16),
              "mode": "\(settings.mode)",
              "maxVertices": \(settings.maxVertices),
              "minArea": \(settings.minArea.formatted16),
              "width": \(mask.width),
              "height": \(mask.height),
              "scale": \(mask.scale.formatted16),
              "polygons": [
            \(polygons(outlines, indent: "    "))
              ]\(frameList)
            }

            """
    }

    private static func polygons(_ outlines: [SolidOutline], indent: String) -> String {
        func points(_ list: [PixelPoint]) -> String {
            "[" + list.map { "[\($0.x.formatted16), \($0.y.formatted16)]" }.joined(separator: ", ") + "]"
        }
        return outlines.map { outline -> String in
            """
            \(indent){
            \(indent)  "outer": \(points(outline.outer)),
            \(indent)  "holes": [\(outline.holes.map(points).joined(separator: ", "))],
            \(indent)  "triangles": [\(outline.triangles.map(points).joined(separator: ", "))],
            \(indent)  "convexPieces": [\(outline.convexPieces.map(points).joined(separator: ", "))]
            \(indent)}
            """
        }.joined(separator: ",\n")
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Outlines could not be made for a mask (or one of its frames); `reason` says why.
public struct OutlineExportError: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
