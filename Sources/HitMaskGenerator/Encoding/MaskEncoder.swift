@_spi(HitMaskCodec) import HitMask

/// Codes a mask with every codec and keeps the smallest (the lower codec id on a tie), so output is deterministic.
enum MaskEncoder {
    static func encode(_ bits: PackedBits) -> (codec: MaskCodec, payload: [UInt8]) {
        let candidates: [(MaskCodec, [UInt8])] = [
            (.runLength, RunLengthEncoder.encode(bits)),
            (.contextCoded, ContextCodedEncoder.encode(bits)),
        ]
        return candidates.min { $0.1.count < $1.1.count || ($0.1.count == $1.1.count && $0.0.rawValue < $1.0.rawValue) }!
    }
}
