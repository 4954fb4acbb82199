import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskOutlines

/// Checks that hold for every traced outline, whatever the mask.
enum OutlineChecks {
    typealias P = (x: Double, y: Double)

    /// No two edges of the polygons touch, except consecutive edges of one polygon at their shared vertex.
    static func areSimpleAndApart(_ polygons: [OutlinePolygon]) -> Bool {
        var edges: [(P, P, polygon: Int, index: Int, count: Int)] = []
        for (p, polygon) in polygons.enumerated() {
            let n = polygon.points.count
            guard n >= 3 else { return false }
            for i in 0..<n { edges.append((polygon.points[i], polygon.points[(i + 1) % n], p, i, n)) }
        }
        for i in edges.indices {
            for j in edges.indices where j > i {
                let e = edges[i], f = edges[j]
                if e.polygon == f.polygon {
                    let gap = abs(e.index - f.index)
                    if gap == 1 || gap == e.count - 1 { continue }
                }
                if SegmentGeometry.touch(e.0, e.1, f.0, f.1) { return false }
            }
        }
        return true
    }

    /// No region's outer boundary has a vertex inside another region (with rings apart, nor any point then).
    static func regionsApart(_ shapes: [OutlineShape]) -> Bool {
        for (i, shape) in shapes.enumerated() {
            for (j, other) in shapes.enumerated() where i != j {
                if shape.outer.points.contains(where: { shapeContains(other, $0) }) { return false }
            }
        }
        return true
    }

    /// Whether a point lies in a shape: inside its outer boundary and outside every hole.
    static func shapeContains(_ shape: OutlineShape, _ point: P) -> Bool {
        OutlineTracer.contains(shape.outer, point) && !shape.holes.contains { OutlineTracer.contains($0, point) }
    }
}

@Suite("Exact outlines along pixel edges")
struct OutlineTracerTests {
    static let adversarial: [(String, PackedBits)] = [
        ("one pixel", SyntheticMasks.make(width: 3, height: 3) { x, y in x == 1 && y == 1 }),
        ("checkerboard", SyntheticMasks.make(width: 9, height: 7) { x, y in (x + y) % 2 == 0 }),
        ("diagonal", SyntheticMasks.make(width: 12, height: 12) { x, y in x == y }),
        ("anti-diagonal", SyntheticMasks.make(width: 12, height: 12) { x, y in x + y == 11 }),
        (
            "ring",
            SyntheticMasks.make(width: 20, height: 20) { x, y in
                let d = (x - 10) * (x - 10) + (y - 10) * (y - 10)
                return d < 64 && d >= 25
            }
        ),
        (
            "nested rings",
            SyntheticMasks.make(width: 31, height: 31) { x, y in
                let d = max(abs(x - 15), abs(y - 15))
                return d % 4 == 1
            }
        ),
        ("spiral", spiral(25)),
        ("1×N strip", SyntheticMasks.make(width: 1, height: 17) { _, _ in true }),
        ("N×1 strip", SyntheticMasks.make(width: 17, height: 1) { _, _ in true }),
        ("full", SyntheticMasks.make(width: 5, height: 4) { _, _ in true }),
        ("noise", SyntheticMasks.noise(width: 23, height: 19, density: 0.5, seed: 3)),
        ("sparse noise", SyntheticMasks.noise(width: 23, height: 19, density: 0.15, seed: 4)),
        ("dense noise", SyntheticMasks.noise(width: 23, height: 19, density: 0.85, seed: 5)),
    ]

    /// A square spiral with one clear pixel between its turns: segments of 2, 2, 4, 4, 6, 6, … pixels.
    static func spiral(_ size: Int) -> PackedBits {
        var bits = PackedBits(width: size, height: size)
        var (x, y, dx, dy) = (size / 2, size / 2, 1, 0)
        var turn = 0
        outer: while true {
            for _ in 0..<(turn / 2 + 1) * 2 {
                guard x >= 0, y >= 0, x < size, y < size else { break outer }
                bits.setSolid(index: y * size + x)
                (x, y) = (x + dx, y + dy)
            }
            (dx, dy) = (-dy, dx)
            turn += 1
        }
        return bits
    }

