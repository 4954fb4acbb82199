/// Numbered items (edges or corners of a polygon) filed under the square cells their bounding boxes cover (or, for
/// a segment, the cells it passes through), so that a search near a place reads only the few items filed there.
/// Entries are never taken out: an item whose geometry changed is filed again, and a reader looks each one up afresh
/// (and may meet it twice, which the searches here allow: testing an item again gives the same answer).
struct BucketGrid {
    let minX: Double, minY: Double, cellSize: Double
    /// 1 / cellSize: a multiplication per lookup instead of a division.
    let scale: Double
    let columns: Int, rows: Int
    /// The first entry of each cell, and per entry its item and the next entry of the same cell (-1 ends a list).
    var heads: [Int32]
    var entries: [(item: Int32, next: Int32)] = []

    /// A grid over the box from (minX, minY) to (maxX, maxY) with cells for about `density` items each.
    init(minX: Double, minY: Double, maxX: Double, maxY: Double, itemCount: Int, density: Double = 2) {
        self.minX = minX
        self.minY = minY
        let width = max(1, maxX - minX), height = max(1, maxY - minY)
        cellSize = max(1, (width * height * density / Double(max(1, itemCount))).squareRoot())
        scale = 1 / cellSize
        columns = Int(width / cellSize) + 1
        rows = Int(height / cellSize) + 1
        heads = [Int32](repeating: -1, count: columns * rows)
        entries.reserveCapacity(itemCount * 2)
    }

    /// A grid over the smallest box holding the points.
    init(covering points: ArraySlice<(x: Double, y: Double)>, itemCount: Int, density: Double = 2) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        self.init(minX: minX, minY: minY, maxX: maxX, maxY: maxY, itemCount: itemCount, density: density)
    }

    @inline(__always) func column(_ x: Double) -> Int { min(columns - 1, max(0, Int((x - minX) * scale))) }
    @inline(__always) func row(_ y: Double) -> Int { min(rows - 1, max(0, Int((y - minY) * scale))) }

    mutating func file(_ item: Int32, minX: Double, maxX: Double, minY: Double, maxY: Double) {
        let firstRow = row(minY), lastRow = row(maxY), firstColumn = column(minX), lastColumn = column(maxX)
        if firstRow == lastRow && firstColumn == lastColumn {
            return file(item, inCell: firstRow * columns + firstColumn)
        }
        for r in firstRow...lastRow {
            for c in firstColumn...lastColumn { file(item, inCell: r * columns + c) }
        }
    }

    /// Files a segment under the cells it passes through (row by row, its stretch within the row, with a little to
    /// spare for rounding) rather than every cell of its box: a long slanted segment, such as a bridge across a
    /// picture, then takes a few cells per row instead of a rectangle of them.
    mutating func file(_ item: Int32, segmentFrom a: (x: Double, y: Double), to b: (x: Double, y: Double)) {
        let firstRow = row(min(a.y, b.y)), lastRow = row(max(a.y, b.y))
        guard firstRow != lastRow, a.x != b.x else {
            return file(item, minX: min(a.x, b.x), maxX: max(a.x, b.x), minY: min(a.y, b.y), maxY: max(a.y, b.y))
        }
        for r in firstRow...lastRow {
            guard let stretch = columns(ofSegment: a, b, inRow: r, reach: Self.spare) else { continue }
            for c in stretch { file(item, inCell: r * columns + c) }
        }
    }

    /// Slack for rounding when a search or a filing follows a segment through the cells: far below the 1/16 pixel
    /// between outline coordinates.
    static let spare = 1.0 / 64

    /// The columns in which segment ab passes within `reach` of row r's cells (reaching beyond the row's top and
    /// bottom and to either side), or nil where it stays farther from the row. A search for what lies within
    /// `reach` of a segment reads only these cells of each row, which for a long slanted segment is far fewer than
    /// its box.
    func columns(ofSegment a: (x: Double, y: Double), _ b: (x: Double, y: Double), inRow r: Int, reach: Double)
        -> ClosedRange<Int>?
    {
        let top = minY + Double(r) * cellSize - reach, bottom = minY + Double(r + 1) * cellSize + reach
        var t0 = 0.0, t1 = 1.0
        if a.y == b.y {
            guard a.y >= top && a.y <= bottom else { return nil }
        } else {
            let u = (top - a.y) / (b.y - a.y), v = (bottom - a.y) / (b.y - a.y)
            t0 = max(0, min(u, v))
            t1 = min(1, max(u, v))
            guard t0 <= t1 else { return nil }
        }
        let x0 = a.x + t0 * (b.x - a.x), x1 = a.x + t1 * (b.x - a.x)
        return column(min(x0, x1) - reach)...column(max(x0, x1) + reach)
    }

    @inline(__always) mutating func file(_ item: Int32, inCell cell: Int) {
        entries.append((item, heads[cell]))
        heads[cell] = Int32(entries.count - 1)
    }
}
