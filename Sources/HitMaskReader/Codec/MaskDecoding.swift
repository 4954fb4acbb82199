/// Decodes a MASK section's payload (after its codec byte) into packed bits.
/// Each decoder checks the claimed size against the data before allocating the mask.
enum MaskDecoding {
    static func decode(
        codec: MaskCodec, payload: HitMaskFileParser.Payload, width: Int, height: Int
    ) throws(HitMaskError) -> PackedBits {
        switch codec {
        case .runLength:
            try decodeRunLengths(payload, width: width, height: height)
        case .transitions:
            try decodeTransitions(payload, width: width, height: height)
        }
    }

    private static func decodeRunLengths(
        _ payload: HitMaskFileParser.Payload, width: Int, height: Int
    ) throws(HitMaskError) -> PackedBits {
        let total = width * height  // ≤ 2^30: the header was checked
        // First pass: the runs must add up to exactly width × height before anything is allocated.
        var reader = payload.reader(section: "MASK")
        var covered = 0
        while !reader.isAtEnd {
            let start = reader.offset
            let run = try reader.readVarint()
            guard UInt64(run) <= UInt64(total - covered) else {
                throw .corruptSection("MASK", at: start, "runs cover more than the \(total) pixels of the mask")
            }
            covered += Int(run)
        }
        guard covered == total else {
            throw .corruptSection("MASK", at: reader.offset, "runs cover \(covered) of the \(total) pixels of the mask")
        }
        var bits = PackedBits(width: width, height: height)
        reader = payload.reader(section: "MASK")
        var position = 0
        var solid = false
        while !reader.isAtEnd {
            let run = Int(try reader.readVarint())
            if solid { bits.setSolid(start: position, count: run) }
            position += run
            solid.toggle()
        }
        return bits
    }

    private static func decodeTransitions(
        _ payload: HitMaskFileParser.Payload, width: Int, height: Int
    ) throws(HitMaskError) -> PackedBits {
        // Every row takes at least one decision: check the height against the data before allocating.
        guard height <= TransitionModel.decisionBudget(dataBytes: payload.bytes.count) else {
            throw .corruptSection(
                "MASK", at: payload.fileOffset, "\(payload.bytes.count) coded bytes cannot hold \(height) rows")
        }
        var decoder = try TransitionDecoder(payload, width: width)
        var bits = PackedBits(width: width, height: height)
        try decoder.decode(into: &bits)
        return bits
    }
}
