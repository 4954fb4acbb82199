import HitMaskReader

/// Sprites that touch where a game placed them: each side a mask, or an atlas frame's untrimmed sprite, put in one
/// world by a transform from its pixels. They touch when some world point (x + ½, y + ½), x and y whole, is solid in
/// both (GameMaker's "precise" collision; docs/FORMAT.md, "Placed sprites"). The test costs the area where the two
/// sprites' world bounding boxes meet and stops at the first shared point; two whole-pixel translations take the
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
        if let (ax, ay) = transform.wholePixelTranslation, let (bx, by) = otherTransform.wholePixelTranslation {
            return overlaps(other, offsetX: bx - ax, offsetY: by - ay, frame: frame, otherFrame: otherFrame)
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

extension Transform2D {
    /// (tx, ty) when the transform only moves by whole pixels, each at most 2^31 in size.
    var wholePixelTranslation: (Int, Int)? {
        guard a == 1, b == 0, c == 0, d == 1, tx == tx.rounded(), ty == ty.rounded(), abs(tx) <= 0x8000_0000,
            abs(ty) <= 0x8000_0000
        else { return nil }
        return (Int(tx), Int(ty))
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
