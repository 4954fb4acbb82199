import HitMaskEncoding
import HitMaskReader

/// Physics outlines of a mask as JSON for physics editors and engines (`hitmask export FILE --outlines OUT.json`):
/// pixel coordinates, y down. Each polygon is a solid region: its outer boundary (clockwise on screen, so
/// counter-clockwise once y is flipped up for Box2D or SpriteKit), its holes, triangles tiling it, and convex pieces
/// of at most `maxVertices` vertices tiling it.
public enum OutlineExport {
    /// Outlines traced from the mask's pixels: exact along pixel edges, then simplified within the settings'
    /// tolerance keeping every polygon simple and holes strictly inside: in mode outer they cover every solid pixel
    /// (regions are 8-connected), in inner only solid pixels (4-connected), in balanced either way.
    public static func outlines(of mask: HitMask, settings: OutlineSettings) -> [SolidOutline] {
        OutlineBuilder.outlines(of: mask.bits, settings: settings)
    }

    public static func json(for mask: HitMask, outlines: [SolidOutline], settings: OutlineSettings) -> String {
        func points(_ list: [PixelPoint]) -> String {
            "[" + list.map { "[\($0.x.formatted16), \($0.y.formatted16)]" }.joined(separator: ", ") + "]"
        }
        let polygons = outlines.map { outline -> String in
            """
                    {
                      "outer": \(points(outline.outer)),
                      "holes": [\(outline.holes.map(points).joined(separator: ", "))],
                      "triangles": [\(outline.triangles.map(points).joined(separator: ", "))],
                      "convexPieces": [\(outline.convexPieces.map(points).joined(separator: ", "))]
                    }
            """
        }
        return """
            {
              "epsilon": \(settings.epsilon.formatted16),
              "mode": "\(settings.mode)",
              "maxVertices": \(settings.maxPieceVertices),
              "width": \(mask.width),
              "height": \(mask.height),
              "scale": \(mask.scale.formatted16),
              "polygons": [
            \(polygons.joined(separator: ",\n"))
              ]
            }

            """
    }
}
