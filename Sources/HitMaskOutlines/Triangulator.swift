/// Triangles covering a polygon with holes exactly, by ear clipping: each hole is first joined to the outer
/// boundary by a bridge (HoleBridging), then ears — convex corners whose triangle holds no other vertex — are cut
/// off one by one (EarClipping). Coordinates are whole or sixteenths, so every orientation test is exact in Double.
package enum Triangulator {
    package typealias Triangle = (Point, Point, Point)

    /// The triangles of a shape whose outer boundary runs clockwise on screen (positive shoelace area) and whose
    /// holes run the other way, with their neighbours.
    package static func triangulate(_ shape: OutlineShape) -> Triangulation {
        var polygon = LinkedPolygon(shape)
        polygon.bridgeHoles()
        return polygon.clipEars()
    }

    package static func triangles(of shape: OutlineShape) -> [Triangle] {
        let triangulation = triangulate(shape)
        return (0..<triangulation.triangleCount).map(triangulation.triangle)
    }

    @inline(__always)
    package static func orient(_ p: Point, _ q: Point, _ r: Point) -> Double {
        (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }

    /// Whether q lies inside triangle (a, b, c) or on its edges.
    @inline(__always)
    static func inTriangle(_ q: Point, _ a: Point, _ b: Point, _ c: Point) -> Bool {
        let d1 = orient(a, b, q), d2 = orient(b, c, q), d3 = orient(c, a, q)
        return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
    }
}
