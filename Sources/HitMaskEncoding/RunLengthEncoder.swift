import HitMaskReader

/// Codec 1: alternating clear/solid run lengths over the row-major pixel stream, first run clear (maybe empty).
package enum RunLengthEncoder {
    package static func encode(_ bits: PackedBits) -> [UInt8] {
        var writer = ByteWriter()
        var runStart = 0
        var solid = false
        for index in 0..<bits.pixelCount where bits.isSolid(index: index) != solid {
            writer.writeVarint(index - runStart)
            runStart = index
            solid.toggle()
        }
        writer.writeVarint(bits.pixelCount - runStart)
        return writer.bytes
    }
}
