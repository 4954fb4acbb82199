import HitMaskReader

/// A region's physics outline placed in a view's or a scene's space: ready for `CGPath`, `SKPhysicsBody` or a
/// physics engine's polygons.
///
/// Rings keep their meaning under any placement: the outer boundary and the convex pieces have a positive
/// shoelace area in the target coordinates (clockwise on screen when y points down, counter-clockwise when it
/// points up, as Box2D and SpriteKit want), holes a negative one. A mirroring transform reverses the vertex order
/// to keep it so.
public struct PlacedOutline: Sendable, Equatable {
    public let outer: [Point2D]
    public let holes: [[Point2D]]
    public let convexPieces: [[Point2D]]

    public init(outer: [Point2D], holes: [[Point2D]], convexPieces: [[Point2D]]) {
        (self.outer, self.holes, self.convexPieces) = (outer, holes, convexPieces)
    }

    /// Triangles tiling the region: each convex piece as a fan (triangles of no area left out).
    public var triangles: [[Point2D]] {
        fanTriangles(of: convexPieces)
    }
}

extension Point2D: PlanePoint {}

extension HitMask {
    /// The outlines placed in `bounds` like the image for `contentMode`, in the bounds' space (not clipped to the
    /// bounds: a physics body may extend past its view). Empty when the file has no outlines.
    public func outlines(in bounds: Rect2D, contentMode: ImageContentMode) -> [PlacedOutline] {
        let placement = placement(in: bounds, contentMode: contentMode)
        return placedOutlines(mirrored: false) { point in
            Point2D(
                x: (point.x - placement.offsetX) / placement.pixelsPerPointX,
                y: (point.y - placement.offsetY) / placement.pixelsPerPointY)
        }
    }

    /// The outlines mapped by `transform` from pixel space (x right, y down) into the caller's space, as for
    /// `contains(_:transform:)`: a sprite's scale, rotation, flip and position.
    public func outlines(transform: Transform2D) -> [PlacedOutline] {
        placedOutlines(mirrored: transform.determinant < 0) { transform.apply(to: Point2D(x: $0.x, y: $0.y)) }
    }

    /// Whether a point of a view lies inside an outline of the image drawn in `bounds` with `contentMode`; points
    /// outside the bounds never do. For previews and physics: `contains(_:in:contentMode:)` is the exact hit test.
    public func outlinesContain(_ point: Point2D, in bounds: Rect2D, contentMode: ImageContentMode) -> Bool {
        guard point.x >= bounds.minX, point.x < bounds.maxX, point.y >= bounds.minY, point.y < bounds.maxY else {
            return false
        }
        let pixel = placement(in: bounds, contentMode: contentMode).pixel(for: point)
        return outlinesContain(x: pixel.x, y: pixel.y)
    }

    /// Whether a point in the caller's space lies inside an outline, where `transform` maps pixel space into it.
    public func outlinesContain(_ point: Point2D, transform: Transform2D) -> Bool {
        guard let inverse = transform.inverted() else { return false }
        let pixel = inverse.apply(to: point)
        return outlinesContain(x: pixel.x, y: pixel.y)
    }

    private func placedOutlines(mirrored: Bool, _ map: (PixelPoint) -> Point2D) -> [PlacedOutline] {
        func place(_ ring: [PixelPoint]) -> [Point2D] { mirrored ? ring.reversed().map(map) : ring.map(map) }
        return outlines.map { outline in
            PlacedOutline(
                outer: place(outline.outer), holes: outline.holes.map(place),
                convexPieces: outline.convexPieces.map(place))
        }
    }
}
