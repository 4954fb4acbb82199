// A stand-in for Apple's CoreGraphics, declaring only what HitMask's adapters and docs use, with the signatures of
// Apple's documentation (developer.apple.com/documentation/coregraphics), so that code written against them is
// type-checked on Linux. CGFloat, CGPoint, CGSize and CGRect come from Foundation here, as they do on Linux.
@_exported import Foundation

/// developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// developer.apple.com/documentation/coregraphics/cgpath
open class CGPath {}

/// developer.apple.com/documentation/coregraphics/cgmutablepath
open class CGMutablePath: CGPath {
    public override init() {}
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {}
    public func closeSubpath() {}
}
