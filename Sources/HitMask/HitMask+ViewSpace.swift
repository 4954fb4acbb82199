extension HitMask {
    /// How this mask's image is placed in `bounds` (in points) for `contentMode`.
    @inlinable
    public func placement(in bounds: Rect, contentMode: ContentMode) -> ViewPlacement {
        ViewPlacement(
            pixelWidth: Double(width), pixelHeight: Double(height), scale: scale, in: bounds, contentMode: contentMode)
    }

    /// The rect the image is drawn in, in the bounds' space (it may extend past the bounds).
    public func imageRect(in bounds: Rect, contentMode: ContentMode) -> Rect {
        placement(in: bounds, contentMode: contentMode)
            .viewRect(forPixels: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    }

    /// Whether a point of a view shows a solid pixel of the image drawn in `bounds` with `contentMode`,
    /// exactly as UIKit places it: the image's size in points is its pixel size divided by `scale`.
    /// Points outside the bounds, or outside the drawn image (its max edges included), are never solid.
    @inlinable
    public func contains(_ point: Point, in bounds: Rect, contentMode: ContentMode) -> Bool {
        guard bounds.contains(point) else { return false }
        return contains(pixel: placement(in: bounds, contentMode: contentMode).pixel(for: point))
    }

    /// Whether a point in the caller's space is solid, where `transform` maps the mask's pixel space
    /// (x right, y down, pixel (i, j) covering [i, i+1) × [j, j+1)) into that space: a sprite's scale,
    /// rotation, flip and position. A singular transform hits nothing.
    @inlinable
    public func contains(_ point: Point, transform: AffineTransform) -> Bool {
        guard let inverse = transform.inverted() else { return false }
        return contains(pixel: inverse.apply(to: point))
    }

    /// The shape rects placed in `bounds` like the image, clipped to the bounds (empty ones dropped):
    /// ready to become a content shape or physics bodies.
    public func rects(in bounds: Rect, contentMode: ContentMode) -> [Rect] {
        let placement = placement(in: bounds, contentMode: contentMode)
        return rects.compactMap { placement.viewRect(forPixels: $0.rect).intersection(bounds) }
    }

    /// Pixel lookup for a point in pixel space; NaN and out-of-range points are clear.
    @inlinable
    func contains(pixel: Point) -> Bool {
        guard pixel.x >= 0, pixel.y >= 0, pixel.x < Double(width), pixel.y < Double(height) else { return false }
        return containsPixel(x: Int(pixel.x), y: Int(pixel.y))
    }
}
