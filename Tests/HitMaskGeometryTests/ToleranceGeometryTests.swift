import HitMask
import HitMaskTestSupport
import Testing

@Suite("Touch tolerance in views, sprites and scenes")
struct ToleranceGeometryTests {
    @Test("view queries in every content mode agree with the reference, inside and outside the bounds")
    func viewQueries() throws {
        var random = SeededGenerator(seed: 21)
        for bits in ToleranceReference.shapes {
            for withField in [false, true] {
                let loaded = try HitMask(bytes: SyntheticMasks.file(bits, scale: 2))
                let mask = withField ? loaded.withDistanceField() : loaded
                for mode in ImageContentMode.allCases {
                    let bounds = Rect2D(
                        x: Double.random(in: -5...5, using: &random), y: Double.random(in: -5...5, using: &random),
                        width: Double.random(in: 3...40, using: &random),
                        height: Double.random(in: 3...40, using: &random))
                    for _ in 0..<60 {
                        let point = Point2D(
                            x: Double.random(in: bounds.minX - 8...bounds.maxX + 8, using: &random),
                            y: Double.random(in: bounds.minY - 8...bounds.maxY + 8, using: &random))
                        let tolerance = Double.random(in: 0..<12, using: &random)
                        let hit = mask.contains(point, in: bounds, contentMode: mode)
                        let exact = ToleranceReference.distance(
                            point, mask: mask, bits: bits, placement: .frame(bounds, contentMode: mode))
                        let expected = hit || exact <= tolerance
                        #expect(
                            mask.contains(point, in: bounds, contentMode: mode, tolerance: tolerance) == expected,
                            "\(mode) \(bounds) \(point) r \(tolerance): reference \(exact)")
                        let distance = mask.distance(to: point, in: bounds, contentMode: mode, cappedAt: 12)
                        // The same distance, up to the rounding of a differently ordered product.
                        let expectedDistance = hit ? 0 : min(exact, 12)
                        #expect(
                            abs(distance - expectedDistance) <= 1e-12 * expectedDistance, "\(mode) \(bounds) \(point)")
                    }
                }
            }
        }
    }

    @Test("sprite queries agree with the reference for scaled, rotated, flipped and stretched sprites")
    func transformQueries() throws {
        var random = SeededGenerator(seed: 22)
        for bits in ToleranceReference.shapes {
            let mask = try HitMask(bytes: SyntheticMasks.file(bits)).withDistanceField()
            let transforms = [
                Transform2D(scaleX: 2, y: 2).translatedBy(x: 3, y: -1),
                Transform2D(rotationAngle: 0.7).scaledBy(x: 1.5, y: 1.5),
                Transform2D(scaleX: -1, y: 1),
                Transform2D(scaleX: 3, y: 0.5).rotated(by: 0.3),
            ]
            for transform in transforms {
                for _ in 0..<150 {
                    let point = transform.apply(
                        to: Point2D(
                            x: Double.random(in: -10...Double(bits.width) + 10, using: &random),
                            y: Double.random(in: -10...Double(bits.height) + 10, using: &random)))
                    let tolerance = Double.random(in: 0..<20, using: &random)
                    let hit = mask.contains(point, transform: transform)
                    let exact = ToleranceReference.distance(
                        point, mask: mask, bits: bits, placement: .transform(transform))
                    #expect(
                        mask.contains(point, transform: transform, tolerance: tolerance) == (hit || exact <= tolerance),
                        "\(transform) \(point) r \(tolerance): reference \(exact)")
                }
            }
        }
    }
}
