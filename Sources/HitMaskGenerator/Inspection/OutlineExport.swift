import Foundation
import HitMaskEncoding
import HitMaskReader

/// Physics outlines of a mask as JSON for physics editors and engines (`hitmask export FILE --outlines OUT.json`):
/// pixel coordinates, y down. Each polygon is a solid region: its outer boundary (clockwise on screen, so
/// counter-clockwise once y is flipped up for Box2D or SpriteKit), its holes, triangles tiling it, and convex pieces
/// of at most `maxVertices` vertices tiling it.
///
/// Outlines are traced exactly along pixel edges, then simplified within `epsilon` pixels (Hausdorff distance)
/// keeping every polygon simple and holes strictly inside: in mode outer they cover every solid pixel (regions are
/// 8-connected), in inner only solid pixels (4-connected), in balanced either way.
public enum OutlineExport {
    public static func json(for mask: HitMask, epsilon: Double, mode: RectMode, maxVertices: Int) -> String {
        let exact = OutlineTracer.shapes(of: mask.bits, joiningCorners: mode != .inner)
        let shapes = OutlineSimplifier.simplify(exact, epsilon: epsilon, mode: mode, bits: mask.bits)
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        func points(_ list: [(x: Double, y: Double)]) -> String {
            "[" + list.map { "[\(number($0.x)), \(number($0.y))]" }.joined(separator: ", ") + "]"
        }
        let polygons = shapes.map { shape -> String in
            let triangles = Triangulator.triangles(of: shape)
            let pieces = ConvexDecomposer.pieces(ofTriangles: triangles, maxVertices: maxVertices)
            return """
                    {
                      "outer": \(points(shape.outer.points)),
                      "holes": [\(shape.holes.map { points($0.points) }.joined(separator: ", "))],
                      "triangles": [\(triangles.map { points([$0.0, $0.1, $0.2]) }.joined(separator: ", "))],
                      "convexPieces": [\(pieces.map(points).joined(separator: ", "))]
                    }
                """
        }
        return """
            {
              "epsilon": \(number(epsilon)),
              "mode": "\(mode)",
              "maxVertices": \(maxVertices),
              "width": \(mask.width),
              "height": \(mask.height),
              "scale": \(number(mask.scale)),
              "polygons": [
            \(polygons.joined(separator: ",\n"))
              ]
            }

            """
    }
}
