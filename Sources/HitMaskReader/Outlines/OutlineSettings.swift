/// How a mask's physics outlines are made (`hitmask generate --outlines`) and what they promise.
public struct OutlineSettings: Sendable, Hashable, CustomStringConvertible {
    /// The most a simplified outline strays from the exact pixel-edge outline (Hausdorff distance), in pixels:
    /// a multiple of 1/16 (the initializer rounds to the nearest one); 0 keeps the exact outlines.
    public var epsilon: Double
    /// `outer`: the polygons cover every solid pixel (safe for hit tests; diagonal neighbours are one body).
    /// `inner`: they cover solid pixels only (diagonal neighbours are apart). `balanced`: either way, fewest vertices.
    public var mode: FitMode
    /// The most vertices a convex piece has (Box2D, Unity, LÖVE and planck.js stop at 8).
    public var maxVertices: Int
    /// Regions and holes whose simplified outline encloses less than this many square pixels are left out: a
    /// multiple of 1/256 (the initializer rounds to the nearest one). The default, 1, drops what one-pixel specks
    /// become once simplified (slivers of a few hundredths of a pixel) and never breaks the mode's promise: an outer
    /// region or an inner hole covers whole pixels, so only outer holes and inner regions can be that small, and
    /// leaving those out still covers every solid pixel (outer) or only solid pixels (inner). 0 keeps everything.
    public var minArea: Double

    public static let defaultEpsilon = 1.0
    public static let defaultMaxVertices = 8
    public static let defaultMinArea = 1.0
    /// The largest minimum area a file records (its 1/256 px² units fill 32 bits).
    public static let maxMinArea = 16_777_215.0
    /// The largest tolerance a file records.
    public static let maxEpsilon = 64.0
    /// The values of max vertices a file may record: a piece is at least a triangle, and its count fits a byte.
    public static let maxVerticesRange = 3...255

    public init(
        epsilon: Double = defaultEpsilon, mode: FitMode = .outer, maxVertices: Int = defaultMaxVertices,
        minArea: Double = defaultMinArea
    ) {
        self.epsilon = epsilon.isFinite ? (epsilon * 16).rounded() / 16 : epsilon
        self.mode = mode
        self.maxVertices = maxVertices
        self.minArea = minArea.isFinite ? (minArea * 256).rounded() / 256 : minArea
    }

    /// Why these settings cannot be used, or nil when they can.
    public var problem: String? {
        if !(epsilon >= 0 && epsilon <= Self.maxEpsilon) {
            return "the outline tolerance must be between 0 and \(Int(Self.maxEpsilon)) pixels, not \(epsilon)"
        }
        if !Self.maxVerticesRange.contains(maxVertices) {
            return
                "convex pieces need between \(Self.maxVerticesRange.lowerBound) and \(Self.maxVerticesRange.upperBound) vertices at most, not \(maxVertices)"
        }
        if !(minArea >= 0 && minArea <= Self.maxMinArea) {
            return
                "the outline minimum area must be between 0 and \(Int(Self.maxMinArea)) square pixels, not \(minArea)"
        }
        return nil
    }

    public var description: String {
        "ε \(epsilon.formatted16) px, mode \(mode), convex pieces of at most \(maxVertices) vertices, "
            + "regions and holes from \(minArea.formatted16) px²"
    }
}

extension Double {
    /// A multiple of 1/16 written shortly: 1, 0.5, 0.0625.
    package var formatted16: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
