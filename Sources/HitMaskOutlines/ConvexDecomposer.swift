/// Convex pieces of at most `maxVertices` vertices whose union is exactly a shape, for physics engines that take
/// only small convex polygons (Box2D, Unity, LÖVE and planck.js stop at 8).
///
/// Hertel–Mehlhorn over the shape's triangles: pieces are merged across the triangulation's inner edges, each edge
/// looked at once, when the merged piece stays convex and within the vertex budget. Pieces are cycles of triangle
/// edges (a merge drops the shared pair and links the rest), so a merge costs the same whatever the pieces' sizes,
/// and a merge refused stays refused (corners only widen and counts only grow as pieces merge), so one pass is
/// enough.
package enum ConvexDecomposer {

    package static func pieces(of shape: OutlineShape, maxVertices: Int = 8) -> [[Point]] {
        let triangulation = Triangulator.triangulate(shape)
        return pieces(of: triangulation, maxVertices: maxVertices).map { $0.map { triangulation.points[Int($0)] } }
    }

    /// Each piece as indices into the triangulation's points, clockwise on screen, without straight corners.
    package static func pieces(of triangulation: Triangulation, maxVertices: Int) -> [[Int32]] {
        let edgeCount = triangulation.corners.count
        let corners = triangulation.corners, across = triangulation.across, points = triangulation.points
        var next = [Int32](repeating: 0, count: edgeCount), previous = next
        for e in 0..<edgeCount {
            let base = e - e % 3
            next[e] = Int32(base + (e + 1) % 3)
            previous[e] = Int32(base + (e + 2) % 3)
        }
        // Pieces as a union-find over triangles: the root holds the piece's vertex count and one of its edges.
        var parent = Array(0..<Int32(edgeCount / 3))
        var vertexCount = [Int32](repeating: 3, count: edgeCount / 3)
        var someEdge = (0..<Int32(edgeCount / 3)).map { 3 * $0 }
        func root(_ t: Int32) -> Int32 {
            var r = t
            while parent[Int(r)] != r {
                parent[Int(r)] = parent[Int(parent[Int(r)])]
                r = parent[Int(r)]
            }
            return r
        }
        @inline(__always) func at(_ e: Int32) -> Point { points[Int(corners[Int(e)])] }
        @inline(__always) func bends(_ p: Point, _ q: Point, _ r: Point) -> Int32 {
            Triangulator.orient(p, q, r) != 0 ? 1 : 0
        }
        for e in 0..<Int32(edgeCount) {
            let f = across[Int(e)]
            guard f > e else { continue }
            let first = root(e / 3), second = root(f / 3)
            guard first != second else { continue }
            // e runs a → b in the first piece, f back b → a in the second: x → a before e and b → w after it,
            // z → b before f and a → y after it. Merged, a's corner is x a y and b's is z b w.
            let beforeE = previous[Int(e)], afterE = next[Int(e)], beforeF = previous[Int(f)], afterF = next[Int(f)]
            let a = at(e), b = at(f), x = at(beforeE), w = at(next[Int(afterE)]), z = at(beforeF),
                y = at(next[Int(afterF)])
            let cornerA = Triangulator.orient(x, a, y), cornerB = Triangulator.orient(z, b, w)
            guard cornerA >= 0, cornerB >= 0 else { continue }
            let count =
                vertexCount[Int(first)] + vertexCount[Int(second)]
                - bends(x, a, b) - bends(b, a, y) - bends(a, b, w) - bends(z, b, a)
                + (cornerA != 0 ? 1 : 0) + (cornerB != 0 ? 1 : 0)
            guard count <= maxVertices else { continue }
            next[Int(beforeE)] = afterF
            previous[Int(afterF)] = beforeE
            next[Int(beforeF)] = afterE
            previous[Int(afterE)] = beforeF
            parent[Int(second)] = first
            vertexCount[Int(first)] = count
            someEdge[Int(first)] = beforeE
        }
        var result: [[Int32]] = []
        for t in parent.indices where parent[t] == Int32(t) {
            var piece: [Int32] = []
            piece.reserveCapacity(Int(vertexCount[t]))
            let start = someEdge[t]
            var e = start
            repeat {
                let n = next[Int(e)]
                if Triangulator.orient(at(previous[Int(e)]), at(e), at(n)) != 0 { piece.append(corners[Int(e)]) }
                e = n
            } while e != start
            result.append(piece)
        }
        return result
    }

    /// Convex with every corner turning the same way as the shapes' outer boundaries (positive on screen).
    package static func isConvex(_ polygon: [Point]) -> Bool {
        polygon.indices.allSatisfy { k in
            Triangulator.orient(
                polygon[(k + polygon.count - 1) % polygon.count], polygon[k], polygon[(k + 1) % polygon.count]) > 0
        }
    }
}
