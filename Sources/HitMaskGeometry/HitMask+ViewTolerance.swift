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
    public func contains(_ point: Point, in bounds: Rect, contentMode: ContentMode, tolerance: Double) -> Bool {
        if contains(point, in: bounds, contentMode: contentMode) { return true }
        return ToleranceProbe(mask: self, bounds: bounds, contentMode: contentMode)
            .distance(to: point, within: tolerance) != nil
    }

    /// The distance in points from `point` to the nearest solid pixel that shows in `bounds`, or `cap` when none
    /// is nearer.
    public func distance(to point: Point, in bounds: Rect, contentMode: ContentMode, cappedAt cap: Double) -> Double {
        if contains(point, in: bounds, contentMode: contentMode) { return 0 }
        return ToleranceProbe(mask: self, bounds: bounds, contentMode: contentMode).distance(to: point, within: cap) ?? cap
    }

    /// Whether a solid pixel lies within `tolerance` of `point`, where `transform` maps the mask's pixels into the
    /// point's space (see `contains(_:transform:)`); the tolerance is in that space's units.
    public func contains(_ point: Point, transform: AffineTransform, tolerance: Double) -> Bool {
        if contains(point, transform: transform) { return true }
        return ToleranceProbe(mask: self, transform: transform).distance(to: point, within: tolerance) != nil
    }

    /// The distance, in the units of the space `transform` maps pixels into, from `point` to the nearest solid
    /// pixel, or `cap` when none is nearer.
    public func distance(to point: Point, transform: AffineTransform, cappedAt cap: Double) -> Double {
        if contains(point, transform: transform) { return 0 }
        return ToleranceProbe(mask: self, transform: transform).distance(to: point, within: cap) ?? cap
    }
}
