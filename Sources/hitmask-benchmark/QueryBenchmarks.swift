import HitMask

/// Query speed, as ratios measured in the same run:
/// - `contains(_:in:contentMode:)` against `contains(x:y:)` over the same points, in the same kind of loop;
/// - a 10,000-sprite `HitTestScene` query against scanning every sprite.
enum QueryBenchmarks {
    static func run(masks: [HitMask]) {
        var random = BenchmarkRandom(seed: 42)
        let mask = masks.max { $0.width * $0.height < $1.width * $1.height }!
        let count = 1_000_000
        let bounds = Rect2D(x: 10, y: 20, width: Double(mask.width) * 1.3, height: Double(mask.height) * 0.9)
        let viewPoints = (0..<count).map { _ in
            Point2D(x: bounds.minX + random.unit() * bounds.width, y: bounds.minY + random.unit() * bounds.height)
        }

        var sink = 0
        // Same bounds for every query: in a caller's loop the placement is worked out once.
        print("")
        print("queries on a \(mask.width)×\(mask.height) mask, \(count) points, same bounds for all")
        modeTableHeader()
        for mode in ImageContentMode.allCases {
            let placement = mask.placement(in: bounds, contentMode: mode)
            let pixels = viewPoints.map { pixelOf($0, in: bounds, placement) }
            let (pixelTime, viewTime) = fastestPair(
                { sink &+= pixelLoop(mask, pixels) }, { sink &+= viewLoop(mask, viewPoints, bounds, mode) })
            modeRow(mode, pixelTime, viewTime, count)
        }

        // New bounds at every query (views of many sizes): the placement is worked out every time.
        let cases = (0..<count).map { _ -> (Point2D, Rect2D) in
            let frame = Rect2D(
                x: random.unit() * 100, y: random.unit() * 100,
                width: mask.pointWidth * (0.5 + random.unit() * 1.5),
                height: mask.pointHeight * (0.5 + random.unit() * 1.5))
            return (
                Point2D(x: frame.minX + random.unit() * frame.width, y: frame.minY + random.unit() * frame.height),
                frame
            )
        }
        print("")
        print("the same, with new bounds at every query")
        modeTableHeader()
        for mode in ImageContentMode.allCases {
            let pixels = cases.map { pixelOf($0.0, in: $0.1, mask.placement(in: $0.1, contentMode: mode)) }
            let (pixelTime, viewTime) = fastestPair(
                { sink &+= pixelLoop(mask, pixels) }, { sink &+= viewLoop(mask, cases, mode) })
            modeRow(mode, pixelTime, viewTime, count)
        }

        // A rotated, scaled, flipped sprite: the same transform for the whole loop.
        let transform = Transform2D(scaleX: -1.5, y: 1.25).concatenating(Transform2D(rotationAngle: 0.6))
            .concatenating(Transform2D(translationX: 300, y: 200))
        let inverse = transform.inverted()!
        let scenePoints = (0..<count).map { _ in
            transform.apply(
                to: Point2D(
                    x: random.unit() * Double(mask.width) * 1.2 - 5, y: random.unit() * Double(mask.height) * 1.2 - 5))
        }
        let transformPixels = scenePoints.map { point -> (Int, Int) in
            let pixel = inverse.apply(to: point)
            return (Int(pixel.x.rounded(.down)), Int(pixel.y.rounded(.down)))
        }
        let (transformPixelTime, transformTime) = fastestPair(
            { sink &+= pixelLoop(mask, transformPixels) }, { sink &+= transformLoop(mask, scenePoints, transform) })
        print("")
        print("contains(_:transform:) (rotated, scaled, flipped) against contains(x:y:) at the same points' pixels")
        let perPixel = seconds(transformPixelTime) / Double(count) * 1e9,
            perTransform = seconds(transformTime) / Double(count) * 1e9
        print(String(format: "%34.2f%33.2f%8.3f", perPixel, perTransform, perTransform / perPixel))

        // An engine keeping its sprites' masks in an array asks `masks[i].contains` in its loop. The same mask in
        // every slot, so both loops read the same memory and only reaching the mask differs.
        let slots = Array(repeating: mask, count: 64)
        let slotPixels = transformPixels.map { (Int(random.unit() * Double(slots.count)), $0.0, $0.1) }
        let (onePixelTime, arrayTime) = fastestPair(
            { sink &+= pixelLoop(mask, transformPixels) }, { sink &+= arrayLoop(slots, slotPixels) })
        // The same with a tolerance query, which reads the distance field inline and calls out to search without one.
        let fieldMask = mask.withDistanceField()
        let fieldSlots = Array(repeating: fieldMask, count: slots.count)
        let (oneToleranceTime, arrayToleranceTime) = fastestPair(
            { sink &+= pixelLoop(fieldMask, transformPixels, tolerance: 4) },
            { sink &+= arrayLoop(fieldSlots, slotPixels, tolerance: 4) })
        print("")
        print("an array of masks (masks[i].contains) against one mask in the loop, same pixels")
        for (name, one, array) in [
            ("contains(x:y:)", onePixelTime, arrayTime),
            ("contains(x:y:tolerance: 4), field", oneToleranceTime, arrayToleranceTime),
        ] {
            let perOne = seconds(one) / Double(count) * 1e9, perArray = seconds(array) / Double(count) * 1e9
            print(
                name.padding(toLength: 34, withPad: " ", startingAt: 0)
                    + String(format: "%8.2f ns%12.2f ns%8.3f", perOne, perArray, perArray / perOne))
        }

        print("")
        print(
            "layered query and edits, 10,000 sprites".padding(toLength: 48, withPad: " ", startingAt: 0)
                + "   ns each   vs baseline")
        // Sprites of the corpus at their size over a 4000 × 4000 scene; then 10 times larger over a 40,000 × 40,000
        // one (the same overlap), where most sprites are far larger than the grid's cells.
        for (spriteScale, side) in [(1.0, 4000.0), (10, 40_000)] {
            sink &+= sceneRows(masks, spriteScale: spriteScale, side: side, random: &random)
        }
        if sink == 42 { print("") }  // keeps the loops' results alive
    }

