extension DistanceField {
    /// Decodes a DIST payload: byte runs over the field's values in row order (docs/FORMAT.md, "DIST"). Each
    /// token is a varint t: (t >> 1) + 1 values follow as literal bytes when t is even, or as one byte repeated
    /// when t is odd. The tokens must give exactly one value per pixel of the padded field.
    static func decode(
        _ payload: HitMaskFileParser.Payload, width: Int, height: Int
    ) throws(HitMaskError) -> DistanceField {
        let count = valueCount(width: width, height: height)
        guard count <= maxValueCount else {
            throw .corruptSection(
                "DIST", at: payload.fileOffset,
                "a field of \(count) values exceeds \(maxValueCount): the mask is too large for one")
        }
        var reader = payload.reader(section: "DIST")
        var values = [UInt8](repeating: 0, count: count)
        var filled = 0
        try values.withUnsafeMutableBufferPointer { (values) throws(HitMaskError) in
            while filled < count {
                let start = reader.offset
                let token = try reader.readVarint()
                let length = Int(token >> 1) + 1
                guard length <= count - filled else {
                    throw .corruptSection(
                        "DIST", at: start, "a run of \(length) values passes the field's end (\(count - filled) left)")
                }
                do throws(HitMaskError) {
                    if token & 1 == 0 {
                        let literal = try reader.readBytes(length)
                        UnsafeMutableRawBufferPointer(start: values.baseAddress! + filled, count: length).copyMemory(
                            from: literal)
                    } else {
                        let value = try reader.readUInt8()
                        values.baseAddress!.advanced(by: filled).update(repeating: value, count: length)
                    }
                } catch {
                    // A token cut short is found at its first byte (FORMAT.md "Error offsets").
                    throw error.placed(atRecord: start)
                }
                filled += length
            }
        }
        guard reader.isAtEnd else {
            throw .corruptSection("DIST", at: reader.offset, "\(reader.remaining) bytes follow the field's last value")
        }
        return DistanceField(width: width, height: height, values: values)
    }

    /// Sets the value of every solid pixel of `bits` to 0, whatever the file said (docs/FORMAT.md: values at solid
    /// pixels are read as 0), so that a field lookup alone answers a tolerance query: a real hit is always within
    /// any tolerance. Costs a memset per run of solid pixels.
    mutating func zeroSolidPixels(of bits: PackedBits) {
        let paddedWidth = self.paddedWidth, margin = Self.margin
        values.withUnsafeMutableBufferPointer { values in
            for y in 0..<bits.height {
                let rowStart = y * bits.width, rowEnd = rowStart + bits.width
                var x = rowStart
                while x < rowEnd {
                    let start = bits.nextChange(from: x, before: rowEnd, solid: false)
                    guard start < rowEnd else { break }
                    let end = bits.nextChange(from: start, before: rowEnd, solid: true)
                    let fieldStart = (y + margin) * paddedWidth + margin + (start - rowStart)
                    values.baseAddress!.advanced(by: fieldStart).update(repeating: 0, count: end - start)
                    x = end
                }
            }
        }
    }
}
