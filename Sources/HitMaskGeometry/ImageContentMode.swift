/// How an image is placed in a view's bounds: UIKit's `UIView.ContentMode` cases, all 13, with the same meaning.
/// Bounds are in a y-down space (top is min y), as in UIKit. SwiftUI's `.fit` and `.fill` are
/// `scaleAspectFit` and `scaleAspectFill` (both centred).
///
/// Each raw value encodes the placement as data, so placing costs no branches: bits 0–1 the horizontal alignment
/// (0 left, 1 centre, 2 right), bits 2–3 the vertical one (0 top, 1 centre, 2 bottom), bits 4–5 the scaling
/// (0 natural size, 1 stretch, 2 aspect fit, 3 aspect fill); bit 6 only tells `redraw` from `scaleToFill`.
public enum ImageContentMode: UInt8, Sendable, Hashable, CaseIterable {
    /// Stretched to the bounds, ignoring the aspect ratio.
    case scaleToFill = 0b01_00_00
    /// UIKit's `.redraw`: the view redraws its content when its bounds change, and an image is drawn as in
    /// `scaleToFill`, so it is placed exactly like that.
    case redraw = 0b1_01_00_00
    /// As large as fits inside the bounds, aspect ratio kept, centred (letterboxed).
    case scaleAspectFit = 0b10_01_01
    /// As small as covers the bounds, aspect ratio kept, centred (cropped by the bounds).
    case scaleAspectFill = 0b11_01_01
    /// Natural size (pixels / scale), centred.
    case center = 0b00_01_01
    /// Natural size, along the top edge, centred horizontally.
    case top = 0b00_00_01
    /// Natural size, along the bottom edge, centred horizontally.
    case bottom = 0b00_10_01
    /// Natural size, along the left edge, centred vertically.
    case left = 0b00_01_00
    /// Natural size, along the right edge, centred vertically.
    case right = 0b00_01_10
    case topLeft = 0b00_00_00
    case topRight = 0b00_00_10
    case bottomLeft = 0b00_10_00
    case bottomRight = 0b00_10_10
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
    ///
    /// Worked out in pixel space, with the content mode read as data (a scaling and an alignment) rather than
    /// branched on: in a caller's loop all of it is computed once, and each query is two multiply-adds.
    @inlinable @inline(__always)
    public init(
        pixelWidth w: Double, pixelHeight h: Double, scale: Double, in bounds: Rect2D, contentMode: ImageContentMode
    ) {
        let bx = bounds.origin.x, by = bounds.origin.y, bw = bounds.size.width, bh = bounds.size.height
        let stretchX = w / bw, stretchY = h / bh
        // Aspect fit scales by the smaller ratio of bounds to image, fill by the larger; in pixels per point that
        // is the larger (fit) or smaller (fill) of w / bw and h / bh. (max and min: no branch on the bounds' shape.)
        let fit = Swift.max(stretchX, stretchY), fill = Swift.min(stretchX, stretchY)
        let code = contentMode.rawValue
        let scaling = (code >> 4) & 3  // 0 natural, 1 stretch, 2 fit, 3 fill
        // Two-way choices only: a nested conditional becomes a three-way branch that the optimizer leaves inside
        // the caller's loop, where two-way ones become selects that move out of it.
        let aspect = scaling == 3 ? fill : fit
        let k = scaling >= 2 ? aspect : scale
        pixelsPerPointX = scaling == 1 ? stretchX : k
        pixelsPerPointY = scaling == 1 ? stretchY : k
        // Alignment a ∈ {0, ½, 1}: the image's point at fraction a of its width sits at fraction a of the bounds.
        // So the bounds' min edge shows pixel a·(w − bw·k). On an axis the image fills (k is w / bw) that is 0,
        // and taken as exactly 0, not a rounding error of it: a touch exactly on the view's edge then lands at
        // pixel 0 (bx·k − bx·k is exactly 0), as UIKit draws it.
        let ax = Double(code & 3) * 0.5, ay = Double((code >> 2) & 3) * 0.5
        let startX = pixelsPerPointX == stretchX ? 0 : ax * (w - bw * pixelsPerPointX)
        let startY = pixelsPerPointY == stretchY ? 0 : ay * (h - bh * pixelsPerPointY)
        offsetX = startX - bx * pixelsPerPointX
        offsetY = startY - by * pixelsPerPointY
    }

    @inlinable @inline(__always)
    public func pixel(for point: Point2D) -> Point2D {
        Point2D(x: point.x * pixelsPerPointX + offsetX, y: point.y * pixelsPerPointY + offsetY)
    }

    /// The view rect covered by a rect of pixels.
    @inlinable
    public func viewRect(forPixels rect: Rect2D) -> Rect2D {
        let x0 = (rect.minX - offsetX) / pixelsPerPointX, y0 = (rect.minY - offsetY) / pixelsPerPointY
        let x1 = (rect.maxX - offsetX) / pixelsPerPointX, y1 = (rect.maxY - offsetY) / pixelsPerPointY
        return Rect2D(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
