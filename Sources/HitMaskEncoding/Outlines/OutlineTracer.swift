import HitMaskReader

/// A closed polygon: vertices in order, the last joined to the first, in pixel coordinates (x right, y down; pixel
/// (i, j) covers [i, i+1) × [j, j+1)).
package struct OutlinePolygon: Equatable, Sendable {
    package var points: [(x: Double, y: Double)]

    package init(_ points: [(x: Double, y: Double)]) { self.points = points }

    package static func == (a: OutlinePolygon, b: OutlinePolygon) -> Bool {
        a.points.count == b.points.count && zip(a.points, b.points).allSatisfy { $0.x == $1.x && $0.y == $1.y }
    }

    /// Twice the signed area (shoelace): positive when the vertices run clockwise on screen (y down).
    package var doubledSignedArea: Double {
        var sum = 0.0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}

/// A connected solid region: its outer boundary and its holes.
package struct OutlineShape: Equatable, Sendable {
    package var outer: OutlinePolygon
    package var holes: [OutlinePolygon]
}

/// Traces the exact outlines of a mask's solid regions along pixel edges.
///
/// Connectivity follows the use: when outlines may cover some clear area (`.outer`, `.balanced`), pixels touching
/// only at a corner belong to one region (8-connected: a one-pixel diagonal is one body, not a row of separate
/// squares); when they must cover solid pixels only (`.inner`), such pixels are separate regions (4-connected).
///
/// Where two solid pixels meet only at a corner, an exact outline would pass that corner twice and touch itself.
/// Each such pass is cut short by `pinch` (1/16 pixel) along its two edges instead, so that every polygon is simple
/// and holes never touch: the cut crosses a corner of a clear pixel when the pixels are joined (outlines then cover
/// a few extra specks of clear area), and of a solid pixel when they are apart (outlines then leave specks out).
package enum OutlineTracer {
    package static let pinch = 1.0 / 16

    package static func shapes(of bits: PackedBits, joiningCorners: Bool) -> [OutlineShape] {
        let width = bits.width, height = bits.height
        let stride = width + 1
        // Boundary edges, solid on the left when walking them on screen (y down), as maximal straight runs from one
        // pixel corner to another (corner (x, y) is number y · (width + 1) + x). Found from the rows' runs: vertical
        // edges where runs start and end, horizontal ones where a row and the one above it differ.
        var starts: [Int] = [], ends: [Int] = [], directions: [(Int, Int)] = [], owners: [Int] = []
        var outgoing: [Int: (Int32, Int32)] = [:]  // corner → up to two edges leaving it (two at a pinch)
        func addEdge(_ from: Int, _ to: Int, _ direction: (Int, Int), run: Int) {
            let edge = Int32(starts.count)
            starts.append(from)
            ends.append(to)
            directions.append(direction)
            owners.append(run)
            if let first = outgoing[from] { outgoing[from] = (first.0, edge) } else { outgoing[from] = (edge, -1) }
        }
        // Runs get numbers as they are found, and a union-find joins those of one region (overlapping the run above,
        // or touching it at a corner when corners join), so each edge knows its region without any geometry.
        var parent: [Int] = []
        func root(_ run: Int) -> Int {
            var r = run
            while parent[r] != r { parent[r] = parent[parent[r]]; r = parent[r] }
            return r
        }
        var above: [Int] = [], row: [Int] = []
        var aboveFirstRun = 0
        for y in 0...height {
            row.removeAll(keepingCapacity: true)
            if y < height { bits.appendChanges(ofRow: y, to: &row) }
            if row.count % 2 == 1 { row.append(width) }
            let firstRun = parent.count
            // Vertical edges of this row's runs (down the left side, up the right side), and joins with the row above.
            var k = 0
            let reach = joiningCorners ? 1 : 0
            for r in Swift.stride(from: 0, to: row.count, by: 2) {
                let left = row[r], right = row[r + 1], run = parent.count
                parent.append(run)
                addEdge(y * stride + left, (y + 1) * stride + left, (0, 1), run: run)
                addEdge((y + 1) * stride + right, y * stride + right, (0, -1), run: run)
                while k < above.count && above[k + 1] + reach <= left { k += 2 }
                var m = k
                while m < above.count && above[m] < right + reach {
                    let a = root(aboveFirstRun + m / 2), b = root(run)
                    if a != b { parent[max(a, b)] = min(a, b) }
                    m += 2
                }
            }
            // Horizontal edges on the line between the row above and this one: between each pair of neighbouring
            // change points of either row, an edge where exactly one row is solid (west above this row's pixels,
            // east below the row above's).
            var i = 0, j = 0, x = 0
            var solidAbove = false, solidHere = false
            while x < width {
                let nextAbove = i < above.count ? above[i] : width, nextHere = j < row.count ? row[j] : width
                let next = Swift.min(nextAbove, nextHere)
                if next > x && solidAbove != solidHere {
                    if solidHere {
                        addEdge(y * stride + next, y * stride + x, (-1, 0), run: firstRun + (j - 1) / 2)
                    } else {
                        addEdge(y * stride + x, y * stride + next, (1, 0), run: aboveFirstRun + (i - 1) / 2)
                    }
                }
                x = next
                if nextAbove == next, i < above.count { solidAbove.toggle(); i += 1 }
                if nextHere == next, j < row.count { solidHere.toggle(); j += 1 }
            }
            swap(&above, &row)
            aboveFirstRun = firstRun
        }

        // Walk the edges into cycles. At a pinch corner (two edges in, two out) the walk turns right to keep the
        // two solid pixels together, or left to keep them apart.
        var used = [Bool](repeating: false, count: starts.count)
        var cycles: [(polygon: OutlinePolygon, region: Int)] = []
        for first in starts.indices where !used[first] {
            var corners: [(x: Double, y: Double)] = []
            var edge = first
            repeat {
                used[edge] = true
                let corner = ends[edge]
                let (a, b) = outgoing[corner]!
                let (dx, dy) = directions[edge]
                var next = Int(a)
                let cx = Double(corner % stride), cy = Double(corner / stride)
                if b >= 0 {
                    // Two ways on: the right turn from (dx, dy) on screen is (−dy, dx).
                    let aTurnsRight = directions[Int(a)] == (-dy, dx)
                    next = aTurnsRight == joiningCorners ? Int(a) : Int(b)
                    // A pinch: cut the corner short along both edges.
                    let (nx, ny) = directions[next]
                    corners.append((cx - Double(dx) * pinch, cy - Double(dy) * pinch))
                    corners.append((cx + Double(nx) * pinch, cy + Double(ny) * pinch))
                } else if directions[next] != (dx, dy) {
                    corners.append((cx, cy))
                }
                edge = next
            } while edge != first
            // Walked with solid on the left, which goes round a region counter-clockwise on screen: reversed, outer
            // boundaries run clockwise on screen (counter-clockwise once y is flipped up, as Box2D wants them).
            cycles.append((OutlinePolygon(corners.reversed()), root(owners[first])))
        }
        // Each region has one outer boundary (clockwise, positive area) and any number of holes.
        var shapeOfRegion: [Int: Int] = [:]
        var shapes: [OutlineShape] = []
        for cycle in cycles where cycle.polygon.doubledSignedArea > 0 {
            shapeOfRegion[cycle.region] = shapes.count
            shapes.append(OutlineShape(outer: cycle.polygon, holes: []))
        }
        for cycle in cycles where cycle.polygon.doubledSignedArea < 0 {
            if let shape = shapeOfRegion[cycle.region] { shapes[shape].holes.append(cycle.polygon) }
        }
        return shapes
    }

    /// Even-odd point in polygon (a point on the boundary may fall either way).
    package static func contains(_ polygon: OutlinePolygon, _ point: (x: Double, y: Double)) -> Bool {
        var inside = false
        var j = polygon.points.count - 1
        for i in polygon.points.indices {
            let a = polygon.points[i], b = polygon.points[j]
            if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                inside.toggle()
            }
            j = i
        }
        return inside
    }
}
