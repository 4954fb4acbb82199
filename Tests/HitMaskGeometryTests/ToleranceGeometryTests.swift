import HitMask
import HitMaskTestSupport
import Testing

/// The reference for view, sprite and scene tolerance: every solid pixel that shows, measured from the pixel under
/// the point through the placement's own map, with nothing shared with the implementation but that map.
enum ToleranceReference {
    static func distance(
        _ point: Point2D, mask: HitMask, bits: PackedBits, placement: HitTestPlacement
    ) -> Double {
        let toPixels: (Point2D) -> Point2D
        let pixelStep: (Double, Double) -> (Double, Double)
        var shown: (Int, Int) -> Bool = { _, _ in true }
        switch placement {
        case .frame(let frame, let mode):
            let map = mask.placement(in: frame, contentMode: mode)
            toPixels = map.pixel(for:)
            pixelStep = { dx, dy in (dx / map.pixelsPerPointX, dy / map.pixelsPerPointY) }
            // A pixel counts when any part of it is drawn inside the frame.
            let low = map.pixel(for: frame.origin), high = map.pixel(for: Point2D(x: frame.maxX, y: frame.maxY))
            shown = { i, j in
                frame.width > 0 && frame.height > 0 && Double(i + 1) > low.x && Double(i) < high.x
                    && Double(j + 1) > low.y && Double(j) < high.y
            }
        case .transform(let transform):
            guard let inverse = transform.inverted() else { return .infinity }
            toPixels = inverse.apply(to:)
            pixelStep = { dx, dy in (transform.a * dx + transform.c * dy, transform.b * dx + transform.d * dy) }
        }
        let pixel = toPixels(point)
        guard pixel.x.isFinite, pixel.y.isFinite else { return .infinity }
        let qx = pixel.x.rounded(.down), qy = pixel.y.rounded(.down)
        var best = Double.infinity
        for j in 0..<bits.height {
            for i in 0..<bits.width where bits.isSolid(index: j * bits.width + i) && shown(i, j) {
                let (x, y) = pixelStep(Double(i) - qx, Double(j) - qy)
                best = min(best, x * x + y * y)
            }
        }
        return best.squareRoot()
    }
}

@Suite("Touch tolerance in views, sprites and scenes")
struct ToleranceGeometryTests {
    static let shapes: [PackedBits] = [
        SyntheticMasks.make(width: 24, height: 18) { x, y in x == 12 || (y == 3 && x > 4) },  // a thin cross
        SyntheticMasks.make(width: 20, height: 20) { x, y in
            let d = (Double(x) - 9.5) * (Double(x) - 9.5) + (Double(y) - 9.5) * (Double(y) - 9.5)
            return d < 81 && d > 49
        },  // a ring
        SyntheticMasks.noise(width: 13, height: 9, density: 0.08, seed: 3),
    ]

    @Test("view queries in every content mode agree with the reference, inside and outside the bounds")
    func viewQueries() throws {
        var random = SeededGenerator(seed: 21)
        for bits in Self.shapes {
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
        for bits in Self.shapes {
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

    @Test("in a scene a real hit wins, then the nearest near miss, then the topmost; hidden layers never")
    func sceneNearestLayer() throws {
        var random = SeededGenerator(seed: 23)
        let masks = try Self.shapes.map { try HitMask(bytes: SyntheticMasks.file($0)).withDistanceField() }
        for cellSize in [4.0, 64] {
            var scene = HitTestScene<Int>(cellSize: cellSize)
            var layers: [(HitTestScene<Int>.Layer, Int, PackedBits)] = []
            for id in 0..<25 {
                let shape = Int.random(in: 0..<masks.count, using: &random)
                let placement: HitTestPlacement =
                    Bool.random(using: &random)
                    ? .frame(
                        Rect2D(
                            x: Double.random(in: 0...150, using: &random),
                            y: Double.random(in: 0...150, using: &random),
                            width: Double.random(in: 8...50, using: &random),
                            height: Double.random(in: 8...50, using: &random)),
                        contentMode: ImageContentMode.allCases.randomElement(using: &random)!)
                    : .transform(
                        Transform2D(rotationAngle: Double.random(in: -3...3, using: &random))
                            .scaledBy(x: 1.5, y: 1.5)
                            .concatenating(
                                Transform2D(
                                    translationX: Double.random(in: 0...150, using: &random),
                                    y: Double.random(in: 0...150, using: &random))))
                let layer = HitTestScene<Int>.Layer(
                    id: id, mask: masks[shape], placement: placement,
                    zIndex: Double(Int.random(in: 0...2, using: &random)),
                    isHidden: id % 9 == 4)
                scene.insert(layer)
                layers.append((layer, id, Self.shapes[shape]))
            }
            for _ in 0..<400 {
                let point = Point2D(
                    x: Double.random(in: -10...210, using: &random), y: Double.random(in: -10...210, using: &random))
                let tolerance = Double.random(in: 0..<15, using: &random)
                if let hit = SceneTests.bruteForce(layers.map { ($0.0, $0.1) }, at: point) {
                    #expect(scene.topmostLayerID(at: point, tolerance: tolerance) == hit)
                    continue
                }
                // Nearest first, then higher z, then added later.
                let near = layers.filter { !$0.0.isHidden }.compactMap {
                    layer, order, bits -> (Double, Double, Int, Int)? in
                    let distance = ToleranceReference.distance(
                        point, mask: layer.mask, bits: bits, placement: layer.placement)
                    return distance <= tolerance ? (distance, -layer.zIndex, -order, layer.id) : nil
                }
                // Distances equal up to rounding count as equal.
                let nearest = near.map(\.0).min() ?? 0
                let expected = near.filter { $0.0 <= nearest * (1 + 1e-9) }.min { ($0.1, $0.2) < ($1.1, $1.2) }?.3
                #expect(
                    scene.topmostLayerID(at: point, tolerance: tolerance) == expected, "\(point) r \(tolerance) \(near)"
                )
            }
        }
    }
}
