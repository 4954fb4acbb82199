import HitMaskReader

/// Codec 2: each pixel, in row-major order, range-coded with the adaptive probability of its ten-neighbour context.
package enum ContextCodedEncoder {
    package static func encode(_ bits: PackedBits) -> [UInt8] {
        var encoder = RangeEncoder()
        var probabilities = [UInt16](repeating: ContextModel.initialProbability, count: ContextModel.contextCount)
        var rows = ContextRows(width: bits.width)
        var index = 0
        probabilities.withUnsafeMutableBufferPointer { probabilities in
            for _ in 0..<bits.height {
                for x in 0..<bits.width {
                    let solid = bits.isSolid(index: index)
                    encoder.encode(solid: solid, probability: &probabilities[rows.context(at: x)])
                    if solid { rows.set(x, solid: true) }
                    index += 1
                }
                rows.advanceRow()
            }
        }
        return encoder.finish()
    }
}
