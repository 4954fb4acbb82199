/// A cursor over untrusted bytes: every read is bounds-checked and throws instead of trapping.
struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int
    let end: Int
    /// Names the part of the file being read, for error messages.
    let context: String

    init(_ bytes: UnsafeRawBufferPointer, from start: Int = 0, to end: Int? = nil, context: String) {
        self.bytes = bytes
        self.offset = start
        self.end = end ?? bytes.count
        self.context = context
    }

    var remaining: Int { end - offset }
    var isAtEnd: Bool { offset >= end }

    mutating func readUInt8() throws(HitMaskError) -> UInt8 {
        guard remaining >= 1 else { throw endOfData() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func readUInt16() throws(HitMaskError) -> UInt16 {
        UInt16(truncatingIfNeeded: try readLittleEndian(byteCount: 2))
    }

    mutating func readUInt32() throws(HitMaskError) -> UInt32 {
        UInt32(truncatingIfNeeded: try readLittleEndian(byteCount: 4))
    }

    mutating func readUInt64() throws(HitMaskError) -> UInt64 {
        try readLittleEndian(byteCount: 8)
    }

    mutating func readBytes(_ count: Int) throws(HitMaskError) -> UnsafeRawBufferPointer {
        guard count >= 0, remaining >= count else { throw endOfData() }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    /// An unsigned LEB128 varint of at most 5 bytes whose value fits in 32 bits.
    mutating func readVarint() throws(HitMaskError) -> Int {
        var value: UInt64 = 0
        for index in 0..<5 {
            let byte = try readUInt8()
            value |= UInt64(byte & 0x7F) << (7 * UInt64(index))
            if byte & 0x80 == 0 {
                guard value <= UInt64(UInt32.max) else { break }
                return Int(value)
            }
        }
        throw .corruptSection(tag: context, reason: "varint at byte \(offset) is longer than 32 bits")
    }

    private mutating func readLittleEndian(byteCount: Int) throws(HitMaskError) -> UInt64 {
        guard remaining >= byteCount else { throw endOfData() }
        var value: UInt64 = 0
        for index in 0..<byteCount {
            value |= UInt64(bytes[offset + index]) << (8 * UInt64(index))
        }
        offset += byteCount
        return value
    }

    private func endOfData() -> HitMaskError {
        .corruptSection(tag: context, reason: "data ends early")
    }
}
