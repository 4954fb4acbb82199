/// Joining holes to the outer boundary (Eberly, "Triangulation by Ear Clipping"): holes in order of their rightmost
/// vertex M, right to left, each joined by a bridge from M to a vertex it can see to its right, found by casting a
/// ray from M along +x. Holes further left cannot be in the way, so a hole's edges join the search only once it is
/// bridged. Edges are filed in a grid under the cells they pass through, so a ray reads the cells along it, and
/// corners in a second grid of the same cells, so a visibility check reads each corner near it once (a long bridge
/// would otherwise be met in every cell it crosses): a sprite with thousands of specks of holes costs about as much
/// as one without, and a column of holes whose bridges all cross the picture costs no more.
extension LinkedPolygon {
    mutating func bridgeHoles() {
        guard !holes.isEmpty else { return }
        let outer = 0..<(holes[0].lowerBound)
        var grid = BucketGrid(covering: points[outer], itemCount: points.count + 4 * holes.count)
        var corners = grid
        for k in outer {
            fileEdge(Int32(k), in: &grid)
            fileCorner(Int32(k), in: &corners)
        }
        // Each hole's rightmost vertex (the topmost of several), holes taken from the right.
        let rightmost = holes.map { hole in
            hole.max { (points[$0].x, -points[$0].y) < (points[$1].x, -points[$1].y) }!
        }
        let order = holes.indices.sorted {
            let a = points[rightmost[$0]].x, b = points[rightmost[$1]].x
            return a != b ? a > b : $0 < $1
        }
        for hole in order {
            let m = Int32(rightmost[hole])
            guard let target = bridgeTarget(from: m, edges: grid, corners: corners) else { continue }
            splice(hole: m, at: target, edges: &grid, corners: &corners)
        }
    }

    private func fileEdge(_ node: Int32, in grid: inout BucketGrid) {
        grid.file(node, segmentFrom: point(node), to: point(next[Int(node)]))
    }

    private func fileCorner(_ node: Int32, in grid: inout BucketGrid) {
        let p = point(node)
        grid.file(node, inCell: grid.row(p.y) * grid.columns + grid.column(p.x))
    }

    /// The node a bridge from hole vertex m should reach: where the ray from m to the right first meets the
    /// polygon, the vertex there, or else the crossed edge's right end unless a reflex corner inside the triangle
    /// (m, crossing, that end) blocks the view (then the corner closest in angle to the ray); of several copies of
    /// the point, the one whose corner opens toward m. (An edge filed in several cells may be tested more than once,
    /// with the same answer.)
    private func bridgeTarget(from m: Int32, edges grid: BucketGrid, corners: BucketGrid) -> Int32? {
        let origin = point(m)
        var bestX = Double.infinity, bestEdge: Int32 = -1
        let row = grid.row(origin.y)
        var column = grid.column(origin.x)
        while column < grid.columns {
            var entry = grid.heads[row * grid.columns + column]
            while entry >= 0 {
                let node = grid.entries[Int(entry)].item
                entry = grid.entries[Int(entry)].next
                let a = point(node), b = point(next[Int(node)])
                guard (a.y <= origin.y && b.y >= origin.y) || (b.y <= origin.y && a.y >= origin.y) else { continue }
                let x = a.y == b.y ? min(a.x, b.x) : a.x + (origin.y - a.y) * (b.x - a.x) / (b.y - a.y)
                if x >= origin.x && (x < bestX || (x == bestX && node < bestEdge)) { (bestX, bestEdge) = (x, node) }
            }
            // A crossing nearer than the best would lie in a cell already read.
            if bestEdge >= 0 && grid.column(bestX) <= column { break }
            column += 1
        }
        guard bestEdge >= 0 else { return nil }  // cannot happen for a hole inside its boundary
        let hit = (x: bestX, y: origin.y)
        let a = bestEdge, b = next[Int(bestEdge)]
        var target: Int32
        if point(a) == hit {
            target = a
        } else if point(b) == hit {
            target = b
        } else {
            target = point(a).x > point(b).x ? a : b
            let candidate = point(target)
            var bestAngle = Double.infinity, bestDistance = Double.infinity
            for r in grid.row(min(origin.y, candidate.y))...grid.row(max(origin.y, candidate.y)) {
                for c in grid.column(origin.x)...grid.column(max(hit.x, candidate.x)) {
                    var entry = corners.heads[r * corners.columns + c]
                    while entry >= 0 {
                        let node = corners.entries[Int(entry)].item
                        entry = corners.entries[Int(entry)].next
                        let p = point(node)
                        guard p != candidate, turn(Int(node)) < 0, Triangulator.inTriangle(p, origin, hit, candidate)
                        else {
                            continue
                        }
                        let dx = p.x - origin.x, dy = p.y - origin.y
                        let angle = abs(dy) / max(1e-12, (dx * dx + dy * dy).squareRoot())
                        let distance = dx * dx + dy * dy
                        if angle < bestAngle
                            || (angle == bestAngle
                                && (distance < bestDistance || (distance == bestDistance && node < target)))
                        {
                            (bestAngle, bestDistance, target) = (angle, distance, node)
                        }
                    }
                }
            }
        }
        // Earlier bridges repeat vertices: join the copy whose corner opens toward m, or the bridge would cross.
        var copy = sameNext[Int(target)]
        while copy != target {
            let p = point(copy)
            let before = point(previous[Int(copy)]), after = point(next[Int(copy)])
            let entering = Triangulator.orient(before, p, origin) > 0,
                leaving = Triangulator.orient(p, after, origin) > 0
            if Triangulator.orient(before, p, after) > 0 ? (entering && leaving) : (entering || leaving) { return copy }
            copy = sameNext[Int(copy)]
        }
        return target
    }

    /// Splices the hole of node m in after node p: … p, m, (round the hole to m), m′, p′, … where m′ and p′ are
    /// new copies; the bridge runs p → m and back m′ → p′.
    private mutating func splice(hole m: Int32, at p: Int32, edges grid: inout BucketGrid, corners: inout BucketGrid) {
        let after = next[Int(p)], last = previous[Int(m)]
        let m2 = copy(of: m), p2 = copy(of: p)
        next[Int(p)] = m
        previous[Int(m)] = p
        next[Int(last)] = m2
        previous[Int(m2)] = last
        next[Int(m2)] = p2
        previous[Int(p2)] = m2
        next[Int(p2)] = after
        previous[Int(after)] = p2
        // p′ takes over p's old edge (and its twin, if it was a bridge), p's edge is now the bridge.
        twin[Int(p2)] = twin[Int(p)]
        if twin[Int(p2)] >= 0 { twin[Int(twin[Int(p2)])] = p2 }
        twin[Int(p)] = m2
        twin[Int(m2)] = p
        var node = m
        repeat {
            fileEdge(node, in: &grid)
            fileCorner(node, in: &corners)
            node = next[Int(node)]
        } while node != p2
        fileEdge(p, in: &grid)
        fileEdge(p2, in: &grid)
        fileCorner(p2, in: &corners)
    }
}
