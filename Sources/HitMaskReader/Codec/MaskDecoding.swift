/// Decodes a MASK section's payload (after its codec byte) into packed bits, and the bounding box of the solid
/// pixels, which the decoders see go by. Each decoder checks the claimed size against the data before allocating.
enum MaskDecoding {
    static func decode(
        codec: MaskCodec, payload: HitMaskFileParser.Payload, width: Int, height: Int
    ) throws(HitMaskError) -> (bits: PackedBits, boundingBox: PixelRect?) {
        switch codec {
        case .runLength:
            try decodeRunLengths(payload, width: width, height: height)
        case .transitions:
            try decodeTransitions(payload, width: width, height: height)
        }
    }

    private static func decodeRunLengths(
        _ payload: HitMaskFileParser.Payload, width: Int, height: Int
    ) throws(HitMaskError) -> (bits: PackedBits, boundingBox: PixelRect?) {
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
        var bounds = BoundsTracker(width: width)
        while !reader.isAtEnd {
            let run = Int(try reader.readVarint())
            if solid && run > 0 {
                bits.setSolid(start: position, count: run)
                bounds.add(start: position, end: position + run)
            }
            position += run
            solid.toggle()
        }
        return (bits, bounds.rect)
    }

    private static func decodeTransitions(
        _ payload: HitMaskFileParser.Payload, width: Int, height: Int
    ) throws(HitMaskError) -> (bits: PackedBits, boundingBox: PixelRect?) {
        // Every row takes at least one decision: check the height against the data before allocating.
        guard height <= TransitionModel.decisionBudget(dataBytes: payload.bytes.count) else {
            throw .corruptSection(
                "MASK", at: payload.fileOffset, "\(payload.bytes.count) coded bytes cannot hold \(height) rows")
        }
        var decoder = try TransitionDecoder(payload, width: width)
        var bits = PackedBits(width: width, height: height)
        let boundingBox = try decoder.decode(into: &bits)
        return (bits, boundingBox)
    }
}

/// The bounding box of solid runs of the row-major pixel stream, as a decoder produces them.
struct BoundsTracker {
    let width: Int
    private var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1

    init(width: Int) { self.width = width }

    /// Pixels `start ..< end` (non-empty) are solid.
    @inline(__always)
    mutating func add(start: Int, end: Int) {
        let firstRow = start / width, lastRow = (end - 1) / width
        if firstRow == lastRow {
            minX = min(minX, start - firstRow * width)
            maxX = max(maxX, end - 1 - lastRow * width)
        } else {
            // The run wraps: it reaches the right edge of its first row and the left edge of its last.
            minX = 0
            maxX = width - 1
        }
        minY = min(minY, firstRow)
        maxY = max(maxY, lastRow)
    }

    var rect: PixelRect? {
        maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
