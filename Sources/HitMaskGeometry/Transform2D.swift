/// A 2-D affine transform with CoreGraphics' conventions: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). `concatenating(t)` applies `self` first, then `t`.
@frozen
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// A rotation by `angle` radians: counter-clockwise when y points up, clockwise on screen when y points down.
    public init(rotationAngle angle: Double) {
        let cosine = angle.cosineValue, sine = angle.sineValue
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `self` followed by `other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    @inlinable
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular (it squashes the plane onto a line or a point)
    /// or not finite.
    @inlinable
    public func inverted() -> Transform2D? {
        let inverse = inverseOrNaN
        guard inverse.a.isFinite, inverse.b.isFinite, inverse.c.isFinite, inverse.d.isFinite,
            inverse.tx.isFinite, inverse.ty.isFinite
        else { return nil }
        return inverse
    }

    /// The inverse when there is one, or a transform with NaN or infinite entries, which maps no point anywhere
    /// a hit test accepts. Worked out without branches, so that in a caller's loop it happens once, before it.
    @inlinable @inline(__always)
    var inverseOrNaN: Transform2D {
        // In units of the largest entry, so that the determinant neither overflows for a scale of 1e154 nor
        // underflows for one of 1e-162 (either made a plain a * d - b * c infinite or 0, and the transform singular).
        let size = max(max(abs(a), abs(b)), max(abs(c), abs(d)))
        let (a, b, c, d) = (a / size, b / size, c / size, d / size)
        let det = a * d - b * c
        // A zero or non-finite determinant or size becomes NaN, and every entry with it.
        let divisor = det != 0 && det.isFinite && size.isFinite ? det : .nan
        return Transform2D(
            a: d / divisor / size, b: -b / divisor / size, c: -c / divisor / size, d: a / divisor / size,
            tx: (c * ty - d * tx) / divisor / size, ty: (b * tx - a * ty) / divisor / size)
    }

    @inlinable
    public func apply(to point: Point2D) -> Point2D {
        Point2D(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}

extension Double {
    // The runtime has no Foundation: sine and cosine come from the C library through these.
    var sineValue: Double { _sine(self) }
    var cosineValue: Double { _cosine(self) }
}
