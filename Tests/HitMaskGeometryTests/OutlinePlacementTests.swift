import HitMask
import HitMaskTestSupport
import Testing

@Suite("Outlines placed in views and sprites")
struct OutlinePlacementTests {
    static let mask: HitMask = {
        let bits = SyntheticMasks.ring(width: 30, height: 20)
        return try! HitMask(bytes: SyntheticMasks.file(bits, scale: 2, outlines: OutlineSettings(mode: .balanced)))
    }()

    static func doubledArea(_ ring: [Point2D]) -> Double {
        ring.indices.reduce(0) { sum, i in
            let a = ring[i], b = ring[(i + 1) % ring.count]
            return sum + a.x * b.y - b.x * a.y
        }
    }

    @Test("every content mode maps each vertex as the view placement maps pixels, and point-in-outline agrees")
    func contentModes() {
        let mask = Self.mask
        let bounds = Rect2D(x: 5, y: -3, width: 40, height: 70)
        for mode in ImageContentMode.allCases {
            let placement = mask.placement(in: bounds, contentMode: mode)
            let placed = mask.outlines(in: bounds, contentMode: mode)
            #expect(placed.count == mask.outlines.count)
            for (region, view) in zip(mask.outlines, placed) {
                for (pixel, point) in zip(region.outer, view.outer) {
                    let back = placement.pixel(for: point)
                    #expect(abs(back.x - pixel.x) < 1e-9 && abs(back.y - pixel.y) < 1e-9, "\(mode)")
                }
                #expect(view.holes.count == region.holes.count && view.convexPieces.count == region.convexPieces.count)
                #expect(Self.doubledArea(view.outer) > 0 && view.holes.allSatisfy { Self.doubledArea($0) < 0 })
            }
            for y in stride(from: -2.9871, to: 67, by: 1.7013) {
                for x in stride(from: 5.0113, to: 45, by: 1.3007) {
                    let point = Point2D(x: x, y: y)
                    let pixel = placement.pixel(for: point)
                    #expect(
                        mask.outlinesContain(point, in: bounds, contentMode: mode)
                            == mask.outlinesContain(x: pixel.x, y: pixel.y), "\(mode)")
                }
            }
        }
    }

    @Test("a mirroring transform reverses the vertex order so outer boundaries and triangles stay positive")
    func transforms() {
        let mask = Self.mask
        for transform in [
            Transform2D(scaleX: 1.5, y: -1.5).translatedBy(x: 3, y: 4),
            Transform2D(rotationAngle: 0.7).scaledBy(x: 2, y: 2),
        ] {
            let placed = mask.outlines(transform: transform)
            for (region, view) in zip(mask.outlines, placed) {
                #expect(Self.doubledArea(view.outer) > 0 && view.convexPieces.allSatisfy { Self.doubledArea($0) > 0 })
                #expect(view.holes.allSatisfy { Self.doubledArea($0) < 0 })
                // The placed triangles tile the placed pieces.
                let pieceArea = view.convexPieces.reduce(0) { $0 + Self.doubledArea($1) }
                let triangleArea = view.triangles.reduce(0) { $0 + Self.doubledArea($1) }
                #expect(view.triangles.allSatisfy { $0.count == 3 && Self.doubledArea($0) > 0 })
                #expect(abs(triangleArea - pieceArea) <= 1e-9 * pieceArea)
                #expect(
                    Set(view.outer.map { "\($0)" })
                        == Set(region.outer.map { "\(transform.apply(to: Point2D(x: $0.x, y: $0.y)))" }))
            }
            for pixel in region(mask) {
                let point = transform.apply(to: Point2D(x: pixel.x, y: pixel.y))
                #expect(
                    mask.outlinesContain(point, transform: transform) == mask.outlinesContain(x: pixel.x, y: pixel.y),
                    "\(pixel) \(transform)")
            }
        }
    }

    func region(_ mask: HitMask) -> [PixelPoint] {
        // Steps that keep the points off the outlines' edges (vertices lie on sixteenths), so rounding cannot flip them.
        stride(from: 0.3107, to: 30, by: 1.1301).flatMap { x in
            stride(from: 0.2203, to: 20, by: 0.9113).map { PixelPoint(x: x, y: $0) }
        }
    }
}
