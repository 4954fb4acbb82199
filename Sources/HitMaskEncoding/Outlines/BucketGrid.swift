/// Numbered items (edges or corners of a polygon) filed under the square cells their bounding boxes cover (or, for
/// a segment, the cells it passes through), so that a search near a place reads only the few items filed there. Entries are never taken out: an item whose geometry
/// changed is filed again, and a reader looks each one up afresh (and may meet it twice, which the searches here
/// allow: testing an item again gives the same answer).
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
        if firstRow == lastRow && firstColumn == lastColumn { return file(item, inCell: firstRow * columns + firstColumn) }
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
        let spare = 1.0 / 64, dy = b.y - a.y
        for r in firstRow...lastRow {
            let top = minY + Double(r) * cellSize - spare, bottom = minY + Double(r + 1) * cellSize + spare
            let t0 = max(0, min((top - a.y) / dy, (bottom - a.y) / dy))
            let t1 = min(1, max((top - a.y) / dy, (bottom - a.y) / dy))
            guard t0 <= t1 else { continue }
            let x0 = a.x + t0 * (b.x - a.x), x1 = a.x + t1 * (b.x - a.x)
            for c in column(min(x0, x1) - spare)...column(max(x0, x1) + spare) { file(item, inCell: r * columns + c) }
        }
    }

    @inline(__always) mutating func file(_ item: Int32, inCell cell: Int) {
        entries.append((item, heads[cell]))
        heads[cell] = Int32(entries.count - 1)
    }
}
