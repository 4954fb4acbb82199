import HitMaskReader

/// Simplifies traced outlines to within a tolerance, keeping them valid: every polygon stays simple, holes stay
/// strictly inside their outer boundary, and no two polygons touch.
///
/// Vertices are removed one at a time (only the exact outline's own vertices are ever kept, so every polygon stays
/// on pixel corners or pinch cuts). Removing vertex v between its kept neighbours p and n changes the region by the
/// triangle (p, v, n) — taking it in where the outline turns away from the region at v, giving it up where it turns
/// toward it — and is allowed when
/// - every vertex of the exact outline between p and n lies within ε of the segment pn, so the Hausdorff distance to
///   the exact outline stays within ε (that exact chain runs from p to n inside the band);
/// - the triangle holds no other vertex and pn crosses or touches no other edge, so the change is that triangle
///   alone and everything stays simple and apart;
/// - in mode `.outer`, a triangle given up overlaps no solid pixel (outlines keep covering every solid pixel); in
///   `.inner`, a triangle taken in overlaps no clear pixel (outlines cover solid pixels only); `.balanced` may do
///   either. (Touching counts as overlapping, so the tests err on the safe side.)
/// Candidates come from a grid of cells, so each check reads only the edges near the triangle.
package enum OutlineSimplifier {
    package typealias Point = (x: Double, y: Double)

    package static func simplify(
        _ shapes: [OutlineShape], epsilon: Double, mode: RectMode, bits: PackedBits
    ) -> [OutlineShape] {
        guard epsilon > 0 else { return shapes }
        var state = State(
            rings: shapes.flatMap { [$0.outer] + $0.holes }.map(Ring.init), epsilon: epsilon, width: bits.width,
            height: bits.height)
        // Marks edges already looked at in one check (a new stamp per check), without a set to allocate.
        var stamp = Stamp(rings: state.rings)
        var changed = true
        while changed {
            changed = false
            for r in state.rings.indices {
                var i = state.rings[r].first
                for _ in 0..<state.rings[r].keptCount where state.rings[r].keptCount > 3 {
                    let next = state.rings[r].next[i]
                    if state.canRemove(i, from: r, mode: mode, bits: bits, stamp: &stamp) {
                        state.remove(i, from: r)
                        changed = true
                    }
                    i = next
                }
            }
        }
        var result: [OutlineShape] = []
        var index = 0
        for shape in shapes {
            let holes = (0..<shape.holes.count).map { state.rings[index + 1 + $0].polygon }
            result.append(OutlineShape(outer: state.rings[index].polygon, holes: holes))
            index += 1 + shape.holes.count
        }
        return result
    }

    /// Per-check marks on edges (by ring and start vertex).
    struct Stamp {
        var marks: [[UInt32]]
        var current: UInt32 = 0
        init(rings: [Ring]) { marks = rings.map { [UInt32](repeating: 0, count: $0.points.count) } }
    }

    /// A polygon's exact vertices and which are still kept, as a linked list over them.
    struct Ring {
        let points: [Point]
        var next: [Int]
        var previous: [Int]
        var removed: [Bool]
        var first = 0
        var keptCount: Int

        init(_ polygon: OutlinePolygon) {
            points = polygon.points
            let count = points.count
            next = (0..<count).map { ($0 + 1) % count }
            previous = (0..<count).map { ($0 + count - 1) % count }
            removed = [Bool](repeating: false, count: count)
            keptCount = count
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

    struct State {
        var rings: [Ring]
        let epsilon: Double
        /// Edges by grid cell: (ring, start vertex) in a linked list per cell, registered in every cell their
        /// bounding box covers. Entries go stale as edges change and are checked against the current edge when read.
        var heads: [Int32]
        var entries: [(key: Int64, next: Int32)] = []
        let cellSize: Double
        let columns: Int, rows: Int

        init(rings: [Ring], epsilon: Double, width: Int, height: Int) {
            self.rings = rings
            self.epsilon = epsilon
            // About one cell per two edges, and at least 8 pixels: few entries per cell on any mask.
            let edges = max(1, rings.reduce(0) { $0 + $1.points.count })
            cellSize = max(8, (Double(width + 2) * Double(height + 2) * 2 / Double(edges)).squareRoot())
            columns = Int(Double(width + 2) / cellSize) + 2
            rows = Int(Double(height + 2) / cellSize) + 2
            heads = [Int32](repeating: -1, count: columns * rows)
            for r in rings.indices {
                for i in rings[r].points.indices { register(r, i) }
            }
        }

        /// The cells a box covers (points lie within a pixel of the mask, so one cell of margin holds them all).
        func cellRange(_ minX: Double, _ maxX: Double, _ minY: Double, _ maxY: Double) -> (ClosedRange<Int>, ClosedRange<Int>) {
            func cell(_ value: Double, _ count: Int) -> Int { min(count - 1, max(0, Int(((value + 1) / cellSize).rounded(.down)))) }
            return (cell(minX, columns)...cell(maxX, columns), cell(minY, rows)...cell(maxY, rows))
        }

        mutating func register(_ r: Int, _ i: Int) {
            let a = rings[r].points[i], b = rings[r].points[rings[r].next[i]]
            let (xs, ys) = cellRange(min(a.x, b.x), max(a.x, b.x), min(a.y, b.y), max(a.y, b.y))
            for cy in ys {
                for cx in xs {
                    let cell = cy * columns + cx
                    entries.append((Int64(r) << 32 | Int64(i), heads[cell]))
                    heads[cell] = Int32(entries.count - 1)
                }
            }
        }

        mutating func remove(_ i: Int, from r: Int) {
            let p = rings[r].previous[i], n = rings[r].next[i]
            rings[r].next[p] = n
            rings[r].previous[n] = p
            rings[r].removed[i] = true
            if rings[r].first == i { rings[r].first = n }
            rings[r].keptCount -= 1
            register(r, p)
        }

        func canRemove(_ i: Int, from r: Int, mode: RectMode, bits: PackedBits, stamp: inout Stamp) -> Bool {
            let ring = rings[r]
            let p = ring.previous[i], n = ring.next[i]
            let a = ring.points[p], v = ring.points[i], b = ring.points[n]
            // The region lies on the right of the walk: a right turn at v (positive cross on screen, y down) gives
            // the triangle up, a left turn takes it in.
            let turn = orient(a, v, b)
            if turn > 0 && mode == .outer && overlapsPixels(a, v, b, solid: true, bits) { return false }
            if turn < 0 && mode == .inner && overlapsPixels(a, v, b, solid: false, bits) { return false }
            // The exact chain from p to n stays within ε of the new edge.
            var k = (p + 1) % ring.points.count
            while k != n {
                if distance(ring.points[k], a, b) > epsilon { return false }
                k = (k + 1) % ring.points.count
            }
            // Nothing near may lie in the triangle or touch pn.
            let (xs, ys) = cellRange(min(a.x, v.x, b.x), max(a.x, v.x, b.x), min(a.y, v.y, b.y), max(a.y, v.y, b.y))
            stamp.current &+= 1
            for cy in ys {
                for cx in xs {
                    var entry = heads[cy * columns + cx]
                    while entry >= 0 {
                        let key = entries[Int(entry)].key
                        entry = entries[Int(entry)].next
                        let s = Int(key >> 32), j = Int(key & 0xFFFF_FFFF)
                        guard stamp.marks[s][j] != stamp.current else { continue }
                        stamp.marks[s][j] = stamp.current
                        let other = rings[s]
                        guard !other.removed[j] else { continue }
                        let j2 = other.next[j]
                        let c = other.points[j], d = other.points[j2]
                        if s == r && (j == p || j == i) { continue }  // the two edges being replaced
                        if s == r && j == n {
                            if foldsBack(b, a, d) { return false }
                            continue
                        }
                        if s == r && j2 == p {
                            if foldsBack(a, b, c) || (turn != 0 && inTriangle(c, a, v, b)) { return false }
                            continue
                        }
                        if segmentsTouch(a, b, c, d) { return false }
                        if turn != 0 && inTriangle(c, a, v, b) { return false }
                    }
                }
            }
            // The last triangle of a ring keeps an area.
            if ring.keptCount == 4, orient(a, b, ring.points[ring.next[n]]) == 0 { return false }
            return true
        }
    }

    /// Whether triangle (a, b, c) overlaps (or touches) a solid pixel, or with `solid` false a clear one (pixels
    /// outside the mask are clear): row by row over the pixels its band covers.
    static func overlapsPixels(_ a: Point, _ b: Point, _ c: Point, solid: Bool, _ bits: PackedBits) -> Bool {
        let minY = min(a.y, b.y, c.y), maxY = max(a.y, b.y, c.y)
        let firstRow = Int(minY.rounded(.down)), lastRow = max(firstRow, Int(maxY.rounded(.up)) - 1)
        for row in firstRow...lastRow {
            let top = Double(row), bottom = Double(row + 1)
            // The triangle's x extent within the band [top, bottom].
            var low = Double.infinity, high = -Double.infinity
            for (p, q) in [(a, b), (b, c), (c, a)] {
                let y0 = max(top, min(p.y, q.y)), y1 = min(bottom, max(p.y, q.y))
                guard y0 <= y1 else { continue }
                for y in [y0, y1] {
                    let x = p.y == q.y ? nil : p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y)
                    for value in x.map({ [$0] }) ?? [p.x, q.x] { (low, high) = (min(low, value), max(high, value)) }
                }
            }
            if low <= high {
                let first = Int(low.rounded(.down)), end = max(first + 1, Int(high.rounded(.up)))
                if row < 0 || row >= bits.height || first < 0 || end > bits.width {
                    if !solid { return true }
                }
                let y = min(max(row, 0), bits.height - 1)
                let from = min(max(first, 0), bits.width), to = min(max(end, 0), bits.width)
                if row >= 0 && row < bits.height && from < to {
                    let start = y * bits.width
                    let change = bits.nextChange(from: start + from, before: start + to, solid: !solid)
                    if change < start + to { return true }
                }
            }
        }
        return false
    }

    /// Distance from point q to segment ab.
    package static func distance(_ q: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        var t = length == 0 ? 0 : ((q.x - a.x) * dx + (q.y - a.y) * dy) / length
        t = max(0, min(1, t))
        let px = a.x + t * dx - q.x, py = a.y + t * dy - q.y
        return (px * px + py * py).squareRoot()
    }

    /// Whether the edge from `shared` to `other` runs back along the edge from `shared` to `far` (collinear, same way).
    static func foldsBack(_ shared: Point, _ far: Point, _ other: Point) -> Bool {
        let dot = (far.x - shared.x) * (other.x - shared.x) + (far.y - shared.y) * (other.y - shared.y)
        return orient(shared, far, other) == 0 && dot > 0
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
    static func inTriangle(_ q: Point, _ a: Point, _ b: Point, _ c: Point) -> Bool {
        let d1 = orient(a, b, q), d2 = orient(b, c, q), d3 = orient(c, a, q)
        return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
    }
}
