/// The distance from a pixel to the nearest solid pixel, centre to centre, in a given metric: the search behind
/// every tolerance query.
///
/// With a distance field and a metric that scales every direction alike (pixel queries, the aspect content modes,
/// sprites scaled and rotated), a distance below the field's limit is one lookup. Otherwise (stretched or sheared
/// placements, views that crop the image, radii past the field's limit, masks without a field) the pixels within
/// the radius are searched row by row: each row of the ellipse is one range of the packed bits, and the solid
/// pixels nearest the ellipse's centre on either side are found a word at a time.
package struct NearestSolidSearch: Sendable {
    package let bits: PackedBits
    package let field: DistanceField?

    package init(bits: PackedBits, field: DistanceField?) { (self.bits, self.field) = (bits, field) }

    /// The pixels that count, as index ranges inside the image.
    package struct Columns: Sendable, Equatable {
        package let x: Range<Int>
        package let y: Range<Int>
        package init(x: Range<Int>, y: Range<Int>) { (self.x, self.y) = (x, y) }
    }

    /// The distance, in `metric`, from pixel (x, y) (which may lie outside the image) to the nearest solid pixel
    /// inside `window`, when it is at most `radius`; nil otherwise.
    package func distance(fromX x: Int, y: Int, within radius: Double, metric: PixelMetric, window: Columns) -> Double?
    {
        guard radius >= 0, !window.x.isEmpty, !window.y.isEmpty else { return nil }
        if window.x.contains(x), window.y.contains(y), bits.isSolid(index: y * bits.width + x) { return 0 }
        let coversImage = window.x == 0..<bits.width && window.y == 0..<bits.height
        if coversImage, let field, let squaredScale = metric.uniformSquaredScale {
            let value = field.squaredDistance(x: x, y: y)
            if value < Int(DistanceField.farValue) {
                // Rounded as the search rounds a distance: the square root of the metric's distance².
                let squaredDistance = squaredScale * Double(value)
                return squaredDistance <= radius * radius ? squaredDistance.squareRoot() : nil
            }
            if squaredScale * DistanceField.limit * DistanceField.limit > radius * radius { return nil }
        }
        return search(fromX: Double(x), y: Double(y), within: radius, metric: metric, window: window)
    }

    /// The same from the pixel holding a position: pixel (i, j) covers [i, i+1) × [j, j+1). A position that is NaN
    /// or infinite is near nothing; one beyond the range of `Int` is searched as it is, so every answer is exact.
    package func distance(
        fromPixelAt x: Double, y: Double, within radius: Double, metric: PixelMetric, window: Columns
    ) -> Double? {
        guard x.isFinite, y.isFinite, radius >= 0, !window.x.isEmpty, !window.y.isEmpty else { return nil }
        let column = x.rounded(.down), row = y.rounded(.down)
        if let x = Int(exactly: column), let y = Int(exactly: row) {
            return distance(fromX: x, y: y, within: radius, metric: metric, window: window)
        }
        return search(fromX: column, y: row, within: radius, metric: metric, window: window)
    }

    /// Every row of the ellipse `metric`(dx, dy) ≤ radius², nearest rows first. The query pixel's indices are
    /// floating point, so that one however far out is measured from where it is; offsets are scaled by a power of
    /// two (exactly) when their squares would overflow.
    private func search(fromX x: Double, y: Double, within radius: Double, metric: PixelMetric, window: Columns)
        -> Double?
    {
        let determinant = metric.determinant
        guard determinant > 0, metric.xx > 0, metric.yy.isFinite else { return nil }
        let scale = Self.overflowScale(for: max(abs(x), abs(y), radius.isFinite ? radius : 0))
        // The bound on squares prunes a hair wide: the answer is decided on the root, as it is returned, since a
        // root that rounds to the radius can come from a square just above the radius's square.
        let limit = (radius * scale) * (radius * scale) * (1 + 0x1p-40)
        // The ellipse's rows reach |dy| ≤ radius·√(xx / det). A row more on each side absorbs rounding, and far
        // out so does a margin relative to the values, since y ± reach then cancels.
        let rowReach = radius * (metric.xx / determinant).squareRoot()
        let rowSlack = 1 + (abs(y) + rowReach) * 0x1p-40
        let rows = Self.indices(from: y - rowReach - rowSlack, to: y + rowReach + rowSlack + 1, within: window.y)
        guard !rows.isEmpty else { return nil }
        var best = Double.infinity
        // Rows in order of their least possible distance, dy²·det / xx: stop once that cannot beat the best.
        let nearestRow = Self.indices(from: y, to: y + 1, within: rows.lowerBound..<rows.upperBound).lowerBound
        let nearestInRows = min(nearestRow, rows.upperBound - 1)
        var above = nearestInRows - 1, below = nearestInRows
        while above >= rows.lowerBound || below < rows.upperBound {
            let takeBelow =
                below < rows.upperBound
                && (above < rows.lowerBound || abs(Double(below) - y) <= abs(Double(above) - y))
            let row = takeBelow ? below : above
            if takeBelow { below += 1 } else { above -= 1 }
            let dy = (Double(row) - y) * scale
            if dy * dy * determinant / metric.xx > min(best, limit) { break }
            best = min(
                best,
                nearest(inRow: row, fromX: x, dy: dy, scale: scale, limit: limit, metric: metric, window: window))
        }
        let distance = best.squareRoot() / scale
        return best < .infinity && distance <= radius ? distance : nil
    }

    /// The least scaled distance² from column x to a solid pixel of `row` inside the window, or infinity; `dy` is
    /// the row's scaled offset.
    private func nearest(
        inRow row: Int, fromX x: Double, dy: Double, scale: Double, limit: Double, metric: PixelMetric,
        window: Columns
    ) -> Double {
        // On this row distance² is a parabola in dx with its vertex at −xy·dy / xx; it is within the limit on
        // [vertex − half, vertex + half].
        let vertex = -metric.xy * dy / metric.xx
        let discriminant = metric.xy * metric.xy * dy * dy - metric.xx * (metric.yy * dy * dy - limit)
        guard discriminant >= 0 else { return .infinity }
        let half = discriminant.squareRoot() / metric.xx
        // Columns as rows: one more on each side, and a margin relative to the values far out.
        let (low, high) = (x + (vertex - half) / scale, x + (vertex + half) / scale)
        let slack = 1 + (abs(x) + (abs(vertex) + half) / scale) * 0x1p-40
        let columns = Self.indices(
            from: (low - slack).rounded(.down), to: (high + slack).rounded(.up) + 1, within: window.x)
        guard !columns.isEmpty else { return .infinity }
        let rowStart = row * bits.width
        // Distance² grows away from the vertex on both sides: the solid pixel nearest it on each side is the best.
        let split = Self.indices(from: x + (vertex / scale).rounded(.down) + 1, to: .infinity, within: columns)
            .lowerBound
        var best = Double.infinity
        if let index = bits.lastSolidIndex(in: rowStart + columns.lowerBound..<rowStart + split) {
            best = metric.squaredDistance(dx: (Double(index - rowStart) - x) * scale, dy: dy)
        }
        if let index = bits.firstSolidIndex(in: rowStart + split..<rowStart + columns.upperBound) {
            best = min(best, metric.squaredDistance(dx: (Double(index - rowStart) - x) * scale, dy: dy))
        }
        return best
    }

    /// The indices of `range` from `low` (rounded up) to before `high`, however far out either lies.
    private static func indices(from low: Double, to high: Double, within range: Range<Int>) -> Range<Int> {
        let lower = Double(range.lowerBound), upper = Double(range.upperBound)
        let first = Int(min(max(low.rounded(.up), lower), upper)), end = Int(min(max(high.rounded(.up), lower), upper))
        return first..<max(first, end)
    }

    /// 1, or the power of two that brings `magnitude` below 2^500, so that squares of offsets stay finite. Scaling
    /// by a power of two rounds nothing; an offset it makes so small that its square underflows is then too small
    /// to count next to the far one.
    private static func overflowScale(for magnitude: Double) -> Double {
        let limit = 0x1p500
        return magnitude < limit ? 1 : Double(sign: .plus, exponent: -(magnitude.exponent - 500 + 1), significand: 1)
    }
}
