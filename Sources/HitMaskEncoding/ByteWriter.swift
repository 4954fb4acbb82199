/// Builds the little-endian fields and LEB128 varints of a `.hitmask` file.
package struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt8) { bytes.append(value) }
    mutating func write(_ value: UInt16) { writeLittleEndian(UInt64(value), byteCount: 2) }
    mutating func write(_ value: UInt32) { writeLittleEndian(UInt64(value), byteCount: 4) }
    mutating func write(_ value: UInt64) { writeLittleEndian(value, byteCount: 8) }
    mutating func write(_ values: [UInt8]) { bytes.append(contentsOf: values) }

    /// Unsigned LEB128: seven bits per byte, least significant group first, high bit set on all but the last.
    mutating func writeVarint(_ value: Int) {
        precondition(value >= 0 && value <= Int(UInt32.max), "varints hold 32-bit values")
        var rest = UInt32(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private mutating func writeLittleEndian(_ value: UInt64, byteCount: Int) {
        for index in 0..<byteCount { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }
}
