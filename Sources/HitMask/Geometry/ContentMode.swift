/// How an image is placed in a view's bounds: UIKit's `UIView.ContentMode` cases, with the same meaning.
/// Bounds are in a y-down space (top is min y), as in UIKit. SwiftUI's `.fit` and `.fill` are
/// `scaleAspectFit` and `scaleAspectFill` (both centred).
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// Stretched to the bounds, ignoring the aspect ratio.
    case scaleToFill
    /// As large as fits inside the bounds, aspect ratio kept, centred (letterboxed).
    case scaleAspectFit
    /// As small as covers the bounds, aspect ratio kept, centred (cropped by the bounds).
    case scaleAspectFill
    /// Natural size (pixels / scale), centred.
    case center
    /// Natural size, along the top edge, centred horizontally.
    case top
    /// Natural size, along the bottom edge, centred horizontally.
    case bottom
    /// Natural size, along the left edge, centred vertically.
    case left
    /// Natural size, along the right edge, centred vertically.
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight
}

/// Where an image's pixels land in a view: pixel = view point × scale + offset, per axis.
/// The single definition of content-mode placement, used by hit tests, shape rects and scenes.
@frozen
public struct ViewPlacement: Sendable, Hashable {
    /// Pixels per view point, horizontally and vertically.
    public let pixelsPerPointX: Double
    public let pixelsPerPointY: Double
    /// The pixel coordinate at view x = 0 and view y = 0.
    public let offsetX: Double
    public let offsetY: Double

    /// Places an image of `pixelWidth` × `pixelHeight` pixels at `scale` pixels per point in `bounds`.
    /// Worked out in pixel space, so natural-size modes need no division and aspect modes one.
    @inlinable @inline(__always)
    public init(pixelWidth w: Double, pixelHeight h: Double, scale: Double, in bounds: Rect, contentMode: ContentMode) {
        let bx = bounds.origin.x, by = bounds.origin.y, bw = bounds.size.width, bh = bounds.size.height
        switch contentMode {
        case .scaleToFill:
            pixelsPerPointX = w / bw
            pixelsPerPointY = h / bh
            offsetX = -bx * pixelsPerPointX
            offsetY = -by * pixelsPerPointY
        case .scaleAspectFit, .scaleAspectFill:
            // Fit scales by the smaller ratio of bounds to image, fill by the larger; in pixels per point that is
            // the larger (fit) or smaller (fill) of w / bw and h / bh. The image is centred.
            let widthLimited = w * bh >= h * bw
            let k = (widthLimited == (contentMode == .scaleAspectFit)) ? w / bw : h / bh
            pixelsPerPointX = k
            pixelsPerPointY = k
            offsetX = w / 2 - (bx + bw / 2) * k
            offsetY = h / 2 - (by + bh / 2) * k
        default:
            pixelsPerPointX = scale
            pixelsPerPointY = scale
            switch contentMode {
            case .left, .topLeft, .bottomLeft: offsetX = -bx * scale
            case .right, .topRight, .bottomRight: offsetX = w - (bx + bw) * scale
            default: offsetX = w / 2 - (bx + bw / 2) * scale
            }
            switch contentMode {
            case .top, .topLeft, .topRight: offsetY = -by * scale
            case .bottom, .bottomLeft, .bottomRight: offsetY = h - (by + bh) * scale
            default: offsetY = h / 2 - (by + bh / 2) * scale
            }
        }
    }

    @inlinable @inline(__always)
    public func pixel(for point: Point) -> Point {
        Point(x: point.x * pixelsPerPointX + offsetX, y: point.y * pixelsPerPointY + offsetY)
    }

    /// The view rect covered by a rect of pixels.
    @inlinable
    public func viewRect(forPixels rect: Rect) -> Rect {
        let x0 = (rect.minX - offsetX) / pixelsPerPointX, y0 = (rect.minY - offsetY) / pixelsPerPointY
        let x1 = (rect.maxX - offsetX) / pixelsPerPointX, y1 = (rect.maxY - offsetY) / pixelsPerPointY
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
