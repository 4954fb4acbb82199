/// One frame of a texture atlas page: where a sprite's pixels sit in the page, and how to find them from the
/// sprite's own, untrimmed coordinates. Read from the page's FRAM section (docs/FORMAT.md).
///
/// Atlas packers cut each sprite's transparent margins away (trimming), may turn it by quarter turns to fit, and
/// record where the kept pixels came from. A frame undoes all of that: `contains(x:y:)` takes a pixel of the
/// original, untrimmed sprite (x right, y down), so code written against the single sprite works unchanged.
public struct AtlasFrame: Sendable, Hashable {
    /// How the sprite's kept pixels were turned to be stored in the page.
    public enum Rotation: UInt8, Sendable, Hashable, CaseIterable {
        case none = 0
        /// Turned a quarter turn clockwise (TexturePacker's and SpriteKit's `rotated`).
        case clockwise = 1
        case halfTurn = 2
        /// Turned a quarter turn counter-clockwise (libGDX's and Spine's `rotate`).
        case counterClockwise = 3

        /// Clockwise quarter turns.
        public var quarterTurns: Int { Int(rawValue) }
    }

    /// The frame's name in the atlas metadata (often the sprite's file name).
    public let name: String
    /// The page pixels holding the frame's kept pixels, as they lie in the page (turned when `rotation` is).
    public let pageRect: PixelRect
    public let rotation: Rotation
    /// Where the kept pixels' top-left corner lies in the untrimmed sprite (y down; negative when the packer kept
    /// pixels beyond the sprite's edge).
    public let trimX: Int
    public let trimY: Int
    /// The untrimmed sprite's size in pixels.
    public let sourceWidth: Int
    public let sourceHeight: Int
    /// The pivot (anchor) in the untrimmed sprite's pixels, y down, when the atlas gives one.
    public let pivot: (x: Double, y: Double)?
    /// Shape rects for the frame alone, in the untrimmed sprite's pixels.
    public let rects: [PixelRect]
    /// Physics outlines of the frame alone, in the untrimmed sprite's pixels (the file's FOUT section, written by
    /// `hitmask generate --outlines`), and how they were made; empty and nil without them.
    public let outlines: [SolidOutline]
    public let outlineSettings: OutlineSettings?

    public init(
        name: String, pageRect: PixelRect, rotation: Rotation, trimX: Int, trimY: Int, sourceWidth: Int,
        sourceHeight: Int, pivot: (x: Double, y: Double)? = nil, rects: [PixelRect] = [],
        outlineSettings: OutlineSettings? = nil, outlines: [SolidOutline] = []
    ) {
        self.name = name
        self.pageRect = pageRect
        self.rotation = rotation
        (self.trimX, self.trimY) = (trimX, trimY)
        (self.sourceWidth, self.sourceHeight) = (sourceWidth, sourceHeight)
        self.pivot = pivot
        self.rects = rects
        self.outlineSettings = outlineSettings
        self.outlines = outlines
    }

    /// The same frame with physics outlines.
    package func with(outlines: [SolidOutline], settings: OutlineSettings) -> AtlasFrame {
        AtlasFrame(
            name: name, pageRect: pageRect, rotation: rotation, trimX: trimX, trimY: trimY, sourceWidth: sourceWidth,
            sourceHeight: sourceHeight, pivot: pivot, rects: rects, outlineSettings: settings, outlines: outlines)
    }

    /// Whether the frame turned its pixels by a quarter turn, so that width and height swap in the page.
    public var isRotated: Bool { rotation == .clockwise || rotation == .counterClockwise }

    /// The kept pixels' size before turning: the trimmed sprite's size.
    public var trimmedWidth: Int { isRotated ? pageRect.height : pageRect.width }
    public var trimmedHeight: Int { isRotated ? pageRect.width : pageRect.height }

    /// The page pixel holding pixel (x, y) of the untrimmed sprite, or nil when the atlas kept no pixel there
    /// (a trimmed-away margin, or outside the sprite).
    public func pagePixel(x: Int, y: Int) -> (x: Int, y: Int)? {
        guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return nil }
        let u = x - trimX, v = y - trimY
        let width = trimmedWidth, height = trimmedHeight
        guard u >= 0, v >= 0, u < width, v < height else { return nil }
        let (dx, dy) = Self.turned(u: u, v: v, by: rotation, width: width, height: height)
        return (pageRect.x + dx, pageRect.y + dy)
    }

    /// Where kept pixel (u, v) of a `width` × `height` area lies once turned by `rotation`, as the page stores it
    /// (FORMAT.md, FRAM).
    @inline(__always)
    static func turned(u: Int, v: Int, by rotation: Rotation, width: Int, height: Int) -> (x: Int, y: Int) {
        switch rotation {
        case .none: (u, v)
        case .clockwise: (height - 1 - v, u)
        case .halfTurn: (width - 1 - u, height - 1 - v)
        case .counterClockwise: (v, width - 1 - u)
        }
    }

    public static func == (a: AtlasFrame, b: AtlasFrame) -> Bool {
        a.name == b.name && a.pageRect == b.pageRect && a.rotation == b.rotation && a.trimX == b.trimX
            && a.trimY == b.trimY && a.sourceWidth == b.sourceWidth && a.sourceHeight == b.sourceHeight
            && a.pivot?.x == b.pivot?.x && a.pivot?.y == b.pivot?.y && a.rects == b.rects
            && a.outlineSettings == b.outlineSettings && a.outlines == b.outlines
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pageRect)
    }
}
