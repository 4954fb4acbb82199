import HitMaskEncoding
import HitMaskOutlines
import HitMaskReader

/// Masks with known content, and `.hitmask` files built from them with each codec.
package enum SyntheticMasks {
    package static func make(width: Int, height: Int, _ isSolid: (Int, Int) -> Bool) -> PackedBits {
        var bits = PackedBits(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width where isSolid(x, y) { bits.setSolid(index: y * width + x) }
        }
        return bits
    }

    package static func noise(width: Int, height: Int, density: Double, seed: UInt64) -> PackedBits {
        var random = SeededGenerator(seed: seed)
        return make(width: width, height: height) { _, _ in Double.random(in: 0..<1, using: &random) < density }
    }

    package static func disc(width: Int, height: Int) -> PackedBits {
        let cx = Double(width) / 2, cy = Double(height) / 2, r = Double(min(width, height)) * 0.4
        return make(width: width, height: height) { x, y in
            let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
            return dx * dx + dy * dy < r * r
        }
    }

    /// A ring (a disc with a hole in the middle): one region with one hole.
    package static func ring(width: Int, height: Int) -> PackedBits {
        let cx = Double(width) / 2, cy = Double(height) / 2, r = Double(min(width, height)) * 0.45
        return make(width: width, height: height) { x, y in
            let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy, d = dx * dx + dy * dy
            return d < r * r && d >= r * r / 4
        }
    }

    /// A named gallery covering the shapes that stress codecs: empty, full, alternating, random, smooth.
    package static func gallery(width: Int, height: Int) -> [(String, PackedBits)] {
        [
            ("clear", make(width: width, height: height) { _, _ in false }),
            ("solid", make(width: width, height: height) { _, _ in true }),
            ("checkerboard", make(width: width, height: height) { x, y in (x + y) % 2 == 0 }),
            ("stripes", make(width: width, height: height) { x, _ in x % 3 == 0 }),
            ("noise", noise(width: width, height: height, density: 0.5, seed: UInt64(width * 7919 + height))),
            ("sparse", noise(width: width, height: height, density: 0.02, seed: UInt64(width * 31 + height))),
            ("disc", disc(width: width, height: height)),
            ("last pixel", make(width: width, height: height) { x, y in x == width - 1 && y == height - 1 }),
        ]
    }

    /// A complete `.hitmask` file for `bits`, coded with `codec` (or the generator's choice).
    package static func file(
        _ bits: PackedBits, codec: MaskCodec? = nil, rectMode: FitMode = .outer, grid: Int = 32, scale: Double = 1,
        distanceField: Bool = false, frames: [AtlasFrame] = [], outlines: OutlineSettings? = nil
    ) -> [UInt8] {
        let (chosen, payload) = codec.map { ($0, MaskEncoder.payload(bits, codec: $0)) } ?? MaskEncoder.encode(bits)
        let header = HitMaskHeader(
            width: bits.width, height: bits.height, scale: scale, threshold: 0, sourceHasAlpha: true,
            rectMode: rectMode, rectGrid: grid)
        let rects = ShapeRectBuilder.rects(for: bits, grid: grid, mode: rectMode)
        let source = SourceRecord(digest: 0xABAB_ABAB_ABAB_ABAB, generatorRevision: 1)
        return HitMaskWriter.fileBytes(
            header: header, codec: chosen, maskPayload: payload, rects: rects, source: source,
            distancePayload: distanceField ? DistanceFieldEncoder.encode(DistanceField(bits)) : nil, frames: frames,
            outlinePayload: outlines.map {
                // Test masks are small: nothing to refuse.
                OutlineSectionEncoder.encode(try! OutlineBuilder.build(of: bits, settings: $0), settings: $0)
            })
    }
}
