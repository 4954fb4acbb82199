/// Validates a whole `.hitmask` file and decodes it, in the order docs/FORMAT.md lists the reader's checks.
///
/// Every size and offset is checked before it is used, in arithmetic that cannot overflow whatever the bytes
/// say (fields are compared as 64-bit values before they become `Int`, which is 32 bits on some platforms).
enum HitMaskFileParser {
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> HitMask {
        let container = try readContainer(bytes)
        let header = container.header
        let (codec, bits) = try decodeMask(container.mask, width: header.width, height: header.height)
        let rects = try decodeRects(container.rects, width: header.width, height: header.height)
        return HitMask(
            header: header, codec: codec, maskByteCount: container.mask.bytes.count, bits: bits, rects: rects,
            source: container.source)
    }

    /// Everything but the pixels and rects: checks magic, version, length, checksum, header and section layout,
    /// and decodes the source record.
    static func parseMetadata(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> HitMaskMetadata {
        let container = try readContainer(bytes)
        return HitMaskMetadata(
            header: container.header, source: container.source, maskByteCount: container.mask.bytes.count)
    }

    /// A section's payload and where it starts in the file.
    struct Payload {
        let bytes: UnsafeRawBufferPointer
        let fileOffset: Int

        func reader(section: String) -> ByteReader { ByteReader(bytes, fileOffset: fileOffset, section: section) }
    }

    private struct Container {
        let header: HitMaskHeader
        let mask: Payload
        let rects: Payload
        let source: SourceRecord?
    }

    private static func readContainer(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> Container {
        let magic = HitMaskFormat.magic
        let minimumSize = HitMaskFormat.headerSize + HitMaskFormat.checksumSize
        func truncated(_ expected: Int) -> HitMaskError {
            HitMaskError(
                .truncated, section: "header", offset: bytes.count,
                reason: "the file has \(bytes.count) bytes, at least \(expected) expected")
        }
        guard bytes.count >= magic.count, zip(bytes.prefix(magic.count), magic).allSatisfy({ $0 == $1 }) else {
            if bytes.count < magic.count, zip(bytes, magic).allSatisfy({ $0 == $1 }) { throw truncated(minimumSize) }
            throw HitMaskError(.notAHitMask, section: "header", offset: 0, reason: "the magic bytes do not match")
        }
        var reader = ByteReader(bytes, section: "header")
        _ = try reader.readBytes(magic.count)
        guard bytes.count >= 10 else { throw truncated(minimumSize) }
        let version = try reader.readUInt16()
        guard version == HitMaskFormat.version else {
            throw HitMaskError(
                .unsupportedVersion, section: "header", offset: 8,
                reason: "version \(version) (this reader understands version \(HitMaskFormat.version))")
        }
        guard bytes.count >= minimumSize else { throw truncated(minimumSize) }
        let flags = try reader.readUInt16()
        let width = try reader.readUInt32()
        let height = try reader.readUInt32()
        let scale = Double(bitPattern: try reader.readUInt64())
        let threshold = try reader.readUInt8()
        let rectModeValue = try reader.readUInt8()
        let rectGrid = try reader.readUInt16()
        let fileLength = UInt64(try reader.readUInt32())

        guard fileLength <= UInt64(bytes.count) else { throw truncated(Int(fileLength)) }
        guard fileLength == UInt64(bytes.count) else {
            throw .corruptHeader(at: 32, "file length field says \(fileLength) bytes but the file has \(bytes.count)")
        }
        let checksumOffset = bytes.count - HitMaskFormat.checksumSize
        var checksumReader = ByteReader(
            UnsafeRawBufferPointer(rebasing: bytes[checksumOffset...]), fileOffset: checksumOffset, section: "checksum")
        let stored = try checksumReader.readUInt32()
        let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<checksumOffset]))
        guard stored == computed else {
            throw HitMaskError(
                .checksumMismatch, section: "checksum", offset: checksumOffset,
                reason: "stored \(hex(stored)), computed \(hex(computed)): the file is damaged")
        }

        guard let rectMode = RectMode(rawValue: rectModeValue) else {
            throw .corruptHeader(at: 29, "unknown rect mode \(rectModeValue)")
        }
        // Compared as 64-bit values: both fields are below 2^32, so neither the product nor Int(_:) can overflow.
        guard width >= 1, height >= 1, UInt64(width) * UInt64(height) <= UInt64(HitMaskFormat.maxPixelCount) else {
            throw .corruptHeader(
                at: 12, "size \(width)×\(height) is empty or exceeds \(HitMaskFormat.maxPixelCount) pixels")
        }
        if let problem = HitMaskHeader.scaleProblem(scale) { throw .corruptHeader(at: 20, problem) }
        if let problem = HitMaskHeader.rectGridProblem(Int(rectGrid)) { throw .corruptHeader(at: 30, problem) }
        let header = HitMaskHeader(
            width: Int(width), height: Int(height), scale: scale, threshold: threshold,
            sourceHasAlpha: flags & HitMaskFormat.flagSourceHasAlpha != 0, rectMode: rectMode,
            rectGrid: Int(rectGrid))

