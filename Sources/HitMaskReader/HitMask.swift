/// A loaded `.hitmask`: which pixels of an image are solid, answered in O(1) at one bit per pixel.
///
/// Load one with `HitMask(contentsOf:)` or `HitMask(bytes:)`; everything is validated up front,
/// so queries never fail afterwards.
public struct HitMask: Sendable, Equatable {
    // What a pixel query reads is stored here; the rest sits behind one reference, so that a mask is eight words:
    // reading `masks[i]` in a loop, or passing a mask along, copies little and retains three objects.

    /// Width of the source image in pixels.
    public let width: Int
    /// Height of the source image in pixels.
    public let height: Int
    /// The decoded pixels, as inlinable queries read them.
    @usableFromInline package let solidPixels: SolidPixels
    /// The field, or one with no values: kept non-optional so that inlined queries read it in place, without the
    /// copy (and reference count) that unwrapping an optional costs.
    @usableFromInline package var storedDistanceField: DistanceField
    private let details: SharedDetails

    /// Pixels per point (2 for an `@2x` asset).
    public var scale: Double { details.value.scale }
    /// A pixel is solid iff its 8-bit alpha is greater than this (16-bit alpha: greater than threshold × 257).
    public var threshold: UInt8 { details.value.threshold }
    /// False when the source had no alpha channel or tRNS chunk, and so the mask is all solid.
    public var sourceHasAlpha: Bool { details.value.sourceHasAlpha }
    /// How the shape rects were built.
    public var rectMode: FitMode { details.value.rectMode }
    /// The number of grid cells along the longer side used for the shape rects.
    public var rectGrid: Int { details.value.rectGrid }
    /// A few rects approximating the solid area, in source pixel coordinates.
    public var rects: [PixelRect] { details.value.rects }
    /// The source PNG's content digest and the generation details recorded for incremental builds, if present.
    package var source: SourceRecord? { details.value.source }
    /// How the mask section was coded in the file.
    package var codec: MaskCodec { details.value.codec }
    /// The size of the file's MASK section payload (codec byte and coded pixels).
    package var maskByteCount: Int { details.value.maskByteCount }
    /// The size of the file's DIST section payload; 0 without one.
    package var distanceByteCount: Int { details.value.distanceByteCount }
    /// The size of the file's OUTL section payload; 0 without one.
    package var outlineByteCount: Int { details.value.outlineByteCount }
    /// The number of solid pixels.
    public var solidPixelCount: Int { details.value.solidPixelCount }
    /// The smallest rect holding every solid pixel, or nil when no pixel is solid.
    public var boundingBox: PixelRect? { details.value.boundingBox }
    /// The frames of a texture atlas page (its FRAM section), in file order; empty for a single image.
    public var frames: [AtlasFrame] { details.value.frameTable.frames }
    /// The frames and an index of them by name.
    package var frameTable: FrameTable { details.value.frameTable }
    /// Physics outlines from the file's OUTL section (`hitmask generate --outlines`), one per connected solid
    /// region, in pixel space; empty when the file has none.
    public var outlines: [SolidOutline] { details.value.outlines }
    /// How the outlines were made, or nil when the file has none.
    public var outlineSettings: OutlineSettings? { details.value.outlineSettings }
    /// The decoded pixels, for the generator and the tools.
    package var bits: PackedBits { details.value.bits }

    /// Squared distances to the nearest solid pixel, for O(1) touch-tolerance queries: read from the file's DIST
    /// section when it has one (`hitmask generate --tolerance-data`), or computed by `withDistanceField()`.
    public internal(set) var distanceField: DistanceField? {
        get { storedDistanceField.isPresent ? storedDistanceField : nil }
        set { storedDistanceField = newValue ?? .none }
    }

    /// `boundingBox` is `bits.boundingBox()`, which decoders work out as they go for less than a scan costs.
    package init(
        header: HitMaskHeader, codec: MaskCodec, maskByteCount: Int, bits: PackedBits, boundingBox: PixelRect?,
        rects: [PixelRect], source: SourceRecord?, distanceField: DistanceField? = nil, distanceByteCount: Int = 0,
        frames: [AtlasFrame] = [], outlineSettings: OutlineSettings? = nil, outlines: [SolidOutline] = [],
        outlineByteCount: Int = 0
    ) {
        width = header.width
        height = header.height
        solidPixels = SolidPixels(bits)
        storedDistanceField = distanceField ?? .none
        details = SharedDetails(
            Details(
                scale: header.scale, threshold: header.threshold, sourceHasAlpha: header.sourceHasAlpha,
                rectMode: header.rectMode, rectGrid: header.rectGrid, rects: rects, source: source, codec: codec,
                maskByteCount: maskByteCount, distanceByteCount: distanceByteCount,
                outlineByteCount: outlineByteCount, solidPixelCount: bits.solidPixelCount, boundingBox: boundingBox,
                frameTable: FrameTable(frames), outlines: outlines, outlineSettings: outlineSettings, bits: bits))
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

extension HitMask {
    /// Everything about a mask that its pixel queries do not read.
    fileprivate struct Details: Sendable, Equatable {
        let scale: Double
        let threshold: UInt8
        let sourceHasAlpha: Bool
        let rectMode: FitMode
        let rectGrid: Int
        let rects: [PixelRect]
        let source: SourceRecord?
        let codec: MaskCodec
        let maskByteCount: Int
        let distanceByteCount: Int
        let outlineByteCount: Int
        let solidPixelCount: Int
        let boundingBox: PixelRect?
        let frameTable: FrameTable
        let outlines: [SolidOutline]
        let outlineSettings: OutlineSettings?
        let bits: PackedBits
    }

    /// The details, behind one reference that every copy of the mask shares; equal when their contents are.
    fileprivate final class SharedDetails: Sendable, Equatable {
        let value: Details
        init(_ value: Details) { self.value = value }
        static func == (a: SharedDetails, b: SharedDetails) -> Bool { a === b || a.value == b.value }
    }
}
