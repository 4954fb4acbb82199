import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskOutlines

@Suite("Triangles of outlines with holes")
struct TriangulatorTests {
    static func area(_ t: Triangulator.Triangle) -> Double { Triangulator.orient(t.0, t.1, t.2) / 2 }

    @Test(
        "triangles tile each shape: positive, inside, adding up to its area, each sample point in exactly one",
        arguments: [0.0, 1.0, 2.0])
    func tiling(epsilon: Double) {
        var random = SeededGenerator(seed: 8)
        for (name, bits) in OutlineSimplifierTests.masks {
            let exact = OutlineTracer.shapes(of: bits, joiningCorners: true)
            let shapes = epsilon == 0 ? exact : OutlineSimplifier.simplify(exact, epsilon: epsilon, mode: .balanced)
            for shape in shapes {
                let triangles = Triangulator.triangles(of: shape)
                let expected =
                    shape.outer.doubledSignedArea / 2 + shape.holes.reduce(0) { $0 + $1.doubledSignedArea / 2 }
                let total = triangles.reduce(0) { $0 + Self.area($1) }
                #expect(abs(total - expected) < 1e-9, "\(name) ε \(epsilon): triangles \(total), shape \(expected)")
                #expect(triangles.allSatisfy { Self.area($0) > 0 }, "\(name) ε \(epsilon): a flat or reversed triangle")
                // Points sampled in the shape's bounding box: in the shape iff in exactly one triangle's interior.
                let xs = shape.outer.points.map(\.x), ys = shape.outer.points.map(\.y)
                for _ in 0..<200 {
                    let point = (
                        x: Double.random(in: xs.min()!...xs.max()!, using: &random),
                        y: Double.random(in: ys.min()!...ys.max()!, using: &random)
                    )
                    let holders = triangles.filter { t in
                        let d1 = Triangulator.orient(t.0, t.1, point), d2 = Triangulator.orient(t.1, t.2, point)
                        let d3 = Triangulator.orient(t.2, t.0, point)
                        return d1 > 0 && d2 > 0 && d3 > 0
                    }.count
                    let inside = OutlineChecks.shapeContains(shape, point)
                    // Points on an edge belong to no interior; the random points avoid them almost surely.
                    #expect(holders == (inside ? 1 : 0), "\(name) ε \(epsilon) at \(point): \(holders) triangles")
                }
            }
        }
    }

    @Test(
        "neighbours: each inner edge is joined to the same segment run back in another triangle", arguments: [0.0, 1.0])
    func neighbours(epsilon: Double) {
        for (name, bits) in OutlineSimplifierTests.masks {
            let exact = OutlineTracer.shapes(of: bits, joiningCorners: true)
            let shapes = epsilon == 0 ? exact : OutlineSimplifier.simplify(exact, epsilon: epsilon, mode: .balanced)
            for shape in shapes {
                let triangulation = Triangulator.triangulate(shape)
                let corners = triangulation.corners.map { triangulation.points[Int($0)] }
                func start(_ e: Int) -> Point { corners[e] }
                func end(_ e: Int) -> Point { corners[e - e % 3 + (e + 1) % 3] }
                for (e, f) in triangulation.across.enumerated() where f >= 0 {
                    let f = Int(f)
                    #expect(triangulation.across[f] == Int32(e) && e / 3 != f / 3, "\(name)")
                    #expect(start(e) == end(f) && end(e) == start(f), "\(name): edge \(e) and \(f) differ")
                }
                // An edge without a neighbour lies along the boundary, or meets the triangles beyond it in pieces:
                // where a straight corner was dropped, one side has a vertex inside its edge, and the other side's
                // edges lie within that one.
                let rings = [shape.outer] + shape.holes
                /// Whether p lies on the closed segment cd.
                func lies(_ p: Point, on c: Point, _ d: Point) -> Bool {
                    Triangulator.orient(c, d, p) == 0 && min(c.x, d.x) <= p.x && p.x <= max(c.x, d.x)
                        && min(c.y, d.y) <= p.y && p.y <= max(c.y, d.y)
                }
                func along(_ a: Point, _ b: Point) -> Bool {
                    let middle = (x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                    return rings.contains { ring in
                        ring.points.indices.contains { k in
                            lies(middle, on: ring.points[k], ring.points[(k + 1) % ring.points.count])
                        }
                    }
                }
                func split(_ a: Point, _ b: Point) -> Bool {
                    triangulation.points.contains { p in
                        Triangulator.orient(a, b, p) == 0 && (p.x - a.x) * (b.x - p.x) + (p.y - a.y) * (b.y - p.y) > 0
                    }
                }
                func within(_ a: Point, _ b: Point) -> Bool {
                    triangulation.across.indices.contains { f in
                        let c = start(f), d = end(f)
                        return (c != a || d != b) && (c != b || d != a) && split(c, d) && lies(a, on: c, d)
                            && lies(b, on: c, d)
                    }
                }
                for e in triangulation.across.indices where triangulation.across[e] < 0 {
                    #expect(
                        along(start(e), end(e)) || split(start(e), end(e)) || within(start(e), end(e)),
                        "\(name): inner edge \(e) without a neighbour")
                }
            }
        }
    }
}
