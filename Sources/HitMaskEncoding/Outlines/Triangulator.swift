/// Triangles covering a polygon with holes exactly (their union is the shape, they overlap nowhere), by ear
/// clipping: each hole is first joined to the outer boundary by a bridge to a vertex it can see (Eberly,
/// "Triangulation by Ear Clipping"), then ears — convex corners whose triangle holds no other vertex — are cut
/// off one by one. Coordinates are whole or sixteenths, so every orientation test is exact in Double.
package enum Triangulator {
    package typealias Point = (x: Double, y: Double)
    package typealias Triangle = (Point, Point, Point)

    package static func triangles(of shape: OutlineShape) -> [Triangle] {
        // Outer boundaries run clockwise on screen (positive shoelace area), holes the other way.
        var polygon = shape.outer.points
        for hole in shape.holes.sorted(by: { maxX($0.points) > maxX($1.points) }) {
            polygon = bridged(polygon, hole.points)
        }
        return clipEars(polygon)
    }

    static func maxX(_ points: [Point]) -> Double { points.map(\.x).max() ?? 0 }

    static func orient(_ p: Point, _ q: Point, _ r: Point) -> Double {
        (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }

    /// The polygon with the hole spliced in through a bridge from the hole's rightmost vertex to a polygon vertex
    /// it can see: … P, M, (the hole round to M again), M, P, …
    static func bridged(_ polygon: [Point], _ hole: [Point]) -> [Point] {
        let m = hole.indices.max { (hole[$0].x, -hole[$0].y) < (hole[$1].x, -hole[$1].y) }!
        let origin = hole[m]
        // The nearest edge the ray from M to the right crosses, and the crossing.
        var best: (distance: Double, edge: Int, point: Point)?
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            guard (a.y <= origin.y && b.y >= origin.y) || (b.y <= origin.y && a.y >= origin.y), a.y != b.y || a.y == origin.y else {
                continue
            }
            let x = a.y == b.y ? min(a.x, b.x) : a.x + (origin.y - a.y) * (b.x - a.x) / (b.y - a.y)
            guard x >= origin.x else { continue }
            if best == nil || x - origin.x < best!.distance { best = (x - origin.x, i, (x, origin.y)) }
        }
        guard let hit = best else { return polygon }  // cannot happen for a hole inside its boundary
        // The crossed edge's endpoint farther right is the candidate; a reflex vertex inside the triangle
        // (M, crossing, candidate) would block the view, and then the one closest in angle to the ray is taken.
        let a = hit.edge, b = (hit.edge + 1) % polygon.count
        var target = polygon[a].x > polygon[b].x ? a : b
        if polygon[target].x != hit.point.x || polygon[target].y != hit.point.y {
            let candidate = polygon[target]
            var bestAngle = Double.infinity, bestDistance = Double.infinity
            for i in polygon.indices where i != target {
                let p = polygon[i]
                let previous = polygon[(i + polygon.count - 1) % polygon.count], next = polygon[(i + 1) % polygon.count]
                guard orient(previous, p, next) < 0 else { continue }  // reflex in a clockwise (screen) polygon
                guard inTriangle(p, origin, hit.point, candidate) else { continue }
                let dx = p.x - origin.x, dy = p.y - origin.y
                let angle = abs(dy) / max(1e-12, (dx * dx + dy * dy).squareRoot())
                let distance = dx * dx + dy * dy
                if angle < bestAngle || (angle == bestAngle && distance < bestDistance) {
                    (bestAngle, bestDistance, target) = (angle, distance, i)
                }
            }
        }
        // Earlier bridges repeat vertices: join the copy whose corner opens toward M, or the bridge would cross.
        let point = polygon[target]
        let copies = polygon.indices.filter { polygon[$0].x == point.x && polygon[$0].y == point.y }
        if copies.count > 1 {
            target = copies.first { i in
                let previous = polygon[(i + polygon.count - 1) % polygon.count], next = polygon[(i + 1) % polygon.count]
                let entering = orient(previous, point, origin) > 0, leaving = orient(point, next, origin) > 0
                return orient(previous, point, next) > 0 ? (entering && leaving) : (entering || leaving)
            } ?? target
        }
        var result = Array(polygon[...target])
        result += hole[m...] + hole[...m]
        result += polygon[target...]
        return result
    }

    static func inTriangle(_ q: Point, _ a: Point, _ b: Point, _ c: Point) -> Bool {
        let d1 = orient(a, b, q), d2 = orient(b, c, q), d3 = orient(c, a, q)
        return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
    }

    /// Ear clipping of a clockwise (screen) polygon that may touch itself along bridges.
    static func clipEars(_ points: [Point]) -> [Triangle] {
        var ring = Array(points.indices)
        var result: [Triangle] = []
        var guardCount = 0
        var i = 0
        while ring.count > 3 && guardCount < 2 * ring.count + 2 {
            let count = ring.count
            let p = points[ring[(i + count - 1) % count]], v = points[ring[i % count]], n = points[ring[(i + 1) % count]]
            let turn = orient(p, v, n)
            var isEar = turn > 0
            if isEar {
                for k in ring.indices where k != i % count && k != (i + count - 1) % count && k != (i + 1) % count {
                    let q = points[ring[k]]
                    // A vertex at a corner of the triangle (the two ends of a bridge) does not block it.
                    if (q.x == p.x && q.y == p.y) || (q.x == v.x && q.y == v.y) || (q.x == n.x && q.y == n.y) { continue }
                    // Only reflex corners can block an ear (a convex one inside would come with a reflex one).
                    let before = points[ring[(k + count - 1) % count]], after = points[ring[(k + 1) % count]]
                    if orient(before, q, after) <= 0 && inTriangle(q, p, v, n) { isEar = false; break }
                }
            }
            if isEar {
                result.append((p, v, n))
                ring.remove(at: i % count)
                guardCount = 0
                i = max(0, (i % count) - 1)
            } else {
                if turn == 0 && count > 3 {
                    // A straight corner adds no triangle: drop it.
                    ring.remove(at: i % count)
                    guardCount = 0
                    continue
                }
                i = (i + 1) % count
                guardCount += 1
            }
        }
        if ring.count == 3 {
            let a = points[ring[0]], b = points[ring[1]], c = points[ring[2]]
            if orient(a, b, c) != 0 { result.append((a, b, c)) }
        }
        return result
    }
}
