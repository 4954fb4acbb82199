import HitMaskGeometry
import HitMaskReader

/// One level of the scene's broad phase: square cells of one size, each listing the layers whose bounding box
/// touches it, topmost first.
struct CellGrid {
    /// The cells a layer touches: a block of columns and rows.
    struct Span: Equatable {
        var columns: ClosedRange<Int>
        var rows: ClosedRange<Int>
    }

    let cellSize: Double
    private let cellsPerUnit: Double
    private var cells = CellTable()
    /// How many layers the grid holds; queries skip empty grids.
    private(set) var layerCount = 0

    /// The most cells a layer may touch in a grid; a larger layer goes to a coarser one.
    static let maxCellsPerLayer = 64

    init(cellSize: Double) {
        self.cellSize = cellSize
        cellsPerUnit = 1 / cellSize
    }

    /// The cells a layer with these bounds would touch here, or nil when they are too many for this grid.
    /// (Each side is compared first: for a layer spanning a huge scene the product would overflow.)
    func span(of bounds: Rect2D) -> Span? {
        let span = Span(
            columns: cellIndex(bounds.minX)...cellIndex(bounds.maxX),
            rows: cellIndex(bounds.minY)...cellIndex(bounds.maxY))
        let columns = span.columns.count, rows = span.rows.count, limit = Self.maxCellsPerLayer
        return columns <= limit && rows <= limit && columns * rows <= limit ? span : nil
    }

    mutating func insert(_ item: CellItem, in span: Span, isAbove: (CellItem, CellItem) -> Bool) {
        forEachCell(of: span) { $0.insertSorted(item, isAbove: isAbove) }
        layerCount += 1
    }

    mutating func remove(slot: Int, from span: Span) {
        forEachCell(of: span) { items in
            if let position = items.firstIndex(where: { $0.slot == Int32(slot) }) { items.remove(at: position) }
        }
        layerCount -= 1
    }

    /// Rewrites the item of `item.slot` in each cell of `span`, where the layer stays, keeping its order.
    mutating func replace(_ item: CellItem, in span: Span) {
        forEachCell(of: span) { items in
            if let position = items.firstIndex(where: { $0.slot == item.slot }) { items[position] = item }
        }
    }

    /// The list of the cell holding `point` (a finite point), topmost first.
    @inline(__always)
    func items(at point: Point2D) -> [CellItem] {
        cells.items(for: CellTable.Key(column: cellIndex(point.x), row: cellIndex(point.y)))
    }

    /// Calls `body` with the list of every occupied cell that `rect` (finite) touches; returns false, calling it
    /// for none, when that is more than `maxCells` cells.
    func forEachList(touching rect: Rect2D, maxCells: Int, _ body: ([CellItem]) -> Void) -> Bool {
        let columns = cellIndex(rect.minX)...cellIndex(rect.maxX), rows = cellIndex(rect.minY)...cellIndex(rect.maxY)
        guard columns.count <= maxCells, rows.count <= maxCells, columns.count * rows.count <= maxCells else {
            return false
        }
        for row in rows {
            for column in columns {
                let items = cells.items(for: CellTable.Key(column: column, row: row))
                if !items.isEmpty { body(items) }
            }
        }
        return true
    }

    private mutating func forEachCell(of span: Span, _ change: (inout [CellItem]) -> Void) {
        for row in span.rows {
            for column in span.columns { cells.modify(CellTable.Key(column: column, row: row), change) }
        }
    }

    /// ⌊coordinate / cellSize⌋, held within ±10¹⁵ (NaN goes to the top). Monotonic, so a point inside a
    /// bounding box always falls in one of the box's cells.
    @inline(__always)
    private func cellIndex(_ coordinate: Double) -> Int {
        let scaled = max(-1e15, min(1e15, coordinate * cellsPerUnit))
        let truncated = Int(scaled)
        return Double(truncated) > scaled ? truncated - 1 : truncated
    }
}

/// What a cell lists for each layer: its bounding box and its slot, in 20 bytes, because a query reads a cell's
/// list until the first hit and its cost is the memory it reads. The box is rounded outwards to `Float`, so it
/// still holds everything the layer can hit.
struct CellItem {
    var minX: Float, minY: Float, maxX: Float, maxY: Float
    var slot: Int32

    init(bounds: Rect2D, slot: Int) {
        (minX, minY) = (Self.roundedDown(bounds.minX), Self.roundedDown(bounds.minY))
        (maxX, maxY) = (Self.roundedUp(bounds.maxX), Self.roundedUp(bounds.maxY))
        self.slot = Int32(slot)
    }

    @inline(__always)
    func covers(_ point: Point2D) -> Bool {
        point.x >= Double(minX) && point.x <= Double(maxX) && point.y >= Double(minY) && point.y <= Double(maxY)
    }

    /// Whether `point` lies within `distance` of the box (on each axis: a square around the box, a little larger
    /// than the distance needs, which only lets a few more layers through to the precise test).
    @inline(__always)
    func isWithin(_ distance: Double, of point: Point2D) -> Bool {
        point.x >= Double(minX) - distance && point.x <= Double(maxX) + distance
            && point.y >= Double(minY) - distance && point.y <= Double(maxY) + distance
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
