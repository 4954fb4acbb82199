import HitMaskReader

/// A `.hitmask` file taken apart into its header fields and sections, so tests can change any of them and put
/// the file back together with consistent section lengths and CRC: the edit then reaches the checks behind them.
package struct EditableMaskFile {
    /// Magic, version, flags, threshold, rect mode and scale: the fixed 16 bytes.
    package var fixedHeader: [UInt8]
    /// The header's varints exactly as written (tests may put overlong or oversized encodings here).
    package var width: [UInt8]
    package var height: [UInt8]
    package var rectGrid: [UInt8]
    package var sections: [(id: UInt8, payload: [UInt8])]

    /// Splits a well-formed file (as the writer makes it).
    package init(_ bytes: [UInt8]) {
        fixedHeader = Array(bytes[0..<HitMaskFormat.fixedHeaderSize])
        var offset = HitMaskFormat.fixedHeaderSize
        func nextVarint() -> [UInt8] {
            let start = offset
            while bytes[offset] & 0x80 != 0 { offset += 1 }
            offset += 1
            return Array(bytes[start..<offset])
        }
        width = nextVarint()
        height = nextVarint()
        rectGrid = nextVarint()
        sections = []
        while offset < bytes.count - HitMaskFormat.checksumSize {
            let id = bytes[offset]
            offset += 1
            let length = Int(Self.value(ofVarint: nextVarint()))
            sections.append((id, Array(bytes[offset..<offset + length])))
            offset += length
        }
    }

    /// A section's payload, by its name in docs/FORMAT.md ("MASK", "RECT", "SRCH").
    package subscript(name: String) -> [UInt8] {
        get { sections.first { HitMaskFormat.SectionID.name($0.id) == name }!.payload }
        set { sections[sections.firstIndex { HitMaskFormat.SectionID.name($0.id) == name }!].payload = newValue }
    }

    /// Sets `count` bytes of the fixed header at `offset`, little-endian.
    package mutating func setFixedHeader(_ value: UInt64, at offset: Int, count: Int) {
        for index in 0..<count {
            fixedHeader[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))
        }
    }

    /// The file offset of the first section.
    package var sectionsOffset: Int { fixedHeader.count + width.count + height.count + rectGrid.count }

    /// The file offset of a section's id byte.
    package func offset(of name: String) -> Int {
        var offset = sectionsOffset
        for section in sections {
            if HitMaskFormat.SectionID.name(section.id) == name { return offset }
            offset += 1 + Self.varint(UInt64(section.payload.count)).count + section.payload.count
        }
        return offset
    }

    /// The file with every length and the CRC made consistent; `lengthEncodings` replaces the length field of
    /// the named sections with the given bytes.
    package func bytes(lengthEncodings: [String: [UInt8]] = [:]) -> [UInt8] {
        var bytes = fixedHeader + width + height + rectGrid
        for (id, payload) in sections {
            let length = lengthEncodings[HitMaskFormat.SectionID.name(id)] ?? Self.varint(UInt64(payload.count))
            bytes += [id] + length + payload
        }
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

    /// The value of a well-formed LEB128 encoding.
    package static func value(ofVarint bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element & 0x7F) << (7 * UInt64($1.offset)) }
    }
}

/// Recomputes the CRC-32 in the last four bytes, so edits reach the checks behind the checksum.
package func repairingChecksum(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= 4 else { return bytes }
    let body = Array(bytes.dropLast(4))
    return body + EditableMaskFile.littleEndian(UInt64(CRC32.checksum(body)), count: 4)
}
