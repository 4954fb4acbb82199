/// For every pixel within `margin` of the image, the squared distance from its centre to the nearest solid pixel's
/// centre, capped: what makes a touch-tolerance query O(1). Values 0…254 are exact; 255 means 256 or more (255 is
/// not a sum of two squares, so no distance has it), which makes the field exact for every radius below 16 pixels.
///
/// The field reaches `margin` pixels past each edge, so that points just outside the image are answered too:
/// anything farther out is at least 16 pixels from every pixel of the image.
public struct DistanceField: Sendable, Equatable {
    /// How far the field reaches past each edge of the image, in pixels.
    @inlinable public static var margin: Int { 15 }
    /// The value of a pixel 16 or more pixels from every solid pixel.
    @inlinable public static var farValue: UInt8 { 255 }
    /// Distances below this are exact; `farValue` stands for this or more.
    @inlinable public static var limit: Double { 16 }
    /// Fields larger than this many values are neither written, read nor computed (64 MiB).
    public static let maxValueCount = 1 << 26

    /// The image's size (the field is `margin` larger on every side).
    public let width: Int
    public let height: Int
    /// Row-major values, `paddedWidth` per row; row 0 is image row −margin.
    @usableFromInline package internal(set) var values: [UInt8]

    package init(width: Int, height: Int, values: [UInt8]) {
        precondition(values.count == Self.valueCount(width: width, height: height))
        (self.width, self.height, self.values) = (width, height, values)
    }

    private init(noValuesFor width: Int, height: Int) { (self.width, self.height, values) = (width, height, []) }

    /// No field: what a mask without one keeps (`HitMask.distanceField` is then nil). Allocates nothing, since
    /// every mask loaded without a DIST section makes one; its width is −1, so that an inlined query tells it from
    /// a field by the struct alone, without reading the values' buffer (one cache line less in a loop over masks).
    static var none: DistanceField { DistanceField(noValuesFor: -1, height: -1) }

    /// False for `none`.
    @inlinable @inline(__always)
    package var isPresent: Bool { width >= 0 }

    package var paddedWidth: Int { width + 2 * Self.margin }

    /// The number of values a field for an image of this size holds.
    package static func valueCount(width: Int, height: Int) -> Int { (width + 2 * margin) * (height + 2 * margin) }

    /// The capped squared distance (0…254 exact, 255 for 256 or more) from pixel (x, y), which may lie outside the
    /// image, to the nearest solid pixel.
    @inlinable
    public func squaredDistance(x: Int, y: Int) -> Int {
        let fx = x &+ Self.margin, fy = y &+ Self.margin
        let paddedWidth = width &+ 2 &* Self.margin, paddedHeight = height &+ 2 &* Self.margin
        // One unsigned comparison per axis also rejects negative coordinates. No branch: a pixel outside reads
        // value 0 and is then replaced (a select), since whether a touch lands outside is anybody's guess.
        let inside =
            (UInt(bitPattern: fx) < UInt(bitPattern: paddedWidth))
            && (UInt(bitPattern: fy) < UInt(bitPattern: paddedHeight))
        let value = values.withUnsafeBufferPointer { $0[inside ? fy &* paddedWidth &+ fx : 0] }
        return inside ? Int(value) : Int(Self.farValue)
    }
}
