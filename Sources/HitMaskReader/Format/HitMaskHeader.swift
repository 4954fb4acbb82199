/// The header that starts every `.hitmask` file (docs/FORMAT.md, "Header").
package struct HitMaskHeader: Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var scale: Double
    package var threshold: UInt8
    package var sourceHasAlpha: Bool
    package var rectMode: FitMode
    package var rectGrid: Int

    package init(
        width: Int, height: Int, scale: Double, threshold: UInt8, sourceHasAlpha: Bool, rectMode: FitMode,
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
    package var problem: String? {
        Self.sizeProblem(width: width, height: height) ?? Self.scaleProblem(scale)
            ?? Self.rectGridProblem(rectGrid)
    }

    /// Why an image of this size cannot be a mask. Arranged so that no value, however large, overflows.
    package static func sizeProblem(width: Int, height: Int) -> String? {
        if width < 1 || height < 1 { return "size \(width)×\(height) is empty" }
        // width × height ≤ max  ⇔  width ≤ max / height (integer division, both positive): no multiplication.
        if width > HitMaskFormat.maxPixelCount / height {
            return "size \(width)×\(height) exceeds \(HitMaskFormat.maxPixelCount) pixels"
        }
        return nil
    }

    package static func scaleProblem(_ scale: Double) -> String? {
        // Rejects NaN, ±∞, 0, −0 and negative values.
        scale.isFinite && scale > 0 ? nil : "scale \(scale) is not a finite number > 0"
    }

    package static func rectGridProblem(_ rectGrid: Int) -> String? {
        (1...HitMaskFormat.maxRectGrid).contains(rectGrid)
            ? nil : "rect grid \(rectGrid) is outside 1...\(HitMaskFormat.maxRectGrid)"
    }
}
