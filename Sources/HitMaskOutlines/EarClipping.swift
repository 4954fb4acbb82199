/// Ear clipping of a polygon whose holes are bridged (so it may touch itself along the bridges), recording which
/// triangles meet along which edges.
///
/// Only reflex (or straight) corners can block an ear (a convex one inside a triangle comes with a reflex one), so
/// those are filed in a grid and an ear test reads the few near its triangle. Cutting an ear only makes its
/// neighbours' corners sharper, so the reflex set only shrinks (a neighbour that turns reflex anyway is filed, to be
/// safe). Each node knows the triangle edge across its edge (the diagonal an earlier ear left), and a bridge edge
/// its twin, so neighbours are joined as triangles are cut.
extension LinkedPolygon {
    mutating func clipEars() -> Triangulation {
        var result = Triangulation(points: points)
        let count = nodeCount
        guard count >= 3 else { return result }
        result.corners.reserveCapacity(3 * count)
        result.across.reserveCapacity(3 * count)
        var blocking = (0..<count).map { turn($0) <= 0 }
        var reflexCount = 0
        for b in blocking where b { reflexCount += 1 }
        var grid = BucketGrid(covering: points[...], itemCount: reflexCount, density: 1)
        func file(_ node: Int) {
            let p = point(node)
            grid.file(Int32(node), inCell: grid.row(p.y) * grid.columns + grid.column(p.x))
        }
        for node in 0..<count where blocking[node] { file(node) }
        // The triangle edge across each node's edge, once an ear has left that edge as a diagonal.
        var acrossEdge = [Int32](repeating: -1, count: count)
        func take(_ node: Int, as edge: Int32) {
            if acrossEdge[node] >= 0 {
                result.join(edge, acrossEdge[node])
            } else if twin[node] >= 0 {
                // The first side of a bridge taken: its twin's triangle joins it when cut.
                acrossEdge[Int(twin[node])] = edge
                twin[Int(twin[node])] = -1
            }
        }
        /// Node `node`'s edge is gone without a triangle (a straight corner dropped): nothing meets it any more.
        func forget(_ node: Int) {
            if twin[node] >= 0 { twin[Int(twin[node])] = -1 }
            twin[node] = -1
            acrossEdge[node] = -1
        }
        /// A neighbour of a cut ear: blocking again if its corner turned reflex.
        func refresh(_ k: Int) {
            let now = turn(k) <= 0
            if now && !blocking[k] { file(k) }
            blocking[k] = now
        }
        var remaining = count, v = 0, attempts = 0
        while remaining > 3 && attempts <= remaining {
            let pi = Int(previous[v]), ni = Int(next[v])
            let p = point(pi), q = point(v), n = point(ni)
            let corner = Triangulator.orient(p, q, n)
            if corner == 0 {
                // A straight corner adds no triangle: drop it.
                forget(pi)
                forget(v)
            } else if corner < 0 || blocks(p, q, n, except: (pi, v, ni), &grid, blocking) {
                v = ni
                attempts += 1
                continue
            } else {
                let t = result.add(vertex[pi], vertex[v], vertex[ni])
                take(pi, as: 3 * t)
                take(v, as: 3 * t + 1)
                acrossEdge[pi] = 3 * t + 2
                twin[pi] = -1
            }
            next[pi] = Int32(ni)
            previous[ni] = Int32(pi)
            blocking[v] = false
            remaining -= 1
            attempts = 0
            refresh(pi)
            refresh(ni)
            // On from the far neighbour, not back to the near one: going back cuts fans round one vertex, long thin
            // triangles that merge into more convex pieces (12% more on pingus-data, outer ε 1) and whose boxes,
            // read for blocking corners, grow with the picture (a 512² checkerboard took twice as long).
            v = ni
        }
        if remaining == 3 {
            let a = Int(previous[v]), c = Int(next[v])
            if Triangulator.orient(point(a), point(v), point(c)) != 0 {
                let t = result.add(vertex[a], vertex[v], vertex[c])
                take(a, as: 3 * t)
                take(v, as: 3 * t + 1)
                take(c, as: 3 * t + 2)
            }
        }
        return result
    }

    /// Whether a reflex or straight corner other than the triangle's own lies in triangle (p, q, n) or on its edges.
    /// Copies of the triangle's corners (the two ends of a bridge) do not block it. Corners no longer blocking are
    /// unlinked from their cells on the way.
    private func blocks(
        _ p: Point, _ q: Point, _ n: Point, except own: (Int, Int, Int), _ grid: inout BucketGrid, _ blocking: [Bool]
    ) -> Bool {
        for r in grid.row(min(p.y, q.y, n.y))...grid.row(max(p.y, q.y, n.y)) {
            for c in grid.column(min(p.x, q.x, n.x))...grid.column(max(p.x, q.x, n.x)) {
                let cell = r * grid.columns + c
                var entry = grid.heads[cell], before: Int32 = -1
                while entry >= 0 {
                    let k = Int(grid.entries[Int(entry)].item), after = grid.entries[Int(entry)].next
                    guard blocking[k] else {
                        if before < 0 { grid.heads[cell] = after } else { grid.entries[Int(before)].next = after }
                        entry = after
                        continue
                    }
                    before = entry
                    entry = after
                    guard k != own.0, k != own.1, k != own.2 else { continue }
                    let r = point(k)
                    if r == p || r == q || r == n { continue }
                    if Triangulator.inTriangle(r, p, q, n) { return true }
                }
            }
        }
        return false
    }
}
