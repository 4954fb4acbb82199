import HitMask
import HitMaskTestSupport
import Testing

@Suite("Touch tolerance in scenes")
struct SceneToleranceTests {
    @Test("in a scene a real hit wins, then the nearest near miss, then the topmost; hidden layers never")
    func sceneNearestLayer() throws {
        var random = SeededGenerator(seed: 23)
        let masks = try ToleranceReference.shapes.map {
            try HitMask(bytes: SyntheticMasks.file($0)).withDistanceField()
        }
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
                layers.append((layer, id, ToleranceReference.shapes[shape]))
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
