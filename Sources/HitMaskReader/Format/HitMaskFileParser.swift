/// Validates a whole `.hitmask` file and decodes it, in the order docs/FORMAT.md lists the reader's checks.
///
/// Every size and offset is checked before it is used, in arithmetic that cannot overflow whatever the bytes
/// say (fields are compared as 64-bit values before they become `Int`, which is 32 bits on some platforms).
enum HitMaskFileParser {
    /// Reads a file in the steps of Readers/README.md's anatomy, in FORMAT.md's order. Everything but the pixels
    /// comes first (docs/FORMAT.md, "Reader checks"), so that opening a file and decoding its pixels are two steps a
    /// reader can take apart, with the same errors in the same order.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> HitMask {
        let body = try readContainer(bytes)
        let (header, sectionsStart) = try readHeader(body)
        let sections = try readSectionTable(body, from: sectionsStart)
        let rects = try readShapeRects(sections.rects, header)
        let source = try readSource(sections.source)
        let decodedFrames = try readFrames(sections.frames, header)
        let (bits, boundingBox) = try readPixels(sections, header)
        let distanceField = try readDistanceField(sections.distance, header, solid: bits)
        let outlines = try readOutlines(sections.outlines, header)
        var frames = decodedFrames ?? []
        if let decoded = try readFrameOutlines(sections.frameOutlines, frames: decodedFrames) {
            frames = zip(frames, decoded.outlines).map { $0.with(outlines: $1, settings: decoded.settings) }
        }
        return HitMask(
            header: header, codec: sections.codec, maskByteCount: sections.mask.bytes.count, bits: bits,
            boundingBox: boundingBox, rects: rects, source: source, distanceField: distanceField,
            distanceByteCount: sections.distance?.bytes.count ?? 0, frames: frames,
            outlineSettings: outlines?.settings, outlines: outlines?.outlines ?? [],
            outlineByteCount: sections.outlines?.bytes.count ?? 0)
    }

    /// Everything but the pixels and the distance field: the same steps, the same checks, without their memory.
    static func parseMetadata(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> HitMaskMetadata {
        let body = try readContainer(bytes)
        let (header, sectionsStart) = try readHeader(body)
        let sections = try readSectionTable(body, from: sectionsStart)
        _ = try readShapeRects(sections.rects, header)
        let source = try readSource(sections.source)
        let frames = try readFrames(sections.frames, header)
        let outlines = try readOutlines(sections.outlines, header)
        _ = try readFrameOutlines(sections.frameOutlines, frames: frames)
        return HitMaskMetadata(
            header: header, source: source, maskByteCount: sections.mask.bytes.count,
            hasDistanceField: sections.distance != nil, frameCount: frames?.count ?? 0,
            outlineSettings: outlines?.settings)
    }

    /// A section's payload and where it starts in the file.
    struct Payload {
        let bytes: UnsafeRawBufferPointer
        let fileOffset: Int

        func reader(section: String) -> ByteReader { ByteReader(bytes, fileOffset: fileOffset, section: section) }
    }

    /// Steps 1–4: the magic, the version, the size and the CRC. Yields the body, the file before its CRC.
    private static func readContainer(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> UnsafeRawBufferPointer {
        let magic = HitMaskFormat.magic
        let minimumSize = HitMaskFormat.minimumFileSize
        func truncated() -> HitMaskError {
            HitMaskError(
                .truncated, offset: bytes.count,
                reason: "the file has \(bytes.count) bytes, at least \(minimumSize) expected")
        }
        guard bytes.count >= magic.count, zip(bytes.prefix(magic.count), magic).allSatisfy({ $0 == $1 }) else {
            if bytes.count < magic.count, zip(bytes, magic).allSatisfy({ $0 == $1 }) { throw truncated() }
            throw HitMaskError(.notAHitMask, offset: 0, reason: "the magic bytes do not match")
        }
        guard bytes.count > magic.count else { throw truncated() }
        let version = bytes[magic.count]
        guard version == HitMaskFormat.version else {
            throw HitMaskError(
                .unsupportedVersion, offset: magic.count,
                reason: "version \(version) (this reader understands version \(HitMaskFormat.version))")
        }
        guard bytes.count >= minimumSize else { throw truncated() }

        let checksumOffset = bytes.count - HitMaskFormat.checksumSize
        var checksumReader = ByteReader(
            UnsafeRawBufferPointer(rebasing: bytes[checksumOffset...]), fileOffset: checksumOffset, section: "checksum")
        let stored = try checksumReader.readUInt32()
        let body = UnsafeRawBufferPointer(rebasing: bytes[0..<checksumOffset])
        let computed = CRC32.checksum(body)
        guard stored == computed else {
            throw HitMaskError(
                .checksumMismatch, offset: checksumOffset,
                reason: "stored \(hex(stored)), computed \(hex(computed)): the file is damaged or cut short")
        }
        return body
    }

    /// Step 5: the header's fields, every failure a corrupt header. Yields them and where the section table starts.
    private static func readHeader(
        _ body: UnsafeRawBufferPointer
    ) throws(HitMaskError) -> (header: HitMaskHeader, sectionsStart: Int) {
        var reader = ByteReader(body, section: "header", errorKind: .corruptHeader)
        _ = try reader.readBytes(HitMaskFormat.magic.count + 1)
        let flags = try reader.readUInt8()
        let threshold = try reader.readUInt8()
        let rectModeValue = try reader.readUInt8()
        let scale = Double(bitPattern: try reader.readUInt64())
        guard let rectMode = FitMode(rawValue: rectModeValue) else {
            throw .corruptHeader(at: 7, "unknown rect mode \(rectModeValue)")
        }
        if let problem = HitMaskHeader.scaleProblem(scale) { throw .corruptHeader(at: 8, problem) }
        let sizeOffset = reader.offset
        let width = try reader.readVarint()
        let height = try reader.readVarint()
        // Compared as 64-bit values: both fields are below 2^32, so neither the product nor Int(_:) can overflow.
        guard width >= 1, height >= 1, UInt64(width) * UInt64(height) <= UInt64(HitMaskFormat.maxPixelCount) else {
            throw .corruptHeader(
                at: sizeOffset, "size \(width)×\(height) is empty or exceeds \(HitMaskFormat.maxPixelCount) pixels")
        }
        let gridOffset = reader.offset
        let rectGrid = try reader.readVarint()
        if let problem = HitMaskHeader.rectGridProblem(Int(clamping: rectGrid)) {
            throw .corruptHeader(at: gridOffset, problem)
        }
        let header = HitMaskHeader(
            width: Int(width), height: Int(height), scale: scale, threshold: threshold,
            sourceHasAlpha: flags & HitMaskFormat.flagSourceHasAlpha != 0, rectMode: rectMode,
            rectGrid: Int(rectGrid))
        return (header, reader.offset)
    }

    /// The sections a file must have, those it may have, and MASK's codec.
    private struct SectionTable {
        let mask: Payload
        let rects: Payload
        let codec: MaskCodec
        let source: Payload?
        let distance: Payload?
        let frames: Payload?
        let outlines: Payload?
        let frameOutlines: Payload?
    }

    private struct Sections {
        var mask: Payload?
        var rects: Payload?
        var source: Payload?
        var distance: Payload?
        var frames: Payload?
        var outlines: Payload?
        var frameOutlines: Payload?
    }

    /// Steps 6–7: the sections up to the checksum, MASK and RECT present (missing is found where the sections
    /// end: at the checksum), then MASK's codec byte.
    private static func readSectionTable(
        _ body: UnsafeRawBufferPointer, from start: Int
    ) throws(HitMaskError) -> SectionTable {
        let sections = try readSections(UnsafeRawBufferPointer(rebasing: body[start...]), fileOffset: start)
        guard let mask = sections.mask else {
            throw .corruptSection("MASK", at: body.count, "the required section is missing")
        }
        guard let rects = sections.rects else {
            throw .corruptSection("RECT", at: body.count, "the required section is missing")
        }
        return SectionTable(
            mask: mask, rects: rects, codec: try maskCodec(mask), source: sections.source,
            distance: sections.distance, frames: sections.frames, outlines: sections.outlines,
            frameOutlines: sections.frameOutlines)
    }

    /// Sections follow one another up to the checksum, each an id byte, a varint length and the payload, in
    /// strictly increasing id order (so none appears twice); ids this reader does not know are skipped.
    private static func readSections(
        _ bytes: UnsafeRawBufferPointer, fileOffset: Int
    ) throws(HitMaskError) -> Sections {
        var sections = Sections()
        var reader = ByteReader(bytes, fileOffset: fileOffset, section: "section table")
        var previousID: UInt8 = 0
        while !reader.isAtEnd {
            let start = reader.offset
            let id = try reader.readUInt8()
            let name = HitMaskFormat.SectionID.name(id)
            guard id > previousID else {
                throw .corruptSection(
                    name, at: start,
                    "section id \(id) after id \(previousID): ids must increase (a section appears at most once)")
            }
            previousID = id
            let lengthOffset = reader.offset
            // A length that cannot be read is the section's error, as the id's are.
            let length: UInt64
            do { length = UInt64(try reader.readVarint()) } catch {
                throw HitMaskError(error.kind, section: name, offset: error.offset, reason: error.reason)
            }
            guard length <= UInt64(reader.remaining) else {
                throw .corruptSection(
                    name, at: lengthOffset,
                    "length \(length) runs past the checksum (\(reader.remaining) bytes left)")
            }
            let payloadOffset = reader.offset
            let payload = Payload(bytes: try reader.readBytes(Int(length)), fileOffset: payloadOffset)
            switch id {
            case HitMaskFormat.SectionID.mask: sections.mask = payload
            case HitMaskFormat.SectionID.rects: sections.rects = payload
            case HitMaskFormat.SectionID.source: sections.source = payload
            case HitMaskFormat.SectionID.distance: sections.distance = payload
            case HitMaskFormat.SectionID.frames: sections.frames = payload
            case HitMaskFormat.SectionID.outlines: sections.outlines = payload
            case HitMaskFormat.SectionID.frameOutlines: sections.frameOutlines = payload
            default: continue  // A later version's section: skip it.
            }
        }
        return sections
    }

    /// The MASK section's codec byte: missing is damage, unknown is a newer writer.
    private static func maskCodec(_ payload: Payload) throws(HitMaskError) -> MaskCodec {
        var reader = payload.reader(section: "MASK")
        guard !reader.isAtEnd else {
            throw .corruptSection("MASK", at: payload.fileOffset, "the codec byte is missing")
        }
        let codecValue = try reader.readUInt8()
        guard let codec = MaskCodec(rawValue: codecValue) else {
            throw HitMaskError(
                .unsupportedCodec, section: "MASK", offset: payload.fileOffset,
                reason: "codec \(codecValue) (this reader understands \(MaskCodec.allCases.map(\.rawValue)))")
        }
        return codec
    }

    /// Step 8: RECT's shape rects, each inside the mask.
    private static func readShapeRects(
        _ payload: Payload, _ header: HitMaskHeader
    ) throws(HitMaskError) -> [PixelRect] {
        let (width, height) = (header.width, header.height)
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
            do throws(HitMaskError) {
                let x = UInt64(try reader.readVarint()), y = UInt64(try reader.readVarint())
                let w = UInt64(try reader.readVarint()), h = UInt64(try reader.readVarint())
                // Each value is below 2^32, so the sums cannot overflow 64 bits.
                guard w > 0, h > 0, x + w <= UInt64(width), y + h <= UInt64(height) else {
                    throw .corruptSection(
                        "RECT", at: start, "rect \(index) (\(x), \(y), \(w)×\(h)) is empty or outside the mask")
                }
                rects.append(PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h)))
            } catch {
                throw error.placed(atRecord: start)
            }
        }
        guard reader.isAtEnd else {
            throw .corruptSection("RECT", at: reader.offset, "\(reader.remaining) bytes follow the last rect")
        }
        return rects
    }

    /// Step 8: SRCH's source record, or nil without the section.
    private static func readSource(_ payload: Payload?) throws(HitMaskError) -> SourceRecord? {
        guard let payload else { return nil }
        guard payload.bytes.count == HitMaskFormat.sourceRecordSize else {
            throw .corruptSection(
                "SRCH", at: payload.fileOffset,
                "\(payload.bytes.count) bytes, \(HitMaskFormat.sourceRecordSize) expected")
        }
        var reader = payload.reader(section: "SRCH")
        let digest = try reader.readUInt64()
        let revision = try reader.readUInt16()
        return SourceRecord(digest: digest, generatorRevision: revision)
    }

    /// Step 8: FRAM's frames, each within the page, or nil without the section.
    private static func readFrames(
        _ payload: Payload?, _ header: HitMaskHeader
    ) throws(HitMaskError) -> [AtlasFrame]? {
        guard let payload else { return nil }
        return try AtlasFrame.decodeAll(payload, pageWidth: header.width, pageHeight: header.height)
    }

    /// Step 9: the pixels, as the codec says, after MASK's codec byte.
    private static func readPixels(
        _ sections: SectionTable, _ header: HitMaskHeader
    ) throws(HitMaskError) -> (bits: PackedBits, boundingBox: PixelRect?) {
        let mask = sections.mask
        let coded = Payload(bytes: UnsafeRawBufferPointer(rebasing: mask.bytes[1...]), fileOffset: mask.fileOffset + 1)
        return try MaskDecoding.decode(
            codec: sections.codec, payload: coded, width: header.width, height: header.height)
    }

    /// Step 10: DIST's field, its solid pixels zeroed, or nil without the section.
    private static func readDistanceField(
        _ payload: Payload?, _ header: HitMaskHeader, solid bits: PackedBits
    ) throws(HitMaskError) -> DistanceField? {
        guard let payload else { return nil }
        var field = try DistanceField.decode(payload, width: header.width, height: header.height)
        field.zeroSolidPixels(of: bits)
        return field
    }

    /// Step 11: OUTL's settings and regions, or nil without the section.
    private static func readOutlines(
        _ payload: Payload?, _ header: HitMaskHeader
    ) throws(HitMaskError) -> (settings: OutlineSettings, outlines: [SolidOutline])? {
        guard let payload else { return nil }
        return try SolidOutline.decodeAll(payload, width: header.width, height: header.height)
    }

    /// Step 12: each frame's outlines under FOUT's shared settings, or nil without the section.
    private static func readFrameOutlines(
        _ payload: Payload?, frames: [AtlasFrame]?
    ) throws(HitMaskError) -> (settings: OutlineSettings, outlines: [[SolidOutline]])? {
        guard let payload else { return nil }
        return try SolidOutline.decodeFrames(payload, frames: frames)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
