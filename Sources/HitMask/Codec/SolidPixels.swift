/// The part of a mask that a hit test reads: the packed bytes (a shared buffer, not a copy) and the row length.
/// Small on purpose, so `HitMask` and each layer of a `HitTestScene` can keep it next to the rest of what their
/// queries touch.
@usableFromInline
struct SolidPixels: Sendable, Equatable {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline let width: Int

    init(_ bits: PackedBits) {
        bytes = bits.bytes
        width = bits.width
    }

    /// The bit of an in-range pixel: bit y·width + x of the packed stream, most significant bit first.
    /// (Out-of-range pixels are the caller's to exclude; the array's own check still stops any stray read.)
    @inlinable @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        let index = y &* width &+ x
        return bytes[index &>> 3] & (0x80 as UInt8) &>> UInt8(truncatingIfNeeded: index & 7) != 0
    }

    /// Whether a point in pixel space is solid, limited to `window` (NaN and out-of-window points are clear).
    @inlinable @inline(__always)
    func contains(pixel: Point, in window: PixelWindow) -> Bool {
        guard window.contains(pixel) else { return false }
        return contains(x: PixelWindow.floor(pixel.x), y: PixelWindow.floor(pixel.y))
    }
}
