/// A position in points (view or scene space) or pixels, with Double coordinates.
@frozen
public struct Point2D: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point2D(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A width and height, with Double components.
@frozen
public struct Size2D: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size2D(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}
