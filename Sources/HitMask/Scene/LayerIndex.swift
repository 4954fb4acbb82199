/// The broad phase and precise tests behind `HitTestScene`, free of the scene's generic id type so queries run
/// as specialised code with no copies: a uniform grid of square cells, each listing the entries whose solid
/// area's bounding box overlaps it, topmost first.
@usableFromInline
struct LayerIndex {
    struct Entry {
        var mask: HitMask
        var zIndex: Double
        var sequence: Int
        var isHidden: Bool
        var isLive: Bool
        /// The scene bounds of the solid area; nil when nothing can be hit.
        var sceneBounds: Rect?
        /// Frame placement: the view-to-pixel map and the pixels the frame shows. Transform placement: the
        /// inverse transform.
        var placement: ViewPlacement?
        var window: PixelWindow?
        var inverse: AffineTransform?

        /// The precise test, for a point already inside the bounding box.
        @inline(__always)
        func hits(_ point: Point) -> Bool {
            guard !isHidden else { return false }
            if let placement, let window {
                return mask.contains(pixel: placement.pixel(for: point), in: window)
            }
            guard let inverse else { return false }
            return mask.contains(pixel: inverse.apply(to: point))
        }
    }

    /// What a cell lists for each layer: enough to order candidates and reject them by bounding box without
    /// touching the (larger, scattered) entry.
    struct CellItem {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
        var zIndex: Double
        var sequence: Int
        var slot: Int

        init(_ entry: Entry, bounds: Rect, slot: Int) {
            (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
            (zIndex, sequence, self.slot) = (entry.zIndex, entry.sequence, slot)
        }

        @inline(__always)
        func isAbove(_ other: CellItem) -> Bool {
            zIndex > other.zIndex || (zIndex == other.zIndex && sequence > other.sequence)
        }

        @inline(__always)
        func covers(_ point: Point) -> Bool {
            point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
        }
    }

    let cellSize: Double
    private(set) var entries: [Entry] = []
    private var cells: [Int64: [CellItem]] = [:]
    private var oversized: [CellItem] = []
    private static var maxCellsPerEntry: Int { 256 }

    init(cellSize: Double) { self.cellSize = cellSize }

    static func entry(mask: HitMask, placement: HitTestPlacement, zIndex: Double, sequence: Int, isHidden: Bool) -> Entry {
        var entry = Entry(mask: mask, zIndex: zIndex, sequence: sequence, isHidden: isHidden, isLive: true)
        let solid = mask.boundingBox?.rect
        switch placement {
        case .frame(let frame, let contentMode):
            let map = mask.placement(in: frame, contentMode: contentMode)
            entry.window = mask.window(in: frame, placement: map)
            entry.placement = map
            entry.sceneBounds = solid.flatMap { map.viewRect(forPixels: $0).intersection(frame) }
        case .transform(let transform):
            entry.inverse = transform.inverted()
            if entry.inverse != nil { entry.sceneBounds = solid.map { boundingBox(of: $0, through: transform) } }
        }
        return entry
    }

    /// Puts `entry` in slot `slot` (appending slots as needed), replacing what was there.
    mutating func set(_ entry: Entry, at slot: Int) {
        if slot < entries.count { removeFromGrid(slot) } else {
            while entries.count <= slot { entries.append(Entry(mask: Self.placeholder, zIndex: 0, sequence: 0, isHidden: true, isLive: false)) }
        }
        entries[slot] = entry
        guard let bounds = entry.sceneBounds else { return }
        let item = CellItem(entry, bounds: bounds, slot: slot)
        let (columns, rows) = cellRanges(bounds)
        if columns.count * rows.count > Self.maxCellsPerEntry {
            Self.insertSorted(item, into: &oversized)
            return
        }
        for row in rows {
            for column in columns { Self.insertSorted(item, into: &cells[key(column, row), default: []]) }
        }
    }