    /// Times 100,000 queries of a 10,000-sprite scene (some rotated, some flipped) in batches of 100, and 1,000 of
    /// them scanning every sprite, and prints the rows.
    private static func sceneRows(_ masks: [HitMask], spriteScale: Double, side: Double, random: inout BenchmarkRandom)
        -> Int
    {
        var sink = 0
        func randomPlacement(_ id: Int) -> HitTestScene<Int>.Placement {
            let sprite = masks[id % masks.count]
            let size = Size2D(width: sprite.pointWidth * spriteScale, height: sprite.pointHeight * spriteScale)
            let position = Point2D(x: random.unit() * side, y: random.unit() * side)
            return id % 2 == 0
                ? .frame(Rect2D(origin: position, size: size), contentMode: .scaleAspectFit)
                : .transform(sprite.spriteTransform(position: position, size: size, rotation: random.unit() * 6.28))
        }
        let layers = (0..<10_000).map { id in
            HitTestScene<Int>.Layer(
                id: id, mask: masks[id % masks.count], placement: randomPlacement(id), zIndex: Double(id % 7))
        }
        var scene = HitTestScene<Int>(cellSize: 64)
        let buildStart = ContinuousClock.now
        for layer in layers { scene.insert(layer) }
        let buildTime = seconds(ContinuousClock.now - buildStart)
        // Moves, timed on a copy so that the queries below see the scene as built.
        var moved = scene
        _ = moved.remove(-1)  // makes the copy its own before the clock starts
        let jumps = layers.map { randomPlacement($0.id) }
        let nudges = layers.map { layer -> HitTestScene<Int>.Placement in
            switch layer.placement {
            case .frame(let frame, let mode):
                .frame(
                    Rect2D(x: frame.minX + 0.4, y: frame.minY - 0.3, width: frame.width, height: frame.height),
                    contentMode: mode)
            case .transform(let transform):
                .transform(transform.concatenating(Transform2D(translationX: 0.4, y: -0.3)))
            }
        }
        var start = ContinuousClock.now
        for (id, placement) in nudges.enumerated() { moved.move(id, to: placement) }
        let nudgeTime = seconds(ContinuousClock.now - start)
        start = ContinuousClock.now
        for (id, placement) in jumps.enumerated() { moved.move(id, to: placement) }
        let jumpTime = seconds(ContinuousClock.now - start)
        sink &+= moved.count
        let queries = (0..<100_000).map { _ in Point2D(x: random.unit() * side, y: random.unit() * side) }
        var batchTimes: [Double] = []
        for batch in 0..<1000 {
            let start = ContinuousClock.now
            var found = 0
            for point in queries[(batch * 100)..<(batch * 100 + 100)] where scene.topmostLayerID(at: point) != nil {
                found += 1
            }
            sink &+= found
            batchTimes.append(seconds(ContinuousClock.now - start) / 100 * 1e9)
        }
        batchTimes.sort()
        let median = batchTimes[batchTimes.count / 2], percentile99 = batchTimes[batchTimes.count * 99 / 100]
        let scanTime = fastest(1) {
            for point in queries.prefix(1000) {
                var best: (Double, Int)?
                for layer in layers {
                    let hit: Bool
                    switch layer.placement {
                    case .frame(let frame, let mode): hit = layer.mask.contains(point, in: frame, contentMode: mode)
                    case .transform(let transform): hit = layer.mask.contains(point, transform: transform)
                    }
                    if hit, best == nil || (layer.zIndex, layer.id) > best! { best = (layer.zIndex, layer.id) }
                }
                sink &+= best?.1 ?? 0
            }
        }
        let perScan = seconds(scanTime) / 1000 * 1e9
        let label = spriteScale == 1 ? "" : " (\(Int(spriteScale))× larger)"
        queryRow("scan every sprite\(label) (baseline)", perScan, 1)
        queryRow("topmostLayerID(at:)\(label), median", median, median / perScan)
        queryRow("topmostLayerID(at:)\(label), 99th percentile", percentile99, percentile99 / perScan)
        // Per sprite: 10,000 of each, so seconds × 10⁵ is nanoseconds each.
        queryRow("  insert\(label) (baseline for edits)", buildTime * 1e5, 1)
        queryRow("  move by under a point\(label)", nudgeTime * 1e5, nudgeTime / buildTime)
        queryRow("  move anywhere\(label)", jumpTime * 1e5, jumpTime / buildTime)
        return sink
    }

