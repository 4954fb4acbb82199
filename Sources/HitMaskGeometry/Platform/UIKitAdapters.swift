// UIKit glue: a few lines that only translate types. Every placement decision is in ViewPlacement (tested on Linux).
#if canImport(UIKit)
    import HitMaskReader
    import UIKit

    extension ImageContentMode {
        /// The same placement as a UIKit content mode.
        public init(_ mode: UIView.ContentMode) {
            switch mode {
            case .redraw: self = .redraw
            case .scaleAspectFit: self = .scaleAspectFit
            case .scaleAspectFill: self = .scaleAspectFill
            case .center: self = .center
            case .top: self = .top
            case .bottom: self = .bottom
            case .left: self = .left
            case .right: self = .right
            case .topLeft: self = .topLeft
            case .topRight: self = .topRight
            case .bottomLeft: self = .bottomLeft
            case .bottomRight: self = .bottomRight
            default: self = .scaleToFill
            }
        }
    }

    extension HitMask {
        /// For `point(inside:with:)`: whether `point`, in `view`'s coordinates, is on a solid pixel of the image as
        /// the view draws it (its bounds and content mode).
        @MainActor
        public func contains(_ point: CGPoint, in view: UIView) -> Bool {
            contains(Point2D(point), in: Rect2D(view.bounds), contentMode: ImageContentMode(view.contentMode))
        }

        /// For `point(inside:with:)` on thin shapes: whether a solid pixel of the image as `view` draws it lies within
        /// `tolerance` points of `point` (a touch-sized tolerance is about 10 points).
        @MainActor
        public func contains(_ point: CGPoint, in view: UIView, tolerance: CGFloat) -> Bool {
            contains(
                Point2D(point), in: Rect2D(view.bounds), contentMode: ImageContentMode(view.contentMode),
                tolerance: Double(tolerance))
        }
    }
#endif
