import HitMaskReader

/// Approximates the solid area with a few axis-aligned rects.
///
/// The image is cut into square cells, `grid` of them along the longer side. A cell is kept according to the
/// mode (outer: any solid pixel; inner: all pixels solid; balanced: more than half solid). Kept cells are merged
/// into runs along each row, runs with the same columns in consecutive rows are stacked, and every rect is then
/// shrunk to the solid pixels it covers. Results are in source pixels, ordered by y then x.
package enum ShapeRectBuilder {
    package static func rects(for bits: PackedBits, grid: Int, mode: FitMode) -> [PixelRect] {
        var tally = CellTally(width: bits.width, height: bits.height, grid: grid)
        bits.forEachRowChanges { y, changes in tally.add(row: y, changes: changes) }
        return tally.rects(mode: mode)
    }

    /// Solid pixels per cell, and the bounding box of each cell's solid pixels, gathered row by row from each
    /// row's changes (the work is per run, not per pixel), so that a caller coding the rows too finds each
    /// row's changes once. A rect's solid pixels are its cells' solid pixels, so its shrunk bounds are the union
    /// of theirs.
    package struct CellTally {
        let width: Int, height: Int
        let cellSize: Int, columns: Int, rows: Int
        // 32-bit: a mask has at most 2^30 pixels. Half the memory to clear and fill for every mask.
        private var solidCounts: [Int32]
        private var solidBounds: [CellBounds]

        package init(width: Int, height: Int, grid: Int) {
            (self.width, self.height) = (width, height)
            cellSize = (max(width, height) + grid - 1) / grid
            columns = (width + cellSize - 1) / cellSize
            rows = (height + cellSize - 1) / cellSize
            solidCounts = [Int32](repeating: 0, count: columns * rows)
            solidBounds = [CellBounds](repeating: CellBounds(), count: columns * rows)
        }

        /// Row `y`'s changes (`PackedBits.appendChanges(ofRow:to:)`); rows come in order.
        package mutating func add(row y: Int, changes: [Int]) {
            let cellRow = (y / cellSize) * columns
            let count = changes.count
            let width = width, cellSize = cellSize
            // Positions are below the width and cells below columns × rows: wrapping arithmetic needs no checks.
            changes.withUnsafeBufferPointer { changes in
                solidCounts.withUnsafeMutableBufferPointer { solidCounts in
                    solidBounds.withUnsafeMutableBufferPointer { solidBounds in
                        func add(_ cell: Int, from x: Int, to end: Int) {
                            solidCounts[cell] &+= Int32(truncatingIfNeeded: end &- x)
                            solidBounds[cell].add(x: x, through: end &- 1, y: y)
                        }
                        for index in stride(from: 0, to: count, by: 2) {
                            let x = changes[index]
                            let end = index + 1 < count ? changes[index + 1] : width
                            // One division a run; then its first cell, the cells it covers whole, and its last.
                            var cell = cellRow &+ x / cellSize
                            var cellStart = x - x % cellSize
                            guard cellStart &+ cellSize < end else {
                                add(cell, from: x, to: end)
                                continue
                            }
                            add(cell, from: x, to: cellStart &+ cellSize)
                            cell &+= 1
                            cellStart &+= cellSize
                            while cellStart &+ cellSize <= end {
                                let last = cellStart &+ cellSize &- 1
                                solidCounts[cell] &+= Int32(truncatingIfNeeded: cellSize)
                                solidBounds[cell].addWholeRow(from: cellStart, through: last, y: y)
                                cell &+= 1
                                cellStart &+= cellSize
                            }
                            if cellStart < end { add(cell, from: cellStart, to: end) }
                        }
                    }
                }
            }
        }

        /// The rects for `mode`, once every row is in.
        package func rects(mode: FitMode) -> [PixelRect] {
            // A cell is kept when its solid pixels reach what the mode needs of its area: one (outer), all (inner)
            // or more than half (balanced). Only the last column and the last row have smaller cells.
            func needed(area: Int) -> Int {
                switch mode {
                case .outer: 1
                case .inner: area
                case .balanced: area / 2 + 1
                }
            }
            let lastColumnWidth = width - (columns - 1) * cellSize

            // Stack identical column runs of consecutive cell rows into one rect (in cell units). Both the open
            // rects and a row's spans are sorted by column, so one merge walk pairs them.
            var finished: [PixelRect] = []
            var open: [PixelRect] = [], stillOpen: [PixelRect] = []
            solidCounts.withUnsafeBufferPointer { counts in
                for row in 0..<rows {
                    let rowHeight = min((row + 1) * cellSize, height) - row * cellSize
                    let neededInRow = needed(area: cellSize * rowHeight)
                    let neededInLastCell = needed(area: lastColumnWidth * rowHeight)
                    let rowCounts = counts.baseAddress! + row * columns
                    func isKept(column: Int) -> Bool {
                        Int(rowCounts[column]) >= (column < columns - 1 ? neededInRow : neededInLastCell)
                    }
                    stillOpen.removeAll(keepingCapacity: true)
                    var next = 0  // the first open rect not yet paired or closed
                    var column = 0
                    while column < columns {
                        guard isKept(column: column) else {
                            column += 1
                            continue
                        }
                        let start = column
                        while column < columns && isKept(column: column) { column += 1 }
                        while next < open.count && open[next].x < start {
                            finished.append(open[next])
                            next += 1
                        }
                        if next < open.count && open[next].x == start && open[next].width == column - start {
                            var rect = open[next]
                            rect.height += 1
                            stillOpen.append(rect)
                            next += 1
                        } else {
                            stillOpen.append(PixelRect(x: start, y: row, width: column - start, height: 1))
                        }
                    }
                    finished += open[next...]
                    swap(&open, &stillOpen)
                }
            }
            finished += open

            let pixelRects = finished.compactMap { cells -> PixelRect? in
                guard mode != .inner else {
                    let x = cells.x * cellSize, y = cells.y * cellSize
                    return PixelRect(
                        x: x, y: y, width: min(cells.maxX * cellSize, width) - x,
                        height: min(cells.maxY * cellSize, height) - y)
                }
                var union = CellBounds()
                solidBounds.withUnsafeBufferPointer { bounds in
                    for row in cells.y..<cells.maxY {
                        for column in cells.x..<cells.maxX { union.add(bounds[row * columns + column]) }
                    }
                }
                return union.rect
            }
            return pixelRects.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        }
    }
}

