/// Two `OverlapMask`s compared where their boxes meet, a column of one at a time: the other's words shifted onto it
/// (one shift for the whole pair), along rows that lie one after the other, so the compiler can make vector code of
/// the count. The rule is `PixelOverlap`'s. Plain numbers only, so that a call retains nothing.
struct ColumnOverlap {
    /// Whether the second sprite's columns stay put and the first's shift onto them: when the second's box starts
    /// left of the first's, which keeps the shift one way (a shared pixel's order is the same seen from either).
    let swapped: Bool
    /// The fixed and moving boxes' heights and column counts.
    let fixedHeight: Int, movingHeight: Int, movingColumns: Int
    /// The moving box's top in the fixed box's rows; its column j lands on the fixed column `firstColumn + j`,
    /// shifted right by `shift` (its spill on the next column).
    let cornerY: Int, shift: Int, firstColumn: Int
    /// The fixed box's rows where the two meet, and its columns the moving one reaches.
    let rows: Range<Int>, columns: Range<Int>
    /// What to add to a fixed-box pixel to give it in the first sprite's pixels.
    let toFirstX: Int, toFirstY: Int

    /// Nil when the boxes do not meet. The offset is tested against the boxes before any sum, so none overflows: past
    /// the test it lies within the two boxes' sides (at most 2^31 each) of 0.
    init?(_ a: PixelRect?, _ b: PixelRect?, dx: Int, dy: Int) {
        guard let a, let b, dx < a.x + a.width - b.x, dx > a.x - b.x - b.width,
            dy < a.y + a.height - b.y, dy > a.y - b.y - b.height
        else { return nil }
        var (x, y) = (dx + b.x - a.x, dy + b.y - a.y)
        swapped = x < 0
        let (fixed, moving) = swapped ? (b, a) : (a, b)
        (toFirstX, toFirstY) = swapped ? (b.x + dx, b.y + dy) : (a.x, a.y)
        if swapped { (x, y) = (-x, -y) }
        (fixedHeight, movingHeight, movingColumns) = (fixed.height, moving.height, (moving.width + 63) / 64)
        (cornerY, shift, firstColumn) = (y, x & 63, x >> 6)
        rows = max(0, y)..<min(fixed.height, y + moving.height)
        let reach = movingColumns + (shift == 0 ? 0 : 1)
        columns = firstColumn..<min((fixed.width + 63) / 64, firstColumn + reach)
    }

    /// The first sprite's and the second's words as the walk takes them: fixed, then moving.
    @inline(__always)
    func sides(_ first: UnsafePointer<UInt64>, _ second: UnsafePointer<UInt64>) -> (
        fixed: UnsafePointer<UInt64>, moving: UnsafePointer<UInt64>
    ) {
        swapped ? (second, first) : (first, second)
    }

    func area(_ first: UnsafePointer<UInt64>, _ second: UnsafePointer<UInt64>) -> Int {
        let (fixed, moving) = sides(first, second)
        let (count, right, left) = (rows.count, UInt64(shift), UInt64(64 - shift))
        var area: UInt64 = 0
        for c in columns {
            let column = fixed + c * fixedHeight + rows.lowerBound
            let j = c - firstColumn, from = rows.lowerBound - cornerY
            if j < movingColumns {
                let words = moving + j * movingHeight + from
                for i in 0..<count { area &+= Self.solidCount(column[i] & words[i] &>> right) }
            }
            if j > 0, shift != 0 {
                let words = moving + (j - 1) * movingHeight + from
                for i in 0..<count { area &+= Self.solidCount(column[i] & words[i] &<< left) }
            }
        }
        return Int(area)
    }

    /// The first shared pixel, rows before columns, in the first sprite's pixels.
    func first(_ first: UnsafePointer<UInt64>, _ second: UnsafePointer<UInt64>) -> (x: Int, y: Int)? {
        let (fixed, moving) = sides(first, second)
        let (right, left) = (UInt64(shift), UInt64(64 - shift))
        for row in rows {
            let from = row - cornerY
            for c in columns {
                let j = c - firstColumn
                var aligned: UInt64 = j < movingColumns ? moving[j * movingHeight + from] &>> right : 0
                if j > 0, shift != 0 { aligned |= moving[(j - 1) * movingHeight + from] &<< left }
                let word = fixed[c * fixedHeight + row] & aligned
                if word != 0 { return (toFirstX + c * 64 + word.leadingZeroBitCount, toFirstY + row) }
            }
        }
        return nil
    }

    /// The set bits of a word, by adding neighbours in parallel: unlike `nonzeroBitCount` on a machine without a
    /// population-count instruction, the compiler makes vector code of a loop of these.
    @inline(__always)
    static func solidCount(_ word: UInt64) -> UInt64 {
        var w = word &- (word >> 1) & 0x5555_5555_5555_5555
        w = (w & 0x3333_3333_3333_3333) &+ (w >> 2 & 0x3333_3333_3333_3333)
        w = (w &+ w >> 4) & 0x0F0F_0F0F_0F0F_0F0F
        return (w &* 0x0101_0101_0101_0101) >> 56
    }
}
