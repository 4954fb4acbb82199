/// Plane geometry the tests check outlines with, written once for every test target and apart from the code under
/// test (OutlineSimplifier has its own).
package enum SegmentGeometry {
    package typealias XY = (x: Double, y: Double)

    /// Whether segments ab and cd share any point, touching counts.
    package static func touch(_ a: XY, _ b: XY, _ c: XY, _ d: XY) -> Bool {
        func orient(_ p: XY, _ q: XY, _ r: XY) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
        func onSegment(_ p: XY, _ q: XY, _ r: XY) -> Bool {
            min(p.x, q.x) <= r.x && r.x <= max(p.x, q.x) && min(p.y, q.y) <= r.y && r.y <= max(p.y, q.y)
        }
        let d1 = orient(c, d, a), d2 = orient(c, d, b), d3 = orient(a, b, c), d4 = orient(a, b, d)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        return (d1 == 0 && onSegment(c, d, a)) || (d2 == 0 && onSegment(c, d, b)) || (d3 == 0 && onSegment(a, b, c))
            || (d4 == 0 && onSegment(a, b, d))
    }
}
