/// Sprites that touch: two masks compared pixel for pixel at an integer offset, a machine word at a time (the rule:
/// `PixelOverlap`). `other`'s pixel (0, 0) lies on this mask's pixel (`offsetX`, `offsetY`).
extension HitMask {
    /// Whether the two masks share a solid pixel at the offset. Stops at the first.
    public func overlaps(_ other: HitMask, offsetX: Int, offsetY: Int) -> Bool {
        firstOverlap(other, offsetX: offsetX, offsetY: offsetY) != nil
    }

    /// How many solid pixels the two masks share at the offset.
    public func overlapArea(_ other: HitMask, offsetX: Int, offsetY: Int) -> Int {
        var area = 0
        compare(other, offsetX: offsetX, offsetY: offsetY) { _, _, word in
            area += word.nonzeroBitCount
            return true
        }
        return area
    }

    /// The first shared solid pixel at the offset, in this mask's pixels (the smallest y, then the smallest x), or
    /// nil when the masks share none.
    public func firstOverlap(_ other: HitMask, offsetX: Int, offsetY: Int) -> (x: Int, y: Int)? {
        var first: (x: Int, y: Int)?
        compare(other, offsetX: offsetX, offsetY: offsetY) { y, x, word in
            first = (x + word.leadingZeroBitCount, y)
            return false
        }
        return first
    }

    private func compare(
        _ other: HitMask, offsetX: Int, offsetY: Int, _ body: (_ y: Int, _ x: Int, _ word: UInt64) -> Bool
    ) {
        guard
            let overlap = PixelOverlap(
                widthA: width, heightA: height, widthB: other.width, heightB: other.height, dx: offsetX, dy: offsetY)
        else { return }
        solidPixels.bytes.withUnsafeBufferPointer { a in
            other.solidPixels.bytes.withUnsafeBufferPointer { b in
                overlap.forEachWord(a, widthA: width, b, widthB: other.width, body)
            }
        }
    }
}
