/// A loaded `.hitmask`: which pixels of an image are solid, answered in O(1) at one bit per pixel.
///
/// Load one with `HitMask(contentsOf:)` or `HitMask(bytes:)`; everything is validated up front,
/// so queries never fail afterwards.
public struct HitMask: Sendable, Equatable {
    /// Width of the source image in pixels.
    public let width: Int
    /// Height of the source image in pixels.
    public let height: Int
    /// Pixels per point (2 for an `@2x` asset).
    public let scale: Double
    /// A pixel is solid iff its 8-bit alpha is greater than this (16-bit alpha: greater than threshold × 257).
    public let threshold: UInt8
    /// False when the source had no alpha channel or tRNS chunk, and so the mask is all solid.
    public let sourceHasAlpha: Bool
    /// How the shape rects were built.
    public let rectMode: RectMode
    /// The number of grid cells along the longer side used for the shape rects.
    public let rectGrid: Int
    /// A few rects approximating the solid area, in source pixel coordinates.
    public let rects: [PixelRect]
    /// The source PNG's content digest and the generation details recorded for incremental builds, if present.
    package let source: SourceRecord?
    /// How the mask section was coded in the file.
    package let codec: MaskCodec
    /// The size of the file's MASK section payload (codec byte and coded pixels).
    package let maskByteCount: Int
    /// The number of solid pixels.
    public let solidPixelCount: Int
    /// The smallest rect holding every solid pixel, or nil when no pixel is solid.
    public let boundingBox: PixelRect?

    /// Squared distances to the nearest solid pixel, for O(1) touch-tolerance queries: read from the file's DIST
    /// section when it has one (`hitmask generate --tolerance-data`), or computed by `withDistanceField()`.
    public internal(set) var distanceField: DistanceField? {
        get { storedDistanceField.values.isEmpty ? nil : storedDistanceField }
        set { storedDistanceField = newValue ?? .none(width: width, height: height) }
    }
    /// The field, or one with no values: kept non-optional so that inlined queries read it in place, without the
    /// copy (and reference count) that unwrapping an optional costs.
    @usableFromInline package var storedDistanceField: DistanceField
    /// The size of the file's DIST section payload; 0 without one.
    package var distanceByteCount = 0

    /// The frames of a texture atlas page (its FRAM section), in file order; empty for a single image.
    public var frames: [AtlasFrame] { frameTable.frames }
    /// The frames and an index of them by name, kept together so a mask stays small to copy.
    package var frameTable: FrameTable

    /// Physics outlines from the file's OUTL section (`hitmask generate --outlines`), one per connected solid
    /// region, in pixel space; empty when the file has none.
    public let outlines: [SolidOutline]
    /// How the outlines were made, or nil when the file has none.
    public let outlineSettings: OutlineSettings?
    /// The size of the file's OUTL section payload; 0 without one.
    package var outlineByteCount = 0

    /// The decoded pixels, for the generator and the tools.
    package let bits: PackedBits
    /// The same bytes as `bits`, as inlinable queries read them.
    @usableFromInline package let solidPixels: SolidPixels

    /// `boundingBox` is `bits.boundingBox()`, which decoders work out as they go for less than a scan costs.
    package init(
        header: HitMaskHeader, codec: MaskCodec, maskByteCount: Int, bits: PackedBits, boundingBox: PixelRect?,
        rects: [PixelRect], source: SourceRecord?, distanceField: DistanceField? = nil, frames: [AtlasFrame] = [],
        outlineSettings: OutlineSettings? = nil, outlines: [SolidOutline] = []
    ) {
        width = header.width
        height = header.height
        scale = header.scale
        threshold = header.threshold
        sourceHasAlpha = header.sourceHasAlpha
        rectMode = header.rectMode
        rectGrid = header.rectGrid
        self.codec = codec
        self.maskByteCount = maskByteCount
        self.bits = bits
        solidPixels = SolidPixels(bits)
        self.rects = rects
        self.source = source
        solidPixelCount = bits.solidPixelCount
        self.boundingBox = boundingBox
        storedDistanceField = distanceField ?? .none(width: header.width, height: header.height)
        frameTable = FrameTable(frames)
        self.outlineSettings = outlineSettings
        self.outlines = outlines
    }

    /// Whether **pixel** (x, y) is solid: `Int` arguments are pixel indices (column x, row y, from the top left).
    /// Indices outside the image are never solid. O(1), no allocation.
    /// (With `Double` arguments, `contains(x:y:)` takes a position in pixel space instead: `contains(x: 3.7, y: 0.2)`
    /// asks about pixel (3, 0).)
    @inlinable
    public func contains(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return containsPixel(x: x, y: y)
    }

    /// Whether the pixel holding the **position** (x, y), in pixel coordinates, is solid: `Double` arguments are
    /// positions, and pixel (i, j) covers [i, i+1) × [j, j+1). (With `Int` arguments, `contains(x:y:)` takes pixel
    /// indices; for the two a whole-number position and its index agree.) Coordinates outside the image, NaN or
    /// infinite, are never solid. For view points, use `contains(_:in:contentMode:)`.
    @inlinable
    public func contains(x: Double, y: Double) -> Bool {
        solidPixels.contains(x: x, y: y, in: PixelWindow(width: width, height: height))
    }

    @inlinable @inline(__always)
    func containsPixel(x: Int, y: Int) -> Bool { solidPixels.contains(x: x, y: y) }

    /// The mask's size in points (pixels divided by scale).
    public var pointWidth: Double { Double(width) / scale }
    public var pointHeight: Double { Double(height) / scale }
}
