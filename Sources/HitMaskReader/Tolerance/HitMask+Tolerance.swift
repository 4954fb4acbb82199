/// Touch tolerance in pixel space: is a solid pixel within distance r? Distances run between pixel centres, from
/// the pixel a query's position falls in (which may lie outside the image) to the nearest solid pixel, so a
/// tolerance of 0 asks exactly what `contains` asks, and a tolerance of 1 also takes the four neighbours.
///
/// With a distance field (`distanceField`: from the file, or `withDistanceField()`), each query below
/// `DistanceField.limit` pixels is one lookup; without one, or past it, the pixels within the radius are searched
/// row by row (exact, and still fast for the radii fingers need).
extension HitMask {
    /// This mask with a distance field: the file's, or one computed now (linear in the pixels, plus 15 on each side).
    /// A mask whose field would exceed `DistanceField.maxValueCount` values (64 MiB) gets none, as the format
    /// allows none that large: its tolerance queries search instead.
    public func withDistanceField() -> HitMask {
        guard distanceField == nil,
            DistanceField.valueCount(width: width, height: height) <= DistanceField.maxValueCount
        else { return self }
        var copy = self
        copy.distanceField = DistanceField(bits)
        return copy
    }

    /// Whether a solid pixel lies within `tolerance` pixels of pixel (x, y) (pixel indices, as in
    /// `contains(x:y:)`; the pixel may lie outside the image). Exact for every tolerance.
    @inlinable
    public func contains(x: Int, y: Int, tolerance: Double) -> Bool {
        // The common case inline: one lookup in the field, which is 0 at every solid pixel. (255 stands for 256 or
        // more, beyond any tolerance below 16: capping r² under 255 keeps it out with no second comparison.)
        // Both paths end in one comparison of integers, so that a caller's loop gets no branch on the answer.
        let value: Int, limit: Int
        if storedDistanceField.isPresent, tolerance >= 0, tolerance < DistanceField.limit {
            // Whole squared distances: v ≤ r² iff v ≤ ⌊r²⌋.
            value = storedDistanceField.squaredDistance(x: x, y: y)
            limit = Int(Swift.min(tolerance * tolerance, 254))
        } else {
            (value, limit) = Self.searchedComparison(
                solidPixels, width: width, height: height, field: storedDistanceField, x: x, y: y,
                tolerance: tolerance)
        }
        return value <= limit
    }

    /// The answer without a field, or past its range (the pixel itself, then the search), as a pair to compare.
    /// Out of line, so that the caller's comparison sees no constants to branch on; and it takes the parts of the
    /// mask it reads, not the mask, so that a caller looping over `masks[i]` does not copy a mask to call it.
    @usableFromInline @inline(never)
    static func searchedComparison(
        _ pixels: SolidPixels, width: Int, height: Int, field: DistanceField, x: Int, y: Int, tolerance: Double
    ) -> (value: Int, limit: Int) {
        if x >= 0, y >= 0, x < width, y < height, pixels.contains(x: x, y: y) { return (0, 0) }
        let bits = PackedBits(pixels, height: height)
        let found = NearestSolidSearch(bits: bits, field: field.isPresent ? field : nil)
            .distance(fromX: x, y: y, within: tolerance, metric: .pixels, window: .init(x: 0..<width, y: 0..<height))
        return (found == nil ? 1 : 0, 0)
    }

    /// Whether a solid pixel lies within `tolerance` pixels of the pixel holding the position (x, y) in pixel
    /// coordinates (as in `contains(x:y:)` with `Double` arguments). NaN or infinite positions hit nothing.
    public func contains(x: Double, y: Double, tolerance: Double) -> Bool {
        if contains(x: x, y: y) { return true }
        return nearestSolidSearch.distance(
            fromPixelAt: x, y: y, within: tolerance, metric: .pixels, window: wholeImage) != nil
    }

    /// The distance in pixels from pixel (x, y) to the nearest solid pixel, centre to centre: 0 on a solid pixel,
    /// and `cap` when none is nearer than `cap` (so the default gives at most 16, the field's exact range).
    public func distance(toX x: Int, y: Int, cappedAt cap: Double = DistanceField.limit) -> Double {
        distance(fromX: x, y: y, within: cap) ?? cap
    }

    /// The distance in pixels from the pixel holding the position (x, y) to the nearest solid pixel (see
    /// `distance(toX:y:cappedAt:)` with pixel indices). NaN or infinite positions give `cap`.
    public func distance(toX x: Double, y: Double, cappedAt cap: Double = DistanceField.limit) -> Double {
        nearestSolidSearch.distance(fromPixelAt: x, y: y, within: cap, metric: .pixels, window: wholeImage) ?? cap
    }

    /// The distance from pixel (x, y) to the nearest solid pixel of `window`, measured in `metric`, when it is at
    /// most `radius`: the query under every tolerance API, in pixel, view and scene space.
    package func distance(
        fromX x: Int, y: Int, within radius: Double, metric: PixelMetric = .pixels,
        window: NearestSolidSearch.Columns? = nil
    ) -> Double? {
        nearestSolidSearch.distance(fromX: x, y: y, within: radius, metric: metric, window: window ?? wholeImage)
    }

    package var nearestSolidSearch: NearestSolidSearch { NearestSolidSearch(bits: bits, field: distanceField) }

    /// Every pixel of the image, as a search window.
    package var wholeImage: NearestSolidSearch.Columns { NearestSolidSearch.Columns(x: 0..<width, y: 0..<height) }

}
