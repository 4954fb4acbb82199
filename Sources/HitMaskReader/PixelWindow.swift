/// The part of an image that a query can hit, as half-open ranges of pixel coordinates inside the image:
/// [minX, maxX) × [minY, maxY), with 0 ≤ minX and maxX ≤ width (likewise for y).
///
/// Pixel queries in Double coordinates use the whole image; view-space queries (HitMaskGeometry) map a view's
/// bounds into pixel space once and clip them to the image, so each query compares one mapped point with four
/// numbers.
@usableFromInline
package struct PixelWindow: Sendable {
    @usableFromInline package let minX: Double
    @usableFromInline package let maxX: Double
    @usableFromInline package let minY: Double
    @usableFromInline package let maxY: Double

    @inlinable @inline(__always)
    package init(minX: Double, maxX: Double, minY: Double, maxY: Double) {
        (self.minX, self.maxX, self.minY, self.maxY) = (minX, maxX, minY, maxY)
    }

    /// The whole image.
    @inlinable @inline(__always)
    package init(width: Int, height: Int) {
        self.init(minX: 0, maxX: Double(width), minY: 0, maxY: Double(height))
    }

    /// Whether the pixel-space point (x, y) lies in the window (never when either is NaN).
    @inlinable @inline(__always)
    package func contains(x: Double, y: Double) -> Bool {
        // Combined without short-circuits: one branch instead of four.
        (Self.bit(x >= minX) & Self.bit(x < maxX) & Self.bit(y >= minY) & Self.bit(y < maxY)) != 0
    }

    @inlinable @inline(__always)
    package static func bit(_ condition: Bool) -> UInt8 { unsafeBitCast(condition, to: UInt8.self) }

    /// ⌊x⌋ for 0 ≤ x < 2⁵¹, such as a coordinate inside a window. `Int(_:)` would check again for NaN and
    /// overflow, which costs a quarter of a view query: instead, adding 2⁵² rounds x to the nearest integer and
    /// leaves it in the low bits of the sum, and one is taken off when that rounded up.
    @inlinable @inline(__always)
    package static func floor(_ x: Double) -> Int {
        let shift = 4_503_599_627_370_496.0  // 2⁵²: from here on, doubles are whole numbers
        let sum = x + shift
        let roundedUp = sum - shift > x
        return Int(truncatingIfNeeded: sum.bitPattern &- shift.bitPattern) &- Int(bit(roundedUp))
    }
}
