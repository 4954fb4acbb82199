import HitMaskReader

/// Codes a mask with the codec that makes it smallest (the lower codec id on a tie), so output is deterministic.
package enum MaskEncoder {
    package static func encode(_ bits: PackedBits) -> (codec: MaskCodec, payload: [UInt8]) {
        let (transitions, runs) = TransitionEncoder.encodeCountingRuns(bits)
        // Codec 1 takes at least a byte a run: when that alone is more than codec 3 took, it cannot win.
        guard runs <= transitions.count else { return (.transitions, transitions) }
        let runLengths = RunLengthEncoder.encode(bits)
        return runLengths.count <= transitions.count ? (.runLength, runLengths) : (.transitions, transitions)
    }

    /// One codec's payload, for benchmarks that compare codecs.
    package static func payload(_ bits: PackedBits, codec: MaskCodec) -> [UInt8] {
        switch codec {
        case .runLength: RunLengthEncoder.encode(bits)
        case .transitions: TransitionEncoder.encode(bits)
        }
    }
}
