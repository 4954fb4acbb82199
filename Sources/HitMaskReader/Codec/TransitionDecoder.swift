/// Decodes codec 3: each row's changes against the row above (docs/FORMAT.md, "Codec 3"). The work is per change,
/// not per pixel: a row's solid runs are set in the packed bits a byte at a time.
struct TransitionDecoder {
    private var coder: RangeDecoder
    private let width: Int
    /// Decisions the coded bytes can account for (docs/FORMAT.md, "Ending and limits"); checked once a row, so
    /// a crafted file costs at most this plus one row's decisions.
    private let decisionBudget: Int

    init(_ payload: HitMaskFileParser.Payload, width: Int) throws(HitMaskError) {
        coder = try RangeDecoder(payload)
        self.width = width
        decisionBudget = TransitionModel.decisionBudget(dataBytes: payload.bytes.count)
    }

    /// Decodes every row into `bits` (all clear before); returns the bounding box of the solid pixels.
    mutating func decode(into bits: inout PackedBits) throws(HitMaskError) -> PixelRect? {
        var models = TransitionModels()
        var above = ChangeRow(), row = ChangeRow()
        defer {
            models.deallocate()
            above.deallocate()
            row.deallocate()
        }
        above.seal(width: width)
        let height = bits.height
        var bounds = BoundsTracker(width: width)
        try BitModel.rates.withUnsafeBufferPointer { (rates) throws(HitMaskError) in
            try bits.withUnsafeMutableBytes { (bytes) throws(HitMaskError) in
                for y in 0..<height {
                    row.count = 0
                    try decodeRow(&row, above: above, models: &models, rates: rates)
                    guard !coder.overran else { throw corrupt("coded data ends before the last pixel") }
                    guard coder.decisions <= decisionBudget else {
                        throw corrupt("more decisions than the coded bytes can hold")
                    }
                    row.seal(width: width)
                    let rowStart = y * width
                    var index = 0
                    while index < row.count {
                        let start = Int(row.positions[index]), end = Int(row.positions[index + 1])
                        PackedBits.setSolid(bytes, start: rowStart + start, count: end - start)
                        index += 2
                    }
                    if row.count > 0 {
                        // The row's solid pixels run from its first change to its last solid run's end.
                        let last = row.count & 1 == 1 ? width : Int(row.positions[row.count - 1])
                        bounds.add(start: rowStart + Int(row.positions[0]), end: rowStart + last)
                    }
                    swap(&row, &above)
                }
            }
        }
        guard coder.consumedAll else {
            throw .corruptSection("MASK", at: coder.offset, "coded data continues past the last row")
        }
        return bounds.rect
    }

    private mutating func decodeRow(
        _ row: inout ChangeRow, above: ChangeRow, models: inout TransitionModels, rates: UnsafeBufferPointer<UInt32>
    ) throws(HitMaskError) {
        let w = width
        let model = models.pointer
        var a0 = -1
        var color = 0
        var j = 0
        while a0 < w {
            // b1: the first change above, right of a0, to the colour opposite the current one (even changes
            // turn solid); b2: the change after it.
            while j > 0 && Int(above.positions[j - 1]) > a0 { j -= 1 }
            while Int(above.positions[j]) <= a0 || j & 1 != color { j += 1 }
            let b1 = Int(above.positions[j]), b2 = Int(above.positions[j + 1])
            let context = TransitionModel.modeContext(above: above.categories[j], a0: a0, b1: b1, b2: b2, color: color)

            if decide(model + TransitionModel.isV0 + context, rates) {
                try vertical(b1, offset: 0, &a0, &color, &row)
            } else if decide(model + TransitionModel.isPass + context, rates) {
                guard b2 < w else { throw corrupt("a pass beyond the row's end") }
                a0 = b2
            } else if decide(model + TransitionModel.isHorizontal + context, rates) {
                let start = max(a0, 0)
                let first = try run(color: color, second: false, predicted: b1 - start, &models, rates)
                guard first <= w - start, a0 < 0 || first > 0 else { throw corrupt("a run leaves the row") }
                let a1 = start + first
                let second = try run(color: color ^ 1, second: true, predicted: b2 - b1, &models, rates)
                guard second <= w - a1, second > 0 || a1 == w else { throw corrupt("a run leaves the row") }
                let a2 = a1 + second
                if a1 < w { row.append(a1, category: TransitionModel.horizontalCategory) }
                if a2 < w { row.append(a2, category: TransitionModel.horizontalCategory) }
                a0 = a2
            } else {
                let negative = decide(model + TransitionModel.isNegative + context, rates)
                let signed = context * 2 + (negative ? 1 : 0)
                var magnitude = 1
                if !decide(model + TransitionModel.isMagnitude1 + signed, rates) {
                    magnitude = decide(model + TransitionModel.isMagnitude2 + signed, rates) ? 2 : 3
                }
                try vertical(b1, offset: negative ? -magnitude : magnitude, &a0, &color, &row)
            }
        }
    }

    @inline(__always)
    private func vertical(_ b1: Int, offset: Int, _ a0: inout Int, _ color: inout Int, _ row: inout ChangeRow)
        throws(HitMaskError)
    {
        let a1 = b1 + offset
        guard a1 > a0, a1 <= width else { throw corrupt("a change outside the row or out of order") }
        if a1 < width { row.append(a1, category: TransitionModel.category(vertical: offset)) }
        a0 = a1
        color ^= 1
    }

    /// A run length: its bit length in unary, the bit below the leading one modelled, the rest even.
    private mutating func run(
        color: Int, second: Bool, predicted: Int, _ models: inout TransitionModels,
        _ rates: UnsafeBufferPointer<UInt32>
    ) throws(HitMaskError) -> Int {
        let context = TransitionModel.runContext(color: color, second: second, predicted: predicted)
        models.startRun(base: context)
        let base = models.pointer + context
        var length = 1
        while length < TransitionModel.maxRunBits, decide(base + TransitionModel.runLength + length - 1, rates) {
            length += 1
        }
        guard length > 1 else { return 0 }
        var value = 2 | (decide(base + TransitionModel.runTopBit + length - 1, rates) ? 1 : 0)
        for _ in 0..<length - 2 {
            value = value << 1 | (coder.decodeEven() ? 1 : 0)
        }
        return value - 1
    }

    @inline(__always)
    private mutating func decide(_ model: UnsafeMutablePointer<BitModel>, _ rates: UnsafeBufferPointer<UInt32>) -> Bool
    {
        coder.decode(&model.pointee, rates: rates)
    }

    private func corrupt(_ reason: String) -> HitMaskError {
        .corruptSection("MASK", at: coder.offset, reason)
    }
}
