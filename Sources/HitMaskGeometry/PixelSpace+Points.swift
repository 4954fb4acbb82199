import HitMaskReader

extension PixelWindow {
    /// The pixels of an image of `width` × `height` pixels, placed by `placement`, that show inside `bounds`.
    /// Empty (or NaN) bounds give an empty window.
    ///
    /// Because the point-to-pixel map is monotonic, a point on a bounds' min edge is inside and one on its max edge
    /// outside, exactly; only points within rounding error of an edge can fall either way.
    @inlinable @inline(__always)
    package init(bounds: Rect2D, placement: ViewPlacement, width: Int, height: Int) {
        let low = placement.pixel(for: bounds.origin)
        let high = placement.pixel(for: Point2D(x: bounds.maxX, y: bounds.maxY))
        let w = Double(width), h = Double(height)
        // Two-way choices only, without early exits, so that in a caller's loop all of this moves out of it.
        // A NaN edge becomes the image's edge: the window never leaves the image, and NaN pixels fail every
        // comparison anyway.
        let hasArea = (Self.bit(bounds.size.width > 0) & Self.bit(bounds.size.height > 0)) != 0
        let right = high.x < w ? high.x : w, bottom = high.y < h ? high.y : h
        self.init(
            minX: low.x > 0 ? low.x : 0, maxX: hasArea ? right : 0,
            minY: low.y > 0 ? low.y : 0, maxY: hasArea ? bottom : 0)
    }

    /// Whether `pixel` lies in the window (never when it is NaN).
    @inlinable @inline(__always)
    package func contains(_ pixel: Point2D) -> Bool { contains(x: pixel.x, y: pixel.y) }
}

extension SolidPixels {
    /// Whether a point in pixel space is solid, limited to `window` (NaN and out-of-window points are clear).
    @inlinable @inline(__always)
    package func contains(pixel: Point2D, in window: PixelWindow) -> Bool {
        contains(x: pixel.x, y: pixel.y, in: window)
    }
}
