import HitMaskReader

/// Sprites that touch where a game placed them: each side a mask, or an atlas frame's untrimmed sprite, put in one
/// world by a transform from its pixels. They touch when some world point (x + ½, y + ½), x and y whole, is solid in
/// both (GameMaker's "precise" collision; docs/FORMAT.md, "Placed sprites"). The test costs the area where the two
/// sprites' world bounding boxes meet and stops at the first shared point; two whole-pixel moves with flips take the
/// word-at-a-time path of `overlaps(_:offsetX:offsetY:frame:otherFrame:)`.
extension HitMask {
    /// Whether this sprite, placed by `transform`, touches `other` placed by `otherTransform`. A transform that is
    /// not finite or cannot be inverted places nothing.
    public func overlaps(
        _ other: HitMask, transform: Transform2D, otherTransform: Transform2D, frame: AtlasFrame? = nil,
        otherFrame: AtlasFrame? = nil
    ) -> Bool {
        guard let a = PlacedSprite(self, frame, transform), let b = PlacedSprite(other, otherFrame, otherTransform)
        else { return false }
        if let moveA = transform.wholePixelMove, let moveB = otherTransform.wholePixelMove {
            return wholePixelMovesOverlap(other, moveA, moveB, frame: frame, otherFrame: otherFrame)
        }
        let (boxA, boxB) = (a.worldBox, b.worldBox)
        guard let columns = PlacedSprite.points(boxA.x, boxB.x), let rows = PlacedSprite.points(boxA.y, boxB.y)
        else { return false }
        for y in rows {
            for x in columns where a.isSolid(x: x, y: y) && b.isSolid(x: x, y: y) { return true }
        }
        return false
    }
}

extension HitMask {
    /// Two whole-pixel moves with flips, by the word path (FORMAT.md, "Placed sprites"). A sprite w wide flipped
    /// across x covers the world's columns tx − w ..< tx, its pixel u at column tx − 1 − u. The world flipped across
    /// this side's flips holds it unflipped and `other` at a whole offset, mirrored along each axis where the two
    /// flips differ.
    fileprivate func wholePixelMovesOverlap(
        _ other: HitMask, _ a: WholePixelMove, _ b: WholePixelMove, frame: AtlasFrame?, otherFrame: AtlasFrame?
    ) -> Bool {
        let sizeA = (frame?.sourceWidth ?? width, frame?.sourceHeight ?? height)
        let sizeB = (otherFrame?.sourceWidth ?? other.width, otherFrame?.sourceHeight ?? other.height)
        func offset(_ startA: Int, _ startB: Int, _ flipsA: Bool, _ spanA: Int, _ spanB: Int) -> Int {
            flipsA ? startA + spanA - startB - spanB : startB - startA
        }
        let dx = offset(a.left(sizeA.0), b.left(sizeB.0), a.flipsX, sizeA.0, sizeB.0)
        let dy = offset(a.top(sizeA.1), b.top(sizeB.1), a.flipsY, sizeA.1, sizeB.1)
        return overlaps(
            other, offsetX: dx, offsetY: dy, frame: frame, otherFrame: otherFrame,
            mirroringOtherAcrossX: a.flipsX != b.flipsX, acrossY: a.flipsY != b.flipsY)
    }
}

/// A transform that only moves by whole pixels (each at most 2^31 in size) and flips: a and d each ±1, b and c 0.
struct WholePixelMove {
    let tx: Int, ty: Int, flipsX: Bool, flipsY: Bool

    /// The first world column and row of a sprite `width` wide and `height` high.
    func left(_ width: Int) -> Int { flipsX ? tx - width : tx }
    func top(_ height: Int) -> Int { flipsY ? ty - height : ty }
}

extension Transform2D {
    /// The move, when the transform only moves by whole pixels and flips.
    var wholePixelMove: WholePixelMove? {
        guard abs(a) == 1, b == 0, c == 0, abs(d) == 1, tx == tx.rounded(), ty == ty.rounded(),
            abs(tx) <= 0x8000_0000, abs(ty) <= 0x8000_0000
        else { return nil }
        return WholePixelMove(tx: Int(tx), ty: Int(ty), flipsX: a < 0, flipsY: d < 0)
    }
}

/// One placed side: its pixels and the transform undone as FORMAT.md spells it, operation by operation, so that
/// every reader finds the same pixel for the same point.
struct PlacedSprite {
    let mask: HitMask, frame: AtlasFrame?
    let width: Double, height: Double
    let t: Transform2D, det: Double

    init?(_ mask: HitMask, _ frame: AtlasFrame?, _ t: Transform2D) {
        let det = t.a * t.d - t.b * t.c
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite, det.isFinite,
            det != 0
        else { return nil }
        (self.mask, self.frame, self.t, self.det) = (mask, frame, t, det)
        (width, height) = (Double(frame?.sourceWidth ?? mask.width), Double(frame?.sourceHeight ?? mask.height))
    }

    /// The bounds of the four placed corners: x and y ranges.
    var worldBox: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let xs = [0, width * t.a, height * t.c, width * t.a + height * t.c].map { $0 + t.tx }
        let ys = [0, width * t.b, height * t.d, width * t.b + height * t.d].map { $0 + t.ty }
        return (xs.min()!...xs.max()!, ys.min()!...ys.max()!)
    }

    /// The whole numbers n whose n + ½ lies where both ranges meet, each widened by one unit so that rounding
    /// leaves no point out, within the rule's |n| < 2^52; nil when there are none.
    static func points(_ first: ClosedRange<Double>, _ second: ClosedRange<Double>) -> ClosedRange<Int>? {
        let limit = Double(1 << 52) - 1
        let low = max(max(first.lowerBound, second.lowerBound).rounded(.down) - 1, -limit)
        let high = min(min(first.upperBound, second.upperBound).rounded(.up) + 1, limit)
        guard low <= high else { return nil }
        return Int(low)...Int(high)
    }

    /// Whether the world point (x + ½, y + ½) lands on a solid pixel of the sprite.
    func isSolid(x: Int, y: Int) -> Bool {
        let qx = (Double(x) + 0.5) - t.tx, qy = (Double(y) + 0.5) - t.ty
        let u = (t.d * qx - t.c * qy) / det, v = (t.a * qy - t.b * qx) / det
        guard u >= 0, v >= 0, u < width, v < height else { return false }
        let (px, py) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
        guard let frame else { return mask.contains(x: px, y: py) }
        return mask.contains(x: px, y: py, in: frame)
    }
}
