import HitMask
import HitMaskTestSupport
import Testing

@Suite("Hit tests in view space")
struct ContentModeTests {
    static func mask(width: Int, height: Int, scale: Double, seed: UInt64, mode: FitMode = .outer) throws -> HitMask {
        let bits = SyntheticMasks.noise(width: width, height: height, density: 0.45, seed: seed)
        return try HitMask(bytes: SyntheticMasks.file(bits, rectMode: mode, grid: 4, scale: scale))
    }

    @Test(
        "every content mode agrees with a pixel-by-pixel reference on random bounds, sizes, scales and points",
        arguments: ImageContentMode.allCases)
    func contentModes(mode: ImageContentMode) throws {
        var random = SeededGenerator(seed: UInt64(ImageContentMode.allCases.firstIndex(of: mode)!) + 1)
        var solidAnswers = 0
        for round in 0..<60 {
            let scale = [1.0, 2, 3, 1.5][round % 4]
            let mask = try Self.mask(
                width: Int.random(in: 1...9, using: &random), height: Int.random(in: 1...9, using: &random),
                scale: scale, seed: UInt64(round))
            let bounds = Rect2D(
                x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random),
                width: Double.random(in: 0.5...30, using: &random), height: Double.random(in: 0.5...30, using: &random))
            // Half the points around the bounds, half around the drawn image (small in large bounds otherwise).
            let image = ReferenceGeometry.imageRect(
                imageSize: Size2D(width: Double(mask.width) / scale, height: Double(mask.height) / scale),
                bounds: bounds,
                mode: mode)
            for sample in 0..<80 {
                let area = sample % 2 == 0 ? bounds : image
                let point = Point2D(
                    x: Double.random(in: area.minX - 2...area.maxX + 2, using: &random),
                    y: Double.random(in: area.minY - 2...area.maxY + 2, using: &random))
                let expected = ReferenceGeometry.contains(mask, point, bounds: bounds, mode: mode)
                #expect(
                    mask.contains(point, in: bounds, contentMode: mode) == expected,
                    "\(mode) \(mask.width)×\(mask.height)@\(scale) in \(bounds) at \(point)")
                if expected { solidAnswers += 1 }
            }
        }
        #expect(solidAnswers > 100, "the random cases must exercise solid answers too")
    }

    @Test("the image rect is placed as UIKit places it", arguments: ImageContentMode.allCases)
    func imageRects(mode: ImageContentMode) throws {
        let mask = try Self.mask(width: 40, height: 20, scale: 2, seed: 1)  // 20×10 points
        let bounds = Rect2D(x: 10, y: 100, width: 60, height: 60)
        let expected = ReferenceGeometry.imageRect(imageSize: Size2D(width: 20, height: 10), bounds: bounds, mode: mode)
        let actual = mask.imageRect(in: bounds, contentMode: mode)
        #expect(abs(actual.minX - expected.minX) < 1e-9 && abs(actual.minY - expected.minY) < 1e-9)
        #expect(abs(actual.width - expected.width) < 1e-9 && abs(actual.height - expected.height) < 1e-9)
    }

    @Test("known placements: letterbox, crop, corners")
    func knownPlacements() throws {
        let mask = try Self.mask(width: 100, height: 50, scale: 1, seed: 2)
        let square = Rect2D(x: 0, y: 0, width: 100, height: 100)
        #expect(mask.imageRect(in: square, contentMode: .scaleAspectFit) == Rect2D(x: 0, y: 25, width: 100, height: 50))
        #expect(
            mask.imageRect(in: square, contentMode: .scaleAspectFill) == Rect2D(x: -50, y: 0, width: 200, height: 100))
        #expect(mask.imageRect(in: square, contentMode: .bottomRight) == Rect2D(x: 0, y: 50, width: 100, height: 50))
        // The letterbox above and below an aspect-fitted image is never solid, whatever the mask.
        let full = try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.make(width: 100, height: 50) { _, _ in true }))
        #expect(!full.contains(Point2D(x: 50, y: 10), in: square, contentMode: .scaleAspectFit))
        #expect(full.contains(Point2D(x: 50, y: 25), in: square, contentMode: .scaleAspectFit))
        #expect(!full.contains(Point2D(x: 50, y: 75), in: square, contentMode: .scaleAspectFit), "max edge is outside")
        #expect(
            !full.contains(Point2D(x: 100, y: 50), in: square, contentMode: .scaleToFill), "bounds max edge is outside")
        #expect(!full.contains(Point2D(x: .nan, y: 50), in: square, contentMode: .scaleToFill))
    }

    @Test("transforms agree with a reference that maps every pixel's corners forward")
    func transforms() throws {
        var random = SeededGenerator(seed: 77)
        for round in 0..<150 {
            let mask = try Self.mask(
                width: Int.random(in: 1...7, using: &random), height: Int.random(in: 1...7, using: &random), scale: 1,
                seed: UInt64(round) + 500)
            let flipX = Bool.random(using: &random) ? -1.0 : 1.0, flipY = Bool.random(using: &random) ? -1.0 : 1.0
            let transform = Transform2D(
                scaleX: flipX * Double.random(in: 0.3...4, using: &random),
                y: flipY * Double.random(in: 0.3...4, using: &random)
            )
            .concatenating(Transform2D(rotationAngle: Double.random(in: -7...7, using: &random)))
            .concatenating(
                Transform2D(
                    translationX: Double.random(in: -20...20, using: &random),
                    y: Double.random(in: -20...20, using: &random)))
            for _ in 0..<40 {
                let point = Point2D(
                    x: transform.tx + Double.random(in: -25...25, using: &random),
                    y: transform.ty + Double.random(in: -25...25, using: &random))
                #expect(
                    mask.contains(point, transform: transform)
                        == ReferenceGeometry.contains(mask, point, transform: transform), "\(transform) at \(point)")
            }
        }
    }

    @Test("uniform scales of 1e154 and 1e-162 are not singular; bounds that are not finite show nothing")
    func extremeScalesAndBounds() throws {
        let full = try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.make(width: 4, height: 4) { _, _ in true }))
        // (Their determinants, 1e308 and 1e-324, overflow and underflow a Double.)
        for scale in [1.35e154, 1e-162] {
            let transform = Transform2D(scaleX: scale, y: scale)
            #expect(full.contains(Point2D(x: 1.5 * scale, y: 2.5 * scale), transform: transform), "\(scale)")
            #expect(!full.contains(Point2D(x: 4.5 * scale, y: 2.5 * scale), transform: transform), "\(scale)")
            #expect(transform.inverted() != nil, "\(scale)")
        }
        for bounds in [
            Rect2D(x: 0, y: 0, width: .infinity, height: 10), Rect2D(x: -.infinity, y: 0, width: 10, height: 10),
            Rect2D(x: 0, y: .nan, width: 10, height: 10),
        ] {
            for mode in ImageContentMode.allCases {
                #expect(!full.contains(Point2D(x: -5, y: 5), in: bounds, contentMode: mode), "\(bounds) \(mode)")
                #expect(!full.contains(Point2D(x: 5, y: 5), in: bounds, contentMode: mode), "\(bounds) \(mode)")
            }
        }
    }

    @Test("a singular transform hits nothing; the identity is pixel space")
    func singular() throws {
        let full = try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.make(width: 4, height: 4) { _, _ in true }))
        #expect(!full.contains(Point2D(x: 0, y: 0), transform: Transform2D(scaleX: 0, y: 1)))
        #expect(!full.contains(Point2D(x: 1, y: 1), transform: Transform2D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)))
        #expect(full.contains(Point2D(x: 3.5, y: 0.2), transform: .identity))
        #expect(
            Transform2D(rotationAngle: 0.7).concatenating(Transform2D(translationX: 3, y: 4)).inverted()!
                .concatenating(
                    Transform2D(rotationAngle: 0.7).concatenating(Transform2D(translationX: 3, y: 4))
                ).isClose(to: .identity))
    }

    @Test(
        "outer rects placed in view space hold every solid pixel's placed centre", arguments: ImageContentMode.allCases)
    func placedRects(mode: ImageContentMode) throws {
        var random = SeededGenerator(seed: 900 + UInt64(ImageContentMode.allCases.firstIndex(of: mode)!))
        for round in 0..<30 {
            let mask = try Self.mask(
                width: Int.random(in: 2...20, using: &random), height: Int.random(in: 2...20, using: &random),
                scale: [1.0, 2, 3][round % 3], seed: UInt64(round) + 50)
            let bounds = Rect2D(
                x: Double.random(in: -5...5, using: &random), y: 3, width: Double.random(in: 4...40, using: &random),
                height: Double.random(in: 4...40, using: &random))
            let rects = mask.rects(in: bounds, contentMode: mode)
            let placement = mask.placement(in: bounds, contentMode: mode)
            for rect in rects { #expect(bounds.intersection(rect) != nil) }
            for y in 0..<mask.height {
                for x in 0..<mask.width where mask.contains(x: x, y: y) {
                    let centre = placement.viewRect(
                        forPixels: Rect2D(x: Double(x) + 0.5, y: Double(y) + 0.5, width: 0, height: 0)
                    ).origin
                    guard bounds.contains(centre) else { continue }  // clipped away with the bounds
                    #expect(
                        rects.contains { $0.contains(centre) },
                        "\(mode): pixel (\(x), \(y)) centre \(centre) in no rect")
                }
            }
        }
    }
}

