/// Validates a whole `.hitmask` file and decodes it, in the order docs/FORMAT.md lists the reader's checks.
///
/// Every size and offset is checked before it is used, in arithmetic that cannot overflow whatever the bytes
/// say (fields are compared as 64-bit values before they become `Int`, which is 32 bits on some platforms).
enum HitMaskFileParser {
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> HitMask {
        let container = try readContainer(bytes)
        let header = container.header
        // Everything but the pixels first (docs/FORMAT.md, "Reader checks"), so that opening a file and decoding
        // its pixels are two steps a reader can take apart, with the same errors in the same order.
        let codec = try maskCodec(container.mask)
        let rects = try decodeRects(container.rects, width: header.width, height: header.height)
        let source = try container.source.map { (payload) throws(HitMaskError) in try decodeSource(payload) }
        let decodedFrames = try container.frames.map { (payload) throws(HitMaskError) in
            try AtlasFrame.decodeAll(payload, pageWidth: header.width, pageHeight: header.height)
        }
        var frames = decodedFrames ?? []
        let (bits, boundingBox) = try MaskDecoding.decode(
            codec: codec, payload: codedPixels(container.mask), width: header.width, height: header.height)
        // The optional distance field last: like the pixels, it is data to decode rather than metadata to check.
        let distanceField = try container.distance.map { (payload) throws(HitMaskError) in
            var field = try DistanceField.decode(payload, width: header.width, height: header.height)
            field.zeroSolidPixels(of: bits)
            return field
        }
        // Outlines after the field (docs/FORMAT.md, "Reader checks", steps 11 and 12): a reader with no use for them
        // may skip the sections, and every reader then agrees on the earlier steps.
        let outlines = try container.outlines.map { (payload) throws(HitMaskError) in
            try SolidOutline.decodeAll(payload, width: header.width, height: header.height)
        }
        if let payload = container.frameOutlines {
            let decoded = try SolidOutline.decodeFrames(payload, frames: decodedFrames)
            frames = zip(frames, decoded.outlines).map { $0.with(outlines: $1, settings: decoded.settings) }
        }
        return HitMask(
            header: header, codec: codec, maskByteCount: container.mask.bytes.count, bits: bits,
            boundingBox: boundingBox, rects: rects, source: source, distanceField: distanceField,
            distanceByteCount: container.distance?.bytes.count ?? 0, frames: frames,
            outlineSettings: outlines?.settings, outlines: outlines?.outlines ?? [],
            outlineByteCount: container.outlines?.bytes.count ?? 0)
    }

    /// Everything but the pixels: checks magic, version, checksum, header, section layout, the MASK codec, the
    /// rects and the source record, and decodes the source record.
    static func parseMetadata(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> HitMaskMetadata {
        let container = try readContainer(bytes)
        _ = try maskCodec(container.mask)
        _ = try decodeRects(container.rects, width: container.header.width, height: container.header.height)
        let source = try container.source.map { (payload) throws(HitMaskError) in try decodeSource(payload) }
        let frames = try container.frames.map { (payload) throws(HitMaskError) in
            try AtlasFrame.decodeAll(payload, pageWidth: container.header.width, pageHeight: container.header.height)
        }
        let outlineSettings = try container.outlines.map { (payload) throws(HitMaskError) in
            try SolidOutline.decodeAll(payload, width: container.header.width, height: container.header.height).settings
        }
        if let payload = container.frameOutlines { _ = try SolidOutline.decodeFrames(payload, frames: frames) }
        return HitMaskMetadata(
            header: container.header, source: source, maskByteCount: container.mask.bytes.count,
            hasDistanceField: container.distance != nil, frameCount: frames?.count ?? 0,
            outlineSettings: outlineSettings)
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
        let source: Payload?
        let distance: Payload?
        let frames: Payload?
        let outlines: Payload?
        let frameOutlines: Payload?
    }

    private static func readContainer(_ bytes: UnsafeRawBufferPointer) throws(HitMaskError) -> Container {
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
        let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<checksumOffset]))
        guard stored == computed else {
            throw HitMaskError(
                .checksumMismatch, offset: checksumOffset,
                reason: "stored \(hex(stored)), computed \(hex(computed)): the file is damaged or cut short")
        }

        let body = UnsafeRawBufferPointer(rebasing: bytes[0..<checksumOffset])
        var reader = ByteReader(body, section: "header", errorKind: .corruptHeader)
        _ = try reader.readBytes(magic.count + 1)
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

        let sectionsStart = reader.offset
        let sectionBytes = UnsafeRawBufferPointer(rebasing: body[sectionsStart...])
        let sections = try readSections(sectionBytes, fileOffset: sectionsStart)
        // Missing is found where the sections end: at the checksum.
        guard let mask = sections.mask else {
            throw .corruptSection("MASK", at: checksumOffset, "the required section is missing")
        }
        guard let rects = sections.rects else {
            throw .corruptSection("RECT", at: checksumOffset, "the required section is missing")
        }
        return Container(
            header: header, mask: mask, rects: rects, source: sections.source, distance: sections.distance,
            frames: sections.frames, outlines: sections.outlines, frameOutlines: sections.frameOutlines)
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

    /// The MASK payload after its codec byte.
    private static func codedPixels(_ payload: Payload) -> Payload {
        Payload(bytes: UnsafeRawBufferPointer(rebasing: payload.bytes[1...]), fileOffset: payload.fileOffset + 1)
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

    private static func decodeSource(_ payload: Payload) throws(HitMaskError) -> SourceRecord {
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

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
