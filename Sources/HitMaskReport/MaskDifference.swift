import HitMaskReader

/// How two versions of a mask differ, pixel by pixel: both are placed at the top-left corner, and a pixel outside
/// a mask counts as clear, so a mask that grew or shrank counts the pixels it gained or lost.
enum MaskDifference {
    static func changedPixels(_ old: HitMask, _ new: HitMask) -> Int {
        if old.width == new.width, old.height == new.height {
            // Same layout: compare the packed rows a byte at a time (pixels past the end are zero in both).
            return zip(old.bits.bytes, new.bits.bytes).reduce(0) { $0 + ($1.0 ^ $1.1).nonzeroBitCount }
        }
        var count = 0
        for y in 0..<max(old.height, new.height) {
            for x in 0..<max(old.width, new.width) where old.contains(x: x, y: y) != new.contains(x: x, y: y) {
                count += 1
            }
        }
        return count
    }
}
