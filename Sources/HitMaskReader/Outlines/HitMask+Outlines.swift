/// Physics outlines stored in the file (its OUTL section): polygons with holes and convex pieces, in pixel space.
/// Run-time placement in views and sprites lives in HitMaskGeometry.
extension HitMask {
    /// Whether the position (x, y) in pixel space lies inside one of the outlines (false when the file has none).
    /// O(vertices of the outlines whose box holds the point): for physics and previews; `contains(x:y:)` is the
    /// exact O(1) hit test.
    public func outlinesContain(x: Double, y: Double) -> Bool {
        outlines.contains { $0.contains(x: x, y: y) }
    }

    /// The outlines' vertices: outer boundaries and holes of every region.
    public var outlineVertexCount: Int { outlines.reduce(0) { $0 + $1.vertexCount } }
}
