import CHitMask
import HitMaskReader
import HitMaskTestSupport
import Testing

/// The overlap queries of the Swift and C readers (the rule: `PixelOverlap`, and hitmask_overlap.h's header)
/// against a brute force over the pixels, on thousands of random pairs: widths across the 64-pixel words, masks
/// empty, full, sparse and dense, offsets near and far, up to the ends of the 32-bit range (and int64's, in C).
@Suite("Overlap at an offset: the Swift and C readers against a brute force")
struct OverlapTests {
    /// The answers, pixel by pixel: the count and the first shared pixel (smallest y, then x).
    static func bruteForce(_ a: PackedBits, _ b: PackedBits, dx: Int, dy: Int) -> (area: Int, first: (Int, Int)?) {
        var area = 0
        var first: (Int, Int)?
        guard dx < a.width, dy < a.height, dx > -b.width, dy > -b.height else { return (0, nil) }
        for y in max(0, dy)..<min(a.height, dy + b.height) {
            for x in max(0, dx)..<min(a.width, dx + b.width)
            where a.isSolid(index: y * a.width + x) && b.isSolid(index: (y - dy) * b.width + (x - dx)) {
                area += 1
                if first == nil { first = (x, y) }
            }
        }
        return (area, first)
    }

    struct Pair {
        let a: PackedBits, b: PackedBits
        let maskA: HitMask, maskB: HitMask
    }

    static func pair(seed: UInt64) throws -> Pair {
        var random = SeededGenerator(seed: seed)
        func bits() -> PackedBits {
            let width = Int.random(in: 1...150, using: &random), height = Int.random(in: 1...40, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return SyntheticMasks.make(width: width, height: height) { _, _ in false }
            case 1: return SyntheticMasks.make(width: width, height: height) { _, _ in true }
            case 2: return SyntheticMasks.disc(width: width, height: height)
            default:
                let density = [0.02, 0.5, 0.97][Int.random(in: 0..<3, using: &random)]
                return SyntheticMasks.noise(
                    width: width, height: height, density: density,
                    seed: UInt64.random(in: 0...UInt64.max, using: &random))
            }
        }
        let a = bits(), b = bits()
        return Pair(
            a: a, b: b, maskA: try HitMask(bytes: SyntheticMasks.file(a, codec: .transitions)),
            maskB: try HitMask(bytes: SyntheticMasks.file(b, codec: .runLength)))
    }

    /// The C reader's three answers.
    static func cAnswers(_ a: PackedBits, _ b: PackedBits, dx: Int64, dy: Int64) -> (
        overlaps: Bool, area: UInt64, first: (Int64, Int64)?
    ) {
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                var ma = hm_mask(width: UInt32(a.width), height: UInt32(a.height), bits: pa.baseAddress)
                var mb = hm_mask(width: UInt32(b.width), height: UInt32(b.height), bits: pb.baseAddress)
                var x: Int64 = -1, y: Int64 = -1
                let found = hm_first_overlap(&ma, &mb, dx, dy, &x, &y) != 0
                return (hm_overlaps(&ma, &mb, dx, dy) != 0, hm_overlap_area(&ma, &mb, dx, dy), found ? (x, y) : nil)
            }
        }
    }

    @Test("random pairs at random offsets, and each mask with itself", arguments: 0..<40)
    func randomPairs(batch: UInt64) throws {
        var random = SeededGenerator(seed: 7_000 + batch)
        for k in 0..<60 {
            let pair = try Self.pair(seed: batch * 1_000 + UInt64(k))
            let (a, b) = (pair.a, pair.b)
            var offsets = (0..<6).map { _ in
                (
                    Int.random(in: -b.width - 3...a.width + 3, using: &random),
                    Int.random(in: -b.height - 3...a.height + 3, using: &random)
                )
            }
            offsets += [(0, 0), (a.width - 1, a.height - 1), (1 - b.width, 1 - b.height), (a.width, 0), (-b.width, 0)]
            for (dx, dy) in offsets {
                let expected = Self.bruteForce(a, b, dx: dx, dy: dy)
                let first = pair.maskA.firstOverlap(pair.maskB, offsetX: dx, offsetY: dy)
                #expect(pair.maskA.overlapArea(pair.maskB, offsetX: dx, offsetY: dy) == expected.area)
                #expect(pair.maskA.overlaps(pair.maskB, offsetX: dx, offsetY: dy) == (expected.area > 0))
                #expect(first?.x == expected.first?.0 && first?.y == expected.first?.1, "Swift first at \(dx), \(dy)")
                let c = Self.cAnswers(a, b, dx: Int64(dx), dy: Int64(dy))
                #expect(c.area == UInt64(expected.area) && c.overlaps == (expected.area > 0))
                #expect(
                    c.first?.0 == expected.first.map { Int64($0.0) } && c.first?.1 == expected.first.map { Int64($0.1) }
                )
            }
            // A mask with itself at (0, 0) shares every solid pixel.
            #expect(pair.maskA.overlapArea(pair.maskA, offsetX: 0, offsetY: 0) == pair.maskA.solidPixelCount)
        }
    }

    @Test("offsets at the ends of the 32-bit range (and of int64, in C) share nothing, without overflow")
    func extremeOffsets() throws {
        let pair = try Self.pair(seed: 3)
        let full = SyntheticMasks.make(width: 70, height: 5) { _, _ in true }
        let mask = try HitMask(bytes: SyntheticMasks.file(full, codec: .runLength))
        for (dx, dy) in [
            (Int(Int32.max), 0), (Int(Int32.min), 0), (0, Int(Int32.max)), (0, Int(Int32.min)),
            (Int(Int32.max), Int(Int32.min)), (Int.max, Int.max), (Int.min, Int.min), (Int.min, 0), (0, Int.max),
        ] {
            #expect(!mask.overlaps(pair.maskB, offsetX: dx, offsetY: dy))
            #expect(mask.overlapArea(pair.maskB, offsetX: dx, offsetY: dy) == 0)
            #expect(mask.firstOverlap(pair.maskB, offsetX: dx, offsetY: dy) == nil)
            let c = Self.cAnswers(full, pair.b, dx: Int64(dx), dy: Int64(dy))
            #expect(!c.overlaps && c.area == 0 && c.first == nil)
        }
    }
}
