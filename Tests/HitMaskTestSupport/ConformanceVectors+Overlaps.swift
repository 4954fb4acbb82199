import Foundation
import HitMaskEncoding
import HitMaskReader

extension ConformanceVectors {
    /// The pages and frames `valid-overlaps` compares: its own page, whole and through frames of every rotation, a
    /// trim past the sprite's edges, a frame wider than a 64-pixel word and an empty one, against itself and against
    /// other vectors (a disc, a 129-pixel-wide mask, one solid pixel, an all-clear mask).
    static let overlapFrames = [
        AtlasFrame(
            name: "unturned", pageRect: PixelRect(x: 3, y: 2, width: 20, height: 14), rotation: .none, trimX: 2,
            trimY: 1, sourceWidth: 25, sourceHeight: 18),
        AtlasFrame(
            name: "kept-past-edges", pageRect: PixelRect(x: 30, y: 5, width: 12, height: 10), rotation: .none,
            trimX: -3, trimY: -2, sourceWidth: 8, sourceHeight: 7),
        AtlasFrame(
            name: "clockwise", pageRect: PixelRect(x: 45, y: 3, width: 9, height: 20), rotation: .clockwise, trimX: 1,
            trimY: 0, sourceWidth: 22, sourceHeight: 11),
        AtlasFrame(
            name: "half-turn", pageRect: PixelRect(x: 10, y: 25, width: 30, height: 15), rotation: .halfTurn,
            trimX: 0, trimY: 2, sourceWidth: 33, sourceHeight: 18),
        AtlasFrame(
            name: "counter-clockwise", pageRect: PixelRect(x: 50, y: 26, width: 16, height: 14),
            rotation: .counterClockwise, trimX: -1, trimY: 1, sourceWidth: 15, sourceHeight: 17),
        AtlasFrame(
            name: "wide", pageRect: PixelRect(x: 0, y: 40, width: 70, height: 3), rotation: .none, trimX: 5, trimY: 0,
            sourceWidth: 80, sourceHeight: 3),
        AtlasFrame(
            name: "blank", pageRect: PixelRect(x: 0, y: 0, width: 0, height: 0), rotation: .none, trimX: 0, trimY: 0,
            sourceWidth: 5, sourceHeight: 5),
    ]

    /// One side of an overlap query as the brute force sees it: its size and its pixels.
    package struct OverlapSide {
        let vector: String
        let frame: Int?
        let width: Int, height: Int
        let isSolid: (Int, Int) -> Bool

        /// The solid pixels' bounds (inclusive), or nil when the sprite has none.
        var solidBox: (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
            let solid = (0..<height).flatMap { y in (0..<width).filter { isSolid($0, y) }.map { ($0, y) } }
            guard !solid.isEmpty else { return nil }
            return (
                solid.map(\.0).min()!, solid.map(\.0).max()!, solid.map(\.1).min()!, solid.map(\.1).max()!
            )
        }

        package init(vector: String, bits: PackedBits, frames: [AtlasFrame], frame: Int?) {
            self.vector = vector
            self.frame = frame
            func pageSolid(_ x: Int, _ y: Int) -> Bool {
                x >= 0 && y >= 0 && x < bits.width && y < bits.height && bits.isSolid(index: y * bits.width + x)
            }
            if let frame {
                let atlasFrame = frames[frame]
                (width, height) = (atlasFrame.sourceWidth, atlasFrame.sourceHeight)
                isSolid = { x, y in atlasFrame.pagePixel(x: x, y: y).map { pageSolid($0.x, $0.y) } ?? false }
            } else {
                (width, height) = (bits.width, bits.height)
                isSolid = pageSolid
            }
        }
    }

