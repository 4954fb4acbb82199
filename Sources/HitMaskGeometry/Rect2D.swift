import HitMaskReader

/// An axis-aligned rectangle: an origin (its minimum corner) and a size. Containment is half-open:
/// the min edges are inside, the max edges outside, so adjacent rects never both contain a point.
@frozen
public struct Rect2D: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point2D
    public var size: Size2D

    @inlinable
    public init(origin: Point2D, size: Size2D) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point2D(x: x, y: y), size: Size2D(width: width, height: height))
    }

    public static let zero = Rect2D(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }

    /// True when the rect has no area (or NaN sides).
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether `point` lies in [minX, maxX) × [minY, maxY).
    @inlinable
    public func contains(_ point: Point2D) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlap of two rects, or nil when they do not overlap.
    public func intersection(_ other: Rect2D) -> Rect2D? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect2D(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rects share any area.
    @inlinable
    public func intersects(_ other: Rect2D) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width)×\(size.height))" }
}

extension PixelRect {
    /// The same pixels as a `Rect2D` in pixel coordinates.
    public var rect: Rect2D { Rect2D(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
