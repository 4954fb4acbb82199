/// A position in a mask's pixel space: x right, y down, pixel (i, j) covering [i, i+1) × [j, j+1).
public struct PixelPoint: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}
