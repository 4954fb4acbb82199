/// Validates a whole `.hitmask` file and decodes it, in the order docs/FORMAT.md lists the reader's checks.
enum HitMaskFileParser {
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> HitMask {
        let container = try readContainer(bytes)
        let header = container.header
        let (codec, bits) = try decodeMask(container.maskPayload, width: header.width, height: header.height)
        let rects = try decodeRects(container.rectsPayload, width: header.width, height: header.height)
        return HitMask(
            header: header, codec: codec, maskByteCount: container.maskPayload.count, bits: bits, rects: rects,
            source: container.source)
    }

    /// Everything but the pixels and rects: checks magic, version, length, checksum, header and section layout,
    /// and decodes the source record.
    static func parseMetadata(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> HitMaskMetadata {
        let container = try readContainer(bytes)
        return HitMaskMetadata(
            header: container.header, source: container.source, maskByteCount: container.maskPayload.count)
    }

    private struct Container {
        let header: HitMaskHeader
        let maskPayload: UnsafeRawBufferPointer
        let rectsPayload: UnsafeRawBufferPointer
        let source: SourceRecord?
    }

    private static func readContainer(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> Container {
        let minimumSize = HitMaskFormat.headerSize + HitMaskFormat.checksumSize
        guard bytes.count >= HitMaskFormat.magic.count,
            zip(bytes.prefix(HitMaskFormat.magic.count), HitMaskFormat.magic).allSatisfy({ $0 == $1 })
        else {
            if bytes.count < HitMaskFormat.magic.count,
                zip(bytes, HitMaskFormat.magic).allSatisfy({ $0 == $1 })
            {
                throw .truncated(expectedBytes: minimumSize, actualBytes: bytes.count)
            }
            throw .badMagic
        }
        var reader = ByteReader(bytes, from: HitMaskFormat.magic.count, context: "header")
        guard bytes.count >= 10 else { throw .truncated(expectedBytes: minimumSize, actualBytes: bytes.count) }
        let version = try reader.readUInt16()
        guard version == HitMaskFormat.version else { throw .unsupportedVersion(version) }
        guard bytes.count >= minimumSize else {
            throw .truncated(expectedBytes: minimumSize, actualBytes: bytes.count)
        }
        let flags = try reader.readUInt16()
        let width = Int(try reader.readUInt32())
        let height = Int(try reader.readUInt32())
        let scale = Double(bitPattern: try reader.readUInt64())
        let threshold = try reader.readUInt8()
        let rectModeValue = try reader.readUInt8()
        let rectGrid = Int(try reader.readUInt16())
        let fileLength = Int(try reader.readUInt32())

        guard fileLength <= bytes.count else {
            throw .truncated(expectedBytes: fileLength, actualBytes: bytes.count)
        }
        guard fileLength == bytes.count else {
            throw .corruptHeader(reason: "file length field says \(fileLength) bytes but the file has \(bytes.count)")
        }
        let checksumOffset = fileLength - HitMaskFormat.checksumSize
        var checksumReader = ByteReader(bytes, from: checksumOffset, context: "checksum")
        let stored = try checksumReader.readUInt32()
        let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<checksumOffset]))
        guard stored == computed else { throw .checksumMismatch(stored: stored, computed: computed) }

        guard let rectMode = RectMode(rawValue: rectModeValue) else {
            throw .corruptHeader(reason: "unknown rect mode \(rectModeValue)")
        }
        let header = HitMaskHeader(
            width: width, height: height, scale: scale, threshold: threshold,
            sourceHasAlpha: flags & HitMaskFormat.flagSourceHasAlpha != 0, rectMode: rectMode, rectGrid: rectGrid)
        if let problem = header.problem { throw .corruptHeader(reason: problem) }

