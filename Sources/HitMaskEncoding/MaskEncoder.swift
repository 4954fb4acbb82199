import HitMaskReader

/// Codes a mask with the codec that makes it smallest (the lower codec id on a tie), so output is deterministic.
package enum MaskEncoder {
    package static func encode(_ bits: PackedBits) -> (codec: MaskCodec, payload: [UInt8]) {
        choose(bits, transitions: TransitionEncoder.encodeCountingRuns(bits))
    }

    /// The coded mask and its shape rects, from one scan of the rows for their changes.
    package static func encodeWithRects(_ bits: PackedBits, grid: Int, mode: FitMode) -> (
        codec: MaskCodec, payload: [UInt8], rects: [PixelRect]
    ) {
        let session = TransitionEncoder.Session(width: bits.width)
        var tally = ShapeRectBuilder.CellTally(width: bits.width, height: bits.height, grid: grid)
        bits.forEachRowChanges { y, changes in
            tally.add(row: y, changes: changes)
            session.add(row: &changes)
        }
        let (codec, payload) = choose(bits, transitions: session.finish())
        return (codec, payload, tally.rects(mode: mode))
    }

    private static func choose(_ bits: PackedBits, transitions: (payload: [UInt8], runLengthRuns: Int)) -> (
        codec: MaskCodec, payload: [UInt8]
    ) {
        // Codec 1 takes at least a byte a run: when that alone is more than codec 3 took, it cannot win.
        guard transitions.runLengthRuns <= transitions.payload.count else { return (.transitions, transitions.payload) }
        let runLengths = RunLengthEncoder.encode(bits)
        return runLengths.count <= transitions.payload.count
            ? (.runLength, runLengths) : (.transitions, transitions.payload)
    }

    /// One codec's payload, for benchmarks that compare codecs.
    package static func payload(_ bits: PackedBits, codec: MaskCodec) -> [UInt8] {
        switch codec {
        case .runLength: RunLengthEncoder.encode(bits)
        case .transitions: TransitionEncoder.encode(bits)
        }
    }
}
