/// Triangles tiling a polygon with holes exactly (their union is the shape, they overlap nowhere), by vertex index,
/// with each triangle's neighbours: what convex decomposition merges.
package struct Triangulation: Sendable {

    /// The shape's vertices: its outer boundary's, then each hole's, in order (the order the OUTL section numbers
    /// them in).
    package let points: [Point]
    /// Three vertex indices per triangle, running clockwise on screen like outer boundaries.
    package var corners: [Int32] = []
    /// Per triangle edge (edge k of triangle t runs from its corner k to corner k + 1 and is numbered 3t + k): the
    /// edge on the other side of it, or -1 where it lies on the shape's boundary.
    package var across: [Int32] = []

    package init(points: [Point]) { self.points = points }

    package var triangleCount: Int { corners.count / 3 }

    package func triangle(_ t: Int) -> Triangulator.Triangle {
        (points[Int(corners[3 * t])], points[Int(corners[3 * t + 1])], points[Int(corners[3 * t + 2])])
    }

    /// Adds a triangle (its edges without neighbours yet) and gives its number.
    mutating func add(_ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
        corners.append(a)
        corners.append(b)
        corners.append(c)
        across.append(-1)
        across.append(-1)
        across.append(-1)
        return Int32(corners.count / 3 - 1)
    }

    /// Records that edges e and f are the same segment, run both ways.
    mutating func join(_ e: Int32, _ f: Int32) {
        across[Int(e)] = f
        across[Int(f)] = e
    }
}
