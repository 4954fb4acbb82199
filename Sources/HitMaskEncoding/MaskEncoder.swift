import HitMaskReader

/// Codes a mask with every codec and keeps the smallest (the lower codec id on a tie), so output is deterministic.
package enum MaskEncoder {
    package static func encode(_ bits: PackedBits) -> (codec: MaskCodec, payload: [UInt8]) {
        let candidates = MaskCodec.allCases.map { (codec: $0, payload: payload(bits, codec: $0)) }
        return candidates.min {
            ($0.payload.count, $0.codec.rawValue) < ($1.payload.count, $1.codec.rawValue)
        }!
    }

    /// One codec's payload, for benchmarks that compare codecs.
    package static func payload(_ bits: PackedBits, codec: MaskCodec) -> [UInt8] {
        switch codec {
        case .runLength: RunLengthEncoder.encode(bits)
        case .transitions: TransitionEncoder.encode(bits)
        }
    }
}
