import Foundation
import HitMaskGenerator
import HitMaskReader
import HitMaskTestSupport
import Testing

@Suite("Tolerance data from real sprites")
struct ToleranceDataTests {
    /// The sample sprites (a flower, a ring, a sword, a button) and a few PngSuite images with transparency.
    static let sources: [URL] = {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Sprites")
        let sprites = ["flower.png", "ring.png", "sword.png", "button.png"].map { samples.appendingPathComponent($0) }
        return sprites
            + ["basn6a08.png", "tbrn2c08.png", "tp1n3p08.png"].map { Fixtures.pngSuite.appendingPathComponent($0) }
    }()

    @Test("--tolerance-data files answer like brute force over every solid pixel, at random points and radii")
    func matchesBruteForce() throws {
        var random = SeededGenerator(seed: 99)
        for url in Self.sources {
            let options = GenerationOptions(threshold: AlphaThreshold(85), toleranceData: true)
            let generated = try MaskGenerator.generate(
                pngBytes: Fixtures.bytes(url), fileName: url.lastPathComponent, options: options)
            let mask = try HitMask(bytes: generated.fileBytes)
            #expect(mask.distanceField != nil)
            let solid = (0..<mask.height).flatMap { y in
                (0..<mask.width).filter { mask.contains(x: $0, y: y) }.map { ($0, y) }
            }
            for _ in 0..<400 {
                let x = Int.random(in: -25..<mask.width + 25, using: &random)
                let y = Int.random(in: -25..<mask.height + 25, using: &random)
                let radius = Double.random(in: 0..<30, using: &random)
                var nearest = Int.max
                for (i, j) in solid { nearest = min(nearest, (i - x) * (i - x) + (j - y) * (j - y)) }
                let exact = nearest == Int.max ? Double.infinity : Double(nearest).squareRoot()
                #expect(
                    mask.contains(x: x, y: y, tolerance: radius) == (exact <= radius),
                    "\(url.lastPathComponent) (\(x), \(y)) r \(radius)")
                #expect(
                    mask.distance(toX: x, y: y, cappedAt: 30) == min(exact, 30), "\(url.lastPathComponent) (\(x), \(y))"
                )
            }
        }
    }

    @Test("the same options give byte-identical files, and the field is what the run-time transform computes")
    func deterministic() throws {
        let url = Self.sources[1]
        let options = GenerationOptions(toleranceData: true)
        let first = try MaskGenerator.generate(pngBytes: Fixtures.bytes(url), fileName: "ring.png", options: options)
        let second = try MaskGenerator.generate(pngBytes: Fixtures.bytes(url), fileName: "ring.png", options: options)
        #expect(first.fileBytes == second.fileBytes)
        let plain = try MaskGenerator.generate(
            pngBytes: Fixtures.bytes(url), fileName: "ring.png", options: GenerationOptions())
        #expect(
            try HitMask(bytes: plain.fileBytes).withDistanceField().distanceField
                == HitMask(bytes: first.fileBytes).distanceField)
    }
}
