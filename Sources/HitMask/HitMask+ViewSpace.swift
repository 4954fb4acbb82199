extension HitMask {
    /// How this mask's image is placed in `bounds` (in points) for `contentMode`.
    @inlinable @inline(__always)
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
    // Always inlined: in a caller's loop the placement is then computed once, outside the loop.
    @inlinable @inline(__always)
    public func contains(_ point: Point, in bounds: Rect, contentMode: ContentMode) -> Bool {
        let pixel = placement(in: bounds, contentMode: contentMode).pixel(for: point)
        // The eight range tests combined without short-circuits: one branch instead of eight (NaN fails them all).
        let inside = Self.bit(point.x >= bounds.minX) & Self.bit(point.x < bounds.maxX)
            & Self.bit(point.y >= bounds.minY) & Self.bit(point.y < bounds.maxY)
            & Self.bit(pixel.x >= 0) & Self.bit(pixel.x < Double(width))
            & Self.bit(pixel.y >= 0) & Self.bit(pixel.y < Double(height))
        guard inside != 0 else { return false }
        return containsPixel(x: Int(pixel.x), y: Int(pixel.y))
    }

    @inlinable @inline(__always)
    static func bit(_ condition: Bool) -> UInt8 { unsafeBitCast(condition, to: UInt8.self) }

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
    @inlinable @inline(__always)
    func contains(pixel: Point) -> Bool {
        guard pixel.x >= 0, pixel.y >= 0, pixel.x < Double(width), pixel.y < Double(height) else { return false }
        return containsPixel(x: Int(pixel.x), y: Int(pixel.y))
    }
}
