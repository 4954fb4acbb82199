/// The part of a mask that a hit test reads: the packed bytes (a shared buffer, not a copy) and the row length.
/// Small on purpose, so `HitMask` and each layer of a `HitTestScene` can keep it next to the rest of what their
/// queries touch.
@usableFromInline
package struct SolidPixels: Sendable, Equatable {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline let width: Int

    package init(_ bits: PackedBits) {
        bytes = bits.bytes
        width = bits.width
    }

    /// The bit of an in-range pixel: bit y·width + x of the packed stream, most significant bit first.
    /// (Out-of-range pixels are the caller's to exclude; the array's own check still stops any stray read.)
    @inlinable @inline(__always)
    package func contains(x: Int, y: Int) -> Bool {
        let index = y &* width &+ x
        return bytes[index &>> 3] & (0x80 as UInt8) &>> UInt8(truncatingIfNeeded: index & 7) != 0
    }

    /// Whether the pixel-space point (x, y) is solid, limited to `window` (NaN and out-of-window points are clear).
    @inlinable @inline(__always)
    package func contains(x: Double, y: Double, in window: PixelWindow) -> Bool {
        guard window.contains(x: x, y: y) else { return false }
        return contains(x: PixelWindow.floor(x), y: PixelWindow.floor(y))
    }
}
