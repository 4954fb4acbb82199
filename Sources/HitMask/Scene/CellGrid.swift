/// One level of the scene's broad phase: square cells of one size, each listing the layers whose bounding box
/// touches it, topmost first.
struct CellGrid {
    let cellSize: Double
    private var cells = CellTable()
    /// How many layers the grid holds; queries skip empty grids.
    private(set) var layerCount = 0

    /// The most cells a layer may touch in a grid; a larger layer goes to a coarser one.
    static let maxCellsPerLayer = 256

    init(cellSize: Double) { self.cellSize = cellSize }

    /// Whether a layer with these bounds touches few enough cells to be kept here. (Each side is compared first:
    /// for a layer spanning a huge scene the product would overflow.)
    func accepts(_ bounds: Rect) -> Bool {
        let (columns, rows) = cellRanges(bounds)
        let limit = Self.maxCellsPerLayer
        return columns.count <= limit && rows.count <= limit && columns.count * rows.count <= limit
    }

    mutating func insert(_ item: CellItem, bounds: Rect, isAbove: (CellItem, CellItem) -> Bool) {
        let (columns, rows) = cellRanges(bounds)
        for row in rows {
            for column in columns { cells.modify(key(column, row)) { $0.insertSorted(item, isAbove: isAbove) } }
        }
        layerCount += 1
    }

    mutating func remove(slot: Int, bounds: Rect) {
        let (columns, rows) = cellRanges(bounds)
        for row in rows {
            for column in columns {
                cells.modify(key(column, row)) { items in
                    if let position = items.firstIndex(where: { $0.slot == Int32(slot) }) { items.remove(at: position) }
                }
            }
        }
        layerCount -= 1
    }

    /// Whether layers with these bounds touch the same cells.
    func coversSameCells(_ bounds: Rect, _ other: Rect) -> Bool {
        cellRanges(bounds) == cellRanges(other)
    }

    /// Rewrites the item of `item.slot` in each cell it is listed in; the layer still touches the same cells
    /// and keeps its order.
    mutating func replace(_ item: CellItem, bounds: Rect) {
        let (columns, rows) = cellRanges(bounds)
        for row in rows {
            for column in columns {
                cells.modify(key(column, row)) { items in
                    if let position = items.firstIndex(where: { $0.slot == item.slot }) { items[position] = item }
                }
            }
        }
    }

    /// The list of the cell holding `point` (a finite point), topmost first.
    @inline(__always)
    func items(at point: Point) -> [CellItem] {
        cells.items(for: key(cellIndex(point.x), cellIndex(point.y)))
    }

    private func cellRanges(_ bounds: Rect) -> (ClosedRange<Int>, ClosedRange<Int>) {
        (cellIndex(bounds.minX)...cellIndex(bounds.maxX), cellIndex(bounds.minY)...cellIndex(bounds.maxY))
    }

    @inline(__always)
    private func cellIndex(_ coordinate: Double) -> Int {
        Int(max(-1e15, min(1e15, (coordinate / cellSize).rounded(.down))))
    }

    @inline(__always)
    private func key(_ column: Int, _ row: Int) -> CellTable.Key { CellTable.Key(column: column, row: row) }
}

/// What a cell lists for each layer: its bounding box and its slot, in 20 bytes, because a query reads a cell's
/// list until the first hit and its cost is the memory it reads. The box is rounded outwards to `Float`, so it
/// still holds everything the layer can hit.
struct CellItem {
    var minX: Float, minY: Float, maxX: Float, maxY: Float
    var slot: Int32

    init(bounds: Rect, slot: Int) {
        (minX, minY) = (Self.roundedDown(bounds.minX), Self.roundedDown(bounds.minY))
        (maxX, maxY) = (Self.roundedUp(bounds.maxX), Self.roundedUp(bounds.maxY))
        self.slot = Int32(slot)
    }

    @inline(__always)
    func covers(_ point: Point) -> Bool {
        point.x >= Double(minX) && point.x <= Double(maxX) && point.y >= Double(minY) && point.y <= Double(maxY)
    }

    private static func roundedDown(_ value: Double) -> Float {
        let single = Float(value)
        return Double(single) > value ? single.nextDown : single
    }

    private static func roundedUp(_ value: Double) -> Float {
        let single = Float(value)
        return Double(single) < value ? single.nextUp : single
    }
}

extension Array where Element == CellItem {
    /// Inserts `item` where it keeps the list ordered topmost first.
    mutating func insertSorted(_ item: CellItem, isAbove: (CellItem, CellItem) -> Bool) {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isAbove(self[middle], item) { low = middle + 1 } else { high = middle }
        }
        insert(item, at: low)
    }
}