        let sectionBytes = UnsafeRawBufferPointer(rebasing: bytes[HitMaskFormat.headerSize..<checksumOffset])
        let sections = try readSections(sectionBytes, fileOffset: HitMaskFormat.headerSize)
        guard let mask = sections.mask else {
            throw .corruptSection("MASK", at: nil, "the required section is missing")
        }
        guard let rects = sections.rects else {
            throw .corruptSection("RECT", at: nil, "the required section is missing")
        }
        let source = try sections.source.map { (payload) throws(HitMaskError) in try decodeSource(payload) }
        return Container(header: header, mask: mask, rects: rects, source: source)
    }

    private struct Sections {
        var mask: Payload?
        var rects: Payload?
        var source: Payload?
    }

    /// Sections follow one another up to the checksum; unknown tags are skipped, known ones may appear once.
    private static func readSections(
        _ bytes: UnsafeRawBufferPointer, fileOffset: Int
    ) throws(HitMaskError) -> Sections {
        var sections = Sections()
        var reader = ByteReader(bytes, fileOffset: fileOffset, section: "section table")
        while !reader.isAtEnd {
            let start = reader.offset
            guard reader.remaining >= HitMaskFormat.sectionPrefixSize else {
                throw .corruptSection(
                    "section table", at: start, "\(reader.remaining) stray bytes before the checksum")
            }
            let tagBytes = Array(try reader.readBytes(4))
            let length = UInt64(try reader.readUInt32())
            let tag = printableTag(tagBytes)
            guard length <= UInt64(reader.remaining) else {
                throw .corruptSection(
                    tag, at: start + 4, "length \(length) runs past the checksum (\(reader.remaining) bytes left)")
            }
            let payload = Payload(bytes: try reader.readBytes(Int(length)), fileOffset: start + 8)
            func store(_ slot: inout Payload?) throws(HitMaskError) {
                guard slot == nil else { throw .corruptSection(tag, at: start, "the section appears twice") }
                slot = payload
            }
            switch tagBytes {
            case HitMaskFormat.SectionTag.mask: try store(&sections.mask)
            case HitMaskFormat.SectionTag.rects: try store(&sections.rects)
            case HitMaskFormat.SectionTag.source: try store(&sections.source)
            default: continue  // A later version's section: skip it.
            }
        }
        return sections
    }

    private static func decodeMask(
        _ payload: Payload, width: Int, height: Int
    ) throws(HitMaskError) -> (MaskCodec, PackedBits) {
        var reader = payload.reader(section: "MASK")
        let codecValue = try reader.readUInt8()
        guard let codec = MaskCodec(rawValue: codecValue) else {
            throw HitMaskError(
                .unsupportedCodec, section: "MASK", offset: payload.fileOffset,
                reason: "codec \(codecValue) (this reader understands \(MaskCodec.allCases.map(\.rawValue)))")
        }
        let coded = Payload(bytes: UnsafeRawBufferPointer(rebasing: payload.bytes[1...]), fileOffset: payload.fileOffset + 1)
        return (codec, try MaskDecoding.decode(codec: codec, payload: coded, width: width, height: height))
    }

    private static func decodeRects(
        _ payload: Payload, width: Int, height: Int
    ) throws(HitMaskError) -> [PixelRect] {
        var reader = payload.reader(section: "RECT")
        let count = try reader.readVarint()
        // Each rect takes at least four bytes: check the count against the data before reserving room.
        guard UInt64(count) <= UInt64(reader.remaining / 4) else {
            throw .corruptSection(
                "RECT", at: payload.fileOffset, "\(count) rects cannot fit in \(reader.remaining) bytes")
        }
        var rects: [PixelRect] = []
        rects.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let start = reader.offset
            let x = UInt64(try reader.readVarint()), y = UInt64(try reader.readVarint())
            let w = UInt64(try reader.readVarint()), h = UInt64(try reader.readVarint())
            // Each value is below 2^32, so the sums cannot overflow 64 bits.
            guard w > 0, h > 0, x + w <= UInt64(width), y + h <= UInt64(height) else {
                throw .corruptSection(
                    "RECT", at: start, "rect \(index) (\(x), \(y), \(w)×\(h)) is empty or outside the mask")
            }
            rects.append(PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h)))
        }
        guard reader.isAtEnd else {
            throw .corruptSection("RECT", at: reader.offset, "\(reader.remaining) bytes follow the last rect")
        }
        return rects
    }

    private static func decodeSource(_ payload: Payload) throws(HitMaskError) -> SourceRecord {
        var reader = payload.reader(section: "SRCH")
        let algorithmValue = try reader.readUInt8()
        guard let algorithm = HitMaskFormat.DigestAlgorithm(rawValue: algorithmValue) else {
            throw .corruptSection("SRCH", at: payload.fileOffset, "unknown digest algorithm \(algorithmValue)")
        }
        let digest = Array(try reader.readBytes(algorithm.digestSize))
        let byteCount = try reader.readUInt64()
        let revision = try reader.readUInt16()
        guard reader.isAtEnd else {
            throw .corruptSection("SRCH", at: reader.offset, "\(reader.remaining) unexpected bytes at the end")
        }
        return SourceRecord(
            digestAlgorithm: algorithm, digest: digest, byteCount: byteCount, generatorRevision: revision)
    }

    private static func printableTag(_ bytes: [UInt8]) -> String {
        let printable = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        return printable ? String(decoding: bytes, as: UTF8.self) : "0x" + bytes.map(hexByte).joined()
    }

    private static func hexByte(_ byte: UInt8) -> String { (byte < 16 ? "0" : "") + String(byte, radix: 16) }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
