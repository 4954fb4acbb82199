// A stand-in for Apple's UIKit, declaring only what HitMask's adapters and docs use, with the signatures of Apple's
// documentation (developer.apple.com/documentation/uikit), so that code written against them is type-checked on
// Linux. Nothing here runs.
@_exported import CoreGraphics

/// developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder {
    public init() {}
}

/// developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent {}

/// developer.apple.com/documentation/uikit/uiimage
open class UIImage {
    public init?(named name: String) {}
}

/// developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// developer.apple.com/documentation/uikit/uiview/contentmode
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
            topRight, bottomLeft, bottomRight
    }
    open var bounds: CGRect = .zero
    open var frame: CGRect = .zero
    open var contentMode: ContentMode = .scaleToFill
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) { self.image = image }
}

/// developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {}

/// developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {}
