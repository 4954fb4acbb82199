// SwiftUI glue: a Shape made of the mask's shape rects, placed like the image. All geometry is in
// HitMask.rects(in:contentMode:) (tested on Linux); this only builds the Path.
#if canImport(SwiftUI)
    import HitMaskReader
    import SwiftUI

    extension ImageContentMode {
        /// SwiftUI's `.fit` and `.fill` (both centred).
        public init(_ mode: SwiftUI.ContentMode) {
            self = mode == .fit ? .scaleAspectFit : .scaleAspectFill
        }
    }

    /// The solid area of an image as a SwiftUI shape, for `.contentShape(_:)` so taps on transparent parts pass
    /// through: `Image("flower").resizable().scaledToFit().contentShape(HitMaskShape(mask, contentMode: .scaleAspectFit))`.
    public struct HitMaskShape: Shape {
        public var mask: HitMask
        public var contentMode: ImageContentMode

        public init(_ mask: HitMask, contentMode: ImageContentMode = .scaleAspectFit) {
            self.mask = mask
            self.contentMode = contentMode
        }

        public func path(in rect: CGRect) -> Path {
            var path = Path()
            for placed in mask.rects(in: Rect2D(rect), contentMode: contentMode) { path.addRect(placed.cgRect) }
            return path
        }
    }
#endif
