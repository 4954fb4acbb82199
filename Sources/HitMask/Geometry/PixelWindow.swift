/// The part of an image that a query can hit, as half-open ranges of pixel coordinates inside the image:
/// [minX, maxX) × [minY, maxY), with 0 ≤ minX and maxX ≤ width (likewise for y).
///
/// A view's bounds are mapped into pixel space once and clipped to the image, so each query compares one mapped
/// point with four numbers: both the bounds' edges and the drawn image's edges are decided in pixel space.
/// Because the point-to-pixel map is monotonic, a point on a bounds' min edge is inside and one on its max edge
/// outside, exactly; only points within rounding error of an edge can fall either way.
@usableFromInline
struct PixelWindow: Sendable {
    @usableFromInline let minX: Double
    @usableFromInline let maxX: Double
    @usableFromInline let minY: Double
    @usableFromInline let maxY: Double

    /// The whole image.
    @inlinable @inline(__always)
    init(width: Int, height: Int) {
        (minX, maxX, minY, maxY) = (0, Double(width), 0, Double(height))
    }

    /// The pixels of an image of `width` × `height` pixels, placed by `placement`, that show inside `bounds`.
    /// Empty (or NaN) bounds give an empty window.
    @inlinable @inline(__always)
    init(bounds: Rect, placement: ViewPlacement, width: Int, height: Int) {
        let low = placement.pixel(for: bounds.origin)
        let high = placement.pixel(for: Point(x: bounds.maxX, y: bounds.maxY))
        let w = Double(width), h = Double(height)
        // Two-way choices only, without early exits, so that in a caller's loop all of this moves out of it.
        // A NaN edge becomes the image's edge: the window never leaves the image, and NaN pixels fail every
        // comparison anyway.
        let hasArea = (Self.bit(bounds.size.width > 0) & Self.bit(bounds.size.height > 0)) != 0
        let right = high.x < w ? high.x : w, bottom = high.y < h ? high.y : h
        minX = low.x > 0 ? low.x : 0
        minY = low.y > 0 ? low.y : 0
        maxX = hasArea ? right : 0
        maxY = hasArea ? bottom : 0
    }

    /// Whether `pixel` lies in the window (never when it is NaN).
    @inlinable @inline(__always)
    func contains(_ pixel: Point) -> Bool {
        // Combined without short-circuits: one branch instead of four.
        (Self.bit(pixel.x >= minX) & Self.bit(pixel.x < maxX) & Self.bit(pixel.y >= minY) & Self.bit(pixel.y < maxY)) != 0
    }

    @inlinable @inline(__always)
    static func bit(_ condition: Bool) -> UInt8 { unsafeBitCast(condition, to: UInt8.self) }

    /// ⌊x⌋ for 0 ≤ x < 2⁵¹, such as a coordinate inside a window. `Int(_:)` would check again for NaN and
    /// overflow, which costs a quarter of a view query: instead, adding 2⁵² rounds x to the nearest integer and
    /// leaves it in the low bits of the sum, and one is taken off when that rounded up.
    @inlinable @inline(__always)
    static func floor(_ x: Double) -> Int {
        let shift = 4_503_599_627_370_496.0  // 2⁵²: from here on, doubles are whole numbers
        let sum = x + shift
        let roundedUp = sum - shift > x
        return Int(truncatingIfNeeded: sum.bitPattern &- shift.bitPattern) &- Int(bit(roundedUp))
    }
}
