import HitMaskReader

/// Touch tolerance for views and sprites: the tolerance is in the point's own space (view points, or the units a
/// sprite's transform maps pixels into), and distances run from the pixel under the point to the nearest solid
/// pixel, centre to centre, through the same placement as `contains`. A real hit is always within tolerance.
///
/// Placements that scale both axes alike (the aspect modes, `center` and the other unscaled modes, sprites scaled,
/// rotated and flipped uniformly) answer in O(1) from the mask's distance field when it has one and the whole
/// image shows; stretched placements and cropped images search the pixels within the radius instead, also exactly.
extension HitMask {
    /// Whether a solid pixel of the image drawn in `bounds` with `contentMode` (only pixels that show) lies within
    /// `tolerance` points of `point`. Points outside the bounds may be near a solid pixel too, as with a hit slop.
    // Always inlined, like `contains(_:in:contentMode:)`: in a caller's loop the placement is then worked out once.
    @inlinable @inline(__always)
    public func contains(_ point: Point2D, in bounds: Rect2D, contentMode: ImageContentMode, tolerance: Double) -> Bool
    {
        let placement = placement(in: bounds, contentMode: contentMode)
        let window = window(in: bounds, placement: placement)
        let radius = tolerance * placement.pixelsPerPointX
        // The common case inline: a field, the same scale on both axes and the whole image shown, so one lookup.
        // (Every pixel shows when some part of each edge pixel does, as `ToleranceProbe` counts them.)
        if storedDistanceField.isPresent, placement.pixelsPerPointX == placement.pixelsPerPointY,
            window.minX < 1, window.minY < 1, window.maxX > Double(width - 1), window.maxY > Double(height - 1),
            radius >= 0, radius < DistanceField.limit
        {
            let pixel = placement.pixel(for: point)
            guard !pixel.x.isNaN, !pixel.y.isNaN else { return false }
            // Clamped first: anything further out than the field's margin reads as far anyway.
            // (PixelWindow.floor takes a value ≥ 0, hence the shift.)
            let reach = Double(DistanceField.margin + 1)
            let x = PixelWindow.floor(Swift.min(Swift.max(pixel.x + reach, 0), Double(width) + 2 * reach)) - Int(reach)
            let y = PixelWindow.floor(Swift.min(Swift.max(pixel.y + reach, 0), Double(height) + 2 * reach)) - Int(reach)
            // (Compared as doubles: converting r² to an integer would need a range check in the loop.)
            return Double(storedDistanceField.squaredDistance(x: x, y: y)) <= Swift.min(radius * radius, 254.5)
        }
        return searchedContains(point, in: bounds, contentMode: contentMode, tolerance: tolerance)
    }

    /// The general case of `contains(_:in:contentMode:tolerance:)`, out of line.
    @usableFromInline
    func searchedContains(_ point: Point2D, in bounds: Rect2D, contentMode: ImageContentMode, tolerance: Double) -> Bool
    {
        if contains(point, in: bounds, contentMode: contentMode) { return true }
        return ToleranceProbe(mask: self, bounds: bounds, contentMode: contentMode)
            .distance(to: point, within: tolerance) != nil
    }

    /// The distance in points from `point` to the nearest solid pixel that shows in `bounds`, or `cap` when none
    /// is nearer.
    public func distance(to point: Point2D, in bounds: Rect2D, contentMode: ImageContentMode, cappedAt cap: Double)
        -> Double
    {
        if contains(point, in: bounds, contentMode: contentMode) { return 0 }
        return ToleranceProbe(mask: self, bounds: bounds, contentMode: contentMode).distance(to: point, within: cap)
            ?? cap
    }

    /// Whether a solid pixel lies within `tolerance` of `point`, where `transform` maps the mask's pixels into the
    /// point's space (see `contains(_:transform:)`); the tolerance is in that space's units.
    public func contains(_ point: Point2D, transform: Transform2D, tolerance: Double) -> Bool {
        if contains(point, transform: transform) { return true }
        return ToleranceProbe(mask: self, transform: transform).distance(to: point, within: tolerance) != nil
    }

    /// The distance, in the units of the space `transform` maps pixels into, from `point` to the nearest solid
    /// pixel, or `cap` when none is nearer.
    public func distance(to point: Point2D, transform: Transform2D, cappedAt cap: Double) -> Double {
        if contains(point, transform: transform) { return 0 }
        return ToleranceProbe(mask: self, transform: transform).distance(to: point, within: cap) ?? cap
    }
}
