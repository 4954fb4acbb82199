import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskOutlines

@Suite("Simplified outlines stay valid, close and on the right side")
struct OutlineSimplifierTests {
    /// Whether the shapes hold a point (inside an outer boundary and outside its holes).
    static func covers(_ shapes: [OutlineShape], _ point: (x: Double, y: Double)) -> Bool {
        shapes.contains { OutlineChecks.shapeContains($0, point) }
    }

    /// The four points just inside a pixel's corners, and its centre.
    static func probes(_ x: Int, _ y: Int) -> [(x: Double, y: Double)] {
        let inset = 0.01, fx = Double(x), fy = Double(y)
        return [
            (fx + 0.5, fy + 0.5), (fx + inset, fy + inset), (fx + 1 - inset, fy + inset), (fx + inset, fy + 1 - inset),
            (fx + 1 - inset, fy + 1 - inset),
        ]
    }

    static let masks =
        OutlineTracerTests.adversarial + [
            ("disc", SyntheticMasks.disc(width: 40, height: 30)),
            (
                "wobbly blob",
                SyntheticMasks.make(width: 40, height: 40) { x, y in
                    let d2 = (x - 20) * (x - 20) + (y - 20) * (y - 20)
                    let wobble = ((x * 7 + y * 3) % 11) - 5
                    return d2 < 196 + 12 * wobble
                }
            ),
            // A column of holes far from the boundary on their right: each bridge crosses the shape.
            (
                "column of holes",
                SyntheticMasks.make(width: 90, height: 48) { x, y in !(x == 9 && y % 3 == 1 && y > 1 && y < 46) }
            ),
            // Notches 3 deep in a bar, each with a speck inside: a chord across a notch would swallow the speck.
            (
                "specks in notches",
                SyntheticMasks.make(width: 30, height: 8) { x, y in
                    let a = x / 10 * 10 + 2, speck = a + 1 + x / 10
                    return !(x >= a && x <= a + 4 && y <= 2) || (x == speck && y == 1)
                }
            ),
        ]

    @Test(
        "every mode and tolerance: simple, apart, holes inside, within ε, outer covers solid, inner covers only solid",
        arguments: [FitMode.outer, .inner, .balanced])
    func properties(mode: FitMode) {
        for (name, bits) in Self.masks {
            let exact = OutlineTracer.shapes(of: bits, joiningCorners: mode != .inner)
            for epsilon in [0.5, 1, 2.5, 4] {
                let simplified = OutlineSimplifier.simplify(exact, epsilon: epsilon, mode: mode)
                let label = "\(name) \(mode) ε \(epsilon)"
                #expect(simplified.count == exact.count, "\(label)")
                #expect(
                    OutlineChecks.areSimpleAndApart(simplified.flatMap { [$0.outer] + $0.holes }),
                    "\(label): cross or touch")
                #expect(OutlineChecks.regionsApart(simplified), "\(label): a region inside another")
                for shape in simplified {
                    for hole in shape.holes {
                        #expect(hole.points.allSatisfy { OutlineTracer.contains(shape.outer, $0) }, "\(label)")
                    }
                }
                // Hausdorff, ring by ring: exact vertices, and the pixel corners pinch cuts stand in for, within ε of
                // the simplified ring (simplified vertices are exact ones).
                for (exactShape, simpleShape) in zip(exact, simplified) {
                    for (e, s) in zip([exactShape.outer] + exactShape.holes, [simpleShape.outer] + simpleShape.holes) {
                        for point in e.points.flatMap({ [$0, (x: $0.x.rounded(), y: $0.y.rounded())] }) {
                            let nearest = s.points.indices.map {
                                OutlineSimplifier.distance(point, s.points[$0], s.points[($0 + 1) % s.points.count])
                            }.min()!
                            #expect(nearest <= epsilon + 1e-9, "\(label): a vertex \(nearest) away")
                        }
                        #expect(s.points.count <= e.points.count)
                    }
                }
                for y in 0..<bits.height {
                    for x in 0..<bits.width {
                        let solid = bits.isSolid(index: y * bits.width + x)
                        if mode == .outer && solid {
                            #expect(
                                Self.probes(x, y).allSatisfy { Self.covers(simplified, $0) },
                                "\(label): solid (\(x), \(y)) uncovered")
                        }
                        if mode == .inner && !solid {
                            #expect(
                                !Self.probes(x, y).contains { Self.covers(simplified, $0) },
                                "\(label): clear (\(x), \(y)) covered")
                        }
                    }
                }
            }
        }
    }

    @Test(
        "a chord replaces at most 256 exact edges, so a long straight staircase costs time in proportion to its length")
    func longStaircase() {
        // A right triangle whose hypotenuse is a 45° staircase of 2 × 299 edges: one chord could span it all.
        let exact = OutlineTracer.shapes(
            of: SyntheticMasks.make(width: 300, height: 300) { x, y in x > y }, joiningCorners: true)
        let simplified = OutlineSimplifier.simplify(exact, epsilon: 1, mode: .balanced)
        let ring = exact[0].outer.points, kept = simplified[0].outer.points
        let positions = kept.map { point in ring.firstIndex { $0 == point }! }
        #expect(positions == positions.sorted() && kept.count < 10, "\(kept)")
        let gaps = positions.indices.map {
            ((positions[($0 + 1) % positions.count] - positions[$0]) + ring.count) % ring.count
        }
        #expect(gaps.max()! <= 256 && gaps.max()! > 200, "\(gaps)")
    }

    @Test("simplifying removes most vertices of smooth shapes")
    func reduction() {
        let disc = OutlineTracer.shapes(of: SyntheticMasks.disc(width: 80, height: 80), joiningCorners: true)
        let simplified = OutlineSimplifier.simplify(disc, epsilon: 1, mode: .balanced)
        #expect(simplified[0].outer.points.count * 3 < disc[0].outer.points.count)
    }
}
