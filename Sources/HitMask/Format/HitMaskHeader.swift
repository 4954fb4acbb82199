/// The fixed 36-byte header that starts every `.hitmask` file (docs/FORMAT.md, "Header").
@_spi(HitMaskCodec)
public struct HitMaskHeader: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var scale: Double
    public var threshold: UInt8
    public var sourceHasAlpha: Bool
    public var rectMode: RectMode
    public var rectGrid: Int

    public init(
        width: Int, height: Int, scale: Double, threshold: UInt8, sourceHasAlpha: Bool, rectMode: RectMode,
        rectGrid: Int
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.threshold = threshold
        self.sourceHasAlpha = sourceHasAlpha
        self.rectMode = rectMode
        self.rectGrid = rectGrid
    }

    /// Why these values cannot be stored, or nil when they can.
    public var problem: String? {
        if width < 1 || height < 1 { return "size \(width)×\(height) is empty" }
        if width > Int(UInt32.max) || height > Int(UInt32.max) || width * height > HitMaskFormat.maxPixelCount {
            return "size \(width)×\(height) exceeds \(HitMaskFormat.maxPixelCount) pixels"
        }
        if !scale.isFinite || scale <= 0 { return "scale \(scale) is not a positive number" }
        if rectGrid < 1 || rectGrid > HitMaskFormat.maxRectGrid {
            return "rect grid \(rectGrid) is outside 1...\(HitMaskFormat.maxRectGrid)"
        }
        return nil
    }
}
