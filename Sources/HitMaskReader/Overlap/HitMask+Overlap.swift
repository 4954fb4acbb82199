/// Sprites that touch: two masks, or atlas frames of them, compared pixel for pixel at an integer offset, a machine
/// word at a time (the rule: `PixelOverlap`). `other`'s pixel (0, 0) lies on this mask's pixel (`offsetX`,
/// `offsetY`). With `frame`, this side is that frame's untrimmed sprite read from this page (as
/// `contains(x:y:in:)` reads it); with `otherFrame`, the other side is that frame's of `other`. Look frames up once
/// (`frame(named:)`), not per call: nil means the whole mask.
extension HitMask {
    /// Whether the two share a solid pixel at the offset. Stops at the first.
    public func overlaps(
        _ other: HitMask, offsetX: Int, offsetY: Int, frame: AtlasFrame? = nil, otherFrame: AtlasFrame? = nil
    ) -> Bool {
        firstOverlap(other, offsetX: offsetX, offsetY: offsetY, frame: frame, otherFrame: otherFrame) != nil
    }

    /// How many solid pixels the two share at the offset.
    public func overlapArea(
        _ other: HitMask, offsetX: Int, offsetY: Int, frame: AtlasFrame? = nil, otherFrame: AtlasFrame? = nil
    ) -> Int {
        var area = 0
        compare(other, offsetX, offsetY, frame, otherFrame) { _, _, word in
            area += word.nonzeroBitCount
            return true
        }
        return area
    }

    /// The first shared solid pixel at the offset, in this side's pixels (the smallest y, then the smallest x), or
    /// nil when the two share none.
    public func firstOverlap(
        _ other: HitMask, offsetX: Int, offsetY: Int, frame: AtlasFrame? = nil, otherFrame: AtlasFrame? = nil
    ) -> (x: Int, y: Int)? {
        var first: (x: Int, y: Int)?
        compare(other, offsetX, offsetY, frame, otherFrame) { y, x, word in
            first = (x + word.leadingZeroBitCount, y)
            return false
        }
        return first
    }

    /// Whether the two share a solid pixel at the offset, `other`'s sprite mirrored across x and/or y within its
    /// size first (its pixel (x, y) read from (width − 1 − x, y)): the word path of placed sprites with flips.
    package func overlaps(
        _ other: HitMask, offsetX: Int, offsetY: Int, frame: AtlasFrame?, otherFrame: AtlasFrame?,
        mirroringOtherAcrossX acrossX: Bool, acrossY: Bool
    ) -> Bool {
        let b = other.overlapSprite(otherFrame).mirrored(acrossX: acrossX, acrossY: acrossY)
        var found = false
        compare(other, overlapSprite(frame), b, offsetX, offsetY) { _, _, _ in
            found = true
            return false
        }
        return found
    }

    /// This mask, or one of its frames, as one side of an overlap.
    func overlapSprite(_ frame: AtlasFrame?) -> OverlapSprite {
        guard let frame else { return OverlapSprite(width: width, height: height, boundingBox: boundingBox) }
        return OverlapSprite(frame, pageWidth: width, pageHeight: height)
    }

    private func compare(
        _ other: HitMask, _ offsetX: Int, _ offsetY: Int, _ frame: AtlasFrame?, _ otherFrame: AtlasFrame?,
        _ body: (_ y: Int, _ x: Int, _ word: UInt64) -> Bool
    ) {
        compare(other, overlapSprite(frame), other.overlapSprite(otherFrame), offsetX, offsetY, body)
    }

    /// Walks the words where `b` (a side of `other`) at the offset meets `a` (a side of this mask).
    private func compare(
        _ other: HitMask, _ a: OverlapSprite, _ b: OverlapSprite, _ offsetX: Int, _ offsetY: Int,
        _ body: (_ y: Int, _ x: Int, _ word: UInt64) -> Bool
    ) {
        guard let overlap = PixelOverlap(a, b, dx: offsetX, dy: offsetY) else { return }
        solidPixels.bytes.withUnsafeBufferPointer { a in
            other.solidPixels.bytes.withUnsafeBufferPointer { b in overlap.forEachWord(a, b, body) }
        }
    }
}
