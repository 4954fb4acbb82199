import HitMaskReader

/// Simplifies traced outlines to within a tolerance, keeping them valid: every polygon stays simple, holes stay
/// strictly inside their outer boundary, and no two polygons touch.
///
/// Each ring is walked once, greedily: from the last vertex kept, a chord reaches as far along the exact outline as
/// it can while
/// - every exact vertex it skips lies within ε of it, so the Hausdorff distance to the exact outline stays within ε
///   (the skipped chain runs from one end of the chord to the other inside that band); so does the pixel corner
///   each skipped pinch cut stands in for, so the same holds for the outline along pixel edges;
/// - in mode `.outer`, every skipped vertex lies on the region's side of it (or on it), so the chord runs on the clear
///   side of the exact outline and the polygon only ever grows into clear area: it keeps covering every solid
///   pixel; in `.inner`, every skipped vertex lies on the clear side, so the polygon only gives up solid area and
///   covers solid pixels only; `.balanced` may do either.
/// Then the chord must leave everything else as it was: the area between it and the chain it replaces (within ε of
/// the chord) holds no other vertex, and it crosses or touches no other edge, so the change is that area alone and
/// everything stays simple and apart (a chord failing this is shortened until it passes). Only exact vertices are
/// kept, so every polygon stays on pixel corners or pinch cuts. Nearby edges come from a grid of cells, so each
/// check reads only the few near the chord.
package enum OutlineSimplifier {

    /// How many ends in a row whose chords stray beyond ε the greedy search looks past, by mode. On pingus-data, in
    /// balanced mode 2 keeps 10% fewer vertices than stopping at the first (ε 1) in the same time (the triangulator
    /// then has less to do), and looking further gains little more; in outer and inner mode the side test stops
    /// such chords anyway (ε 1 kept the same vertices), so looking past them only costs time.
    static func lookPast(_ mode: FitMode) -> Int { mode == .balanced ? 2 : 0 }

    /// The most exact edges a chord may replace. Testing a chord reads every vertex it skips, so without a limit a
    /// long straight staircase costs its length squared (a 2048² picture of diagonal stripes took ten minutes); at
    /// 256 a 45° staircase keeps a vertex every 128 pixels, and on pingus-data one chord in 200,000 is longer.
    static let longestChord = 256

    package static func simplify(_ shapes: [OutlineShape], epsilon: Double, mode: FitMode) -> [OutlineShape] {
        guard epsilon > 0 else { return shapes }
        var state = State(rings: shapes.flatMap { [$0.outer] + $0.holes }, epsilon: epsilon, mode: mode)
        for ring in 0..<(state.ringStarts.count - 1) { state.simplify(ring: ring) }
        var result: [OutlineShape] = []
        result.reserveCapacity(shapes.count)
        var ring = 0
        for shape in shapes {
            let holes = (0..<shape.holes.count).map { state.polygon(ring + 1 + $0) }
            result.append(OutlineShape(outer: state.polygon(ring), holes: holes))
            ring += 1 + shape.holes.count
        }
        return result
    }

    /// Every ring's exact vertices in one array, and which are still kept: `next` links each kept vertex to the next
    /// kept one of its ring, and is -1 for a vertex removed.
    struct State {
        let points: [Point]
        /// Where each ring's vertices start in `points` (and, last, the end of the last ring).
        let ringStarts: [Int]
        var next: [Int32]
        let epsilon: Double, mode: FitMode
        /// Edges by the cells their bounding boxes cover, each filed as its start vertex and read as that vertex's
        /// current edge (entries go stale as chords replace edges, and are skipped then).
        var grid: BucketGrid
        /// Whether the ring being simplified has pinch cuts (most have none, and then skip looking for them).
        var ringHasCuts = false

        init(rings: [OutlinePolygon], epsilon: Double, mode: FitMode) {
            var points: [Point] = [], ringStarts: [Int] = [], next: [Int32] = []
            for ring in rings {
                let start = points.count, count = ring.points.count
                ringStarts.append(start)
                points.append(contentsOf: ring.points)
                for k in 0..<count { next.append(Int32(start + (k + 1) % count)) }
            }
            ringStarts.append(points.count)
            (self.points, self.ringStarts, self.next) = (points, ringStarts, next)
            (self.epsilon, self.mode) = (epsilon, mode)
            grid = BucketGrid(covering: points[...], itemCount: points.count, density: 1)
            for i in points.indices { file(i) }
        }

        func polygon(_ ring: Int) -> OutlinePolygon {
            var result: [Point] = []
            let first = ringStarts[ring]
            var i = first
            repeat {
                result.append(points[i])
                i = Int(next[i])
            } while i != first
            return OutlinePolygon(result)
        }

        mutating func file(_ i: Int) {
            let a = points[i], b = points[Int(next[i])]
            grid.file(Int32(i), minX: min(a.x, b.x), maxX: max(a.x, b.x), minY: min(a.y, b.y), maxY: max(a.y, b.y))
        }

        /// One greedy walk round a ring from its first vertex; where that leaves fewer than three vertices (a sliver
        /// within 2ε), again with chords of at most a third of the ring, and else the ring stays exact.
        mutating func simplify(ring: Int) {
            let start = ringStarts[ring], count = ringStarts[ring + 1] - start
            guard count > 3 else { return }
            ringHasCuts = points[start..<(start + count)].contains { $0 != OutlineSimplifier.pixelCorner($0) }
            let longest = OutlineSimplifier.longestChord
            if walk(start: start, count: count, maxSpan: min(count, longest)) >= 3 && hasArea(start) { return }
            restore(start: start, count: count)
            if count / 3 >= 2 && walk(start: start, count: count, maxSpan: min(count / 3, longest)) >= 3
                && hasArea(start)
            {
                return
            }
            restore(start: start, count: count)
        }

        /// Whether the kept vertices of the ring at `start` enclose some area.
        func hasArea(_ start: Int) -> Bool {
            var doubled = 0.0, i = start
            repeat {
                let a = points[i], b = points[Int(next[i])]
                doubled += a.x * b.y - b.x * a.y
                i = Int(next[i])
            } while i != start
            return doubled != 0
        }

        mutating func restore(start: Int, count: Int) {
            for k in 0..<count {
                next[start + k] = Int32(start + (k + 1) % count)
                file(start + k)
            }
        }

        /// The greedy walk; gives the number of vertices kept.
        mutating func walk(start: Int, count: Int, maxSpan: Int) -> Int {
            // Positions 0 ... count along the ring, count being the start again.
            @inline(__always) func vertex(_ position: Int) -> Int { start + (position == count ? 0 : position) }
            var anchor = 0, kept = 0
            let lookPast = OutlineSimplifier.lookPast(mode)
            while anchor < count {
                // The farthest end whose chord keeps the skipped vertices within ε and on the mode's side. A chord to
                // a concave corner may fail the side test where one to the next convex corner passes, and one may stray
                // beyond ε where a longer one, turned a little, does not: the search looks on past side failures, and
                // past a few ε failures in a row (`lookPast`).
                var end = anchor + 1, candidate = anchor + 2, misses = 0
                // A chord from the first vertex may not come back to it.
                let last = min(anchor == 0 ? count - 1 : count, anchor + maxSpan)
                while candidate <= last {
                    let (within, onSide) = fits(start, count, anchor, candidate)
                    if within {
                        misses = 0
                        if onSide { end = candidate }
                    } else {
                        misses += 1
                        if misses > lookPast { break }
                    }
                    candidate += 1
                }
                while end > anchor + 1 && !isClear(start, count, anchor, end) {
                    end -= 1
                    while end > anchor + 1 && !fits(start, count, anchor, end).onSide { end -= 1 }
                }
                if end > anchor + 1 {
                    for position in (anchor + 1)..<end { next[vertex(position)] = -1 }
                    next[vertex(anchor)] = Int32(vertex(end))
                    file(vertex(anchor))
                }
                kept += 1
                anchor = end
            }
            return kept
        }

        /// Whether the chord from position `from` to `to` keeps the vertices between within ε, and on the mode's side.
        func fits(_ start: Int, _ count: Int, _ from: Int, _ to: Int) -> (within: Bool, onSide: Bool) {
            let a = points[start + from], b = points[start + (to == count ? 0 : to)]
            let squaredEpsilon = epsilon * epsilon
            var onSide = true
            for position in (from + 1)..<to {
                let q = points[start + position]
                if squaredDistance(q, a, b) > squaredEpsilon { return (false, false) }
                // A pinch cut lies 1/16 pixel from the pixel corner it cuts, and the tolerance holds for the outline
                // along pixel edges, which runs through that corner: the corner must be within ε too.
                if ringHasCuts {
                    let corner = OutlineSimplifier.pixelCorner(q)
                    if corner != q && squaredDistance(corner, a, b) > squaredEpsilon { return (false, false) }
                }
                switch mode {
                case .outer: if orient(a, b, q) < 0 { onSide = false }
                case .inner: if orient(a, b, q) > 0 { onSide = false }
                case .balanced: break
                }
            }
            return (true, onSide)
        }

        /// Whether the chord from position `from` to `to` touches nothing but its own ring's neighbouring edges at its
        /// ends, and the area between it and the chain it replaces holds no other vertex. (An edge filed in several
        /// cells is tested once per cell, with the same answer each time.)
        func isClear(_ start: Int, _ count: Int, _ from: Int, _ to: Int) -> Bool {
            let p = start + from, n = start + (to == count ? 0 : to)
            let a = points[p], b = points[n]
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for position in from...to {
                let q = points[start + (position == count ? 0 : position)]
                minX = min(minX, q.x)
                maxX = max(maxX, q.x)
                minY = min(minY, q.y)
                maxY = max(maxY, q.y)
            }
            let squaredEpsilon = epsilon * epsilon
            // Only cells within ε of the chord can hold an edge that matters (one meeting the chord, or starting in
            // a pocket, which lies within ε of it). For a chain spanning a few cells each way, reading just those
            // (row by row) is far less than its box.
            let firstRow = grid.row(minY), lastRow = grid.row(maxY)
            let firstColumn = grid.column(minX), lastColumn = grid.column(maxX)
            let slanted = lastRow - firstRow >= 3 && lastColumn - firstColumn >= 3
            for r in firstRow...lastRow {
                var low = firstColumn, high = lastColumn
                if slanted {
                    let reach = epsilon + BucketGrid.spare
                    guard let stretch = grid.columns(ofSegment: a, b, inRow: r, reach: reach) else { continue }
                    low = max(low, stretch.lowerBound)
                    high = min(high, stretch.upperBound)
                    guard low <= high else { continue }
                }
                for c in low...high {
                    var entry = grid.heads[r * grid.columns + c]
                    while entry >= 0 {
                        let j = Int(grid.entries[Int(entry)].item)
                        entry = grid.entries[Int(entry)].next
                        let j2 = Int(next[j])
                        guard j2 >= 0 else { continue }
                        // The chain's own edges are the ones replaced.
                        if j >= start && j < start + count && j - start >= from && j - start < to { continue }
                        let c = points[j], d = points[j2]
                        // An edge wholly to one side of the chain's box can neither meet the chord nor start in a
                        // pocket (both lie in that box).
                        if (c.x < minX && d.x < minX) || (c.x > maxX && d.x > maxX) || (c.y < minY && d.y < minY)
                            || (c.y > maxY && d.y > maxY)
                        {
                            continue
                        }
                        if j == n {
                            if foldsBack(b, a, d) { return false }
                            continue
                        }
                        if j2 == p {
                            if foldsBack(a, b, c) || pocketHolds(c, start, count, from, to, squaredEpsilon) {
                                return false
                            }
                            continue
                        }
                        if segmentsTouch(a, b, c, d) || pocketHolds(c, start, count, from, to, squaredEpsilon) {
                            return false
                        }
                    }
                }
            }
            return true
        }

        /// Whether q lies between the chord from position `from` to `to` and the exact chain it replaces: inside the
        /// polygon they make, by the even-odd rule (the chord may cross the chain, leaving pockets on both sides).
        func pocketHolds(_ q: Point, _ start: Int, _ count: Int, _ from: Int, _ to: Int, _ squaredEpsilon: Double)
            -> Bool
        {
            let a = points[start + from], b = points[start + (to == count ? 0 : to)]
            // The pockets lie within ε of the chord.
            guard squaredDistance(q, a, b) <= squaredEpsilon else { return false }
            var inside = false
            var previous = b
            for position in from...to {
                let current = points[start + (position == count ? 0 : position)]
                if (current.y > q.y) != (previous.y > q.y),
                    q.x < (previous.x - current.x) * (q.y - current.y) / (previous.y - current.y) + current.x
                {
                    inside.toggle()
                }
                previous = current
            }
            return inside
        }
    }

    /// The pixel corner nearest a vertex: the vertex itself, or for a pinch cut the corner it cuts (coordinates are
    /// never negative, so truncation rounds).
    @inline(__always)
    static func pixelCorner(_ q: Point) -> Point { (Double(Int(q.x + 0.5)), Double(Int(q.y + 0.5))) }

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
}
