/// Numbered items (edges or corners of a polygon) filed under the square cells their bounding boxes cover, so that a
/// search near a place reads only the few items filed there. Entries are never taken out: an item whose geometry
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

    @inline(__always) mutating func file(_ item: Int32, inCell cell: Int) {
        entries.append((item, heads[cell]))
        heads[cell] = Int32(entries.count - 1)
    }
}
