import HitMaskReader

/// The binary range encoder of codec 3, the mirror of the runtime's `RangeDecoder` (LZMA's arithmetic).
package struct RangeEncoder {
    private var low: UInt64 = 0
    private var range: UInt32 = 0xFFFF_FFFF
    /// The last byte not yet written, held back because a carry may still change it; the first is always 0.
    private var cache: UInt8 = 0
    private var pendingCount = 1
    private var output: [UInt8] = []

    package init() {}

    /// A decision of the transition codec, with the adaptive model the decoder uses for it.
    @inline(__always)
    package mutating func encode(_ bit: Bool, _ model: inout BitModel, rates: UnsafeBufferPointer<UInt32>) {
        let bound = (range >> 16) &* model.probability
        if bit {
            low += UInt64(bound)
            range -= bound
        } else {
            range = bound
        }
        model.update(sawOne: bit, rates: rates)
        while range < 1 << 24 {
            range <<= 8
            shiftLow()
        }
    }

    /// A decision with both outcomes equally likely and no model.
    @inline(__always)
    package mutating func encodeEven(_ bit: Bool) {
        range >>= 1
        if bit { low += UInt64(range) }
        while range < 1 << 24 {
            range <<= 8
            shiftLow()
        }
    }

    /// Writes out what the decoder needs to reproduce every coded bit: the decoder reads exactly these bytes.
    package mutating func finish() -> [UInt8] {
        for _ in 0..<5 { shiftLow() }
        return output
    }

    private mutating func shiftLow() {
        if low < 0xFF00_0000 || low >= 1 << 32 {
            let carry = UInt8(truncatingIfNeeded: low >> 32)
            var byte = cache
            repeat {
                output.append(byte &+ carry)
                byte = 0xFF
                pendingCount -= 1
            } while pendingCount != 0
            cache = UInt8(truncatingIfNeeded: low >> 24)
        }
        pendingCount += 1
        low = (low & 0x00FF_FFFF) << 8
    }
}
