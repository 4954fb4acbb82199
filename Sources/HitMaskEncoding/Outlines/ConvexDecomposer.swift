/// Convex pieces of at most `maxVertices` vertices whose union is exactly a shape, for physics engines that take
/// only small convex polygons (Box2D, Unity, LÖVE and planck.js stop at 8).
///
/// Hertel–Mehlhorn over the shape's triangles: two pieces that share an edge are merged while the merged piece stays
/// convex and within the vertex budget. Pieces only ever merge along shared edges, so they keep tiling the shape.
package enum ConvexDecomposer {
    package typealias Point = (x: Double, y: Double)

    package static func pieces(of shape: OutlineShape, maxVertices: Int = 8) -> [[Point]] {
        pieces(ofTriangles: Triangulator.triangles(of: shape), maxVertices: maxVertices)
    }

    package static func pieces(ofTriangles triangles: [Triangulator.Triangle], maxVertices: Int) -> [[Point]] {
        var pieces: [[Point]?] = triangles.map { [$0.0, $0.1, $0.2] }
        // Pieces by each of their edges, as an undirected key, so neighbours are found without a scan.
        struct Key: Hashable {
            let a: Int64, b: Int64
            init(_ p: Point, _ q: Point) {
                // Coordinates are sixteenths of a pixel: exact as integers.
                let x = Int64(p.x * 16) << 32 | Int64(UInt32(bitPattern: Int32(p.y * 16)))
                let y = Int64(q.x * 16) << 32 | Int64(UInt32(bitPattern: Int32(q.y * 16)))
                (a, b) = x < y ? (x, y) : (y, x)
            }
        }
        var owners: [Key: [Int]] = [:]
        for (index, piece) in pieces.enumerated() {
            for k in piece!.indices { owners[Key(piece![k], piece![(k + 1) % piece!.count]), default: []].append(index) }
        }
        var merged = true
        while merged {
            merged = false
            for index in pieces.indices {
                guard let piece = pieces[index] else { continue }
                for k in piece.indices {
                    let a = piece[k], b = piece[(k + 1) % piece.count]
                    guard let other = owners[Key(a, b)]?.first(where: { $0 != index && pieces[$0] != nil }),
                        let combined = join(piece, pieces[other]!, a, b), combined.count <= maxVertices, isConvex(combined)
                    else { continue }
                    pieces[index] = combined
                    pieces[other] = nil
                    for j in combined.indices { owners[Key(combined[j], combined[(j + 1) % combined.count]), default: []].append(index) }
                    merged = true
                    break
                }
            }
        }
        return pieces.compactMap { $0 }
    }

    /// Two pieces sharing edge ab (a → b in `first`, b → a in `second`) as one polygon, straight corners dropped.
    static func join(_ first: [Point], _ second: [Point], _ a: Point, _ b: Point) -> [Point]? {
        func index(of p: Point, in polygon: [Point]) -> Int? { polygon.firstIndex { $0.x == p.x && $0.y == p.y } }
        guard let ia = index(of: a, in: first), let ib = index(of: b, in: second), let ja = index(of: a, in: second),
            second[(ib + 1) % second.count].x == a.x, second[(ib + 1) % second.count].y == a.y, ja >= 0
        else { return nil }
        // first from b round to a, then second from a round to b (each without the shared edge).
        var result: [Point] = []
        var i = (ia + 1) % first.count
        while true {
            result.append(first[i])
            if i == ia { break }
            i = (i + 1) % first.count
        }
        i = (ja + 1) % second.count
        while i != ib {
            result.append(second[i])
            i = (i + 1) % second.count
        }
        // Drop straight corners.
        var cleaned: [Point] = []
        for k in result.indices {
            let p = result[(k + result.count - 1) % result.count], q = result[k], r = result[(k + 1) % result.count]
            if Triangulator.orient(p, q, r) != 0 { cleaned.append(q) }
        }
        return cleaned.count >= 3 ? cleaned : nil
    }

    /// Convex with every corner turning the same way as the shapes' outer boundaries (positive on screen).
    package static func isConvex(_ polygon: [Point]) -> Bool {
        polygon.indices.allSatisfy { k in
            Triangulator.orient(polygon[(k + polygon.count - 1) % polygon.count], polygon[k], polygon[(k + 1) % polygon.count]) > 0
        }
    }
}
