import HitMask
import HitMaskEncoding

/// Physics outlines (issue 12, in progress): vertices per sprite against ε, and the time tracing and simplifying
/// take against generating the masks, measured in the same run.
enum OutlineBenchmarks {
    static func run(masks: [HitMask], generationSeconds: Double) {
        print("")
        header("outlines of \(masks.count) masks (mode outer)", "per mask   vs baseline")
        var exactVertices = 0
        let traceTime = fastest(3) {
            exactVertices = 0
            for mask in masks {
                for shape in OutlineTracer.shapes(of: mask.bits, joiningCorners: true) {
                    exactVertices += shape.outer.points.count + shape.holes.reduce(0) { $0 + $1.points.count }
                }
            }
        }
        row("generation in process (baseline)", String(format: "%.4f s", generationSeconds), 1)
        row("tracing exact outlines", String(format: "%.4f s", seconds(traceTime)), seconds(traceTime) / generationSeconds)
        print(String(format: "  %.1f vertices a mask, exact", Double(exactVertices) / Double(masks.count)))
        let traced = masks.map { ($0.bits, OutlineTracer.shapes(of: $0.bits, joiningCorners: true)) }
        for epsilon in [0.5, 1.0, 2.0] {
            var vertices = 0
            let time = fastest(1) {
                vertices = 0
                for shapes in traced {
                    for shape in OutlineSimplifier.simplify(shapes.1, epsilon: epsilon, mode: .outer, bits: shapes.0) {
                        vertices += shape.outer.points.count + shape.holes.reduce(0) { $0 + $1.points.count }
                    }
                }
            }
            row("  simplifying, ε = \(epsilon): \(String(format: "%.1f", Double(vertices) / Double(masks.count))) vertices a mask",
                String(format: "%.4f s", seconds(time)), seconds(time) / generationSeconds)
        }
    }
}