    /// The fastest of seven runs of each, taken in turns, so that a busy moment on the machine slows both alike.
    private static func fastestPair(_ baseline: () -> Void, _ measured: () -> Void) -> (Duration, Duration) {
        var best = (Duration.seconds(1_000), Duration.seconds(1_000))
        for _ in 0..<7 {
            best.0 = min(best.0, fastest(1, baseline))
            best.1 = min(best.1, fastest(1, measured))
        }
        return best
    }

    /// The pixel a view point lands on, or (-1, -1) outside the bounds: what `contains(x:y:)` is asked.
    private static func pixelOf(_ point: Point2D, in bounds: Rect2D, _ placement: ViewPlacement) -> (Int, Int) {
        let pixel = placement.pixel(for: point)
        guard bounds.contains(point), pixel.x.isFinite, pixel.y.isFinite, abs(pixel.x) < 1e9, abs(pixel.y) < 1e9 else {
            return (-1, -1)
        }
        return (Int(pixel.x.rounded(.down)), Int(pixel.y.rounded(.down)))
    }

    private static func pixelLoop(_ mask: HitMask, _ pixels: [(Int, Int)], tolerance: Double? = nil) -> Int {
        var hits = 0
        if let tolerance {
            for (x, y) in pixels where mask.contains(x: x, y: y, tolerance: tolerance) { hits += 1 }
        } else {
            for (x, y) in pixels where mask.contains(x: x, y: y) { hits += 1 }
        }
        return hits
    }

    private static func arrayLoop(_ masks: [HitMask], _ pixels: [(Int, Int, Int)], tolerance: Double? = nil) -> Int {
        var hits = 0
        if let tolerance {
            for (index, x, y) in pixels where masks[index].contains(x: x, y: y, tolerance: tolerance) { hits += 1 }
        } else {
            for (index, x, y) in pixels where masks[index].contains(x: x, y: y) { hits += 1 }
        }
        return hits
    }

    private static func viewLoop(_ mask: HitMask, _ points: [Point2D], _ bounds: Rect2D, _ mode: ImageContentMode)
        -> Int
    {
        var hits = 0
        for point in points where mask.contains(point, in: bounds, contentMode: mode) { hits += 1 }
        return hits
    }

    private static func viewLoop(_ mask: HitMask, _ cases: [(Point2D, Rect2D)], _ mode: ImageContentMode) -> Int {
        var hits = 0
        for (point, bounds) in cases where mask.contains(point, in: bounds, contentMode: mode) { hits += 1 }
        return hits
    }

    private static func transformLoop(_ mask: HitMask, _ points: [Point2D], _ transform: Transform2D) -> Int {
        var hits = 0
        for point in points where mask.contains(point, transform: transform) { hits += 1 }
        return hits
    }

    private static func modeTableHeader() {
        print("(each mode against contains(x:y:) at the same points' pixels: both see the same hits and misses)")
        print(
            "content mode".padding(toLength: 20, withPad: " ", startingAt: 0)
                + "contains(x:y:) ns   contains(_:in:contentMode:) ns   ratio")
    }

    private static func modeRow(_ mode: ImageContentMode, _ pixelTime: Duration, _ viewTime: Duration, _ count: Int) {
        let perPixel = seconds(pixelTime) / Double(count) * 1e9, perView = seconds(viewTime) / Double(count) * 1e9
        print(
            ".\(mode)".padding(toLength: 20, withPad: " ", startingAt: 0)
                + String(format: "%14.2f%33.2f%8.3f", perPixel, perView, perView / perPixel))
    }

    private static func queryRow(_ name: String, _ nanoseconds: Double, _ ratio: Double) {
        print(
            name.padding(toLength: 48, withPad: " ", startingAt: 0) + String(format: "%11.2f%12.3f", nanoseconds, ratio)
        )
    }
}

/// SplitMix64, so every run queries the same points.
struct BenchmarkRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
