import HitMask

/// The reference for view, sprite and scene tolerance: every solid pixel that shows, measured from the pixel under
/// the point through the placement's own map, with nothing shared with the implementation but that map.
package enum ToleranceReference {
    package static func distance(
        _ point: Point2D, mask: HitMask, bits: PackedBits, placement: HitTestPlacement
    ) -> Double {
        let toPixels: (Point2D) -> Point2D
        let pixelStep: (Double, Double) -> (Double, Double)
        var shown: (Int, Int) -> Bool = { _, _ in true }
        switch placement {
        case .frame(let frame, let mode):
            let map = mask.placement(in: frame, contentMode: mode)
            toPixels = map.pixel(for:)
            pixelStep = { dx, dy in (dx / map.pixelsPerPointX, dy / map.pixelsPerPointY) }
            // A pixel counts when any part of it is drawn inside the frame.
            let low = map.pixel(for: frame.origin), high = map.pixel(for: Point2D(x: frame.maxX, y: frame.maxY))
            shown = { i, j in
                frame.width > 0 && frame.height > 0 && Double(i + 1) > low.x && Double(i) < high.x
                    && Double(j + 1) > low.y && Double(j) < high.y
            }
        case .transform(let transform):
            guard let inverse = transform.inverted() else { return .infinity }
            toPixels = inverse.apply(to:)
            pixelStep = { dx, dy in (transform.a * dx + transform.c * dy, transform.b * dx + transform.d * dy) }
        }
        let pixel = toPixels(point)
        guard pixel.x.isFinite, pixel.y.isFinite else { return .infinity }
        let qx = pixel.x.rounded(.down), qy = pixel.y.rounded(.down)
        var best = Double.infinity
        for j in 0..<bits.height {
            for i in 0..<bits.width where bits.isSolid(index: j * bits.width + i) && shown(i, j) {
                let (x, y) = pixelStep(Double(i) - qx, Double(j) - qy)
                best = min(best, x * x + y * y)
            }
        }
        return best.squareRoot()
    }
}

extension ToleranceReference {
    /// Thin and holed shapes, where tolerance matters most.
    package static let shapes: [PackedBits] = [
        SyntheticMasks.make(width: 24, height: 18) { x, y in x == 12 || (y == 3 && x > 4) },  // a thin cross
        SyntheticMasks.make(width: 20, height: 20) { x, y in
            let d = (Double(x) - 9.5) * (Double(x) - 9.5) + (Double(y) - 9.5) * (Double(y) - 9.5)
            return d < 81 && d > 49
        },  // a ring
        SyntheticMasks.noise(width: 13, height: 9, density: 0.08, seed: 3),
    ]
}