extension Transform2D {
    func isClose(to other: Transform2D) -> Bool {
        [a - other.a, b - other.b, c - other.c, d - other.d, tx - other.tx, ty - other.ty].allSatisfy { abs($0) < 1e-9 }
    }
}

@Suite("View edges and empty bounds")
struct ViewEdgeTests {
    static func solid(width: Int, height: Int) throws -> HitMask {
        try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.make(width: width, height: height) { _, _ in true }))
    }

    @Test(
        "bounds of zero width or height give an image rect of zero size there, never NaN",
        arguments: ImageContentMode.allCases)
    func emptyBounds(mode: ImageContentMode) throws {
        let mask = try Self.solid(width: 26, height: 111)
        for bounds in [
            Rect2D(x: -1.9629, y: 3, width: 0, height: 96.27), Rect2D(x: 5, y: -2, width: 40, height: 0),
            Rect2D(x: 1, y: 1, width: 0, height: 0),
        ] {
            let rect = mask.imageRect(in: bounds, contentMode: mode)
            #expect(
                ![rect.minX, rect.minY, rect.width, rect.height].contains { $0.isNaN }, "\(mode) \(bounds): \(rect)")
            if mode == .scaleToFill || mode == .redraw { #expect(rect == bounds, "\(mode): \(rect)") }
            if mode == .scaleAspectFit { #expect(rect.width == 0 && rect.height == 0, "\(mode): \(rect)") }
        }
        #expect(
            mask.imageRect(in: Rect2D(x: -1.9629, y: 3, width: 0, height: 96.27), contentMode: .scaleAspectFit)
                == Rect2D(x: -1.9629, y: 3 + 96.27 / 2, width: 0, height: 0))
    }

    @Test("on the axis the image fills, its edges are the bounds' edges exactly, and touches on them hit")
    func filledEdges() throws {
        var random = SeededGenerator(seed: 12)
        var checked = 0
        for _ in 0..<2000 {
            let mask = try Self.solid(
                width: Int.random(in: 1...150, using: &random), height: Int.random(in: 1...150, using: &random))
            let bounds = Rect2D(
                x: Double.random(in: -100...100, using: &random), y: Double.random(in: -100...100, using: &random),
                width: Double.random(in: 1...400, using: &random), height: Double.random(in: 1...400, using: &random))
            for mode in [ImageContentMode.scaleAspectFit, .scaleAspectFill, .scaleToFill] {
                let rect = mask.imageRect(in: bounds, contentMode: mode)
                let fillsX =
                    mode == .scaleToFill
                    || (mode == .scaleAspectFit)
                        == (bounds.width / Double(mask.width) <= bounds.height / Double(mask.height))
                let fillsY = mode == .scaleToFill || !fillsX
                if fillsX {
                    #expect(
                        rect.minX == bounds.minX && rect.width == bounds.width,
                        "\(mode) \(mask.width)x\(mask.height) in \(bounds): \(rect)")
                    // The left edge, halfway down the drawn part of the image: a solid pixel, exactly on the edge.
                    let y = max(rect.minY, bounds.minY) + min(rect.height, bounds.height) / 2
                    #expect(
                        mask.contains(Point2D(x: bounds.minX, y: y), in: bounds, contentMode: mode),
                        "\(mode) left edge in \(bounds)")
                    checked += 1
                }
                if fillsY {
                    #expect(
                        rect.minY == bounds.minY && rect.height == bounds.height,
                        "\(mode) \(mask.width)x\(mask.height) in \(bounds): \(rect)")
                    let x = max(rect.minX, bounds.minX) + min(rect.width, bounds.width) / 2
                    #expect(
                        mask.contains(Point2D(x: x, y: bounds.minY), in: bounds, contentMode: mode),
                        "\(mode) top edge in \(bounds)")
                    checked += 1
                }
            }
        }
        #expect(checked > 4000)
        // The case: a 26×111 all-solid mask in 100 × 50 bounds, aspect fit: a touch at the top edge hits.
        let mask = try Self.solid(width: 26, height: 111)
        let bounds = Rect2D(x: 0, y: 0, width: 100, height: 50)
        #expect(mask.imageRect(in: bounds, contentMode: .scaleAspectFit).minY == 0)
        #expect(mask.contains(Point2D(x: 50, y: 0), in: bounds, contentMode: .scaleAspectFit))
    }

    @Test(".redraw places like .scaleToFill")
    func redraw() throws {
        let mask = try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.disc(width: 30, height: 20)))
        let bounds = Rect2D(x: 3, y: 4, width: 70, height: 33)
        #expect(
            mask.placement(in: bounds, contentMode: .redraw) == mask.placement(in: bounds, contentMode: .scaleToFill))
        #expect(mask.rects(in: bounds, contentMode: .redraw) == mask.rects(in: bounds, contentMode: .scaleToFill))
    }
}
