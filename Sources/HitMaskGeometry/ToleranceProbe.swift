import HitMaskReader

/// Everything a tolerance query needs about a placed mask: how points become pixels, how pixel offsets become
/// distances in the points' space, and which pixels are shown. Built once per placement (for a view, a sprite or
/// a scene layer), then asked about many points.
package struct ToleranceProbe: Sendable {
    let search: NearestSolidSearch
    let toPixels: Transform2D
    let metric: PixelMetric
    let window: NearestSolidSearch.Columns

    /// A mask drawn in `bounds` with a content mode: distances in points, only the pixels the bounds show count.
    package init(mask: HitMask, bounds: Rect2D, contentMode: ImageContentMode) {
        let placement = mask.placement(in: bounds, contentMode: contentMode)
        search = mask.nearestSolidSearch
        toPixels = Transform2D(
            a: placement.pixelsPerPointX, b: 0, c: 0, d: placement.pixelsPerPointY,
            tx: placement.offsetX, ty: placement.offsetY)
        metric = PixelMetric(a: 1 / placement.pixelsPerPointX, b: 0, c: 0, d: 1 / placement.pixelsPerPointY)
        window = Self.shownPixels(mask.window(in: bounds, placement: placement), width: mask.width, height: mask.height)
    }

    /// A mask placed by `transform` (pixels into the caller's space): distances in the caller's units.
    package init(mask: HitMask, transform: Transform2D) {
        search = mask.nearestSolidSearch
        // A transform without an inverse maps every point to NaN, which is no pixel.
        toPixels = transform.inverseOrNaN
        metric = PixelMetric(a: transform.a, b: transform.b, c: transform.c, d: transform.d)
        window = mask.wholeImage
    }

    /// How far a point can be from the centre of a solid pixel it is within distance d of, beyond d: the pixel under
    /// the point has its centre half a pixel's diagonal away, and a pixel shown in part may have its centre half a
    /// diagonal outside what shows. A bound for broad phases, in the points' units (infinite when the placement is
    /// degenerate).
    package var pixelReach: Double {
        let reach = metric.xx.squareRoot() + metric.yy.squareRoot()
        return reach.isNaN ? .infinity : reach
    }

    /// The distance from `point` to the nearest shown solid pixel, in the points' units, when it is at most `radius`.
    /// Distances run between pixel centres, from the pixel `point` falls in.
    package func distance(to point: Point2D, within radius: Double) -> Double? {
        let pixel = toPixels.apply(to: point)
        return search.distance(fromPixelAt: pixel.x, y: pixel.y, within: radius, metric: metric, window: window)
    }

    /// The pixels of which any part shows in `window`.
    static func shownPixels(_ window: PixelWindow, width: Int, height: Int) -> NearestSolidSearch.Columns {
        func range(_ low: Double, _ high: Double, _ size: Int) -> Range<Int> {
            guard low < high else { return 0..<0 }
            let first = max(0, min(size, Int(low.rounded(.down)))), end = max(first, min(size, Int(high.rounded(.up))))
            return first..<end
        }
        return NearestSolidSearch.Columns(
            x: range(window.minX, window.maxX, width), y: range(window.minY, window.maxY, height))
    }
}
