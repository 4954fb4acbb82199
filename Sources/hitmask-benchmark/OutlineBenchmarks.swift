import Foundation
import HitMask
import HitMaskEncoding
import HitMaskGenerator
import HitMaskOutlines

/// Physics outlines (`--outlines`): what they add to generation, against generating the same files without them
/// in the same run (in process, and the whole CLI run), and how many vertices, convex pieces and bytes a sprite
/// gets for each tolerance.
enum OutlineBenchmarks {
    static func run(folder: String, sources: [(bytes: [UInt8], name: String)], options: GenerationOptions) {
        let generated = sources.map {
            try? MaskGenerator.generate(pngBytes: $0.bytes, fileName: $0.name, options: options).mask
        }
        let masks = generated.compactMap { $0 }
        let solid = masks.filter { $0.solidPixelCount > 0 }
        print("")
        header("outlines: \(sources.count) PNGs, \(solid.count) with solid pixels", "time   vs baseline")
        let baseline = generationTime(sources, options)
        row("generation without outlines (baseline)", String(format: "%.4f s", baseline), 1)
        var outerAdded = 0.0
        for mode in FitMode.allCases {
            var withOutlines = options
            withOutlines.outlines = OutlineSettings(mode: mode)
            let time = generationTime(sources, withOutlines)
            if mode == .outer { outerAdded = time - baseline }
            row(
                "  with --outlines, mode \(mode), ε 1: time added", String(format: "%.4f s", time - baseline),
                (time - baseline) / baseline)
        }
        sizeClasses(sources: sources, masks: generated, options: options)
        wholeRuns(folder: folder, options: options)
        // Each stage of the balanced ε 1 outlines on its own, from the previous stage's output.
        let exact = solid.map { OutlineTracer.shapes(of: $0.bits, joiningCorners: true) }
        let simplified = exact.map { shapes in
            OutlineSimplifier.simplify(shapes, epsilon: 1, mode: .balanced)
        }
        let holes = exact.map { $0.reduce(0) { $0 + $1.holes.count } }
        print(
            "  (exact outlines: \(exact.reduce(0) { $0 + $1.count }) regions, \(holes.reduce(0, +)) holes, at most \(holes.max() ?? 0) in a sprite)"
        )
        let triangulations = simplified.map { $0.map(Triangulator.triangulate) }
        let stages: [(String, () -> Void)] = [
            (
                "tracing the exact outlines",
                { for mask in solid { _ = OutlineTracer.shapes(of: mask.bits, joiningCorners: true) } }
            ),
            (
                "simplifying them (balanced, ε 1)",
                {
                    for shapes in exact { _ = OutlineSimplifier.simplify(shapes, epsilon: 1, mode: .balanced) }
                }
            ),
            (
                "triangulating the simplified outlines",
                { for shapes in simplified { for shape in shapes { _ = Triangulator.triangulate(shape) } } }
            ),
            (
                "merging triangles into convex pieces",
                {
                    for list in triangulations {
                        for shape in list { _ = ConvexDecomposer.pieces(of: shape, maxVertices: 8) }
                    }
                }
            ),
        ]
        for (name, body) in stages {
            let time = seconds(fastest(3, body))
            row("  of which \(name)", String(format: "%.4f s", time), time / baseline)
        }

        let exactVertices = exact.reduce(0) {
            $0 + $1.reduce(0) { $0 + $1.outer.points.count + $1.holes.reduce(0) { $0 + $1.points.count } }
        }
        worstCases(options: options, perVertex: outerAdded / Double(max(1, exactVertices)))

        print("")
        print("vertices, convex pieces (≤ 8 vertices) and OUTL bytes per sprite with solid pixels, by tolerance ε")
        print("mode       ε     vertices   pieces    bytes   build time   vs generation")
        for mode in [FitMode.outer, .inner, .balanced] {
            for epsilon in [0, 0.5, 1, 2, 4] {
                let settings = OutlineSettings(epsilon: epsilon, mode: mode)
                var vertices = 0, pieces = 0, bytes = 0
                let time = seconds(
                    fastest(1) {
                        vertices = 0
                        pieces = 0
                        bytes = 0
                        for mask in solid {
                            let outlines = (try? OutlineBuilder.build(of: mask.bits, settings: settings)) ?? []
                            vertices += outlines.reduce(0) { $0 + $1.outline.vertexCount }
                            pieces += outlines.reduce(0) { $0 + $1.pieceIndices.count }
                            bytes += OutlineSectionEncoder.encode(outlines, settings: settings).count
                        }
                    })
                let count = Double(max(1, solid.count))
                print(
                    "\(mode)".padding(toLength: 9, withPad: " ", startingAt: 0)
                        + String(
                            format: " %4.1f %10.1f %8.1f %8.1f %10.4f s %10.3f", epsilon, Double(vertices) / count,
                            Double(pieces) / count, Double(bytes) / count, time, time / baseline))
            }
        }
    }

