/// How a mask's physics outlines are made (`hitmask generate --outlines`) and what they promise.
public struct OutlineSettings: Sendable, Hashable, CustomStringConvertible {
    /// The most a simplified outline strays from the exact pixel-edge outline (Hausdorff distance), in pixels:
    /// a multiple of 1/16 (the initializer rounds to the nearest one); 0 keeps the exact outlines.
    public var epsilon: Double
    /// `outer`: the polygons cover every solid pixel (safe for hit tests; diagonal neighbours are one body).
    /// `inner`: they cover solid pixels only (diagonal neighbours are apart). `balanced`: either way, fewest vertices.
    public var mode: RectMode
    /// The most vertices a convex piece has (Box2D, Unity, LÖVE and planck.js stop at 8).
    public var maxPieceVertices: Int

    public static let defaultEpsilon = 1.0
    public static let defaultMaxPieceVertices = 8
    /// The largest tolerance a file records.
    public static let maxEpsilon = 64.0

    public init(epsilon: Double = defaultEpsilon, mode: RectMode = .outer, maxPieceVertices: Int = defaultMaxPieceVertices) {
        self.epsilon = epsilon.isFinite ? (epsilon * 16).rounded() / 16 : epsilon
        self.mode = mode
        self.maxPieceVertices = maxPieceVertices
    }

    /// Why these settings cannot be used, or nil when they can.
    public var problem: String? {
        if !(epsilon >= 0 && epsilon <= Self.maxEpsilon) {
            return "the outline tolerance must be between 0 and \(Int(Self.maxEpsilon)) pixels, not \(epsilon)"
        }
        if maxPieceVertices < 3 || maxPieceVertices > 255 {
            return "convex pieces need between 3 and 255 vertices at most, not \(maxPieceVertices)"
        }
        return nil
    }

    public var description: String {
        "ε \(epsilon.formatted16) px, mode \(mode), convex pieces of at most \(maxPieceVertices) vertices"
    }
}

extension Double {
    /// A multiple of 1/16 written shortly: 1, 0.5, 0.0625.
    package var formatted16: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
