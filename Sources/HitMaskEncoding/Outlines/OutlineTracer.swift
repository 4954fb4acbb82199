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
        func solid(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < width && y < height && bits.isSolid(index: y * width + x)
        }
        // Directed boundary edges, solid on the left when walking them on screen (y down): each goes from one
        // pixel corner to the next. A corner (vx, vy) is numbered vy · (width + 1) + vx.
        let stride = width + 1
        // Up to two edges leave a corner; a pinch corner has two.
        var outgoing = [Int32](repeating: -1, count: stride * (height + 1) * 2)
        var edgeEnds: [Int32] = []  // edge e goes from edgeStarts[e] to edgeEnds[e]
        var edgeStarts: [Int32] = []
        func addEdge(_ from: (Int, Int), _ to: (Int, Int)) {
            let start = from.1 * stride + from.0
            let slot = outgoing[2 * start] < 0 ? 2 * start : 2 * start + 1
            outgoing[slot] = Int32(edgeStarts.count)
            edgeStarts.append(Int32(start))
            edgeEnds.append(Int32(to.1 * stride + to.0))
        }
        for y in 0..<height {
            for x in 0..<width where solid(x, y) {
                // Solid on the left: top edge runs west, right edge north, bottom edge east, left edge south.
                if !solid(x, y - 1) { addEdge((x + 1, y), (x, y)) }
                if !solid(x + 1, y) { addEdge((x + 1, y + 1), (x + 1, y)) }
                if !solid(x, y + 1) { addEdge((x, y + 1), (x + 1, y + 1)) }
                if !solid(x - 1, y) { addEdge((x, y), (x, y + 1)) }
            }
        }

        // Walk the edges into cycles. At a pinch corner (two edges in, two out) the walk turns right to keep the
        // two solid pixels together, or left to keep them apart.
        var used = [Bool](repeating: false, count: edgeStarts.count)
        var cycles: [OutlinePolygon] = []
        func direction(_ edge: Int) -> (Int, Int) {
            let from = Int(edgeStarts[edge]), to = Int(edgeEnds[edge])
            return (to % stride - from % stride, to / stride - from / stride)
        }
        for first in edgeStarts.indices where !used[first] {
            var corners: [(x: Double, y: Double)] = []
            var edge = first
            repeat {
                used[edge] = true
                let corner = Int(edgeEnds[edge])
                let a = Int(outgoing[2 * corner]), b = Int(outgoing[2 * corner + 1])
                let (dx, dy) = direction(edge)
                var next = a
                if b >= 0 {
                    // Two ways on: the right turn from (dx, dy) on screen is (−dy, dx).
                    let (ax, ay) = direction(a)
                    let aTurnsRight = ax == -dy && ay == dx
                    next = (aTurnsRight == joiningCorners) ? a : b
                    // A pinch: cut the corner short along both edges.
                    let (nx, ny) = direction(next)
                    let cx = Double(corner % stride), cy = Double(corner / stride)
                    corners.append((cx - Double(dx) * pinch, cy - Double(dy) * pinch))
                    corners.append((cx + Double(nx) * pinch, cy + Double(ny) * pinch))
                } else {
                    let (nx, ny) = direction(next)
                    // Keep only corners where the walk turns.
                    if nx != dx || ny != dy { corners.append((Double(corner % stride), Double(corner / stride))) }
                }
                edge = next
            } while edge != first
            // Walked with solid on the left, which goes round a region counter-clockwise on screen: reversed, outer
            // boundaries run clockwise on screen (counter-clockwise once y is flipped up, as Box2D wants them).
            cycles.append(OutlinePolygon(corners.reversed()))
        }
        return assemble(cycles)
    }

    /// Outer boundaries run clockwise on screen (positive area), holes counter-clockwise; each hole goes to the
    /// smallest outer boundary that holds it.
    private static func assemble(_ cycles: [OutlinePolygon]) -> [OutlineShape] {
        var shapes = cycles.filter { $0.doubledSignedArea > 0 }.map { OutlineShape(outer: $0, holes: []) }
        let areas = shapes.map { $0.outer.doubledSignedArea }
        for hole in cycles where hole.doubledSignedArea < 0 {
            let probe = hole.points[0]
            var best: Int?
            for index in shapes.indices where contains(shapes[index].outer, probe) {
                if best == nil || areas[index] < areas[best!] { best = index }
            }
            if let best { shapes[best].holes.append(hole) }
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
