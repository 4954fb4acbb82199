import HitMaskReader

/// A `.hitmask` file taken apart into its header and sections, so tests can change any field and put it back
/// together with consistent section lengths, file length and CRC: the edit then reaches the checks behind them.
package struct EditableMaskFile {
    package var header: [UInt8]
    package var sections: [(tag: String, payload: [UInt8])]

    /// Splits a well-formed file (as the writer makes it).
    package init(_ bytes: [UInt8]) {
        header = Array(bytes[0..<HitMaskFormat.headerSize])
        sections = []
        var offset = HitMaskFormat.headerSize
        while offset < bytes.count - HitMaskFormat.checksumSize {
            let tag = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let length = Int(littleEndian: bytes, at: offset + 4, count: 4)
            sections.append((tag, Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 8 + length
        }
    }

    package subscript(tag: String) -> [UInt8] {
        get { sections.first { $0.tag == tag }!.payload }
        set { sections[sections.firstIndex { $0.tag == tag }!].payload = newValue }
    }

    /// Sets `count` bytes of the header at `offset`, little-endian.
    package mutating func setHeader(_ value: UInt64, at offset: Int, count: Int) {
        for index in 0..<count { header[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
    }

    /// The file with every length and the CRC made consistent (unless `fileLength` is given).
    package func bytes(fileLength: UInt32? = nil) -> [UInt8] {
        var bytes = header
        for (tag, payload) in sections {
            bytes += Array(tag.utf8) + Self.littleEndian(UInt64(payload.count), count: 4) + payload
        }
        let length = fileLength ?? UInt32(bytes.count + HitMaskFormat.checksumSize)
        bytes.replaceSubrange(32..<36, with: Self.littleEndian(UInt64(length), count: 4))
        return bytes + Self.littleEndian(UInt64(CRC32.checksum(bytes)), count: 4)
    }

    /// The file with one section's length field set to `length` (the payload unchanged), CRC repaired.
    package func bytes(sectionLength length: UInt32, of tag: String) -> [UInt8] {
        var bytes = self.bytes()
        var offset = HitMaskFormat.headerSize
        for section in sections {
            if section.tag == tag {
                bytes.replaceSubrange(offset + 4..<offset + 8, with: Self.littleEndian(UInt64(length), count: 4))
                break
            }
            offset += 8 + section.payload.count
        }
        bytes.removeLast(4)
        return bytes + Self.littleEndian(UInt64(CRC32.checksum(bytes)), count: 4)
    }

    package static func littleEndian(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// The shortest LEB128 encoding of `value`.
    package static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(value & 0x7F)
            value >>= 7
            bytes.append(value == 0 ? low : low | 0x80)
        } while value != 0
        return bytes
    }
}

extension Int {
    init(littleEndian bytes: [UInt8], at offset: Int, count: Int) {
        self = (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}
