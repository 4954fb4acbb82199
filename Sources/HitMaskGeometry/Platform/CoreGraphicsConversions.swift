// Conversions to and from CoreGraphics types where CoreGraphics exists (Apple platforms).
// Not compiled on Linux; each is a one-line field copy.
#if canImport(CoreGraphics)
    import CoreGraphics

    extension Point2D {
        public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
        public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    }

    extension Size2D {
        public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
        public var cgSize: CGSize { CGSize(width: width, height: height) }
    }

    extension Rect2D {
        public init(_ rect: CGRect) { self.init(origin: Point2D(rect.origin), size: Size2D(rect.size)) }
        public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
    }

    extension Transform2D {
        public init(_ t: CGAffineTransform) {
            self.init(
                a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
        }
        public var cgAffineTransform: CGAffineTransform {
            CGAffineTransform(
                a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: CGFloat(tx), ty: CGFloat(ty))
        }
    }
#endif
