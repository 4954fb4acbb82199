/// Numbered items (edges or corners of a polygon) filed under the square cells their bounding boxes cover, so that a
/// search near a place reads only the few items filed there. Entries are never taken out: an item whose geometry
/// changed is filed again, and a reader looks each one up afresh (and may meet it twice; `marks` tell).
struct BucketGrid {
    let minX: Double, minY: Double, cellSize: Double
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
        columns = Int(width / cellSize) + 1
        rows = Int(height / cellSize) + 1
        heads = [Int32](repeating: -1, count: columns * rows)
        entries.reserveCapacity(itemCount * 2)
    }

    @inline(__always) func column(_ x: Double) -> Int { min(columns - 1, max(0, Int((x - minX) / cellSize))) }
    @inline(__always) func row(_ y: Double) -> Int { min(rows - 1, max(0, Int((y - minY) / cellSize))) }

    mutating func file(_ item: Int32, minX: Double, maxX: Double, minY: Double, maxY: Double) {
        for r in row(minY)...row(maxY) {
            for c in column(minX)...column(maxX) { file(item, inCell: r * columns + c) }
        }
    }

    @inline(__always) mutating func file(_ item: Int32, inCell cell: Int) {
        entries.append((item, heads[cell]))
        heads[cell] = Int32(entries.count - 1)
    }
}
