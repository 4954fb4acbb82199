/// One connected solid region of a mask as polygons for physics engines, in pixel space (x right, y down): its
/// outer boundary, its holes, and convex pieces that tile it exactly.
///
/// Promises (kept by the generator, see docs/FORMAT.md "OUTL"): every polygon is simple; holes lie strictly inside
/// the outer boundary and touch neither it nor each other; the outer boundary and the pieces run clockwise on
/// screen (counter-clockwise once y points up, as Box2D and SpriteKit want), holes the other way; the pieces are
/// convex, overlap nowhere, and their union is the outer boundary minus the holes.
public struct SolidOutline: Sendable, Equatable {
    public let outer: [PixelPoint]
    public let holes: [[PixelPoint]]
    public let convexPieces: [[PixelPoint]]
    /// The smallest box holding the outer boundary, for a quick rejection before the polygon test.
    public let minX: Double, minY: Double, maxX: Double, maxY: Double

    public init(outer: [PixelPoint], holes: [[PixelPoint]], convexPieces: [[PixelPoint]]) {
        self.outer = outer
        self.holes = holes
        self.convexPieces = convexPieces
        minX = outer.lazy.map(\.x).min() ?? 0
        maxX = outer.lazy.map(\.x).max() ?? 0
        minY = outer.lazy.map(\.y).min() ?? 0
        maxY = outer.lazy.map(\.y).max() ?? 0
    }

    /// Triangles tiling the region: each convex piece as a fan from its first vertex (triangles of no area left
    /// out), clockwise on screen like the pieces.
    public var triangles: [[PixelPoint]] {
        fanTriangles(of: convexPieces)
    }

    /// The number of vertices of the outer boundary and the holes.
    public var vertexCount: Int { outer.count + holes.reduce(0) { $0 + $1.count } }

    /// Whether the position (x, y) in pixel space lies inside the outer boundary and outside every hole. A point
    /// exactly on an edge may fall either way.
    public func contains(x: Double, y: Double) -> Bool {
        guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
        var inside = Self.windingParity(outer, x, y)
        for hole in holes where inside { inside = !Self.windingParity(hole, x, y) }
        return inside
    }

    /// Even-odd crossing test: whether a ray from (x, y) to the right crosses the polygon an odd number of times.
    static func windingParity(_ polygon: [PixelPoint], _ x: Double, _ y: Double) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > y) != (b.y > y), x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }
}
