import HitMaskReader

/// Everything that decides a `.hitmask`'s content besides the source PNG itself.
public struct GenerationOptions: Equatable, Sendable {
    public var threshold: AlphaThreshold
    /// Grid cells along the longer side for the shape rects (1...4096).
    public var rectGrid: Int
    public var rectMode: FitMode
    /// Pixels per point; nil takes it from the file name (`name@2x.png` → 2), else 1.
    public var scale: Double?
    /// Whether to store a distance field (the DIST section) for O(1) touch-tolerance queries.
    public var toleranceData: Bool
    /// Physics outlines to store (the OUTL section), or nil for none.
    public var outlines: OutlineSettings?

    public static let defaultRectGrid = 32

    public init(
        threshold: AlphaThreshold = AlphaThreshold(0), rectGrid: Int = defaultRectGrid, rectMode: FitMode = .outer,
        scale: Double? = nil, toleranceData: Bool = false, outlines: OutlineSettings? = nil
    ) {
        self.threshold = threshold
        self.rectGrid = rectGrid
        self.rectMode = rectMode
        self.scale = scale
        self.toleranceData = toleranceData
        self.outlines = outlines
    }

    /// Why these options cannot be used, or nil when they can.
    public var problem: String? {
        if let problem = GenerationSetting.rectGrid.problem(with: Double(rectGrid)) {
            return "the rect grid \(problem)"
        }
        if let scale, let problem = GenerationSetting.scale.problem(with: scale) { return "the scale \(problem)" }
        if let problem = outlines?.problem { return problem }
        return nil
    }

    /// The scale for a source file: the explicit one, else its `@Nx` suffix, else 1.
    public func scale(forFileName fileName: String) -> Double {
        scale ?? PixelScale.fromFileName(fileName) ?? 1
    }
}

/// Reads the pixel scale that Apple-style asset names carry: `icon@2x.png`, `icon@3x~ipad.png`, `bg@1.5x.png`.
public enum PixelScale {
    public static func fromFileName(_ fileName: String) -> Double? {
        var stem = Substring(fileName)
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        if let tilde = stem.lastIndex(of: "~") { stem = stem[..<tilde] }  // device modifier
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return nil }
        let number = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }),
            let scale = Double(number), scale.isFinite, scale > 0
        else { return nil }
        return scale
    }
}
