import CHitMask
import Foundation
import HitMaskGeometry
import HitMaskReader
import HitMaskTestSupport
import Testing

/// The overlap queries of the Swift and C readers (the rule: `PixelOverlap`, and hitmask_overlap.h's header), on
/// the masks as read and on sprites kept in columns (`OverlapMask`, `hm_columns`), against a brute force over the pixels, on thousands of random pairs: widths across the 64-pixel words, masks
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

    typealias Answers = (overlaps: Bool, area: UInt64, first: (Int64, Int64)?)

    /// The C reader's three answers, from the masks as decoded (`columns` false) or kept in columns (hm_columns).
    static func cAnswers(_ a: PackedBits, _ b: PackedBits, dx: Int64, dy: Int64, columns: Bool = false) -> Answers {
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                var ma = hm_mask(width: UInt32(a.width), height: UInt32(a.height), bits: pa.baseAddress)
                var mb = hm_mask(width: UInt32(b.width), height: UInt32(b.height), bits: pb.baseAddress)
                var x: Int64 = -1, y: Int64 = -1
                guard columns else {
                    let found = hm_first_overlap(&ma, &mb, dx, dy, &x, &y) != 0
                    return (
                        hm_overlaps(&ma, &mb, dx, dy) != 0, hm_overlap_area(&ma, &mb, dx, dy), found ? (x, y) : nil
                    )
                }
                let wordsA = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, hm_columns_words(&ma, nil)))
                let wordsB = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, hm_columns_words(&mb, nil)))
                defer {
                    wordsA.deallocate()
                    wordsB.deallocate()
                }
                var ca = hm_make_columns(&ma, nil, wordsA), cb = hm_make_columns(&mb, nil, wordsB)
                let found = hm_columns_first_overlap(&ca, &cb, dx, dy, &x, &y) != 0
                return (
                    hm_columns_overlaps(&ca, &cb, dx, dy) != 0, hm_columns_overlap_area(&ca, &cb, dx, dy),
                    found ? (x, y) : nil
                )
            }
        }
    }

    /// The Swift reader's three answers, from the masks as read or kept in columns (`OverlapMask`).
    static func swiftAnswers(_ a: HitMask, _ b: HitMask, dx: Int, dy: Int, columns: Bool = false) -> Answers {
        let first: (x: Int, y: Int)?, area: Int, overlaps: Bool
        if columns {
            let (ka, kb) = (OverlapMask(a), OverlapMask(b))
            first = ka.firstOverlap(kb, offsetX: dx, offsetY: dy)
            (area, overlaps) = (ka.overlapArea(kb, offsetX: dx, offsetY: dy), ka.overlaps(kb, offsetX: dx, offsetY: dy))
        } else {
            first = a.firstOverlap(b, offsetX: dx, offsetY: dy)
            (area, overlaps) = (a.overlapArea(b, offsetX: dx, offsetY: dy), a.overlaps(b, offsetX: dx, offsetY: dy))
        }
        return (overlaps, UInt64(area), first.map { (Int64($0.x), Int64($0.y)) })
    }

    static func same(_ answers: Answers, _ expected: (area: Int, first: (Int, Int)?)) -> Bool {
        answers.area == UInt64(expected.area) && answers.overlaps == (expected.area > 0)
            && answers.first?.0 == expected.first.map { Int64($0.0) }
            && answers.first?.1 == expected.first.map { Int64($0.1) }
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
                for columns in [false, true] {
                    let swift = Self.swiftAnswers(pair.maskA, pair.maskB, dx: dx, dy: dy, columns: columns)
                    #expect(Self.same(swift, expected), "Swift (columns: \(columns)) at \(dx), \(dy)")
                    let c = Self.cAnswers(a, b, dx: Int64(dx), dy: Int64(dy), columns: columns)
                    #expect(Self.same(c, expected), "C (columns: \(columns)) at \(dx), \(dy)")
                }
            }
            // A mask with itself at (0, 0) shares every solid pixel.
            #expect(pair.maskA.overlapArea(pair.maskA, offsetX: 0, offsetY: 0) == pair.maskA.solidPixelCount)
            #expect(
                OverlapMask(pair.maskA).overlapArea(OverlapMask(pair.maskA), offsetX: 0, offsetY: 0)
                    == pair.maskA.solidPixelCount)
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
            for columns in [false, true] {
                let swift = Self.swiftAnswers(mask, pair.maskB, dx: dx, dy: dy, columns: columns)
                #expect(!swift.overlaps && swift.area == 0 && swift.first == nil, "Swift (columns: \(columns))")
                let c = Self.cAnswers(full, pair.b, dx: Int64(dx), dy: Int64(dy), columns: columns)
                #expect(!c.overlaps && c.area == 0 && c.first == nil, "C (columns: \(columns))")
            }
        }
    }

    @Test(
        "placed sprites (turns, scales, flips, skews, translations) against the rule point by point", arguments: 0..<20)
    func placedPairs(batch: UInt64) throws {
        var random = SeededGenerator(seed: 9_000 + batch)
        func placement(_ width: Int, _ height: Int) -> [Double] {
            let angle = [0, Double.pi / 2, Double.pi, 0.3, -1.1][Int.random(in: 0..<5, using: &random)]
            let (sx, sy) = (
                [1, -1, 2, 0.5, 1.3][Int.random(in: 0..<5, using: &random)],
                [1, -1, 0.7][Int.random(in: 0..<3, using: &random)]
            )
            let skew = [0, 0, 0.4][Int.random(in: 0..<3, using: &random)]
            let (cosine, sine) = (cos(angle), sin(angle))
            // Rotate a scaled, skewed sprite; put it anywhere near the origin, sometimes on whole pixels.
            let whole = Int.random(in: 0..<4, using: &random) == 0
            let x =
                whole ? Double(Int.random(in: -40...40, using: &random)) : Double.random(in: -40...40, using: &random)
            let y =
                whole ? Double(Int.random(in: -30...30, using: &random)) : Double.random(in: -30...30, using: &random)
            if whole { return [1, 0, 0, 1, x, y] }
            return [cosine * sx, sine * sx, (cosine * skew - sine) * sy, (sine * skew + cosine) * sy, x, y]
        }
        for k in 0..<30 {
            let pair = try Self.pair(seed: 50_000 + batch * 100 + UInt64(k))
            let sideA = ConformanceVectors.OverlapSide(vector: "a", bits: pair.a, frames: [], frame: nil)
            let sideB = ConformanceVectors.OverlapSide(vector: "b", bits: pair.b, frames: [], frame: nil)
            for _ in 0..<3 {
                let (ta, tb) = (placement(pair.a.width, pair.a.height), placement(pair.b.width, pair.b.height))
                let expected = ConformanceVectors.placedTouch(sideA, ta, sideB, tb)
                let swift = pair.maskA.overlaps(
                    pair.maskB, transform: Transform2D(a: ta[0], b: ta[1], c: ta[2], d: ta[3], tx: ta[4], ty: ta[5]),
                    otherTransform: Transform2D(a: tb[0], b: tb[1], c: tb[2], d: tb[3], tx: tb[4], ty: tb[5]))
                #expect(swift == expected, "Swift: \(ta) against \(tb)")
                let c = pair.a.bytes.withUnsafeBufferPointer { pa in
                    pair.b.bytes.withUnsafeBufferPointer { pb in
                        var ma = hm_mask(
                            width: UInt32(pair.a.width), height: UInt32(pair.a.height), bits: pa.baseAddress)
                        var mb = hm_mask(
                            width: UInt32(pair.b.width), height: UInt32(pair.b.height), bits: pb.baseAddress)
                        return hm_placed_overlaps(&ma, nil, ta, &mb, nil, tb) != 0
                    }
                }
                #expect(c == expected, "C: \(ta) against \(tb)")
            }
        }
    }
}