/// The bounding box of some solid pixels (none yet when created), in 32 bits (positions are below 2^30).
private struct CellBounds {
    var minX = Int32.max, maxX: Int32 = -1, minY = Int32.max, maxY: Int32 = -1

    /// Pixels x…last of row y are solid.
    mutating func add(x: Int, through last: Int, y: Int) {
        minX = min(minX, Int32(truncatingIfNeeded: x))
        maxX = max(maxX, Int32(truncatingIfNeeded: last))
        minY = min(minY, Int32(truncatingIfNeeded: y))
        maxY = max(maxY, Int32(truncatingIfNeeded: y))
    }

    /// Pixels first…last of row y are solid, and they are the whole width of the cell: no pixel of the cell lies
    /// outside them, and no row of the tally comes before an earlier one.
    @inline(__always)
    mutating func addWholeRow(from first: Int, through last: Int, y: Int) {
        minX = Int32(truncatingIfNeeded: first)
        maxX = Int32(truncatingIfNeeded: last)
        minY = min(minY, Int32(truncatingIfNeeded: y))
        maxY = Int32(truncatingIfNeeded: y)
    }

    mutating func add(_ other: CellBounds) {
        minX = min(minX, other.minX)
        maxX = max(maxX, other.maxX)
        minY = min(minY, other.minY)
        maxY = max(maxY, other.maxY)
    }

    var rect: PixelRect? {
        maxX < 0
            ? nil
            : PixelRect(x: Int(minX), y: Int(minY), width: Int(maxX - minX) + 1, height: Int(maxY - minY) + 1)
    }
}