    /// `valid-overlaps`: overlap at an offset (FORMAT.md, "What readers answer"), of whole masks and of frames'
    /// untrimmed sprites, each answer counted here pixel by pixel over a's sprite, not by a reader. Offsets touch every
    /// edge, fall inside and just outside, and reach the ends of the 32-bit range.
    static func overlapsVector(others: [ConformanceVector]) -> ConformanceVector {
        let name = "valid-overlaps"
        let page = pattern(width: 70, height: 44, salt: 11)
        var vector = valid(
            name,
            "overlap at offsets of the page and of its frames (every rotation, a trim past the edges, a "
                + "frame wider than 64 pixels, an empty one) with each other and with other vectors",
            page, codec: .transitions, frames: overlapFrames)
        let own = [nil] + overlapFrames.indices.map { Optional($0) }
        let sides = own.map { OverlapSide(vector: name, bits: page, frames: overlapFrames, frame: $0) }
        let otherSides = [
            "valid-disc-runs", "valid-width-129-transitions", "valid-1x1-solid-runs", "valid-all-clear-runs",
        ]
        .map { other in
            let bits = others.first { $0.name == other }!.bits!
            return OverlapSide(vector: other, bits: bits, frames: [], frame: nil)
        }
        var pairs = sides.flatMap { a in sides.map { (a, $0) } }
        pairs += sides.flatMap { a in otherSides.map { (a, $0) } }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        /// A number in 0 ..< n from a fixed linear congruential sequence (the same on every machine).
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        typealias Q = ConformanceVector.QueryValue
        var queries: [[Q]] = []
        for (k, (a, b)) in pairs.enumerated() {
            var offsets = [
                (0, 0), (a.width - 1, a.height - 1), (1 - b.width, 1 - b.height), (a.width, 0), (0, -b.height),
            ]
            offsets += (0..<4).map { _ in
                (next(a.width + b.width + 4) - b.width - 2, next(a.height + b.height + 4) - b.height - 2)
            }
            if k % 9 == 0 {
                offsets += [(2_147_483_647, 0), (0, -2_147_483_648), (-2_147_483_648, 2_147_483_647)]
            }
            let frames: [Q] = [
                a.frame.map { .number(Double($0)) } ?? .null, b.frame.map { .number(Double($0)) } ?? .null,
            ]
            for (dx, dy) in offsets {
                var area = 0
                var first: (Int, Int)?
                for y in 0..<a.height {
                    for x in 0..<a.width where a.isSolid(x, y) && b.isSolid(x - dx, y - dy) {
                        area += 1
                        if first == nil { first = (x, y) }
                    }
                }
                let arguments: [Q] = [.text(b.vector)] + frames + [.number(Double(dx)), .number(Double(dy))]
                queries.append([.text("overlaps")] + arguments + [.flag(area > 0)])
                queries.append([.text("overlapArea")] + arguments + [.number(Double(area))])
                queries.append([.text("firstOverlap")] + arguments + [first.map { .pair($0.0, $0.1) } ?? .null])
            }
        }
        queries += placedQueries(pairs, next: next)
        vector.queries = queries
        return vector
    }

    /// An affine placement (a, b, c, d, e, f): the sprite's point (u, v) at (a·u + c·v + e, b·u + d·v + f).
    package typealias Placement = [Double]

    /// Whether the world point (x + ½, y + ½) is solid in a placed sprite: FORMAT.md's undoing of the transform,
    /// operation by operation.
    static func solid(_ side: OverlapSide, _ t: Placement, x: Int, y: Int) -> Bool {
        let (a, b, c, d, e, f) = (t[0], t[1], t[2], t[3], t[4], t[5])
        let det = a * d - b * c
        let qx = (Double(x) + 0.5) - e, qy = (Double(y) + 0.5) - f
        let u = (d * qx - c * qy) / det, v = (a * qy - b * qx) / det
        guard u >= 0, v >= 0, u < Double(side.width), v < Double(side.height) else { return false }
        return side.isSolid(Int(u.rounded(.down)), Int(v.rounded(.down)))
    }

