import HitMaskReader

/// Lays out a `.hitmask` file exactly as docs/FORMAT.md specifies: header, MASK, RECT, SRCH, CRC-32.
package enum HitMaskWriter {
    package static func fileBytes(
        header: HitMaskHeader, codec: MaskCodec, maskPayload: [UInt8], rects: [PixelRect], source: SourceRecord
    ) -> [UInt8] {
        var writer = ByteWriter()
        writer.write(HitMaskFormat.magic)
        writer.write(HitMaskFormat.version)
        writer.write(header.sourceHasAlpha ? HitMaskFormat.flagSourceHasAlpha : UInt16(0))
        writer.write(UInt32(header.width))
        writer.write(UInt32(header.height))
        writer.write(header.scale.bitPattern)
        writer.write(header.threshold)
        writer.write(header.rectMode.rawValue)
        writer.write(UInt16(header.rectGrid))
        let lengthOffset = writer.bytes.count
        writer.write(UInt32(0))  // file length, patched below
        assert(writer.bytes.count == HitMaskFormat.headerSize)

        writeSection(HitMaskFormat.SectionTag.mask, into: &writer) { section in
            section.write(codec.rawValue)
            section.write(maskPayload)
        }
        writeSection(HitMaskFormat.SectionTag.rects, into: &writer) { section in
            section.writeVarint(rects.count)
            for rect in rects {
                section.writeVarint(rect.x)
                section.writeVarint(rect.y)
                section.writeVarint(rect.width)
                section.writeVarint(rect.height)
            }
        }
        writeSection(HitMaskFormat.SectionTag.source, into: &writer) { section in
            section.write(source.digestAlgorithm.rawValue)
            section.write(source.digest)
            section.write(source.byteCount)
            section.write(source.generatorRevision)
        }
        writer.patch(UInt32(writer.bytes.count + HitMaskFormat.checksumSize), at: lengthOffset)
        writer.write(CRC32.checksum(writer.bytes))
        return writer.bytes
    }

    private static func writeSection(_ tag: [UInt8], into writer: inout ByteWriter, body: (inout ByteWriter) -> Void) {
        var section = ByteWriter()
        body(&section)
        writer.write(tag)
        writer.write(UInt32(section.bytes.count))
        writer.write(section.bytes)
    }
}
