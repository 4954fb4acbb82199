/// How far apart two pixels are in the space a query is asked in: for an offset of (dx, dy) pixels between their
/// centres, distance² = xx·dx² + 2·xy·dx·dy + yy·dy². Pixel queries measure in pixels (`.pixels`); a view or a
/// transform scales, stretches or rotates the pixel grid, and the metric says how.
public struct PixelMetric: Sendable, Hashable {
    public let xx: Double
    public let xy: Double
    public let yy: Double

    public init(xx: Double, xy: Double, yy: Double) { (self.xx, self.xy, self.yy) = (xx, xy, yy) }

    /// Distances in pixels.
    public static let pixels = PixelMetric(xx: 1, xy: 0, yy: 1)

    /// The metric of a linear map from pixel offsets to the query's space: (dx, dy) ↦ (a·dx + c·dy, b·dx + d·dy).
    public init(a: Double, b: Double, c: Double, d: Double) {
        self.init(xx: a * a + b * b, xy: a * c + b * d, yy: c * c + d * d)
    }

    @inline(__always)
    func squaredDistance(dx x: Double, dy y: Double) -> Double { xx * x * x + 2 * xy * x * y + yy * y * y }

    /// The square of the common length of a pixel step in every direction, when the map is a scale times a rotation
    /// (or a reflection); nil when it stretches or shears. A relative difference of 10⁻¹² is taken for rounding
    /// error, as a rotation by an angle in floating point has.
    var uniformSquaredScale: Double? {
        let tolerance = 1e-12 * max(xx, yy)
        guard xx > 0, yy > 0, xx.isFinite, yy.isFinite, abs(xx - yy) <= tolerance, abs(xy) <= tolerance else {
            return nil
        }
        return (xx + yy) / 2
    }

    /// xx·yy − xy²: positive for every map that has an inverse.
    var determinant: Double { xx * yy - xy * xy }
}
