import Foundation
import HitMask

/// Slow, independent answers to compare the runtime's view-space queries against: they place every pixel
/// separately, from first principles, and scan them all.
enum ReferenceGeometry {
    /// The rect UIKit draws an image of `size` points in `bounds` for `mode` (written out case by case).
    static func imageRect(imageSize size: Size2D, bounds b: Rect2D, mode: ImageContentMode) -> Rect2D {
        func at(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect2D {
            Rect2D(x: x, y: y, width: w, height: h)
        }
        let (w, h) = (size.width, size.height)
        switch mode {
        case .scaleToFill, .redraw: return b  // UIKit draws .redraw as .scaleToFill
        case .scaleAspectFit, .scaleAspectFill:
            let ratios = [b.width / w, b.height / h]
            let s = mode == .scaleAspectFit ? ratios.min()! : ratios.max()!
            return at(b.midX - w * s / 2, b.midY - h * s / 2, w * s, h * s)
        case .center: return at(b.midX - w / 2, b.midY - h / 2, w, h)
        case .top: return at(b.midX - w / 2, b.minY, w, h)
        case .bottom: return at(b.midX - w / 2, b.maxY - h, w, h)
        case .left: return at(b.minX, b.midY - h / 2, w, h)
        case .right: return at(b.maxX - w, b.midY - h / 2, w, h)
        case .topLeft: return at(b.minX, b.minY, w, h)
        case .topRight: return at(b.maxX - w, b.minY, w, h)
        case .bottomLeft: return at(b.minX, b.maxY - h, w, h)
        case .bottomRight: return at(b.maxX - w, b.maxY - h, w, h)
        }
    }

    /// Is `point` on a solid pixel? Every pixel's own rect is computed and tested.
    static func contains(_ mask: HitMask, _ point: Point2D, bounds: Rect2D, mode: ImageContentMode) -> Bool {
        guard bounds.contains(point) else { return false }
        let image = imageRect(
            imageSize: Size2D(width: Double(mask.width) / mask.scale, height: Double(mask.height) / mask.scale),
            bounds: bounds, mode: mode)
        let pixelWidth = image.width / Double(mask.width), pixelHeight = image.height / Double(mask.height)
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.contains(x: x, y: y) {
                let pixel = Rect2D(
                    x: image.minX + Double(x) * pixelWidth, y: image.minY + Double(y) * pixelHeight, width: pixelWidth,
                    height: pixelHeight)
                if pixel.contains(point) { return true }
            }
        }
        return false
    }

    /// Is `point` inside some solid pixel's quadrilateral, each pixel's corners mapped by `transform`?
    static func contains(_ mask: HitMask, _ point: Point2D, transform t: Transform2D) -> Bool {
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.contains(x: x, y: y) {
                let corners = [(0.0, 0.0), (1, 0), (1, 1), (0, 1)].map {
                    t.apply(to: Point2D(x: Double(x) + $0.0, y: Double(y) + $0.1))
                }
                if inside(point, corners) { return true }
            }
        }
        return false
    }

    /// Point2D in a convex quadrilateral (either winding), by the signs of the edge cross products.
    private static func inside(_ p: Point2D, _ q: [Point2D]) -> Bool {
        var positive = false, negative = false
        for i in 0..<4 {
            let a = q[i], b = q[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross > 0 { positive = true } else if cross < 0 { negative = true }
        }
        return !(positive && negative)
    }
}
