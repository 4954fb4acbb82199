import HitMaskReader

/// Codec 3: each row's changes coded against the row above, the mirror of the reader's `TransitionDecoder`.
package enum TransitionEncoder {
    package static func encode(_ bits: PackedBits) -> [UInt8] {
        encodeCountingRuns(bits).payload
    }

    /// The payload, and the number of runs codec 1 would code the same mask with (each takes at least a byte),
    /// counted from the changes on the way.
    package static func encodeCountingRuns(_ bits: PackedBits) -> (payload: [UInt8], runLengthRuns: Int) {
        let session = Session(width: bits.width)
        bits.forEachRowChanges { _, changes in session.add(row: &changes) }
        return session.finish()
    }

    /// A mask coded as its rows come, so that a caller scanning the rows for other work too (the shape rects)
    /// finds each row's changes once.
    package final class Session {
        // The session is only ever used by one caller at a time, row after row: the runtime's exclusivity checks
        // on its mutable properties would cost four calls a row.
        @exclusivity(unchecked) private var state: State
        @exclusivity(unchecked) private var above = ChangeRow()
        @exclusivity(unchecked) private var row = ChangeRow()
        private let width: Int
        // Codec 1 codes the row-major stream starting clear: a run ends wherever a pixel differs from the one
        // before it in the stream, which at x = 0 is the last pixel of the row above.
        @exclusivity(unchecked) private var streamChanges = 0
        @exclusivity(unchecked) private var aboveEndsSolid = false

        package init(width: Int) {
            self.width = width
            state = State(width: width)
            above.seal(width: width)
        }

        deinit {
            state.models.deallocate()
            above.deallocate()
            row.deallocate()
        }

        /// Codes the next row, given its changes (`PackedBits.appendChanges(ofRow:to:)`); appends two copies of
        /// the width to them.
        package func add(row changes: inout [Int]) {
            let startsSolid = changes.first == 0
            streamChanges += changes.count - (startsSolid ? 1 : 0) + (startsSolid != aboveEndsSolid ? 1 : 0)
            aboveEndsSolid = changes.count & 1 == 1
            changes.append(width)
            changes.append(width)
            row.count = 0
            BitModel.rates.withUnsafeBufferPointer { state.encodeRow(changes, into: &row, above: above, rates: $0) }
            row.seal(width: width)
            swap(&row, &above)
        }

        /// The payload, and the number of runs codec 1 would take; call once, after the last row.
        package func finish() -> (payload: [UInt8], runLengthRuns: Int) {
            (state.coder.finish(), streamChanges + 1)
        }
    }

    private struct State {
        var coder = RangeEncoder()
        /// Owned by the session, which deallocates them: a pointer, so a decision costs no array uniqueness check.
        var models = TransitionModels()
        let width: Int

        init(width: Int) { self.width = width }

        /// `changes` ends with two copies of the width.
        mutating func encodeRow(
            _ changes: [Int], into row: inout ChangeRow, above: ChangeRow, rates: UnsafeBufferPointer<UInt32>
        ) {
            let w = width
            var a0 = -1
            var color = 0
            var i = 0  // changes[i] = a1, the next change to code
            var j = 0
            while a0 < w {
                while j > 0 && Int(above.positions[j - 1]) > a0 { j -= 1 }
                while Int(above.positions[j]) <= a0 || j & 1 != color { j += 1 }
                let b1 = Int(above.positions[j]), b2 = Int(above.positions[j + 1])
                let context = TransitionModel.modeContext(
                    above: above.categories[j], a0: a0, b1: b1, b2: b2, color: color)
                let a1 = changes[i]
                let offset = a1 - b1

                if offset == 0 {
                    code(true, TransitionModel.isV0 + context, rates)
                    vertical(a1, offset, &a0, &color, &i, &row)
                    continue
                }
                code(false, TransitionModel.isV0 + context, rates)
                if b2 < a1 {
                    code(true, TransitionModel.isPass + context, rates)
                    a0 = b2
                    continue
                }
                code(false, TransitionModel.isPass + context, rates)
                if abs(offset) > TransitionModel.maxVerticalOffset {
                    code(true, TransitionModel.isHorizontal + context, rates)
                    let a2 = changes[i + 1]
                    run(a1 - max(a0, 0), color: color, second: false, predicted: b1 - max(a0, 0), rates)
                    run(a2 - a1, color: color ^ 1, second: true, predicted: b2 - b1, rates)
                    if a1 < w { row.append(a1, category: TransitionModel.horizontalCategory) }
                    if a2 < w { row.append(a2, category: TransitionModel.horizontalCategory) }
                    a0 = a2
                    i += 2
                    continue
                }
                code(false, TransitionModel.isHorizontal + context, rates)
                let negative = offset < 0
                code(negative, TransitionModel.isNegative + context, rates)
                let signed = context * 2 + (negative ? 1 : 0)
                let magnitude = abs(offset)
                code(magnitude == 1, TransitionModel.isMagnitude1 + signed, rates)
                if magnitude > 1 { code(magnitude == 2, TransitionModel.isMagnitude2 + signed, rates) }
                vertical(a1, offset, &a0, &color, &i, &row)
            }
        }

        @inline(__always)
        private func vertical(
            _ a1: Int, _ offset: Int, _ a0: inout Int, _ color: inout Int, _ i: inout Int, _ row: inout ChangeRow
        ) {
            if a1 < width { row.append(a1, category: TransitionModel.category(vertical: offset)) }
            a0 = a1
            color ^= 1
            i += 1
        }

        private mutating func run(
            _ length: Int, color: Int, second: Bool, predicted: Int, _ rates: UnsafeBufferPointer<UInt32>
        ) {
            let which = TransitionModel.runContext(color: color, second: second, predicted: predicted)
            models.startRun(base: which)
            let value = length + 1
            let bitLength = Int.bitWidth - value.leadingZeroBitCount
            for k in 1..<min(bitLength + 1, TransitionModel.maxRunBits) {
                code(k < bitLength, TransitionModel.runLength + which + k - 1, rates)
            }
            guard bitLength > 1 else { return }
            code((value >> (bitLength - 2)) & 1 == 1, TransitionModel.runTopBit + which + bitLength - 1, rates)
            for shift in stride(from: bitLength - 3, through: 0, by: -1) {
                coder.encodeEven((value >> shift) & 1 == 1)
            }
        }

        @inline(__always)
        private mutating func code(_ bit: Bool, _ index: Int, _ rates: UnsafeBufferPointer<UInt32>) {
            coder.encode(bit, &models.pointer[index], rates: rates)
        }
    }
}
