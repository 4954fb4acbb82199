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
    /// floating point, so that one however far out is measured from where it is.
    private func search(fromX x: Double, y: Double, within radius: Double, metric: PixelMetric, window: Columns)
        -> Double?
    {
        guard metric.determinant > 0, metric.xx > 0, metric.yy.isFinite else { return nil }
        let magnitude = max(abs(x), abs(y), radius.isFinite ? radius : 0)
        // Squares stay finite below 2^500: only a query beyond that pays for scaling its offsets.
        guard magnitude >= PowerOfTwoScale.largestUnscaled else {
            return search(Ellipse(x: x, y: y, radius: radius, metric: metric, scale: Unscaled()), window: window)
        }
        let scale = PowerOfTwoScale(bringingBelowLimit: magnitude)
        return search(Ellipse(x: x, y: y, radius: radius, metric: metric, scale: scale), window: window)
    }

    private func search<Scale: OffsetScale>(_ ellipse: Ellipse<Scale>, window: Columns) -> Double? {
        let metric = ellipse.metric, y = ellipse.y, determinant = metric.determinant
        // The ellipse's rows reach |dy| ≤ radius·√(xx / det).
        let rowReach = ellipse.radius * (metric.xx / determinant).squareRoot()
        let rowSlack = Ellipse<Scale>.slack(around: y, reach: rowReach)
        let rows = Self.indices(from: y - rowReach - rowSlack, through: y + rowReach + rowSlack, within: window.y)
        guard !rows.isEmpty else { return nil }
        var best = Double.infinity
        // Rows in order of their least possible distance, dy²·det / xx: stop once that cannot beat the best.
        let rowWeight = determinant / metric.xx
        let nearestRow = min(Self.index(y, clampedTo: rows), rows.upperBound - 1)
        var above = nearestRow - 1, below = nearestRow
        while above >= rows.lowerBound || below < rows.upperBound {
            // (When y lies outside the rows, only one side is left, so counting from the nearest row is enough.)
            let takeBelow =
                below < rows.upperBound && (above < rows.lowerBound || below - nearestRow <= nearestRow - above)
            let row = takeBelow ? below : above
            if takeBelow { below += 1 } else { above -= 1 }
            let dy = ellipse.scale.scaled(Double(row) - y)
            if dy * dy * rowWeight > min(best, ellipse.limit) { break }
            best = min(best, nearest(inRow: row, dy: dy, of: ellipse, window: window))
        }
        let distance = ellipse.scale.unscaled(best.squareRoot())
        return best < .infinity && distance <= ellipse.radius ? distance : nil
    }

    /// What every row of one search shares.
    private struct Ellipse<Scale: OffsetScale> {
        /// The query pixel's indices.
        let x: Double
        let y: Double
        let radius: Double
        let metric: PixelMetric
        let scale: Scale
        /// The scaled radius², a hair wide: the answer is decided on the root, as it is returned, since a root that
        /// rounds to the radius can come from a square just above the radius's square.
        let limit: Double
        /// How many columns more to take on each side of a row's range, for rounding.
        let columnSlack: Double
        /// A row's parabola in dx, from its offset dy: vertex = dy·vertexPerRow, and the discriminant whose root
        /// gives its half width is dy²·squareTerm + constantTerm (a row's range is taken with slack, so how these
        /// round does not matter).
        let vertexPerRow: Double
        let squareTerm: Double
        let constantTerm: Double
        let inverseXX: Double

        init(x: Double, y: Double, radius: Double, metric: PixelMetric, scale: Scale) {
            (self.x, self.y, self.radius, self.metric, self.scale) = (x, y, radius, metric, scale)
            limit = scale.scaled(radius) * scale.scaled(radius) * (1 + 0x1p-40)
            // Every row's range lies within the ellipse's columns, |dx| ≤ radius·√(yy / det).
            columnSlack = Self.slack(around: x, reach: radius * (metric.yy / metric.determinant).squareRoot())
            inverseXX = 1 / metric.xx
            vertexPerRow = -metric.xy * inverseXX
            squareTerm = metric.xy * metric.xy - metric.xx * metric.yy
            constantTerm = metric.xx * limit
        }

        /// One index more on each side absorbs rounding; far out, so does a margin relative to the values, since
        /// a coordinate ± a reach then cancels.
        static func slack(around coordinate: Double, reach: Double) -> Double {
            1 + (abs(coordinate) + reach) * 0x1p-40
        }
    }

    /// The least scaled distance² from the ellipse's column to a solid pixel of `row` inside the window, or
    /// infinity; `dy` is the row's scaled offset.
    private func nearest<Scale: OffsetScale>(inRow row: Int, dy: Double, of ellipse: Ellipse<Scale>, window: Columns)
        -> Double
    {
        let metric = ellipse.metric, x = ellipse.x
        // On this row distance² is a parabola in dx with its vertex at −xy·dy / xx; it is within the limit on
        // [vertex − half, vertex + half].
        let vertex = dy * ellipse.vertexPerRow
        let discriminant = dy * dy * ellipse.squareTerm + ellipse.constantTerm
        guard discriminant >= 0 else { return .infinity }
        let half = discriminant.squareRoot() * ellipse.inverseXX
        let center = x + ellipse.scale.unscaled(vertex), reach = ellipse.scale.unscaled(half) + ellipse.columnSlack
        let columns = Self.indices(from: center - reach, through: center + reach, within: window.x)
        guard !columns.isEmpty else { return .infinity }
        let rowStart = row * bits.width
        // Distance² grows away from the vertex on both sides: the solid pixel nearest it on each side is the best.
        let split = Self.index(center + 1, clampedTo: columns)
        var best = Double.infinity
        if let index = bits.lastSolidIndex(in: rowStart + columns.lowerBound..<rowStart + split) {
            best = metric.squaredDistance(dx: ellipse.scale.scaled(Double(index - rowStart) - x), dy: dy)
        }
        if let index = bits.firstSolidIndex(in: rowStart + split..<rowStart + columns.upperBound) {
            best = min(best, metric.squaredDistance(dx: ellipse.scale.scaled(Double(index - rowStart) - x), dy: dy))
        }
        return best
    }

    /// ⌊value⌋, clamped to `range.lowerBound ... range.upperBound`, however far out it lies. Clamped first: it is
    /// then a whole number of at least 0, which truncating floors without a call to `floor`.
    @inline(__always)
    private static func index(_ value: Double, clampedTo range: Range<Int>) -> Int {
        Int(min(max(value, Double(range.lowerBound)), Double(range.upperBound)))
    }

    /// The indices of `range` from ⌊low⌋ through ⌊high⌋. That is one more than up to ⌈high⌉ when high is whole,
    /// which the callers' slack makes harmless, and it spares converting back to compare.
    @inline(__always)
    private static func indices(from low: Double, through high: Double, within range: Range<Int>) -> Range<Int> {
        let first = index(low, clampedTo: range), end = index(high + 1, clampedTo: range)
        return first..<max(first, end)
    }
}

