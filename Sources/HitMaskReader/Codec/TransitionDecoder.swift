/// Decodes codec 3: each row's changes against the row above (docs/FORMAT.md, "Codec 3"). The work is per change,
/// not per pixel: a row's solid runs are set in the packed bits a byte at a time.
struct TransitionDecoder {
    private var coder: RangeDecoder
    /// The adaptive contexts, owned by `decode(into:)` while it runs.
    private var models = UnsafeMutablePointer<BitModel>(bitPattern: 0x10)!
    private let width: Int
    private var decisionsLeft: Int

    init(_ payload: HitMaskFileParser.Payload, width: Int) throws(HitMaskError) {
        coder = try RangeDecoder(payload)
        self.width = width
        decisionsLeft = TransitionModel.decisionBudget(dataBytes: payload.bytes.count)
    }

    mutating func decode(into bits: inout PackedBits) throws(HitMaskError) {
        models = .allocate(capacity: TransitionModel.modelCount)
        models.initialize(repeating: BitModel(), count: TransitionModel.modelCount)
        defer { models.deallocate() }
        var above = ChangeRow(width: width)
        var row = ChangeRow(width: width)
        let rates = BitModel.rates
        try rates.withUnsafeBufferPointer { (rates) throws(HitMaskError) in
            for y in 0..<bits.height {
                row.reset()
                try above.positions.withUnsafeBufferPointer { (positions) throws(HitMaskError) in
                    try above.categories.withUnsafeBufferPointer { (categories) throws(HitMaskError) in
                        try decodeRow(&row, abovePositions: positions, aboveCategories: categories, rates: rates)
                    }
                }
                row.seal(width: width)
                let rowStart = y * width
                var index = 0
                while index < row.count {
                    let start = Int(row.positions[index]), end = Int(row.positions[index + 1])
                    bits.setSolid(start: rowStart + start, count: end - start)
                    index += 2
                }
                swap(&row, &above)
            }
        }
        guard coder.consumedAll else {
            throw .corruptSection("MASK", at: coder.offset, "coded data continues past the last row")
        }
    }

    private mutating func decodeRow(
        _ row: inout ChangeRow, abovePositions: UnsafeBufferPointer<Int32>, aboveCategories: UnsafeBufferPointer<UInt8>,
        rates: UnsafeBufferPointer<UInt32>
    ) throws(HitMaskError) {
        let w = width
        var a0 = -1
        var color = 0
        var j = 0
        while a0 < w {
            // b1: the first change above, right of a0, to the colour opposite the current one (even changes
            // turn solid); b2: the change after it.
            while j > 0 && Int(abovePositions[j - 1]) > a0 { j -= 1 }
            while Int(abovePositions[j]) <= a0 || j & 1 != color { j += 1 }
            let b1 = Int(abovePositions[j]), b2 = Int(abovePositions[j + 1])
            let context = TransitionModel.modeContext(above: aboveCategories[j], a0: a0, b1: b1, b2: b2, color: color)

            if try decide(TransitionModel.isV0 + context, rates) {
                try vertical(b1, category: TransitionModel.category(vertical: 0), &a0, &color, &row)
            } else if try decide(TransitionModel.isPass + context, rates) {
                guard b2 < w else { throw corrupt("a pass beyond the row's end") }
                a0 = b2
            } else if try decide(TransitionModel.isHorizontal + context, rates) {
                let start = max(a0, 0)
                let first = try run(color: color, second: false, predicted: b1 - start, rates)
                guard first <= w - start, a0 < 0 || first > 0 else { throw corrupt("a run leaves the row") }
                let a1 = start + first
                let second = try run(color: color ^ 1, second: true, predicted: b2 - b1, rates)
                guard second <= w - a1, second > 0 || a1 == w else { throw corrupt("a run leaves the row") }
                let a2 = a1 + second
                if a1 < w { row.append(a1, category: TransitionModel.horizontalCategory) }
                if a2 < w { row.append(a2, category: TransitionModel.horizontalCategory) }
                a0 = a2
            } else {
                let negative = try decide(TransitionModel.isNegative + context, rates)
                let signed = context * 2 + (negative ? 1 : 0)
                var magnitude = 1
                if try !decide(TransitionModel.isMagnitude1 + signed, rates) {
                    magnitude = try decide(TransitionModel.isMagnitude2 + signed, rates) ? 2 : 3
                }
                let offset = negative ? -magnitude : magnitude
                try vertical(b1 + offset, category: TransitionModel.category(vertical: offset), &a0, &color, &row)
            }
        }
    }

    @inline(__always)
    private func vertical(
        _ a1: Int, category: UInt8, _ a0: inout Int, _ color: inout Int, _ row: inout ChangeRow
    ) throws(HitMaskError) {
        guard a1 > a0, a1 <= width else { throw corrupt("a change outside the row or out of order") }
        if a1 < width { row.append(a1, category: category) }
        a0 = a1
        color ^= 1
    }

    /// A run length: its bit length in unary, the bit below the leading one modelled, the rest even.
    private mutating func run(color: Int, second: Bool, predicted: Int, _ rates: UnsafeBufferPointer<UInt32>) throws(HitMaskError) -> Int {
        let which = TransitionModel.runContext(color: color, second: second, predicted: predicted)
        var length = 1
        while length < TransitionModel.maxRunBits, try decide(TransitionModel.runLength + which + length - 1, rates) {
            length += 1
        }
        guard length > 1 else { return 0 }
        var value = 2 | (try decide(TransitionModel.runTopBit + which + length - 1, rates) ? 1 : 0)
        for _ in 0..<max(0, length - 2) {
            try countDecision()
            value = value << 1 | (try coder.decodeEven() ? 1 : 0)
        }
        return value - 1
    }

    @inline(__always)
    private mutating func decide(_ index: Int, _ rates: UnsafeBufferPointer<UInt32>) throws(HitMaskError) -> Bool {
        try countDecision()
        return try coder.decode(&models[index], rates: rates)
    }

    @inline(__always)
    private mutating func countDecision() throws(HitMaskError) {
        decisionsLeft -= 1
        guard decisionsLeft >= 0 else { throw corrupt("more decisions than the coded bytes can hold") }
    }

    private func corrupt(_ reason: String) -> HitMaskError {
        .corruptSection("MASK", at: coder.offset, reason)
    }
}
