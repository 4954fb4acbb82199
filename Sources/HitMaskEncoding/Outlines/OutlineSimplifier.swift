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
            rings: shapes.flatMap { [$0.outer] + $0.holes }, epsilon: epsilon, width: bits.width, height: bits.height)
        // A work list of vertices to try, first all in order, then the neighbours of each one removed (whose
        // removal the new edge may now allow).
        var queue = Array(Int32(0)..<Int32(state.points.count))
        var queued = [Bool](repeating: true, count: state.points.count)
        var head = 0
        while head < queue.count {
            let i = Int(queue[head])
            head += 1
            queued[i] = false
            let ring = Int(state.ringOf[i])
            guard !state.removed[i], state.keptCount[ring] > 3, state.canRemove(i, mode: mode, bits: bits) else { continue }
            let p = Int(state.previous[i]), n = Int(state.next[i])
            state.remove(i)
            for neighbour in [p, n] where !queued[neighbour] {
                queued[neighbour] = true
                queue.append(Int32(neighbour))
            }
            if head > 4096 && head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
        }
        var result: [OutlineShape] = []
        var ring = 0
        for shape in shapes {
            let holes = (0..<shape.holes.count).map { state.polygon(ring + 1 + $0) }
            result.append(OutlineShape(outer: state.polygon(ring), holes: holes))
            ring += 1 + shape.holes.count
        }
        return result
    }

    /// Every ring's exact vertices in one array, and which are still kept, as a linked list over them.
    struct State {
        let points: [Point]
        /// Where each ring's vertices start in `points` (and, last, the end of the last ring).
        let ringStarts: [Int]
        let ringOf: [Int32]
        var next: [Int32], previous: [Int32]
        var removed: [Bool]
        var first: [Int], keptCount: [Int]
        let epsilon: Double
        /// Edges by grid cell: the start vertex in a linked list per cell, registered in every cell its bounding box
        /// covers. Entries go stale as edges change and are read as the vertex's current edge.
        var heads: [Int32]
        var entries: [(vertex: Int32, next: Int32)] = []
        let cellSize: Double
        let columns: Int, rows: Int
        /// Per-check marks on edges (a new stamp per check), so that an edge in several cells is looked at once.
        var marks: [UInt32]
        var stamp: UInt32 = 0

        init(rings: [OutlinePolygon], epsilon: Double, width: Int, height: Int) {
            var points: [Point] = [], ringStarts: [Int] = [], ringOf: [Int32] = []
            var next: [Int32] = [], previous: [Int32] = []
            for (r, ring) in rings.enumerated() {
                let start = points.count, count = ring.points.count
                ringStarts.append(start)
                points.append(contentsOf: ring.points)
                ringOf.append(contentsOf: repeatElement(Int32(r), count: count))
                for k in 0..<count {
                    next.append(Int32(start + (k + 1) % count))
                    previous.append(Int32(start + (k + count - 1) % count))
                }
            }
            ringStarts.append(points.count)
            (self.points, self.ringStarts, self.ringOf, self.next, self.previous) = (points, ringStarts, ringOf, next, previous)
            removed = [Bool](repeating: false, count: points.count)
            first = Array(ringStarts.dropLast())
            keptCount = rings.map(\.points.count)
            marks = [UInt32](repeating: 0, count: points.count)
            self.epsilon = epsilon
            // About one cell per two edges, and at least 8 pixels: few entries per cell on any mask.
            let edges = max(1, points.count)
            cellSize = max(8, (Double(width + 2) * Double(height + 2) * 2 / Double(edges)).squareRoot())
            columns = Int(Double(width + 2) / cellSize) + 2
            rows = Int(Double(height + 2) / cellSize) + 2
            heads = [Int32](repeating: -1, count: columns * rows)
            entries.reserveCapacity(points.count * 2)
            for i in points.indices { register(i) }
        }

        func polygon(_ ring: Int) -> OutlinePolygon {
            var result: [Point] = []
            result.reserveCapacity(keptCount[ring])
            var i = first[ring]
            repeat {
                result.append(points[i])
                i = Int(next[i])
            } while i != first[ring]
            return OutlinePolygon(result)
        }

        /// The vertex after `k` on the exact outline.
        @inline(__always)
        func exactNext(_ k: Int) -> Int {
            k + 1 == ringStarts[Int(ringOf[k]) + 1] ? ringStarts[Int(ringOf[k])] : k + 1
        }

        @inline(__always)
        /// The cells a box covers (points lie within a pixel of the mask, so one cell of margin holds them all).
        func cellRange(_ minX: Double, _ maxX: Double, _ minY: Double, _ maxY: Double) -> (ClosedRange<Int>, ClosedRange<Int>) {
            func cell(_ value: Double, _ count: Int) -> Int { min(count - 1, max(0, Int(((value + 1) / cellSize).rounded(.down)))) }
            return (cell(minX, columns)...cell(maxX, columns), cell(minY, rows)...cell(maxY, rows))
        }

        mutating func register(_ i: Int) {
            let a = points[i], b = points[Int(next[i])]
            let (xs, ys) = cellRange(min(a.x, b.x), max(a.x, b.x), min(a.y, b.y), max(a.y, b.y))
            for cy in ys {
                for cx in xs {
                    let cell = cy * columns + cx
                    entries.append((Int32(i), heads[cell]))
                    heads[cell] = Int32(entries.count - 1)
                }
            }
        }

        mutating func remove(_ i: Int) {
            let p = Int(previous[i]), n = Int(next[i]), ring = Int(ringOf[i])
            next[p] = Int32(n)
            previous[n] = Int32(p)
            removed[i] = true
            if first[ring] == i { first[ring] = n }
            keptCount[ring] -= 1
            register(p)
        }

        mutating func canRemove(_ i: Int, mode: RectMode, bits: PackedBits) -> Bool {
            let p = Int(previous[i]), n = Int(next[i])
            let a = points[p], v = points[i], b = points[n]
            // The exact chain from p to n stays within ε of the new edge.
            let ring = Int(ringOf[i]), ringStart = ringStarts[ring], ringEnd = ringStarts[ring + 1]
            let squaredEpsilon = epsilon * epsilon
            var k = p + 1 == ringEnd ? ringStart : p + 1
            while k != n {
                if squaredDistance(points[k], a, b) > squaredEpsilon { return false }
                k = k + 1 == ringEnd ? ringStart : k + 1
            }
            // The region lies on the right of the walk: a right turn at v (positive cross on screen, y down) gives
            // the triangle up, a left turn takes it in.
            let turn = orient(a, v, b)
            if turn > 0 && mode == .outer && overlapsPixels(a, v, b, solid: true, bits) { return false }
            if turn < 0 && mode == .inner && overlapsPixels(a, v, b, solid: false, bits) { return false }
            // Nothing near may lie in the triangle or touch pn.
            let (xs, ys) = cellRange(min(a.x, v.x, b.x), max(a.x, v.x, b.x), min(a.y, v.y, b.y), max(a.y, v.y, b.y))
            stamp &+= 1
            for cy in ys {
                for cx in xs {
                    var entry = heads[cy * columns + cx]
                    while entry >= 0 {
                        let j = Int(entries[Int(entry)].vertex)
                        entry = entries[Int(entry)].next
                        guard marks[j] != stamp else { continue }
                        marks[j] = stamp
                        guard !removed[j], j != p, j != i else { continue }  // p and i: the two edges being replaced
                        let j2 = Int(next[j])
                        let c = points[j], d = points[j2]
                        if j == n {
                            if foldsBack(b, a, d) { return false }
                            continue
                        }
                        if j2 == p {
                            if foldsBack(a, b, c) || (turn != 0 && inTriangle(c, a, v, b)) { return false }
                            continue
                        }
                        if segmentsTouch(a, b, c, d) { return false }
                        if turn != 0 && inTriangle(c, a, v, b) { return false }
                    }
                }
            }
            // The last triangle of a ring keeps an area.
            if keptCount[Int(ringOf[i])] == 4, orient(a, b, points[Int(next[n])]) == 0 { return false }
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
            widen(&low, &high, a, b, top, bottom)
            widen(&low, &high, b, c, top, bottom)
            widen(&low, &high, c, a, top, bottom)
            guard low <= high else { continue }
            let first = Int(low.rounded(.down)), end = max(first + 1, Int(high.rounded(.up)))
            if row < 0 || row >= bits.height || first < 0 || end > bits.width {
                if !solid { return true }
            }
            let from = min(max(first, 0), bits.width), to = min(max(end, 0), bits.width)
            if row >= 0 && row < bits.height && from < to {
                let start = row * bits.width
                if bits.nextChange(from: start + from, before: start + to, solid: !solid) < start + to { return true }
            }
        }
        return false
    }

    /// Widens [low, high] to the x extent of segment pq within the band of y from top to bottom.
    @inline(__always)
    static func widen(_ low: inout Double, _ high: inout Double, _ p: Point, _ q: Point, _ top: Double, _ bottom: Double) {
        let y0 = max(top, min(p.y, q.y)), y1 = min(bottom, max(p.y, q.y))
        guard y0 <= y1 else { return }
        if p.y == q.y {
            low = min(low, p.x, q.x)
            high = max(high, p.x, q.x)
        } else {
            let slope = (q.x - p.x) / (q.y - p.y)
            let x0 = p.x + slope * (y0 - p.y), x1 = p.x + slope * (y1 - p.y)
            low = min(low, x0, x1)
            high = max(high, x0, x1)
        }
    }

    /// Distance from point q to segment ab.
    package static func distance(_ q: Point, _ a: Point, _ b: Point) -> Double {
        squaredDistance(q, a, b).squareRoot()
    }

    @inline(__always)
    static func squaredDistance(_ q: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        var t = length == 0 ? 0 : ((q.x - a.x) * dx + (q.y - a.y) * dy) / length
        t = max(0, min(1, t))
        let px = a.x + t * dx - q.x, py = a.y + t * dy - q.y
        return px * px + py * py
    }

    /// Whether the edge from `shared` to `other` runs back along the edge from `shared` to `far` (collinear, same way).
    static func foldsBack(_ shared: Point, _ far: Point, _ other: Point) -> Bool {
        let dot = (far.x - shared.x) * (other.x - shared.x) + (far.y - shared.y) * (other.y - shared.y)
        return orient(shared, far, other) == 0 && dot > 0
    }

    @inline(__always)
    static func orient(_ p: Point, _ q: Point, _ r: Point) -> Double {
        (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }

    /// Whether segments ab and cd share any point.
    @inline(__always)
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
    @inline(__always)
    static func inTriangle(_ q: Point, _ a: Point, _ b: Point, _ c: Point) -> Bool {
        let d1 = orient(a, b, q), d2 = orient(b, c, q), d3 = orient(c, a, q)
        return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
    }
}
