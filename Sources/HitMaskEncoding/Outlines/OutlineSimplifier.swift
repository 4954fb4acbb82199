import HitMaskReader

/// Simplifies traced outlines to within a tolerance, keeping them valid: every polygon stays simple, holes stay
/// strictly inside their outer boundary, and no two polygons touch.
///
/// Vertices are removed one at a time (the exact outline's own vertices are the only ones ever kept, so every
/// polygon stays on pixel corners or pinch cuts). Removing vertex v between its kept neighbours p and n swaps the
/// region by the triangle (p, v, n); it is allowed when
/// - every vertex of the exact outline between p and n lies within ε of the segment pn (so the Hausdorff distance
///   to the exact outline stays within ε: the exact chain runs from p to n inside that band);
/// - the triangle holds no other vertex and pn crosses or touches no other edge (so the change is that triangle
///   alone, and everything stays simple and apart);
/// - in mode `.outer` the region only grows (outlines keep covering every solid pixel), in `.inner` it only shrinks
///   (outlines keep covering solid pixels only), in `.balanced` either.
package enum OutlineSimplifier {
    package static func simplify(_ shapes: [OutlineShape], epsilon: Double, mode: RectMode) -> [OutlineShape] {
        guard epsilon > 0 else { return shapes }
        var rings = shapes.flatMap { [$0.outer] + $0.holes }.map(Ring.init)
        var changed = true
        while changed {
            changed = false
            for r in rings.indices {
                var i = rings[r].first
                var visited = 0
                let limit = rings[r].keptCount
                while visited < limit && rings[r].keptCount > 3 {
                    let next = rings[r].next[i]
                    if canRemove(i, from: r, rings, epsilon: epsilon, mode: mode) {
                        rings[r].remove(i)
                        changed = true
                    }
                    i = next
                    visited += 1
                }
            }
        }
        // Back into shapes, in the same order.
        var result: [OutlineShape] = []
        var index = 0
        for shape in shapes {
            let outer = rings[index].polygon
            let holes = (0..<shape.holes.count).map { rings[index + 1 + $0].polygon }
            result.append(OutlineShape(outer: outer, holes: holes))
            index += 1 + shape.holes.count
        }
        return result
    }

    typealias Point = (x: Double, y: Double)

    /// A polygon's exact vertices and which are still kept, as a linked list over them.
    struct Ring {
        let points: [Point]
        var next: [Int]
        var previous: [Int]
        var first = 0
        var keptCount: Int

        init(_ polygon: OutlinePolygon) {
            points = polygon.points
            let count = points.count
            next = (0..<count).map { ($0 + 1) % count }
            previous = (0..<count).map { ($0 + count - 1) % count }
            keptCount = count
        }

        mutating func remove(_ i: Int) {
            next[previous[i]] = next[i]
            previous[next[i]] = previous[i]
            if first == i { first = next[i] }
            keptCount -= 1
        }

        var polygon: OutlinePolygon {
            var result: [Point] = []
            var i = first
            repeat {
                result.append(points[i])
                i = next[i]
            } while i != first
            return OutlinePolygon(result)
        }
    }

    static func canRemove(_ i: Int, from r: Int, _ rings: [Ring], epsilon: Double, mode: RectMode) -> Bool {
        let ring = rings[r]
        let p = ring.previous[i], n = ring.next[i]
        let a = ring.points[p], v = ring.points[i], b = ring.points[n]
        // Region on the right of the walk: a right turn at v (positive cross on screen, y down) means removing v
        // gives up the triangle; a left turn means it takes it in.
        let turn = (v.x - a.x) * (b.y - v.y) - (v.y - a.y) * (b.x - v.x)
        switch mode {
        case .outer: if turn > 0 { return false }
        case .inner: if turn < 0 { return false }
        case .balanced: break
        }
        // The exact chain from p to n stays within ε of the new edge.
        var k = (p + 1) % ring.points.count
        while k != n {
            if distance(ring.points[k], a, b) > epsilon { return false }
            k = (k + 1) % ring.points.count
        }
        // A collinear v changes nothing but the count; otherwise nothing may lie in the triangle or cross pn.
        for (s, other) in rings.enumerated() {
            var j = other.first
            repeat {
                let j2 = other.next[j]
                let c = other.points[j], d = other.points[j2]
                let isOwn = s == r && (j == p || j == i)
                if !isOwn {
                    if s == r && (j == n || j2 == p) {
                        // The edges next to the new one share an endpoint with it: they must not fold back onto it.
                        if j == n && foldsBack(b, a, d) { return false }
                        if j2 == p && (foldsBack(a, b, c) || (turn != 0 && strictlyInside(c, a, v, b))) { return false }
                    } else {
                        if segmentsTouch(a, b, c, d) { return false }
                        if turn != 0 && strictlyInside(c, a, v, b) { return false }
                    }
                }
                j = j2
            } while j != other.first
        }
        // The last triangle of a ring must keep an area.
        if ring.keptCount == 4 {
            let rest = ring.points[ring.next[n]]
            if abs((b.x - a.x) * (rest.y - a.y) - (b.y - a.y) * (rest.x - a.x)) == 0 { return false }
        }
        return true
    }

    /// Distance from point q to segment ab.
    static func distance(_ q: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        var t = length == 0 ? 0 : ((q.x - a.x) * dx + (q.y - a.y) * dy) / length
        t = max(0, min(1, t))
        let px = a.x + t * dx - q.x, py = a.y + t * dy - q.y
        return (px * px + py * py).squareRoot()
    }

    /// Whether the edge from `shared` to `other` runs back along the edge from `shared` to `far` (collinear, same way).
    static func foldsBack(_ shared: Point, _ far: Point, _ other: Point) -> Bool {
        let cross = (far.x - shared.x) * (other.y - shared.y) - (far.y - shared.y) * (other.x - shared.x)
        let dot = (far.x - shared.x) * (other.x - shared.x) + (far.y - shared.y) * (other.y - shared.y)
        return cross == 0 && dot > 0
    }

    static func orient(_ p: Point, _ q: Point, _ r: Point) -> Double {
        (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }

    /// Whether segments ab and cd share any point.
    static func segmentsTouch(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        func within(_ p: Point, _ q: Point, _ r: Point) -> Bool {
            min(p.x, q.x) <= r.x && r.x <= max(p.x, q.x) && min(p.y, q.y) <= r.y && r.y <= max(p.y, q.y)
        }
        let d1 = orient(c, d, a), d2 = orient(c, d, b), d3 = orient(a, b, c), d4 = orient(a, b, d)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        return (d1 == 0 && within(c, d, a)) || (d2 == 0 && within(c, d, b)) || (d3 == 0 && within(a, b, c))
            || (d4 == 0 && within(a, b, d))
    }

    /// Whether q lies inside triangle (a, b, c) or on its edges.
    static func strictlyInside(_ q: Point, _ a: Point, _ b: Point, _ c: Point) -> Bool {
        let d1 = orient(a, b, q), d2 = orient(b, c, q), d3 = orient(c, a, q)
        let hasNegative = d1 < 0 || d2 < 0 || d3 < 0, hasPositive = d1 > 0 || d2 > 0 || d3 > 0
        return !(hasNegative && hasPositive)
    }
}