/// How a search scales pixel offsets before squaring them: not at all, for every query within 2^500 of an image,
/// or by a power of two for one so far out that squares of its offsets would overflow. Searches are specialized for
/// each, so that the common one does no arithmetic for it.
private protocol OffsetScale {
    /// An offset in pixels, scaled.
    func scaled(_ offset: Double) -> Double
    /// A scaled offset (or distance), in pixels again.
    func unscaled(_ offset: Double) -> Double
}

private struct Unscaled: OffsetScale {
    @inline(__always) func scaled(_ offset: Double) -> Double { offset }
    @inline(__always) func unscaled(_ offset: Double) -> Double { offset }
}

/// Scaling by a power of two rounds nothing; an offset it makes so small that its square underflows is then too
/// small to count next to the far one.
private struct PowerOfTwoScale: OffsetScale {
    static let largestUnscaled = 0x1p500
    let factor: Double
    let inverse: Double

    /// The power of two that brings `magnitude` below `largestUnscaled`.
    init(bringingBelowLimit magnitude: Double) {
        factor = Double(sign: .plus, exponent: 499 - magnitude.exponent, significand: 1)
        inverse = 1 / factor
    }

    @inline(__always) func scaled(_ offset: Double) -> Double { offset * factor }
    @inline(__always) func unscaled(_ offset: Double) -> Double { offset * inverse }
}