    mutating func clear(_ slot: Int) {
        removeFromGrid(slot)
        entries[slot] = Entry(mask: Self.placeholder, zIndex: 0, sequence: 0, isHidden: true, isLive: false)
    }

    mutating func setHidden(_ slot: Int, _ hidden: Bool) { entries[slot].isHidden = hidden }

    /// The slot of the topmost layer hit at `point`.
    @usableFromInline
    func topmostSlot(at point: Point) -> Int? {
        var found: Int?
        visitHits(at: point) { slot in
            found = slot
            return false
        }
        return found
    }

    /// Every slot hit at `point`, topmost first.
    @usableFromInline
    func allSlots(at point: Point) -> [Int] {
        var slots: [Int] = []
        visitHits(at: point) { slot in
            slots.append(slot)
            return true
        }
        return slots
    }

    /// Calls `visit` with each slot whose layer is hit at `point`, topmost first, until it returns false.
    @inline(__always)
    private func visitHits(at point: Point, _ visit: (Int) -> Bool) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let cell = cells[key(cellIndex(point.x), cellIndex(point.y))] ?? []
        entries.withUnsafeBufferPointer { entries in
            cell.withUnsafeBufferPointer { cell in
                oversized.withUnsafeBufferPointer { oversized in
                    var i = 0, j = 0
                    while i < cell.count || j < oversized.count {
                        let item: CellItem
                        if j >= oversized.count || (i < cell.count && cell[i].isAbove(oversized[j])) {
                            item = cell[i]
                            i += 1
                        } else {
                            item = oversized[j]
                            j += 1
                        }
                        if item.covers(point), entries[item.slot].hits(point), !visit(item.slot) { return }
                    }
                }
            }
        }
    }

    private mutating func removeFromGrid(_ slot: Int) {
        guard entries[slot].isLive, let bounds = entries[slot].sceneBounds else { return }
        let (columns, rows) = cellRanges(bounds)
        if columns.count * rows.count > Self.maxCellsPerEntry {
            oversized.removeAll { $0.slot == slot }
            return
        }
        for row in rows {
            for column in columns {
                let cellKey = key(column, row)
                cells[cellKey]?.removeAll { $0.slot == slot }
                if cells[cellKey]?.isEmpty == true { cells[cellKey] = nil }
            }
        }
    }

    /// Keeps a list ordered topmost first.
    private static func insertSorted(_ item: CellItem, into list: inout [CellItem]) {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].isAbove(item) { low = middle + 1 } else { high = middle }
        }
        list.insert(item, at: low)
    }

    private func cellRanges(_ bounds: Rect) -> (ClosedRange<Int>, ClosedRange<Int>) {
        (cellIndex(bounds.minX)...cellIndex(bounds.maxX), cellIndex(bounds.minY)...cellIndex(bounds.maxY))
    }

    @inline(__always)
    private func cellIndex(_ coordinate: Double) -> Int {
        Int(max(-1e15, min(1e15, (coordinate / cellSize).rounded(.down))))
    }

    @inline(__always)
    private func key(_ column: Int, _ row: Int) -> Int64 {
        Int64(truncatingIfNeeded: column) &* 0x1_0000_0001 ^ Int64(truncatingIfNeeded: row) &* 0x7FFF_FFFF
    }

    private static func boundingBox(of rect: Rect, through transform: AffineTransform) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Fills free slots: a 1×1 clear mask.
    private static let placeholder = HitMask(
        header: HitMaskHeader(width: 1, height: 1, scale: 1, threshold: 0, sourceHasAlpha: true, rectMode: .outer, rectGrid: 1),
        codec: .runLength, maskByteCount: 0, bits: PackedBits(width: 1, height: 1), rects: [], source: nil)
}

/// Where a layer's image is drawn (`HitTestScene.Placement`).
public enum HitTestPlacement: Sendable {
    /// In `frame` (scene points, y down) with a content mode, like an image view.
    case frame(Rect, contentMode: ContentMode)
    /// By a transform from the mask's pixels into the scene, like a sprite node.
    case transform(AffineTransform)
}
