import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskOutlines

@Suite("Convex pieces of outlines")
struct ConvexDecomposerTests {
    static func doubledArea(_ polygon: [Point]) -> Double {
        OutlinePolygon(polygon).doubledSignedArea
    }

    @Test("pieces are convex, within the vertex budget, and tile each shape exactly", arguments: [3, 4, 8])
    func tiling(maxVertices: Int) {
        var random = SeededGenerator(seed: 9)
        for (name, bits) in OutlineSimplifierTests.masks {
            let shapes = OutlineSimplifier.simplify(
                OutlineTracer.shapes(of: bits, joiningCorners: true), epsilon: 1, mode: .outer)
            for shape in shapes {
                let pieces = ConvexDecomposer.pieces(of: shape, maxVertices: maxVertices)
                #expect(pieces.allSatisfy { ConvexDecomposer.isConvex($0) && $0.count <= maxVertices }, "\(name)")
                let expected = shape.outer.doubledSignedArea + shape.holes.reduce(0) { $0 + $1.doubledSignedArea }
                let total = pieces.reduce(0) { $0 + Self.doubledArea($1) }
                #expect(abs(total - expected) < 1e-9, "\(name): pieces \(total / 2), shape \(expected / 2)")
                let xs = shape.outer.points.map(\.x), ys = shape.outer.points.map(\.y)
                for _ in 0..<100 {
                    let point = (
                        x: Double.random(in: xs.min()!...xs.max()!, using: &random),
                        y: Double.random(in: ys.min()!...ys.max()!, using: &random)
                    )
                    let holders = pieces.filter { piece in
                        piece.indices.allSatisfy {
                            Triangulator.orient(piece[$0], piece[($0 + 1) % piece.count], point) > 0
                        }
                    }.count
                    #expect(holders == (OutlineChecks.shapeContains(shape, point) ? 1 : 0), "\(name) at \(point)")
                }
            }
        }
    }

    @Test("merging helps: a disc becomes few pieces, a square one")
    func merging() {
        let square = OutlineTracer.shapes(
            of: SyntheticMasks.make(width: 5, height: 5) { _, _ in true }, joiningCorners: true)[0]
        #expect(ConvexDecomposer.pieces(of: square).count == 1)
        let discBits = SyntheticMasks.disc(width: 60, height: 60)
        let disc = OutlineSimplifier.simplify(
            OutlineTracer.shapes(of: discBits, joiningCorners: true), epsilon: 1, mode: .outer)[0]
        let pieces = ConvexDecomposer.pieces(of: disc)
        let triangles = Triangulator.triangles(of: disc)
        #expect(pieces.count * 3 < triangles.count)
    }
}
