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
        // Pixels beyond ±2³¹ (far outside any mask) are taken at 2³¹, which keeps the arithmetic below in range.
        let bound = 1 << 31
        let x = min(max(x, -bound), bound), y = min(max(y, -bound), bound)
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
        return search(fromX: x, y: y, within: radius, metric: metric, window: window)
    }

    /// The pixel holding a position, as indices that cannot overflow however far out it lies (NaN: nil).
    package static func pixelIndex(x: Double, y: Double) -> (x: Int, y: Int)? {
        guard !x.isNaN, !y.isNaN else { return nil }
        // Past 2³⁰ pixels outside the image every distance is beyond any radius a query can mean; clamping there
        // keeps the indices (and their squares) far from overflow.
        let bound = Double(1 << 30)
        return (Int(min(max(x, -bound), bound).rounded(.down)), Int(min(max(y, -bound), bound).rounded(.down)))
    }

    /// Every row of the ellipse `metric`(dx, dy) ≤ radius², nearest rows first.
    private func search(fromX x: Int, y: Int, within radius: Double, metric: PixelMetric, window: Columns) -> Double? {
        let determinant = metric.determinant
        guard determinant > 0, metric.xx > 0, metric.yy.isFinite else { return nil }
        // An infinite radius asks for any solid pixel at all: 10¹⁰ pixel steps of the metric's longest kind reach
        // every pixel from any index a query can start at (they are clamped to ±2³⁰).
        let radius = min(radius, 1e10 * max(metric.xx, metric.yy).squareRoot())
        let limit = radius * radius
        // The ellipse's rows reach |dy| ≤ radius·√(xx / det); one more row and column absorb rounding.
        let rowReach = Int(min(radius * (metric.xx / determinant).squareRoot(), Double(Int32.max))) + 1
        let firstRow = max(window.y.lowerBound, y - rowReach), endRow = min(window.y.upperBound, y + rowReach + 1)
        guard firstRow < endRow else { return nil }
        let rows = firstRow..<endRow
        var best = Double.infinity
        // Rows in order of their least possible distance, dy²·det / xx: stop once that cannot beat the best.
        let nearestRow = min(max(y, rows.lowerBound), rows.upperBound - 1)
        var above = nearestRow - 1, below = nearestRow
        while above >= rows.lowerBound || below < rows.upperBound {
            let takeBelow = below < rows.upperBound && (above < rows.lowerBound || abs(below - y) <= abs(above - y))
            let row = takeBelow ? below : above
            if takeBelow { below += 1 } else { above -= 1 }
            let dy = Double(row - y)
            if dy * dy * determinant / metric.xx > min(best, limit) { break }
            best = min(best, nearest(inRow: row, fromX: x, dy: row - y, limit: limit, metric: metric, window: window))
        }
        return best <= limit ? best.squareRoot() : nil
    }

    /// The least distance² from (x, y) to a solid pixel of `row` inside the window, or infinity.
    private func nearest(inRow row: Int, fromX x: Int, dy: Int, limit: Double, metric: PixelMetric, window: Columns)
        -> Double
    {
        // On this row distance² is a parabola in dx with its vertex at −xy·dy / xx; it is within the limit on
        // [vertex − half, vertex + half].
        let vertex = -metric.xy * Double(dy) / metric.xx
        let discriminant = metric.xy * metric.xy * Double(dy * dy) - metric.xx * (metric.yy * Double(dy * dy) - limit)
        guard discriminant >= 0 else { return .infinity }
        let half = discriminant.squareRoot() / metric.xx
        let reach = Double(Int32.max)
        let low = max(window.x.lowerBound, x + Int(max(-reach, (vertex - half).rounded(.down))) - 1)
        let high = min(window.x.upperBound, x + Int(min(reach, (vertex + half).rounded(.up))) + 2)
        guard low < high else { return .infinity }
        let rowStart = row * bits.width
        // Distance² grows away from the vertex on both sides: the solid pixel nearest it on each side is the best.
        let split = min(max(x + Int(max(-reach, min(reach, vertex.rounded(.down)))) + 1, low), high)
        var best = Double.infinity
        if let index = bits.lastSolidIndex(in: rowStart + low..<rowStart + split) {
            best = metric.squaredDistance(dx: index - rowStart - x, dy: dy)
        }
        if let index = bits.firstSolidIndex(in: rowStart + split..<rowStart + high) {
            best = min(best, metric.squaredDistance(dx: index - rowStart - x, dy: dy))
        }
        return best
    }
}