    /// Whether two placed sprites touch, by the rule itself: every world point of both boxes (widened by three
    /// units) tested in both, no shortcut.
    package static func placedTouch(_ a: OverlapSide, _ ta: Placement, _ b: OverlapSide, _ tb: Placement) -> Bool {
        func valid(_ t: Placement) -> Bool {
            t.allSatisfy(\.isFinite) && (t[0] * t[3] - t[1] * t[2]).isFinite && t[0] * t[3] - t[1] * t[2] != 0
        }
        guard valid(ta), valid(tb) else { return false }
        func box(_ side: OverlapSide, _ t: Placement) -> (Double, Double, Double, Double) {
            let (w, h) = (Double(side.width), Double(side.height))
            let xs = [0, w * t[0], h * t[2], w * t[0] + h * t[2]].map { $0 + t[4] }
            let ys = [0, w * t[1], h * t[3], w * t[1] + h * t[3]].map { $0 + t[5] }
            return (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        }
        let (ba, bb) = (box(a, ta), box(b, tb))
        let x0 = Int(max(ba.0, bb.0).rounded(.down)) - 3, x1 = Int(min(ba.1, bb.1).rounded(.up)) + 3
        let y0 = Int(max(ba.2, bb.2).rounded(.down)) - 3, y1 = Int(min(ba.3, bb.3).rounded(.up)) + 3
        guard x0 <= x1, y0 <= y1 else { return false }
        for y in y0...y1 {
            for x in x0...x1 where solid(a, ta, x: x, y: y) && solid(b, tb, x: x, y: y) { return true }
        }
        return false
    }

    /// The placed queries: each pair under several placements (whole-pixel translations and moves with flips,
    /// which readers answer by the offset path, flips, a quarter turn, a 30° turn about the centre, scales, a skew), b put near a so that
    /// some touch and some do not, and placements that place nothing (singular, NaN, infinite).
    static func placedQueries(_ pairs: [(OverlapSide, OverlapSide)], next: (Int) -> Int) -> [[ConformanceVector
        .QueryValue]]
    {
        typealias Q = ConformanceVector.QueryValue
        let turn = Double.pi / 6
        func placements(_ side: OverlapSide, x: Double, y: Double) -> [Placement] {
            let (w, h) = (Double(side.width), Double(side.height))
            let (cosine, sine) = (cos(turn), sin(turn))
            return [
                [1, 0, 0, 1, x.rounded(.down), y.rounded(.down)],
                [-1, 0, 0, 1, x.rounded(.down) + w, y.rounded(.down)],
                [0, 1, -1, 0, x + h, y],
                [
                    cosine, sine, -sine, cosine, x + w / 2 - (cosine * w / 2 - sine * h / 2),
                    y + h / 2 - (sine * w / 2 + cosine * h / 2),
                ],
                [1.5, 0, 0, 0.75, x + 0.25, y + 0.5],
                [1, 0, 0.3, 1, x, y],
                [2, 0, 0, 2, x, y],
                [0.5, 0, 0, -0.5, x, y + h / 2],
            ]
        }
        // The sprite flipped across (flips 1: x, 2: y, 3: both) in its box at (x, y), both whole.
        func flipped(_ side: OverlapSide, _ flips: Int, x: Double, y: Double) -> Placement {
            let (sx, sy): (Double, Double) = (flips & 1 == 0 ? 1 : -1, flips & 2 == 0 ? 1 : -1)
            return [sx, 0, 0, sy, x + (sx < 0 ? Double(side.width) : 0), y + (sy < 0 ? Double(side.height) : 0)]
        }
        let nothing: [Placement] = [
            [0, 0, 0, 0, 1, 1], [1, 2, 2, 4, 0, 0], [.nan, 0, 0, 1, 0, 0], [1, 0, 0, 1, .infinity, 0],
        ]
        func number(_ v: Double) -> Q {
            v.isNaN ? .text("nan") : v == .infinity ? .text("inf") : v == -.infinity ? .text("-inf") : .number(v)
        }
        var queries: [[Q]] = []
        for (k, (a, b)) in pairs.enumerated() {
            let frames: [Q] = [
                a.frame.map { .number(Double($0)) } ?? .null, b.frame.map { .number(Double($0)) } ?? .null,
            ]
            var cases: [(Placement, Placement)] = []
            for n in 0..<4 {
                let bx = Double(next(a.width + b.width + 4) - b.width - 2) + (n == 0 ? 0 : 0.5)
                let by = Double(next(a.height + b.height + 4) - b.height - 2)
                let kindA = n == 0 ? 0 : (k + n) % 8, kindB = n == 0 ? 0 : (k * 3 + n * 5) % 8
                cases.append((placements(a, x: 3, y: 2)[kindA], placements(b, x: 3 + bx, y: 2 + by)[kindB]))
            }
            // Whole-pixel moves with flips, which readers answer by the offset path with mirrored rows: two of the
            // 16 pairings of each side's flips a pair (so that all 16 occur). b's solid pixels meet a's in one
            // column at their left edge, b swept down to where it first touches a, and in one row at their top
            // edge, b swept right; each where it first touches and one step before, so that a mirror read the
            // wrong way round shows.
            if let boxA = a.solidBox, let boxB = b.solidBox {
                for flipsA in [k % 4, (k / 4 + 1) % 4] {
                    let flipsB = (k + flipsA * 3) % 4
                    let ta = flipped(a, flipsA, x: 3, y: 2)
                    // a's leftmost and topmost solid world columns and rows, and where b's box goes for its
                    // rightmost (bottommost) solid ones to lie there.
                    let left = flipsA & 1 == 0 ? 3 + boxA.minX : 3 + a.width - 1 - boxA.maxX
                    let top = flipsA & 2 == 0 ? 2 + boxA.minY : 2 + a.height - 1 - boxA.maxY
                    let bx = left - (flipsB & 1 == 0 ? boxB.maxX : b.width - 1 - boxB.minX)
                    let by = top - (flipsB & 2 == 0 ? boxB.maxY : b.height - 1 - boxB.minY)
                    for down in [true, false] {
                        func tb(_ step: Int) -> Placement {
                            down
                                ? flipped(b, flipsB, x: Double(bx), y: Double(2 - b.height + step))
                                : flipped(b, flipsB, x: Double(3 - b.width + step), y: Double(by))
                        }
                        let end = down ? a.height + b.height : a.width + b.width
                        var step = 0
                        while step <= end, !placedTouch(a, ta, b, tb(step)) { step += 1 }
                        cases.append((ta, tb(step - 1)))
                        if step <= end { cases.append((ta, tb(step))) }
                    }
                }
            }
            if k % 7 == 0 {
                let far = 2_147_483_640.0
                cases.append(([1, 0, 0, 1, far, -far], [1, 0, 0, 1, far + 2, -far + 1]))
                cases += nothing.map { ($0, [1, 0, 0, 1, 0, 0]) } + nothing.map { ([1, 0, 0, 1, 0, 0], $0) }
            }
            for (ta, tb) in cases {
                let touch = placedTouch(a, ta, b, tb)
                var query: [Q] = [.text("placedOverlaps"), .text(b.vector)]
                query += frames
                query += ta.map(number)
                query += tb.map(number)
                query.append(.flag(touch))
                queries.append(query)
            }
        }
        return queries
    }
}