    @Test("polygons are simple and apart, and hold exactly the solid pixels' centres", arguments: [true, false])
    func properties(joiningCorners: Bool) {
        for (name, bits) in Self.adversarial {
            let shapes = OutlineTracer.shapes(of: bits, joiningCorners: joiningCorners)
            let polygons = shapes.flatMap { [$0.outer] + $0.holes }
            #expect(OutlineChecks.areSimpleAndApart(polygons), "\(name): polygons cross or touch")
            for y in 0..<bits.height {
                for x in 0..<bits.width {
                    let centre = (x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let holders = shapes.filter { OutlineChecks.shapeContains($0, centre) }.count
                    #expect(holders == (bits.isSolid(index: y * bits.width + x) ? 1 : 0), "\(name) (\(x), \(y))")
                }
            }
            // Every hole lies inside its own outer boundary.
            for shape in shapes {
                for hole in shape.holes {
                    #expect(hole.points.allSatisfy { OutlineTracer.contains(shape.outer, $0) }, "\(name)")
                }
            }
            // Areas: the solid pixels, give or take the pinch specks.
            let area = shapes.reduce(0.0) {
                $0 + $1.outer.doubledSignedArea / 2 + $1.holes.reduce(0.0) { $0 + $1.doubledSignedArea / 2 }
            }
            #expect(
                abs(area - Double(bits.solidPixelCount)) <= Double(bits.pixelCount) * OutlineTracer.pinch
                    * OutlineTracer.pinch, "\(name)")
        }
    }

    @Test("a ring is one outer boundary and one hole; a diagonal is one body when corners join, one per pixel when not")
    func counts() {
        let ring = Self.adversarial.first { $0.0 == "ring" }!.1
        let shapes = OutlineTracer.shapes(of: ring, joiningCorners: true)
        #expect(shapes.count == 1 && shapes[0].holes.count == 1)
        let diagonal = Self.adversarial.first { $0.0 == "diagonal" }!.1
        #expect(OutlineTracer.shapes(of: diagonal, joiningCorners: true).count == 1)
        #expect(OutlineTracer.shapes(of: diagonal, joiningCorners: false).count == 12)
        let square = OutlineTracer.shapes(
            of: SyntheticMasks.make(width: 4, height: 3) { x, y in x > 0 && y > 0 }, joiningCorners: true)
        #expect(square.count == 1 && square[0].outer.points.count == 4 && square[0].holes.isEmpty)
    }

    /// The boundary's length in pixel edges, counted from the pixels: every side between a solid pixel and a clear
    /// one or the picture's edge.
    static func boundaryLength(_ bits: PackedBits) -> Int {
        func solid(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < bits.width && y < bits.height && bits.isSolid(index: y * bits.width + x)
        }
        var length = 0
        for y in -1..<bits.height {
            for x in -1..<bits.width {
                if solid(x, y) != solid(x + 1, y) && y >= 0 { length += 1 }
                if solid(x, y) != solid(x, y + 1) && x >= 0 { length += 1 }
            }
        }
        return length
    }

    @Test("a boundary longer than the limit is refused, one as long as it is traced")
    func boundaryLimit() {
        for (name, bits) in Self.adversarial {
            let length = Self.boundaryLength(bits)
            for joiningCorners in [true, false] {
                let traced = OutlineTracer.shapes(of: bits, joiningCorners: joiningCorners, maxBoundaryLength: length)
                #expect(traced == OutlineTracer.shapes(of: bits, joiningCorners: joiningCorners), "\(name)")
                #expect(
                    OutlineTracer.shapes(of: bits, joiningCorners: joiningCorners, maxBoundaryLength: length - 1)
                        == nil, "\(name)")
            }
        }
        let noise = SyntheticMasks.noise(width: 23, height: 19, density: 0.5, seed: 3)
        let refusal = #expect(throws: OutlineBuilder.Refusal.self) {
            try OutlineBuilder.build(of: noise, settings: OutlineSettings(), maxBoundaryLength: 100)
        }
        #expect(
            refusal?.description
                == "outlines are made for boundaries of at most 100 pixel edges, and this mask's is longer")
    }
}
