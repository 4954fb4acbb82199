import HitMaskReader

/// Writes a page's frames as the FRAM section (docs/FORMAT.md, "FRAM"), in the order given.
package enum FrameSectionEncoder {
    package static func encode(_ frames: [AtlasFrame]) -> [UInt8] {
        var writer = ByteWriter()
        writer.writeVarint(frames.count)
        for frame in frames {
            let name = Array(frame.name.utf8)
            writer.writeVarint(name.count)
            writer.write(name)
            for value in [frame.pageRect.x, frame.pageRect.y, frame.pageRect.width, frame.pageRect.height] {
                writer.writeVarint(value)
            }
            writer.write(frame.rotation.rawValue | (frame.pivot == nil ? 0 : 0b100))
            writer.writeVarint(Int(zigzag(frame.trimX)))
            writer.writeVarint(Int(zigzag(frame.trimY)))
            writer.writeVarint(frame.sourceWidth)
            writer.writeVarint(frame.sourceHeight)
            if let pivot = frame.pivot {
                writer.write(pivot.x.bitPattern)
                writer.write(pivot.y.bitPattern)
            }
            writer.writeVarint(frame.rects.count)
            for rect in frame.rects {
                for value in [rect.x, rect.y, rect.width, rect.height] { writer.writeVarint(value) }
            }
        }
        return writer.bytes
    }

    /// ZigZag: 0, −1, 1, −2, … become 0, 1, 2, 3, …
    static func zigzag(_ value: Int) -> UInt32 {
        let narrow = Int32(clamping: value)
        return UInt32(bitPattern: (narrow << 1) ^ (narrow >> 31))
    }
}
