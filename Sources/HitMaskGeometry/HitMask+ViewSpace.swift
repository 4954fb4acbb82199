import HitMaskReader

extension HitMask {
    /// How this mask's image is placed in `bounds` (in points) for `contentMode`.
    @inlinable @inline(__always)
    public func placement(in bounds: Rect2D, contentMode: ImageContentMode) -> ViewPlacement {
        ViewPlacement(
            pixelWidth: Double(width), pixelHeight: Double(height), scale: scale, in: bounds, contentMode: contentMode)
    }

    /// The rect the image is drawn in, in the bounds' space (it may extend past the bounds). On an axis the
    /// image fills (both in `scaleToFill`, one in the aspect modes) its edges are the bounds' edges exactly; bounds
    /// of zero width or height give an image of zero size there, never NaN.
    public func imageRect(in bounds: Rect2D, contentMode: ImageContentMode) -> Rect2D {
        // Worked out in points per pixel (the inverse of the placement's factors), which stay finite for empty
        // bounds: 0 where the bounds have no size.
        let code = contentMode.rawValue, scaling = (code >> 4) & 3
        let w = Double(width), h = Double(height)
        let fillX = bounds.size.width / w, fillY = bounds.size.height / h
        let aspect = scaling == 3 ? Swift.max(fillX, fillY) : Swift.min(fillX, fillY)
        let k = scaling >= 2 ? aspect : 1 / scale
        let kx = scaling == 1 ? fillX : k, ky = scaling == 1 ? fillY : k
        let sizeX = kx == fillX ? bounds.size.width : w * kx
        let sizeY = ky == fillY ? bounds.size.height : h * ky
        let ax = Double(code & 3) * 0.5, ay = Double((code >> 2) & 3) * 0.5
        return Rect2D(
            x: bounds.origin.x + (bounds.size.width - sizeX) * ax,
            y: bounds.origin.y + (bounds.size.height - sizeY) * ay,
            width: sizeX, height: sizeY)
    }

    /// Whether a point of a view shows a solid pixel of the image drawn in `bounds` with `contentMode`,
    /// exactly as UIKit places it: the image's size in points is its pixel size divided by `scale`.
    /// Points outside the bounds, or outside the drawn image (its max edges included), are never solid, and bounds
    /// that are not finite show nothing. Edges are decided in pixel space (see `PixelWindow`): exact at the edges
    /// themselves, while a point within rounding error of one may fall either way.
    // Always inlined: in a caller's loop the placement is then computed once, outside the loop.
    @inlinable @inline(__always)
    public func contains(_ point: Point2D, in bounds: Rect2D, contentMode: ImageContentMode) -> Bool {
        // (Infinite bounds would place the image so that points outside them map into it.)
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.size.width.isFinite,
            bounds.size.height.isFinite
        else { return false }
        let placement = placement(in: bounds, contentMode: contentMode)
        return contains(pixel: placement.pixel(for: point), in: window(in: bounds, placement: placement))
    }

    /// The pixels that show inside `bounds` when the image is placed by `placement`.
    @inlinable @inline(__always)
    package func window(in bounds: Rect2D, placement: ViewPlacement) -> PixelWindow {
        PixelWindow(bounds: bounds, placement: placement, width: width, height: height)
    }

    /// Whether a point in the caller's space is solid, where `transform` maps the mask's pixel space
    /// (x right, y down, pixel (i, j) covering [i, i+1) × [j, j+1)) into that space: a sprite's scale,
    /// rotation, flip and position. A singular transform hits nothing.
    // Always inlined: in a caller's loop the transform is then inverted once, outside the loop. (A transform
    // without an inverse maps every point to NaN or infinity, which no pixel holds.)
    @inlinable @inline(__always)
    public func contains(_ point: Point2D, transform: Transform2D) -> Bool {
        contains(pixel: transform.inverseOrNaN.apply(to: point))
    }

    /// The shape rects placed in `bounds` like the image, clipped to the bounds (empty ones dropped):
    /// ready to become a content shape or physics bodies.
    public func rects(in bounds: Rect2D, contentMode: ImageContentMode) -> [Rect2D] {
        let placement = placement(in: bounds, contentMode: contentMode)
        return rects.compactMap { placement.viewRect(forPixels: $0.rect).intersection(bounds) }
    }

    /// Pixel lookup for a point in pixel space; NaN and out-of-range points are clear.
    @inlinable @inline(__always)
    package func contains(pixel: Point2D) -> Bool {
        contains(pixel: pixel, in: PixelWindow(width: width, height: height))
    }

    /// Pixel lookup for a point in pixel space, limited to `window`.
    @inlinable @inline(__always)
    package func contains(pixel: Point2D, in window: PixelWindow) -> Bool {
        solidPixels.contains(pixel: pixel, in: window)
    }
}
