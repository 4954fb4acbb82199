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
    @inlinable
    public init(pixelWidth: Double, pixelHeight: Double, scale: Double, in bounds: Rect, contentMode: ContentMode) {
        let kx: Double, ky: Double, x0: Double, y0: Double  // x0, y0: the image's top-left corner in view points
        switch contentMode {
        case .scaleToFill:
            kx = pixelWidth / bounds.size.width
            ky = pixelHeight / bounds.size.height
            (x0, y0) = (bounds.origin.x, bounds.origin.y)
        case .scaleAspectFit, .scaleAspectFill:
            // Fit scales by the smaller of the two ratios (bounds / image), fill by the larger: in pixels per
            // point, fit takes the larger of W / bounds width and H / bounds height. One division.
            let widthLimited = pixelWidth * bounds.size.height >= pixelHeight * bounds.size.width
            let k = (widthLimited == (contentMode == .scaleAspectFit))
                ? pixelWidth / bounds.size.width : pixelHeight / bounds.size.height
            (kx, ky) = (k, k)
            x0 = bounds.origin.x + (bounds.size.width - pixelWidth / k) / 2
            y0 = bounds.origin.y + (bounds.size.height - pixelHeight / k) / 2
        default:
            (kx, ky) = (scale, scale)
            let width = pixelWidth / scale, height = pixelHeight / scale
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x0 = bounds.origin.x
            case .right, .topRight, .bottomRight: x0 = bounds.origin.x + bounds.size.width - width
            default: x0 = bounds.origin.x + (bounds.size.width - width) / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y0 = bounds.origin.y
            case .bottom, .bottomLeft, .bottomRight: y0 = bounds.origin.y + bounds.size.height - height
            default: y0 = bounds.origin.y + (bounds.size.height - height) / 2
            }
        }
        pixelsPerPointX = kx
        pixelsPerPointY = ky
        offsetX = -x0 * kx
        offsetY = -y0 * ky
    }

    @inlinable
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
