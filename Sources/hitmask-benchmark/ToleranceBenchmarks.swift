import HitMask
import HitMaskEncoding

/// Touch tolerance, as ratios measured in the same run:
/// - the DIST section's bytes against the MASK sections' (and the whole files') over the corpus, and the time to
///   compute the fields at run time (`withDistanceField()`) against loading the masks;
/// - `contains(x:y:tolerance:)` against `contains(x:y:)` at the same points (the bound: 1.5×), with the
///   field and without it (the exact search), and the same for views in an aspect mode.
enum ToleranceBenchmarks {
    static func run(files: [[UInt8]], sprites: [HitMask]) {
        let masks = files.compactMap { try? HitMask(bytes: $0) }
        var distanceBytes = 0, maskBytes = 0, fileBytes = 0
        for (mask, file) in zip(masks, files) {
            distanceBytes += DistanceFieldEncoder.encode(DistanceField(mask.bits)).count
            maskBytes += mask.maskByteCount
            fileBytes += file.count
        }
        print("")
        header("tolerance data (DIST) over the corpus", "bytes   vs baseline")
        row("MASK sections (baseline)", "\(maskBytes)", 1)
        row("DIST sections", "\(distanceBytes)", Double(distanceBytes) / Double(maskBytes))
        row("  against whole .hitmask files without them", "\(fileBytes)", Double(distanceBytes) / Double(fileBytes))
        let loadTime = fastest(3) { for file in files { _ = try? HitMask(bytes: file) } }
        let fieldTime = fastest(3) { for mask in masks { _ = mask.withDistanceField() } }
        row("HitMask(bytes:) of every mask (baseline)", String(format: "%.4f s", seconds(loadTime)), 1)
        row(
            "computing every field at run time", String(format: "%.4f s", seconds(fieldTime)),
            seconds(fieldTime) / seconds(loadTime))

        var random = BenchmarkRandom(seed: 7)
        let withFields = sprites.map { $0.withDistanceField() }
        // Points on each sprite's image, and on it and 20 pixels around it (where near misses land, but where
        // contains(x:y:) answers most points from the bounds alone, without reading memory).
        let count = 1_000_000
        func points(around margin: Int, spriteCount: Int = sprites.count) -> [(Int, Int, Int)] {
            (0..<count).map { _ -> (Int, Int, Int) in
                // spriteCount sprites spread over the corpus.
                let index = (Int(random.unit() * Double(spriteCount)) % spriteCount) * (sprites.count / spriteCount)
                let sprite = sprites[index]
                return (
                    index, Int(random.unit() * Double(sprite.width + 2 * margin)) - margin,
                    Int(random.unit() * Double(sprite.height + 2 * margin)) - margin
                )
            }
        }
        let samples = points(around: 20)
        var sink = 0
        // Sprite by sprite, as a touch handler asks one sprite about its touches; then in random sprite order, where
        // most queries miss the caches (a field takes 8 times the memory of its bits, and more with its margin).
        // 50,000 queries a sprite (20 sprites) keep a sprite's field in cache, as repeated touches on one sprite do;
        // 1,400 a sprite (all 716) mostly touch each line of the field once, and random order never twice.
        for (order, points) in [
            ("on 20 images, sprite by sprite", points(around: 0, spriteCount: 20).sorted { $0.0 < $1.0 }),
            (
                "on 20 images and 20 px around, sprite by sprite",
                points(around: 20, spriteCount: 20).sorted { $0.0 < $1.0 }
            ),
            ("on all images and 20 px around, sprite by sprite", samples.sorted { $0.0 < $1.0 }),
        ] {
            // A loop per sprite, over that sprite's points, as a caller holding one mask writes it.
            let groups = Dictionary(grouping: points, by: \.0).sorted { $0.key < $1.key }.map {
                ($0.key, $0.value.map { ($0.1, $0.2) })
            }
            print("")
            header("\(count) pixel queries \(order)", "ns each   vs baseline")
            let plain = fastest(5) { for (index, group) in groups { sink &+= hits(withFields[index], group) } }
            row("contains(x:y:) (baseline)", String(format: "%.2f", seconds(plain) / Double(count) * 1e9), 1)
            for radius in [4.0, 10, 15.5] {
                let time = fastest(5) {
                    for (index, group) in groups { sink &+= hits(withFields[index], group, tolerance: radius) }
                }
                row(
                    "contains(x:y:tolerance: \(radius)), field",
                    String(format: "%.2f", seconds(time) / Double(count) * 1e9), seconds(time) / seconds(plain))
            }
            if order.hasPrefix("on all") {
                print("")
                header("the same without a field (searching near each point)", "ns each   vs baseline")
                let plain = fastest(5) { for (index, group) in groups { sink &+= hits(sprites[index], group) } }
                row("contains(x:y:) (baseline)", String(format: "%.2f", seconds(plain) / Double(count) * 1e9), 1)
                for radius in [4.0, 10, 24] {
                    let time = fastest(3) {
                        for (index, group) in groups { sink &+= hits(sprites[index], group, tolerance: radius) }
                    }
                    row(
                        "contains(x:y:tolerance: \(radius)), no field",
                        String(format: "%.2f", seconds(time) / Double(count) * 1e9), seconds(time) / seconds(plain))
                }
            }
        }
        // Random sprite order: every query a different sprite, so it mostly misses the caches (a field takes eight
        // times the memory of its bits, more with its margin).
        print("")
        header("\(count) pixel queries on all images and 20 px around, random order", "ns each   vs baseline")
        let plain = fastest(5) {
            for (index, x, y) in samples where withFields[index].contains(x: x, y: y) { sink &+= 1 }
        }
        row("contains(x:y:) (baseline)", String(format: "%.2f", seconds(plain) / Double(count) * 1e9), 1)
        let random10 = fastest(5) {
            for (index, x, y) in samples where withFields[index].contains(x: x, y: y, tolerance: 10) { sink &+= 1 }
        }
        row(
            "contains(x:y:tolerance: 10), field", String(format: "%.2f", seconds(random10) / Double(count) * 1e9),
            seconds(random10) / seconds(plain))

        // Views: each sprite aspect-fit in a 1.5× larger square, points in the bounds and 10 points around.
        let views = sprites.map { sprite -> Rect2D in
            let side = Double(max(sprite.width, sprite.height)) * 1.5 / sprite.scale
            return Rect2D(x: 5, y: 5, width: side, height: side)
        }
        print("")
        header("views: each sprite aspect-fit in a square 1.5× its size", "ns each   vs baseline")
        let viewGroups = Dictionary(grouping: samples, by: \.0).sorted { $0.key < $1.key }.map { index, group in
            let bounds = views[index]
            return (
                index,
                group.map { _ in
                    Point2D(
                        x: bounds.minX - 10 + random.unit() * (bounds.width + 20),
                        y: bounds.minY - 10 + random.unit() * (bounds.height + 20))
                }
            )
        }
        let viewPlain = fastest(5) {
            for (index, points) in viewGroups { sink &+= viewHits(withFields[index], views[index], points) }
        }
        let viewTolerance = fastest(5) {
            for (index, points) in viewGroups {
                sink &+= viewHits(withFields[index], views[index], points, tolerance: 8)
            }
        }
        let viewSearch = fastest(3) {
            for (index, points) in viewGroups { sink &+= viewHits(sprites[index], views[index], points, tolerance: 8) }
        }
        row(
            "contains(_:in:contentMode:) aspect fit (baseline)",
            String(format: "%.2f", seconds(viewPlain) / Double(count) * 1e9), 1)
        row(
            "  with tolerance: 8 points, field", String(format: "%.2f", seconds(viewTolerance) / Double(count) * 1e9),
            seconds(viewTolerance) / seconds(viewPlain))
        row(
            "  with tolerance: 8 points, no field", String(format: "%.2f", seconds(viewSearch) / Double(count) * 1e9),
            seconds(viewSearch) / seconds(viewPlain))
        if sink == 42 { print("") }
    }

    /// The same for a view's points, the sprite aspect-fit in `bounds`.
    @inline(never)
    static func viewHits(_ mask: HitMask, _ bounds: Rect2D, _ points: [Point2D], tolerance: Double? = nil) -> Int {
        var hits = 0
        if let tolerance {
            for point in points
            where mask.contains(point, in: bounds, contentMode: .scaleAspectFit, tolerance: tolerance) { hits += 1 }
        } else {
            for point in points where mask.contains(point, in: bounds, contentMode: .scaleAspectFit) { hits += 1 }
        }
        return hits
    }

    /// How many of `points` are solid, or within `tolerance`, in one sprite: out of line, so that each measured loop
    /// is the loop a caller holding one mask writes.
    @inline(never)
    static func hits(_ mask: HitMask, _ points: [(Int, Int)], tolerance: Double? = nil) -> Int {
        var hits = 0
        if let tolerance {
            for (x, y) in points where mask.contains(x: x, y: y, tolerance: tolerance) { hits += 1 }
        } else {
            for (x, y) in points where mask.contains(x: x, y: y) { hits += 1 }
        }
        return hits
    }
}
