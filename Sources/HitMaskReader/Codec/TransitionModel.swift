/// What the transition codec's encoder and decoder must agree on bit for bit: the row state both keep and the
/// adaptive contexts of every decision (docs/FORMAT.md, "Codec 3").
///
/// Each row is its list of changes: the x positions where the colour differs from the pixel to the left (the row
/// starts clear). A row is coded against the row above as in CCITT G4 (pass, vertical −3…+3, horizontal), and
/// every change remembers how it was coded, so that the next row's decision about the change below it is made in
/// the context of that: straight and diagonal edges continue cheaply.
@usableFromInline
package enum TransitionModel {
    /// Largest |a1 − b1| that vertical mode codes.
    @inlinable package static var maxVerticalOffset: Int { 3 }
    /// How a change was coded, as a context for the row below: 0…6 vertical −3…+3, 7 horizontal, 8 none
    /// (the sentinels at the row's end, and every row above the first).
    @inlinable package static var horizontalCategory: UInt8 { 7 }
    @inlinable package static var noCategory: UInt8 { 8 }
    @inlinable static var categoryCount: Int { 9 }

    /// Decision contexts, `(category(b1) × 3 + span) × 2 + colour`, for each mode question, where span is 0, 1
    /// or 2 as b2 − b1 is 1, 2…3, or more: a narrow run above makes a pass likely.
    @inlinable static var modeContexts: Int { categoryCount * 3 * 3 * 2 }

    @inlinable @inline(__always)
    package static func modeContext(above: UInt8, a0: Int, b1: Int, b2: Int, color: Int) -> Int {
        let gap = b2 - b1
        let span = gap <= 1 ? 0 : gap <= 3 ? 1 : 2
        let distance = b1 - a0
        let near = distance <= 1 ? 0 : distance <= 4 ? 1 : 2
        return ((Int(above) * 3 + span) * 3 + near) * 2 + color
    }
    /// Run-length contexts: the run's colour (0 clear, 1 solid) × whether it is the first or second run, × 32.
    @inlinable static var runContexts: Int { 4 * 17 * 32 }

    /// The first of a run's 32 contexts: by the run's colour, whether it is the first or second run, and the bit
    /// length (capped at 16) of the matching distance in the row above, b1 − a0 or b2 − b1, which predicts it.
    @inlinable @inline(__always)
    package static func runContext(color: Int, second: Bool, predicted: Int) -> Int {
        let predictedBits = min(16, Int.bitWidth - (predicted + 1).leadingZeroBitCount)
        return ((color * 2 + (second ? 1 : 0)) * 17 + predictedBits) * 32
    }

    // Offsets of each group in one flat array of models.
    @inlinable package static var isV0: Int { 0 }
    @inlinable package static var isPass: Int { isV0 + modeContexts }
    @inlinable package static var isHorizontal: Int { isPass + modeContexts }
    @inlinable package static var isNegative: Int { isHorizontal + modeContexts }
    /// (context × 2 + negative): |d| = 1? then |d| = 2?
    @inlinable package static var isMagnitude1: Int { isNegative + modeContexts }
    @inlinable package static var isMagnitude2: Int { isMagnitude1 + modeContexts * 2 }
    /// (run × 32 + k): does the run's bit length exceed k + 1?
    @inlinable package static var runLength: Int { isMagnitude2 + modeContexts * 2 }
    /// (run × 32 + bit length): the bit below the leading one.
    @inlinable package static var runTopBit: Int { runLength + runContexts }
    @inlinable package static var modelCount: Int { runTopBit + runContexts }

    /// Each model's starting state: P(0) for its question, as measured over pingus-data (every decision of every
    /// mask; docs/FORMAT.md lists the values), so a context's first decisions cost less than a bit.
    package static let initialModels: [BitModel] = (0..<modelCount).map { index in
        let percent: Int
        switch index {
        case ..<isPass: percent = 58
        case ..<isHorizontal: percent = 87
        case ..<isNegative: percent = 81
        case ..<isMagnitude1: percent = 46
        case ..<isMagnitude2: percent = 23
        case ..<runLength: percent = 30
        case ..<runTopBit: percent = runLengthPercents[min((index - runLength) % 32, runLengthPercents.count - 1)]
        default: percent = 62
        }
        var model = BitModel()
        model.probability = UInt32(percent * 65536 / 100)
        model.count = 1
        return model
    }

    /// P(0) in percent for "is the run's bit length more than k + 1?", k = 0, 1, …; the last value holds beyond.
    static let runLengthPercents = [3, 19, 24, 33, 45, 57, 72, 77, 83, 93]

    /// The longest run bit length: runs are at most 2^30, so v = run + 1 needs at most 31 bits.
    @inlinable package static var maxRunBits: Int { 31 }

    /// Reject a payload needing more decisions than its bytes can carry: every modelled decision costs at least
    /// −log2(65472 / 65536) ≈ 0.00141 bits, so n data bytes hold at most about 5,674 × n + 22,700 of them.
    package static func decisionBudget(dataBytes: Int) -> Int { 5_700 &* dataBytes &+ 32_768 }

    @inlinable @inline(__always)
    package static func category(vertical offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: offset + maxVerticalOffset)
    }
}

/// The changes of one row, in increasing order, followed by three copies of the width as sentinels, and how each
/// change was coded. Grows with the changes (never with the width, which may be huge), in buffers read and written
/// through pointers: array bookkeeping per change would cost more than the coder's decisions. The owner calls
/// `deallocate()`.
@usableFromInline
package struct ChangeRow {
    @usableFromInline package private(set) var positions: UnsafeMutablePointer<Int32>
    @usableFromInline package private(set) var categories: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    /// The number of changes (without the sentinels).
    @usableFromInline package var count = 0

    /// An empty row; `seal(width:)` makes it a row with no change (all clear).
    package init(capacity: Int = 64) {
        self.capacity = capacity
        positions = .allocate(capacity: capacity)
        categories = .allocate(capacity: capacity)
    }

    package func deallocate() {
        positions.deallocate()
        categories.deallocate()
    }

    /// Appends, growing the buffers (they always keep room for the three sentinels).
    @inlinable @inline(__always)
    package mutating func append(_ position: Int, category: UInt8) {
        if count + 3 >= capacity { grow() }
        positions[count] = Int32(truncatingIfNeeded: position)
        categories[count] = category
        count += 1
    }

    /// Ends the row with its sentinels.
    package mutating func seal(width: Int) {
        for index in count..<count + 3 {
            positions[index] = Int32(truncatingIfNeeded: width)
            categories[index] = TransitionModel.noCategory
        }
    }

    @usableFromInline mutating func grow() {
        let larger = capacity * 2
        let newPositions = UnsafeMutablePointer<Int32>.allocate(capacity: larger)
        let newCategories = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        newPositions.update(from: positions, count: count)
        newCategories.update(from: categories, count: count)
        deallocate()
        (positions, categories, capacity) = (newPositions, newCategories, larger)
    }
}
