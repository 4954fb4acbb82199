import HitMask
import HitMaskTestSupport
import Testing

@Suite("Layered hit testing")
struct SceneTests {
    static let masks: [HitMask] = (0..<6).map { index in
        let bits =
            index == 5
            ? PackedBits(width: 8, height: 8)  // a layer with nothing solid
            : SyntheticMasks.noise(width: 5 + index * 3, height: 4 + index * 2, density: 0.5, seed: UInt64(index) + 40)
        return try! HitMask(bytes: SyntheticMasks.file(bits, scale: Double(1 + index % 2)))
    }

    /// Every layer hit at `point`, topmost first, by brute force: every layer, sorted top to bottom, tested with
    /// the mask's own queries.
    static func bruteForceAll(_ layers: [(HitTestScene<Int>.Layer, Int)], at point: Point2D) -> [Int] {
        layers.sorted { ($0.0.zIndex, $0.1) > ($1.0.zIndex, $1.1) }.compactMap { layer, _ in
            guard !layer.isHidden else { return nil }
            switch layer.placement {
            case .frame(let frame, let mode):
                return layer.mask.contains(point, in: frame, contentMode: mode) ? layer.id : nil
            case .transform(let transform): return layer.mask.contains(point, transform: transform) ? layer.id : nil
            }
        }
    }

    static func bruteForce(_ layers: [(HitTestScene<Int>.Layer, Int)], at point: Point2D) -> Int? {
        bruteForceAll(layers, at: point).first
    }

    static func nudged(_ placement: HitTestPlacement, by offset: Double) -> HitTestPlacement {
        switch placement {
        case .frame(let frame, let mode):
            return .frame(
                Rect2D(x: frame.minX + offset, y: frame.minY - offset, width: frame.width, height: frame.height),
                contentMode: mode)
        case .transform(let transform):
            return .transform(transform.concatenating(Transform2D(translationX: offset, y: offset / 2)))
        }
    }

    /// A random layer: a frame with a random content mode, or a sprite transform (flipped, turned, scaled); where it
    /// lies, within about `spread` units of the origin.
    static func randomLayer(id: Int, spread: Double = 250, using random: inout SeededGenerator)
        -> HitTestScene<Int>.Layer
    {
        let mask = masks[Int.random(in: 0..<masks.count, using: &random)]
        let placement: HitTestScene<Int>.Placement
        if Bool.random(using: &random) {
            let frame = Rect2D(
                x: Double.random(in: 0...spread * 0.8, using: &random),
                y: Double.random(in: 0...spread * 0.8, using: &random),
                width: Double.random(in: 4...60, using: &random), height: Double.random(in: 4...60, using: &random))
            placement = .frame(frame, contentMode: ImageContentMode.allCases.randomElement(using: &random)!)
        } else {
            placement = .transform(
                mask.spriteTransform(
                    position: Point2D(
                        x: Double.random(in: 0...spread, using: &random),
                        y: Double.random(in: 0...spread, using: &random)),
                    size: Size2D(
                        width: Double.random(in: -40...40, using: &random),
                        height: Double.random(in: 5...40, using: &random)),
                    rotation: Double.random(in: -4...4, using: &random), yUp: Bool.random(using: &random)))
        }
        return .init(
            id: id, mask: mask, placement: placement, zIndex: Double(Int.random(in: 0...3, using: &random)),
            isHidden: Int.random(in: 0..<8, using: &random) == 0)
    }

