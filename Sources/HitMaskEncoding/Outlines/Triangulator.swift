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
    ///
    /// The kept vertices form a linked list, and only reflex (or straight) corners can block an ear (a convex one
    /// inside a triangle comes with a reflex one), so those sit in a grid of cells: an ear test reads the few near
    /// its triangle. Cutting an ear only ever makes its neighbours' corners sharper, so the reflex set only
    /// shrinks (a neighbour that turns reflex anyway is added, to be safe).
    static func clipEars(_ points: [Point]) -> [Triangle] {
        let count = points.count
        guard count >= 3 else { return [] }
        var next = (0..<count).map { ($0 + 1) % count }, previous = (0..<count).map { ($0 + count - 1) % count }
        func turn(_ k: Int) -> Double { orient(points[previous[k]], points[k], points[next[k]]) }
        var blocking = (0..<count).map { turn($0) <= 0 }
        let grid = ReflexGrid(points, blocking)
        var cells = grid.heads, entries = grid.entries
        func register(_ k: Int) {
            let cell = grid.cell(points[k])
            entries.append((Int32(k), cells[cell]))
            cells[cell] = Int32(entries.count - 1)
        }
        var result: [Triangle] = []
        result.reserveCapacity(count - 2)
        var remaining = count, v = 0, attempts = 0
        while remaining > 3 && attempts <= remaining {
            let pi = previous[v], ni = next[v]
            let p = points[pi], q = points[v], n = points[ni]
            let corner = orient(p, q, n)
            if corner == 0 {
                // A straight corner adds no triangle: drop it.
            } else if corner < 0 || grid.blocks(p, q, n, except: (pi, v, ni), cells, entries, blocking, points) {
                v = ni
                attempts += 1
                continue
            } else {
                result.append((p, q, n))
            }
            next[pi] = ni
            previous[ni] = pi
            blocking[v] = false
            remaining -= 1
            attempts = 0
            for k in [pi, ni] {
                let now = turn(k) <= 0
                if now && !blocking[k] { register(k) }
                blocking[k] = now
            }
            v = pi
        }
        if remaining == 3 {
            let a = points[previous[v]], b = points[v], c = points[next[v]]
            if orient(a, b, c) != 0 { result.append((a, b, c)) }
        }
        return result
    }

    /// The reflex and straight corners of a polygon by grid cell, as linked lists (entries go stale as corners
    /// turn convex, and are skipped then).
    struct ReflexGrid {
        let minX: Double, minY: Double, cellSize: Double
        let columns: Int, rows: Int
        let heads: [Int32]
        let entries: [(vertex: Int32, next: Int32)]

        init(_ points: [Point], _ blocking: [Bool]) {
            let xs = points.map(\.x), ys = points.map(\.y)
            minX = xs.min()!
            minY = ys.min()!
            let width = xs.max()! - minX, height = ys.max()! - minY
            let reflexCount = max(1, blocking.filter { $0 }.count)
            cellSize = max(1, (max(1, width) * max(1, height) / Double(reflexCount)).squareRoot())
            columns = Int(width / cellSize) + 1
            rows = Int(height / cellSize) + 1
            var heads = [Int32](repeating: -1, count: columns * rows)
            var entries: [(vertex: Int32, next: Int32)] = []
            for k in points.indices where blocking[k] {
                let cell = Self.cell(points[k], minX, minY, cellSize, columns, rows)
                entries.append((Int32(k), heads[cell]))
                heads[cell] = Int32(entries.count - 1)
            }
            (self.heads, self.entries) = (heads, entries)
        }

        static func cell(_ point: Point, _ minX: Double, _ minY: Double, _ size: Double, _ columns: Int, _ rows: Int) -> Int {
            let cx = min(columns - 1, max(0, Int((point.x - minX) / size))), cy = min(rows - 1, max(0, Int((point.y - minY) / size)))
            return cy * columns + cx
        }

        func cell(_ point: Point) -> Int { Self.cell(point, minX, minY, cellSize, columns, rows) }

        /// Whether a reflex or straight corner other than the triangle's own lies in triangle (p, q, n) or on its
        /// edges. Copies of the triangle's corners (the two ends of a bridge) do not block it.
        func blocks(
            _ p: Point, _ q: Point, _ n: Point, except own: (Int, Int, Int), _ heads: [Int32],
            _ entries: [(vertex: Int32, next: Int32)], _ blocking: [Bool], _ points: [Point]
        ) -> Bool {
            let low = cell((min(p.x, q.x, n.x), min(p.y, q.y, n.y))), high = cell((max(p.x, q.x, n.x), max(p.y, q.y, n.y)))
            for cy in (low / columns)...(high / columns) {
                for cx in (low % columns)...(high % columns) {
                    var entry = heads[cy * columns + cx]
                    while entry >= 0 {
                        let k = Int(entries[Int(entry)].vertex)
                        entry = entries[Int(entry)].next
                        guard blocking[k], k != own.0, k != own.1, k != own.2 else { continue }
                        let r = points[k]
                        if (r.x == p.x && r.y == p.y) || (r.x == q.x && r.y == q.y) || (r.x == n.x && r.y == n.y) { continue }
                        if inTriangle(r, p, q, n) { return true }
                    }
                }
            }
            return false
        }
    }
}
