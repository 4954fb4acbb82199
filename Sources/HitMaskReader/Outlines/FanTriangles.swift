/// A point of the plane, in pixel space or wherever outlines are placed.
package protocol PlanePoint {
    var x: Double { get }
    var y: Double { get }
}

extension PixelPoint: PlanePoint {}

/// Each convex piece as a fan from its first vertex, clockwise on screen like the pieces, triangles of no area left
/// out: the triangles of stored outlines, in pixel space or wherever they are placed.
package func fanTriangles<P: PlanePoint>(of pieces: [[P]]) -> [[P]] {
    var result: [[P]] = []
    for piece in pieces where piece.count >= 3 {
        for k in 1..<(piece.count - 1) {
            let a = piece[0], b = piece[k], c = piece[k + 1]
            if (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) != 0 { result.append([a, b, c]) }
        }
    }
    return result
}