    // Cell sizes from a quarter of the smallest layer to larger than the whole scene, so layers land in every
    // grid level (cells grow sixteenfold per level).
    @Test(
        "the topmost hit and the hit list match a brute-force scan, through adds, moves, hides, z changes and removals",
        arguments: [0.25, 4.0, 32, 500])
    func matchesBruteForce(cellSize: Double) {
        var random = SeededGenerator(seed: UInt64(cellSize * 4))
        var scene = HitTestScene<Int>(cellSize: cellSize)
        var layers: [Int: (HitTestScene<Int>.Layer, Int)] = [:]  // id → layer, insertion sequence
        var sequence = 0
        var hits = 0
        for step in 0..<400 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let layer = Self.randomLayer(id: step, using: &random)
                scene.insert(layer)
                layers[step] = (layer, sequence)
                sequence += 1
            case 5...6 where !layers.isEmpty:
                // Half the moves jump anywhere; half nudge the layer, which mostly keeps it in the same cells.
                let id = layers.keys.sorted()[Int.random(in: 0..<layers.count, using: &random)]
                let placement =
                    Bool.random(using: &random)
                    ? Self.randomLayer(id: id, using: &random).placement
                    : Self.nudged(layers[id]!.0.placement, by: Double.random(in: -0.4...0.4, using: &random))
                scene.move(id, to: placement)
                layers[id]!.0.placement = placement
            case 7 where !layers.isEmpty:
                let id = layers.keys.sorted()[Int.random(in: 0..<layers.count, using: &random)]
                let hidden = !layers[id]!.0.isHidden
                scene.setHidden(id, to: hidden)
                layers[id]!.0.isHidden = hidden
            case 8 where !layers.isEmpty:
                let id = layers.keys.sorted()[Int.random(in: 0..<layers.count, using: &random)]
                let z = Double(Int.random(in: 0...3, using: &random))
                scene.setZIndex(id, to: z)
                layers[id]!.0.zIndex = z
            case 9 where !layers.isEmpty:
                let id = layers.keys.sorted()[Int.random(in: 0..<layers.count, using: &random)]
                #expect(scene.remove(id)?.id == id)
                layers[id] = nil
            default: break
            }
            #expect(scene.count == layers.count)
            for _ in 0..<20 {
                let point = Point2D(
                    x: Double.random(in: -20...280, using: &random), y: Double.random(in: -20...280, using: &random))
                let expectedAll = Self.bruteForceAll(Array(layers.values), at: point)
                let expected = expectedAll.first
                #expect(scene.topmostLayerID(at: point) == expected, "step \(step) at \(point)")
                #expect(scene.layerIDs(at: point) == expectedAll, "step \(step) at \(point)")
                if expected != nil { hits += 1 }
            }
        }
        #expect(hits > 500)
    }

    /// For each layer, the layers some unit centre (x + ½, y + ½) of `area` hits along with it, by brute force over
    /// the masks' own queries, topmost first.
    static func bruteForceTouching(_ layers: [(HitTestScene<Int>.Layer, Int)], over area: ClosedRange<Int>) -> [Int:
        [Int]]
    {
        var pairs = Set<[Int]>()
        for y in area {
            for x in area {
                let hits = bruteForceAll(layers, at: Point2D(x: Double(x) + 0.5, y: Double(y) + 0.5))
                for a in hits { for b in hits where a != b { pairs.insert([a, b]) } }
            }
        }
        let order = layers.sorted { ($0.0.zIndex, $0.1) > ($1.0.zIndex, $1.1) }.map(\.0.id)
        var touching: [Int: [Int]] = [:]
        for (layer, _) in layers {
            touching[layer.id] = order.filter { pairs.contains([layer.id, $0]) }
        }
        return touching
    }

    @Test(
        "layerIDs(touching:) lists, topmost first, the layers a unit centre hits along with the layer, as a brute force finds them",
        arguments: [0.25, 32, 500])
    func touchingMatchesBruteForce(cellSize: Double) {
        var random = SeededGenerator(seed: UInt64(cellSize * 8) + 7)
        var scene = HitTestScene<Int>(cellSize: cellSize)
        var layers: [(HitTestScene<Int>.Layer, Int)] = []
        for id in 0..<20 {
            let layer = Self.randomLayer(id: id, spread: 50, using: &random)
            scene.insert(layer)
            layers.append((layer, id))
        }
        let expected = Self.bruteForceTouching(layers, over: -50...130)
        var touches = 0
        for (layer, _) in layers {
            #expect(scene.layerIDs(touching: layer.id) == expected[layer.id], "layer \(layer.id)")
            touches += expected[layer.id]!.count
        }
        #expect(touches > 16, "too few layers touch to tell")
        #expect(scene.layerIDs(touching: 999).isEmpty)
    }

    @Test(
        "layers moved by whole units touch as HitMask.overlaps(_:transform:otherTransform:) says, at every offset near contact"
    )
    func touchingAgreesWithPlacedOverlap() {
        let a = Self.masks[2], b = Self.masks[3]
        var scene = HitTestScene<String>(cellSize: 8)
        let place = Transform2D(translationX: 40, y: 30)
        scene.insert(.init(id: "a", mask: a, placement: .transform(place)))
        var compared = (touching: 0, apart: 0)
        for dy in -(b.height + 1)...(a.height + 1) {
            for dx in -(b.width + 1)...(a.width + 1) {
                let other = Transform2D(translationX: 40 + Double(dx), y: 30 + Double(dy))
                scene.insert(.init(id: "b", mask: b, placement: .transform(other)))
                let expected = a.overlaps(b, transform: place, otherTransform: other)
                #expect(scene.layerIDs(touching: "a") == (expected ? ["b"] : []), "b at (\(dx), \(dy))")
                #expect(scene.layerIDs(touching: "b") == (expected ? ["a"] : []), "b at (\(dx), \(dy))")
                if expected { compared.touching += 1 } else { compared.apart += 1 }
            }
        }
        #expect(compared.touching > 50 && compared.apart > 50)
        scene.setHidden("b", to: true)
        scene.insert(.init(id: "b", mask: b, placement: .transform(place), isHidden: true))
        #expect(scene.layerIDs(touching: "a").isEmpty, "a hidden layer touches nothing")
        #expect(scene.layerIDs(touching: "b").isEmpty, "a hidden layer touches nothing")
    }

    @Test("all layers under a point, topmost first; clear pixels pass through")
    func passThrough() throws {
        let full = try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.make(width: 10, height: 10) { _, _ in true }))
        let ring = try HitMask(
            bytes: SyntheticMasks.file(
                SyntheticMasks.make(width: 10, height: 10) { x, y in !(3...6).contains(x) || !(3...6).contains(y) }))
        var scene = HitTestScene<String>()
        scene.insert(
            .init(
                id: "background", mask: full,
                placement: .frame(Rect2D(x: 0, y: 0, width: 10, height: 10), contentMode: .scaleToFill)))
        scene.insert(
            .init(
                id: "ring", mask: ring,
                placement: .frame(Rect2D(x: 0, y: 0, width: 10, height: 10), contentMode: .scaleToFill), zIndex: 1))
        #expect(scene.topmostLayerID(at: Point2D(x: 1, y: 1)) == "ring")
        #expect(
            scene.topmostLayerID(at: Point2D(x: 5, y: 5)) == "background", "the ring's hole passes the touch through")
        #expect(scene.layerIDs(at: Point2D(x: 1, y: 1)) == ["ring", "background"])
        scene.setHidden("background", to: true)
        #expect(scene.topmostLayerID(at: Point2D(x: 5, y: 5)) == nil)
        #expect(scene.topmostLayerID(at: Point2D(x: .nan, y: 5)) == nil)
    }

    @Test("far from the origin, where Float cannot hold a coordinate, the scene still agrees with each mask")
    func farCoordinates() throws {
        // Cells keep bounding boxes as Float, rounded outwards: 2²⁴ + 1.25 is between two Floats.
        let full = try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.make(width: 10, height: 10) { _, _ in true }))
        let frame = Rect2D(x: 16_777_217.25, y: -16_777_219.75, width: 10, height: 10)
        var scene = HitTestScene<Int>()
        scene.insert(.init(id: 1, mask: full, placement: .frame(frame, contentMode: .scaleToFill)))
        for (dx, dy) in [(0.0, 0.0), (-0.01, 0), (0, -0.01), (9.99, 9.99), (10, 5), (5, 10), (0.5, 0.25)] {
            let point = Point2D(x: frame.minX + dx, y: frame.minY + dy)
            let expected = full.contains(point, in: frame, contentMode: .scaleToFill) ? 1 : nil
            #expect(scene.topmostLayerID(at: point) == expected, "at \(point)")
        }
        #expect(scene.topmostLayerID(at: frame.origin) == 1)
    }

    @Test("layers spanning huge, infinite or NaN extents are kept and queried without trapping")
    func extremeLayers() throws {
        let full = try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.make(width: 4, height: 4) { _, _ in true }))
        var scene = HitTestScene<Int>(cellSize: 1)
        let huge: [HitTestPlacement] = [
            .frame(Rect2D(x: -1e300, y: -1e300, width: 2e300, height: 2e300), contentMode: .scaleToFill),
            .frame(Rect2D(x: 0, y: 0, width: .infinity, height: 1e18), contentMode: .topLeft),
            .frame(Rect2D(x: .nan, y: 0, width: 10, height: 10), contentMode: .center),
            .transform(Transform2D(scaleX: 1e200, y: 1e200)),
            .transform(Transform2D(a: 1e300, b: 1e300, c: -1e300, d: 1e300, tx: 0, ty: 0)),
        ]
        var layers: [(HitTestScene<Int>.Layer, Int)] = []
        for (id, placement) in huge.enumerated() {
            let layer = HitTestScene<Int>.Layer(id: id, mask: full, placement: placement, zIndex: Double(id))
            scene.insert(layer)
            layers.append((layer, id))
        }
        for point in [
            Point2D(x: 1, y: 1), Point2D(x: -5e299, y: 7), Point2D(x: 3e299, y: -1), Point2D(x: 1e17, y: 0.5),
        ] {
            #expect(scene.topmostLayerID(at: point) == Self.bruteForce(layers, at: point), "at \(point)")
        }
        #expect(scene.layerIDs(at: Point2D(x: -5e299, y: 7)) == [0])
        for id in huge.indices { scene.remove(id) }
        #expect(scene.topmostLayerID(at: Point2D(x: 1, y: 1)) == nil)
    }

    @Test("the sprite convenience matches SpriteKit's conventions")
    func spriteTransform() throws {
        // A 4×2 mask whose top row is solid, drawn 40×20 with its centre at (100, 100) in a y-up scene.
        let topRow = try HitMask(
            bytes: SyntheticMasks.file(SyntheticMasks.make(width: 4, height: 2) { _, y in y == 0 }))
        let transform = topRow.spriteTransform(position: Point2D(x: 100, y: 100), size: Size2D(width: 40, height: 20))
        #expect(
            topRow.contains(Point2D(x: 85, y: 105), transform: transform),
            "the top row is above the centre when y is up")
        #expect(!topRow.contains(Point2D(x: 85, y: 95), transform: transform))
        let screen = topRow.spriteTransform(
            position: Point2D(x: 100, y: 100), size: Size2D(width: 40, height: 20), yUp: false)
        #expect(topRow.contains(Point2D(x: 85, y: 95), transform: screen), "and below it when y is down")
        let turned = topRow.spriteTransform(
            position: Point2D(x: 0, y: 0), size: Size2D(width: 40, height: 20), rotation: .pi / 2)
        #expect(
            turned.apply(to: Point2D(x: 4, y: 1)).isClose(to: Point2D(x: 0, y: 20)),
            "right edge's middle turns to the top")
        let corner = topRow.spriteTransform(
            position: Point2D(x: 0, y: 0), size: Size2D(width: 40, height: 20), anchorPoint: Point2D(x: 0, y: 0))
        #expect(
            corner.apply(to: Point2D(x: 0, y: 2)).isClose(to: Point2D(x: 0, y: 0)),
            "anchor (0, 0) is the bottom-left corner")
    }
}

extension Point2D {
    func isClose(to other: Point2D) -> Bool { abs(x - other.x) < 1e-9 && abs(y - other.y) < 1e-9 }
}
