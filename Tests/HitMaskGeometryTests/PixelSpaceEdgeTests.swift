import HitMask
import HitMaskTestSupport
import Testing

@testable import HitMaskGeometry
@testable import HitMaskReader

/// View queries at the edges and with degenerate inputs, where deciding in pixel space (the reader's PixelWindow)
/// must give the same answers as the definition in points.
@Suite("View queries at pixel-space edges and degenerate inputs")
struct PixelSpaceEdgeTests {
    @Test(
        "edges: the min edges of bounds and image are inside, the max edges outside, in every mode",
        arguments: ImageContentMode.allCases)
    func edges(mode: ImageContentMode) throws {
        // A solid mask, and sizes that are binary fractions so every edge maps to pixel space without rounding.
        let full = try HitMask(
            bytes: SyntheticMasks.file(SyntheticMasks.make(width: 64, height: 64) { _, _ in true }, scale: 2))
        let bounds = Rect2D(x: 10.25, y: -7.5, width: 32, height: 16)
        let image = full.imageRect(in: bounds, contentMode: mode)
        let minX = max(bounds.minX, image.minX), minY = max(bounds.minY, image.minY)
        let maxX = min(bounds.maxX, image.maxX), maxY = min(bounds.maxY, image.maxY)
        #expect(full.contains(Point2D(x: minX, y: minY), in: bounds, contentMode: mode))
        #expect(full.contains(Point2D(x: maxX - 1e-9, y: maxY - 1e-9), in: bounds, contentMode: mode))
        #expect(!full.contains(Point2D(x: maxX, y: minY), in: bounds, contentMode: mode))
        #expect(!full.contains(Point2D(x: minX, y: maxY), in: bounds, contentMode: mode))
        #expect(!full.contains(Point2D(x: minX - 1e-9, y: minY), in: bounds, contentMode: mode))
        #expect(!full.contains(Point2D(x: minX, y: minY - 1e-9), in: bounds, contentMode: mode))
    }

    @Test(
        "empty, negative, NaN and infinite bounds or points hit nothing and never trap",
        arguments: ImageContentMode.allCases
    )
    func degenerateInputs(mode: ImageContentMode) throws {
        let full = try HitMask(
            bytes: SyntheticMasks.file(SyntheticMasks.make(width: 5, height: 3) { _, _ in true }, scale: 2))
        let extremes: [Double] = [
            0, -0.0, 1, -1, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNormalMagnitude / 4,
        ]
        for size: Double in [0, -4, -.infinity, .nan] {
            let bounds = Rect2D(x: 0, y: 0, width: size, height: 10)
            for x in extremes {
                #expect(!full.contains(Point2D(x: x, y: 1), in: bounds, contentMode: mode), "width \(size), x \(x)")
            }
        }
        let bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
        for x in extremes {
            for y in extremes
            where x.isNaN || y.isNaN || x.isInfinite || y.isInfinite || abs(x) > 1e300 || abs(y) > 1e300 {
                #expect(!full.contains(Point2D(x: x, y: y), in: bounds, contentMode: mode), "(\(x), \(y))")
            }
        }
        // Infinite, huge or tiny bounds: nothing traps, whatever the answer.
        for value in extremes {
            for point in [Point2D(x: 0, y: 0), Point2D(x: 1, y: 1), Point2D(x: value, y: value)] {
                _ = full.contains(point, in: Rect2D(x: value, y: value, width: 10, height: 10), contentMode: mode)
                _ = full.contains(
                    point, in: Rect2D(x: 0, y: 0, width: abs(value), height: abs(value)), contentMode: mode)
            }
        }
    }
}