        let sections = try readSections(bytes, from: HitMaskFormat.headerSize, to: checksumOffset)
        guard let maskPayload = sections.mask else {
            throw .corruptSection(tag: "MASK", reason: "the required section is missing")
        }
        guard let rectsPayload = sections.rects else {
            throw .corruptSection(tag: "RECT", reason: "the required section is missing")
        }
        let source = try sections.source.map { (payload) throws(HitMaskError) in try decodeSource(payload) }
        return Container(header: header, maskPayload: maskPayload, rectsPayload: rectsPayload, source: source)
    }

    private struct Sections {
        var mask: UnsafeRawBufferPointer?
        var rects: UnsafeRawBufferPointer?
        var source: UnsafeRawBufferPointer?
    }

    /// Sections follow one another up to the checksum; unknown tags are skipped, known ones may appear once.
    private static func readSections(
        _ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int
    ) throws(HitMaskError) -> Sections {
        var sections = Sections()
        var reader = ByteReader(bytes, from: start, to: end, context: "section table")
        while !reader.isAtEnd {
            guard reader.remaining >= HitMaskFormat.sectionPrefixSize else {
                throw .corruptSection(
                    tag: "section table", reason: "\(reader.remaining) stray bytes before the checksum")
            }
            let tagBytes = Array(try reader.readBytes(4))
            let length = Int(try reader.readUInt32())
            let tag = printableTag(tagBytes)
            guard length <= reader.remaining else {
                throw .corruptSection(
                    tag: tag, reason: "length \(length) runs past the end of the file (\(reader.remaining) bytes left)")
            }
            let payload = try reader.readBytes(length)
            func store(_ slot: inout UnsafeRawBufferPointer?) throws(HitMaskError) {
                guard slot == nil else { throw .corruptSection(tag: tag, reason: "the section appears twice") }
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
        _ payload: UnsafeRawBufferPointer, width: Int, height: Int
    ) throws(HitMaskError) -> (MaskCodec, PackedBits) {
        var reader = ByteReader(payload, context: "MASK")
        let codecValue = try reader.readUInt8()
        guard let codec = MaskCodec(rawValue: codecValue) else {
            throw .corruptSection(tag: "MASK", reason: "unknown codec \(codecValue)")
        }
        let coded = UnsafeRawBufferPointer(rebasing: payload[1...])
        return (codec, try MaskDecoding.decode(codec: codec, payload: coded, width: width, height: height))
    }

    private static func decodeRects(
        _ payload: UnsafeRawBufferPointer, width: Int, height: Int
    ) throws(HitMaskError) -> [PixelRect] {
        var reader = ByteReader(payload, context: "RECT")
        let count = try reader.readVarint()
        // Each rect takes at least four bytes: check the count against the data before reserving room.
        guard count <= reader.remaining / 4 else {
            throw .corruptSection(tag: "RECT", reason: "\(count) rects cannot fit in \(reader.remaining) bytes")
        }
        var rects: [PixelRect] = []
        rects.reserveCapacity(count)
        for index in 0..<count {
            let rect = PixelRect(
                x: try reader.readVarint(), y: try reader.readVarint(),
                width: try reader.readVarint(), height: try reader.readVarint())
            guard rect.width > 0, rect.height > 0, rect.x + rect.width <= width, rect.y + rect.height <= height else {
                throw .corruptSection(tag: "RECT", reason: "rect \(index) \(rect) is empty or outside the mask")
            }
            rects.append(rect)
        }
        guard reader.isAtEnd else {
            throw .corruptSection(tag: "RECT", reason: "\(reader.remaining) bytes follow the last rect")
        }
        return rects
    }

    private static func decodeSource(_ payload: UnsafeRawBufferPointer) throws(HitMaskError) -> SourceRecord {
        var reader = ByteReader(payload, context: "SRCH")
        let algorithmValue = try reader.readUInt8()
        guard let algorithm = HitMaskFormat.DigestAlgorithm(rawValue: algorithmValue) else {
            throw .corruptSection(tag: "SRCH", reason: "unknown digest algorithm \(algorithmValue)")
        }
        let digest = Array(try reader.readBytes(algorithm.digestSize))
        let byteCount = try reader.readUInt64()
        let revision = try reader.readUInt16()
        guard reader.isAtEnd else {
            throw .corruptSection(tag: "SRCH", reason: "\(reader.remaining) unexpected bytes at the end")
        }
        return SourceRecord(
            digestAlgorithm: algorithm, digest: digest, byteCount: byteCount, generatorRevision: revision)
    }

    private static func printableTag(_ bytes: [UInt8]) -> String {
        let printable = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        return printable
            ? String(decoding: bytes, as: UTF8.self)
            : "0x" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
