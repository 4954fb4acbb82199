import HitMaskReader

/// Lays out a `.hitmask` file exactly as docs/FORMAT.md specifies: header, MASK, RECT, SRCH, the optional DIST and
/// FRAM, OUTL and FOUT, CRC-32.
package enum HitMaskWriter {
    package static func fileBytes(
        header: HitMaskHeader, codec: MaskCodec, maskPayload: [UInt8], rects: [PixelRect], source: SourceRecord,
        distancePayload: [UInt8]? = nil, frames: [AtlasFrame] = [],
        outlinePayload: [UInt8]? = nil, frameOutlinePayload: [UInt8]? = nil
    ) -> [UInt8] {
        var writer = ByteWriter()
        writer.write(HitMaskFormat.magic)
        writer.write(HitMaskFormat.version)
        writer.write(header.sourceHasAlpha ? HitMaskFormat.flagSourceHasAlpha : UInt8(0))
        writer.write(header.threshold)
        writer.write(header.rectMode.rawValue)
        writer.write(header.scale.bitPattern)
        writer.writeVarint(header.width)
        writer.writeVarint(header.height)
        writer.writeVarint(header.rectGrid)

        writeSection(HitMaskFormat.SectionID.mask, into: &writer) { section in
            section.write(codec.rawValue)
            section.write(maskPayload)
        }
        writeSection(HitMaskFormat.SectionID.rects, into: &writer) { section in
            section.writeVarint(rects.count)
            for rect in rects {
                section.writeVarint(rect.x)
                section.writeVarint(rect.y)
                section.writeVarint(rect.width)
                section.writeVarint(rect.height)
            }
        }
        writeSection(HitMaskFormat.SectionID.source, into: &writer) { section in
            section.write(source.digest)
            section.write(source.generatorRevision)
        }
        if let distancePayload {
            writeSection(HitMaskFormat.SectionID.distance, into: &writer) { section in section.write(distancePayload) }
        }
        if !frames.isEmpty {
            writeSection(HitMaskFormat.SectionID.frames, into: &writer) { section in
                section.write(FrameSectionEncoder.encode(frames))
            }
        }
        if let outlinePayload {
            writeSection(HitMaskFormat.SectionID.outlines, into: &writer) { section in section.write(outlinePayload) }
        }
        if let frameOutlinePayload {
            writeSection(HitMaskFormat.SectionID.frameOutlines, into: &writer) { section in
                section.write(frameOutlinePayload)
            }
        }
        writer.write(CRC32.checksum(writer.bytes))
        return writer.bytes
    }

    private static func writeSection(_ id: UInt8, into writer: inout ByteWriter, body: (inout ByteWriter) -> Void) {
        var section = ByteWriter()
        body(&section)
        writer.write(id)
        writer.writeVarint(section.bytes.count)
        writer.write(section.bytes)
    }
}

extension HitMaskWriter {
    /// A valid file's bytes with one section left out and the checksum made anew (the report page leaves out the
    /// distance field, which is many times the mask's size and which the page can work out where it needs it).
    /// nil when the bytes are not laid out as a valid file is.
    package static func removingSection(_ id: UInt8, from bytes: [UInt8]) -> [UInt8]? {
        let checksumOffset = bytes.count - 4
        // Magic, version, flags, threshold, rect mode and scale: 16 bytes; then width, height and rect grid.
        var offset = 16
        func skipVarint() -> Int? {
            var value = 0
            for shift in stride(from: 0, to: 35, by: 7) {
                guard offset < checksumOffset else { return nil }
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7f) << shift
                if byte & 0x80 == 0 { return value }
            }
            return nil
        }
        guard checksumOffset >= offset else { return nil }
        for _ in 0..<3 { guard skipVarint() != nil else { return nil } }
        var result = Array(bytes[..<offset])
        while offset < checksumOffset {
            let start = offset
            let sectionID = bytes[offset]
            offset += 1
            guard let length = skipVarint(), length <= checksumOffset - offset else { return nil }
            offset += length
            if sectionID != id { result += bytes[start..<offset] }
        }
        var checksum = ByteWriter()
        checksum.write(CRC32.checksum(result))
        return result + checksum.bytes
    }
}