    /// Synthetic pictures that once made a stage slow beyond proportion (a search reading far more than its
    /// neighbourhood, or a chord rescanning a long staircase): each should cost about as much per exact outline
    /// vertex as real art does (`perVertex`, from the sprites above). Time added by outer ε 1 outlines to
    /// generating the same PNG.
    static func worstCases(options: GenerationOptions, perVertex: Double) {
        let pictures: [(String, Int, (Int, Int) -> Bool)] = [
            ("diagonal stripes", 1024, { x, y in (x + y) % 6 < 3 && x > y }),
            ("a column of holes", 1024, { x, y in !(x == 50 && y % 3 == 1 && y > 1 && y < 1022) }),
            ("noise", 512, { x, y in (x &* 7919 &+ y &* 104_729 &+ (x ^ y) &* 31) % 13 < 6 }),
            ("checkerboard", 256, { x, y in (x + y) % 2 == 0 }),
        ]
        print("")
        print(
            "worst cases: synthetic pictures, outer ε 1 outlines (sprites above: \(Int(perVertex * 1e9)) ns a vertex)")
        print("picture                    exact vertices   generation   time added   per vertex")
        var withOutlines = options
        withOutlines.outlines = OutlineSettings(mode: .outer)
        for (name, side, solid) in pictures {
            var pixels = [UInt8](repeating: 0, count: side * side * 4)
            for y in 0..<side { for x in 0..<side where solid(x, y) { pixels[(y * side + x) * 4 + 3] = 255 } }
            guard let png = try? RGBAImage(width: side, height: side, pixels: pixels).pngBytes(),
                let mask = try? MaskGenerator.generate(pngBytes: png, fileName: name, options: options).mask
            else { continue }
            let vertices = OutlineTracer.shapes(of: mask.bits, joiningCorners: true)
                .reduce(0) { $0 + $1.outer.points.count + $1.holes.reduce(0) { $0 + $1.points.count } }
            let base = seconds(
                fastest(3) { _ = try? MaskGenerator.generate(pngBytes: png, fileName: name, options: options) })
            let with = seconds(
                fastest(1) { _ = try? MaskGenerator.generate(pngBytes: png, fileName: name, options: withOutlines) })
            print(
                "\(name), \(side)²".padding(toLength: 26, withPad: " ", startingAt: 0)
                    + String(
                        format: " %14d %10.4f s %10.4f s %9.0f ns", vertices, base, with - base,
                        (with - base) / Double(max(1, vertices)) * 1e9))
        }
    }

    /// Generating every source in process, the fastest of three runs.
    static func generationTime(_ sources: [(bytes: [UInt8], name: String)], _ options: GenerationOptions) -> Double {
        seconds(
            fastest(3) {
                for source in sources {
                    _ = try? MaskGenerator.generate(pngBytes: source.bytes, fileName: source.name, options: options)
                }
            })
    }

    /// The same comparison (outer ε 1) for sprites, PNGs up to 256 × 256, and for the larger pictures (font atlases,
    /// textures, backgrounds), whose boundaries are far longer for the pixels decoded: they weigh differently, and a
    /// game makes physics bodies mostly of the former. `masks` are the sources' own (nil for one that does not
    /// generate, left out of both).
    static func sizeClasses(sources: [(bytes: [UInt8], name: String)], masks: [HitMask?], options: GenerationOptions) {
        var withOutlines = options
        withOutlines.outlines = OutlineSettings(mode: .outer)
        let isSprite = masks.map { mask in mask.map { $0.width <= 256 && $0.height <= 256 } }
        for sprites in [true, false] {
            let chosen = sources.indices.filter { isSprite[$0] == sprites }.map { sources[$0] }
            let base = generationTime(chosen, options), added = generationTime(chosen, withOutlines) - base
            let name = sprites ? "PNGs up to 256²" : "larger PNGs"
            row("  \(name) (\(chosen.count)), outer ε 1: time added", String(format: "%.4f s", added), added / base)
            row("    against their generation without outlines", String(format: "%.4f s", base), 1)
        }
    }

    /// The whole `hitmask generate --jobs 1` run (reading the PNGs, writing the masks) without and with
    /// `--outlines`, the fastest of three each, interleaved so a slow moment weighs on both alike.
    static func wholeRuns(folder: String, options: GenerationOptions) {
        guard FileManager.default.isExecutableFile(atPath: GenerationBenchmarks.tool) else {
            print("  (whole runs skipped: build the hitmask product beside the benchmark)")
            return
        }
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hitmask-outlines-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: outputs) }
        func generate(_ extra: [String]) -> Duration {
            try? FileManager.default.removeItem(atPath: outputs)
            let arguments =
                [
                    GenerationBenchmarks.tool, "generate", folder, "-o", outputs, "--jobs", "1",
                    "--threshold", "\(options.threshold.value)",
                ] + extra
            return GenerationBenchmarks.runChild(arguments).time
        }
        var without = Duration.seconds(1e9), with = without
        for _ in 0..<3 {
            without = min(without, generate([]))
            with = min(with, generate(["--outlines"]))
        }
        let base = seconds(without), added = seconds(with) - base
        row("whole `hitmask generate --jobs 1` run without outlines", String(format: "%.4f s", base), 1)
        row("  with --outlines (outer, ε 1): time added", String(format: "%.4f s", added), added / base)
    }
}
