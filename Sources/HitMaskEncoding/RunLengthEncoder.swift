import HitMaskReader

/// Codec 1: alternating clear/solid run lengths over the row-major pixel stream, first run clear (maybe empty).
package enum RunLengthEncoder {
    package static func encode(_ bits: PackedBits) -> [UInt8] {
        var writer = ByteWriter()
        var runStart = 0
        var solid = false
        while runStart < bits.pixelCount {
            let runEnd = bits.nextChange(from: runStart, before: bits.pixelCount, solid: solid)
            writer.writeVarint(runEnd - runStart)
            runStart = runEnd
            solid.toggle()
        }
        return writer.bytes
    }
}
