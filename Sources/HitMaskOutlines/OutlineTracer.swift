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
        guard var a = points.last else { return 0 }
        var sum = 0.0
        for b in points {
            sum += a.x * b.y - b.x * a.y
            a = b
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

    /// A boundary edge: where it starts and ends (it starts on the line its end's y or the one above), the run that
    /// made it, and its direction.
    private struct Edge {
        var startX: Int32, endX: Int32, endY: Int32, owner: Int32
        var direction: UInt8
    }

    /// The exact outlines, however long their boundary.
    package static func shapes(of bits: PackedBits, joiningCorners: Bool) -> [OutlineShape] {
        shapes(of: bits, joiningCorners: joiningCorners, maxBoundaryLength: .max) ?? []
    }

    /// The exact outlines, or nil when the boundary is longer than `maxBoundaryLength` pixel edges (found out row by
    /// row, so a picture refused holds at most that much in memory).
    package static func shapes(of bits: PackedBits, joiningCorners: Bool, maxBoundaryLength: Int) -> [OutlineShape]? {
        let width = bits.width, height = bits.height
        var boundaryLength = 0
        // Boundary edges, solid on the left when walking them on screen (y down), from one pixel corner to the next
        // corner where the boundary may turn. Found from the rows' runs: vertical edges where runs start and end,
        // horizontal ones where a row and the one above it differ. Directions: 0 right, 1 down, 2 left, 3 up (a
        // right turn on screen adds 1).
        var edges: [Edge] = []
        func addEdge(from x0: Int, to x1: Int, _ y1: Int, _ way: UInt8, run: Int) {
            edges.append(Edge(startX: Int32(x0), endX: Int32(x1), endY: Int32(y1), owner: Int32(run), direction: way))
        }
        // Every edge starting or ending on horizontal line y is made by the time that line is done (the rows above
        // and below it and the line itself), so edges are linked line by line: `following` holds the one or two
        // edges (two at a pinch) that leave an edge's end corner.
        var following: [(Int32, Int32)] = []
        var leaving = [(Int32, Int32)](repeating: (-1, -1), count: width + 1)
        // Edges are made row by row, each row's vertical edges then the horizontal ones on the line above it, so
        // those touching line y are the ones made for it (`made`) and the vertical ones made for the row above
        // (`madeAbove`): no lists needed.
        var madeAbove = 0..<0
        // Runs get numbers as they are found, and a union-find joins those of one region (overlapping the run above,
        // or touching it at a corner when corners join), so each edge knows its region without any geometry.
        var parent: [Int32] = []
        func root(_ run: Int) -> Int {
            var r = run
            while Int(parent[r]) != r {
                parent[r] = parent[Int(parent[r])]
                r = Int(parent[r])
            }
            return r
        }
        var above: [Int] = [], row: [Int] = []
        var aboveFirstRun = 0
        let reach = joiningCorners ? 1 : 0
        for y in 0...height {
            row.removeAll(keepingCapacity: true)
            if y < height { bits.appendChanges(ofRow: y, to: &row) }
            if row.count % 2 == 1 { row.append(width) }
            let firstRun = parent.count, firstEdge = edges.count
            // Vertical edges of this row's runs (down the left side, up the right side), and joins with the row above.
            var k = 0
            for r in Swift.stride(from: 0, to: row.count, by: 2) {
                let left = row[r], right = row[r + 1], run = parent.count
                parent.append(Int32(run))
                addEdge(from: left, to: left, y + 1, 1, run: run)
                addEdge(from: right, to: right, y, 3, run: run)
                while k < above.count && above[k + 1] + reach <= left { k += 2 }
                var m = k
                while m < above.count && above[m] < right + reach {
                    let a = root(aboveFirstRun + m / 2), b = root(run)
                    if a != b { parent[max(a, b)] = Int32(min(a, b)) }
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
                        addEdge(from: next, to: x, y, 2, run: firstRun + (j - 1) / 2)
                    } else {
                        addEdge(from: x, to: next, y, 0, run: aboveFirstRun + (i - 1) / 2)
                    }
                }
                x = next
                if nextAbove == next, i < above.count {
                    solidAbove.toggle()
                    i += 1
                }
                if nextHere == next, j < row.count {
                    solidHere.toggle()
                    j += 1
                }
            }
            // This row's vertical edges are a pixel long each; the line's horizontal ones as long as they run.
            boundaryLength += row.count
            for edge in edges[(firstEdge + row.count)...] { boundaryLength += abs(Int(edge.endX - edge.startX)) }
            if boundaryLength > maxBoundaryLength { return nil }
            // Link the edges ending on this line to those leaving the same corner. Starting on it: this row's down
            // edges, the line's own, the row above's up edges; ending on it: the row above's down edges, the
            // line's own, this row's up edges.
            let made = firstEdge..<edges.count
            func leave(_ edge: Int) {
                let x = Int(edges[edge].startX)
                if leaving[x].0 < 0 { leaving[x].0 = Int32(edge) } else { leaving[x].1 = Int32(edge) }
            }
            for edge in made where edges[edge].direction != 3 { leave(edge) }
            for edge in madeAbove where edges[edge].direction == 3 { leave(edge) }
            following.append(contentsOf: repeatElement((-1, -1), count: edges.count - following.count))
            for edge in madeAbove where edges[edge].direction == 1 { following[edge] = leaving[Int(edges[edge].endX)] }
            for edge in made where edges[edge].direction != 1 { following[edge] = leaving[Int(edges[edge].endX)] }
            for edge in made where edges[edge].direction != 3 { leaving[Int(edges[edge].startX)] = (-1, -1) }
            for edge in madeAbove where edges[edge].direction == 3 { leaving[Int(edges[edge].startX)] = (-1, -1) }
            madeAbove = made
            swap(&above, &row)
            aboveFirstRun = firstRun
        }

        // Walk the edges into cycles. At a pinch corner (two edges in, two out) the walk turns right to keep the
        // two solid pixels together, or left to keep them apart.
        var used = [Bool](repeating: false, count: edges.count)
        var cycles: [(polygon: OutlinePolygon, region: Int, outer: Bool)] = []
        var corners: [(x: Double, y: Double)] = []
        let unit: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
        for first in edges.indices where !used[first] {
            corners.removeAll(keepingCapacity: true)
            var edge = first
            repeat {
                used[edge] = true
                let (a, b) = following[edge]
                let way = edges[edge].direction
                var next = Int(a)
                let cx = Double(edges[edge].endX), cy = Double(edges[edge].endY)
                if b >= 0 {
                    let aTurnsRight = edges[Int(a)].direction == (way + 1) & 3
                    next = aTurnsRight == joiningCorners ? Int(a) : Int(b)
                    // A pinch: cut the corner short along both edges.
                    let (dx, dy) = unit[Int(way)], (nx, ny) = unit[Int(edges[next].direction)]
                    corners.append((cx - dx * pinch, cy - dy * pinch))
                    corners.append((cx + nx * pinch, cy + ny * pinch))
                } else if edges[next].direction != way {
                    corners.append((cx, cy))
                }
                edge = next
            } while edge != first
            // Walked with solid on the left, which goes round a region counter-clockwise on screen: reversed, outer
            // boundaries run clockwise on screen (counter-clockwise once y is flipped up, as Box2D wants them).
            let polygon = OutlinePolygon(corners.reversed())
            cycles.append((polygon, root(Int(edges[first].owner)), polygon.doubledSignedArea > 0))
        }
        // Each region has one outer boundary (clockwise, positive area) and any number of holes.
        var shapeOfRegion = [Int32](repeating: -1, count: parent.count)
        var shapes: [OutlineShape] = []
        for cycle in cycles where cycle.outer {
            shapeOfRegion[cycle.region] = Int32(shapes.count)
            shapes.append(OutlineShape(outer: cycle.polygon, holes: []))
        }
        for cycle in cycles where !cycle.outer {
            let shape = Int(shapeOfRegion[cycle.region])
            if shape >= 0 { shapes[shape].holes.append(cycle.polygon) }
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
