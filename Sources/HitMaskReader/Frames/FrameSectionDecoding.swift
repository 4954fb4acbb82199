extension AtlasFrame {
    /// Decodes a FRAM payload (docs/FORMAT.md, "FRAM"): a count, then each frame's name, page rect, flags, trim
    /// offset, source size, optional pivot and rects. Every value is checked before it is used.
    static func decodeAll(
        _ payload: HitMaskFileParser.Payload, pageWidth: Int, pageHeight: Int
    ) throws(HitMaskError) -> [AtlasFrame] {
        var reader = payload.reader(section: "FRAM")
        let count = try reader.readVarint()
        // A frame takes at least 12 bytes: check the count against the data before reserving room.
        guard UInt64(count) <= UInt64(reader.remaining / 12) else {
            throw .corruptSection(
                "FRAM", at: payload.fileOffset, "\(count) frames cannot fit in \(reader.remaining) bytes")
        }
        var frames: [AtlasFrame] = []
        frames.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let start = reader.offset
            func corrupt(_ reason: String) -> HitMaskError {
                .corruptSection("FRAM", at: start, "frame \(index): \(reason)")
            }
            // Whatever field shows a problem, the error is at the frame's first byte (FORMAT.md "Error offsets").
            do throws(HitMaskError) {
                let nameLength = try reader.readVarint()
                guard nameLength >= 1, UInt64(nameLength) <= UInt64(reader.remaining) else {
                    throw corrupt("bad name length \(nameLength)")
                }
                // UTF-8 and unique names are writer promises (docs/FORMAT.md): bytes that are not UTF-8 read as U+FFFD.
                let name = String(decoding: try reader.readBytes(Int(nameLength)), as: UTF8.self)
                let x = UInt64(try reader.readVarint()), y = UInt64(try reader.readVarint())
                let w = UInt64(try reader.readVarint()), h = UInt64(try reader.readVarint())
                guard x + w <= UInt64(pageWidth), y + h <= UInt64(pageHeight) else {
                    throw corrupt("page rect (\(x), \(y), \(w)×\(h)) is outside the page")
                }
                let flags = try reader.readUInt8()
                guard flags & 0b1111_1000 == 0 else { throw corrupt("unknown flag bits \(flags)") }
                let trimX = Self.unzigzag(try reader.readVarint()), trimY = Self.unzigzag(try reader.readVarint())
                let sourceWidth = try reader.readVarint(), sourceHeight = try reader.readVarint()
                // Within the format's pixel limit, like the page itself: a frame's own mask must be possible to hold.
                guard sourceWidth >= 1, sourceHeight >= 1,
                    UInt64(sourceWidth) * UInt64(sourceHeight) <= UInt64(HitMaskFormat.maxPixelCount)
                else {
                    throw corrupt(
                        "source size \(sourceWidth)×\(sourceHeight) is empty or exceeds \(HitMaskFormat.maxPixelCount) pixels"
                    )
                }
                var pivot: (x: Double, y: Double)?
                if flags & 0b100 != 0 {
                    let px = Double(bitPattern: try reader.readUInt64()),
                        py = Double(bitPattern: try reader.readUInt64())
                    guard px.isFinite, py.isFinite else { throw corrupt("a pivot that is not finite") }
                    pivot = (px, py)
                }
                let rectCount = try reader.readVarint()
                guard UInt64(rectCount) <= UInt64(reader.remaining / 4) else {
                    throw corrupt("\(rectCount) rects cannot fit")
                }
                var rects: [PixelRect] = []
                rects.reserveCapacity(Int(rectCount))
                for _ in 0..<Int(rectCount) {
                    let rx = UInt64(try reader.readVarint()), ry = UInt64(try reader.readVarint())
                    let rw = UInt64(try reader.readVarint()), rh = UInt64(try reader.readVarint())
                    guard rw > 0, rh > 0, rx + rw <= UInt64(sourceWidth), ry + rh <= UInt64(sourceHeight) else {
                        throw corrupt("rect (\(rx), \(ry), \(rw)×\(rh)) is empty or outside the source size")
                    }
                    rects.append(PixelRect(x: Int(rx), y: Int(ry), width: Int(rw), height: Int(rh)))
                }
                frames.append(
                    AtlasFrame(
                        name: name, pageRect: PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h)),
                        rotation: Rotation(rawValue: flags & 0b11)!, trimX: trimX, trimY: trimY,
                        sourceWidth: Int(sourceWidth),
                        sourceHeight: Int(sourceHeight), pivot: pivot, rects: rects))
            } catch {
                throw error.placed(atRecord: start)
            }
        }
        guard reader.isAtEnd else {
            throw .corruptSection("FRAM", at: reader.offset, "\(reader.remaining) bytes follow the last frame")
        }
        return frames
    }

    /// ZigZag: 0, −1, 1, −2, … are 0, 1, 2, 3, … (so small negative numbers stay short varints).
    static func unzigzag(_ value: UInt32) -> Int { Int(Int32(bitPattern: (value >> 1) ^ (0 &- (value & 1)))) }
}
