/// A cursor over untrusted bytes: every read is bounds-checked and throws instead of trapping.
/// Offsets are positions in the whole file, so every error can say where it was found.
struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    /// The file offset of `bytes[0]`.
    private let base: Int
    private var position: Int
    private let end: Int
    /// Names the part of the file being read, for error messages.
    let section: String
    /// What malformed data here is: a corrupt section, or a corrupt header.
    private let errorKind: HitMaskError.Kind

    /// Reads `bytes`, which start at `fileOffset` in the file.
    init(
        _ bytes: UnsafeRawBufferPointer, fileOffset: Int = 0, section: String,
        errorKind: HitMaskError.Kind = .corruptSection
    ) {
        self.bytes = bytes
        self.base = fileOffset
        self.position = 0
        self.end = bytes.count
        self.section = section
        self.errorKind = errorKind
    }

    /// The file offset of the next byte to read.
    var offset: Int { base + position }
    var remaining: Int { end - position }
    var isAtEnd: Bool { position >= end }

    mutating func readUInt8() throws(HitMaskError) -> UInt8 {
        guard remaining >= 1 else { throw endOfData(wanted: 1) }
        defer { position += 1 }
        return bytes[position]
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

    /// The next `count` bytes, and the file offset they start at.
    mutating func readBytes(_ count: Int) throws(HitMaskError) -> UnsafeRawBufferPointer {
        guard count >= 0, remaining >= count else { throw endOfData(wanted: count) }
        defer { position += count }
        return UnsafeRawBufferPointer(rebasing: bytes[position..<position + count])
    }

    /// An unsigned LEB128 varint of at most 5 bytes whose value fits in 32 bits. Any error, a varint cut short
    /// included, is at the varint's first byte (FORMAT.md "Error offsets").
    mutating func readVarint() throws(HitMaskError) -> UInt32 {
        let start = offset
        var value: UInt64 = 0
        for index in 0..<5 {
            guard remaining >= 1 else {
                throw HitMaskError(errorKind, section: section, offset: start, reason: "data ends inside a varint")
            }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << (7 * UInt64(index))
            if byte & 0x80 == 0 {
                guard value <= UInt64(UInt32.max) else { break }
                return UInt32(value)
            }
        }
        throw HitMaskError(errorKind, section: section, offset: start, reason: "varint is longer than 32 bits")
    }

    private mutating func readLittleEndian(byteCount: Int) throws(HitMaskError) -> UInt64 {
        guard remaining >= byteCount else { throw endOfData(wanted: byteCount) }
        var value: UInt64 = 0
        for index in 0..<byteCount {
            value |= UInt64(bytes[position + index]) << (8 * UInt64(index))
        }
        position += byteCount
        return value
    }

    private func endOfData(wanted: Int) -> HitMaskError {
        HitMaskError(
            errorKind, section: section, offset: offset,
            reason: "data ends early (\(wanted) bytes needed, \(remaining) left)")
    }
}
