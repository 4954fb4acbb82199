/// A point of an outline in pixel space (x right, y down), as every stage from tracing to convex pieces passes it:
/// a tuple, so that arrays of them stay plain pairs of doubles.
package typealias Point = (x: Double, y: Double)
