/// The broad phase and precise tests behind `HitTestScene`, free of the scene's generic id type so queries run
/// as specialised code with no copies: a uniform grid of square cells, each listing the entries whose solid
/// area's bounding box overlaps it, topmost first.
@usableFromInline
struct LayerIndex {
    /// What the index keeps about a layer besides its probe.
    struct Entry {
        var zIndex: Double
        var sequence: Int
        var isLive: Bool
        /// The scene bounds of the solid area; nil when nothing can be hit.
        var sceneBounds: Rect?

        static let free = Entry(zIndex: 0, sequence: 0, isLive: false, sceneBounds: nil)
    }

    /// Everything the precise test of a layer reads, and nothing else, so that a candidate costs a cache line or
    /// two: a frame's placement and a transform's inverse are both a map from scene points to pixels.
    struct Probe {
        var pixels: SolidPixels
        var sceneToPixels: AffineTransform
        /// The pixels that can be hit: those the frame shows, or the whole image.
        var window: PixelWindow
        var isHidden: Bool

        /// The precise test, for a point already inside the bounding box.
        @inline(__always)
        func hits(_ point: Point) -> Bool {
            !isHidden && pixels.contains(pixel: sceneToPixels.apply(to: point), in: window)
        }

        static let free = Probe(
            pixels: SolidPixels(PackedBits(width: 1, height: 1)), sceneToPixels: .identity,
            window: PixelWindow(width: 0, height: 0), isHidden: true)
    }

    /// What a cell lists for each layer: its bounding box and its slot, in 20 bytes, because a query reads a
    /// cell's list until the first hit and its cost is the memory it reads. The box is rounded outwards to
    /// `Float`, so it still holds everything the layer can hit. Lists are kept topmost first.
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

    let cellSize: Double
    private(set) var entries: [Entry] = []
    /// Each slot's probe, apart from its entry: what a query reads.
    private var probes: [Probe] = []
    private var cells: [Int64: [CellItem]] = [:]
    private var oversized: [CellItem] = []
    private static var maxCellsPerEntry: Int { 256 }

    /// Whether a layer covering these cells goes in the separate list. (Each side is checked first: a layer
    /// spanning a huge scene has ranges whose product would overflow.)
    private static func isOversized(_ columns: ClosedRange<Int>, _ rows: ClosedRange<Int>) -> Bool {
        columns.count > maxCellsPerEntry || rows.count > maxCellsPerEntry || columns.count * rows.count > maxCellsPerEntry
    }

    init(cellSize: Double) { self.cellSize = cellSize }

    static func layer(mask: HitMask, placement: HitTestPlacement, zIndex: Double, sequence: Int, isHidden: Bool) -> (entry: Entry, probe: Probe) {
        var entry = Entry(zIndex: zIndex, sequence: sequence, isLive: true, sceneBounds: nil)
        var probe = Probe(pixels: mask.solidPixels, sceneToPixels: .identity, window: PixelWindow(width: 0, height: 0), isHidden: isHidden)
        let solid = mask.boundingBox?.rect
        switch placement {
        case .frame(let frame, let contentMode):
            let map = mask.placement(in: frame, contentMode: contentMode)
            // The same arithmetic as ViewPlacement.pixel(for:): the zero terms add nothing, so scene and single
            // queries agree exactly.
            probe.sceneToPixels = AffineTransform(a: map.pixelsPerPointX, b: 0, c: 0, d: map.pixelsPerPointY, tx: map.offsetX, ty: map.offsetY)
            probe.window = mask.window(in: frame, placement: map)
            entry.sceneBounds = solid.flatMap { map.viewRect(forPixels: $0).intersection(frame) }
        case .transform(let transform):
            if let inverse = transform.inverted() {
                probe.sceneToPixels = inverse
                probe.window = PixelWindow(width: mask.width, height: mask.height)
                entry.sceneBounds = solid.map { boundingBox(of: $0, through: transform) }
            }
        }
        return (entry, probe)
    }

    /// Puts a layer's entry and probe in slot `slot` (appending slots as needed), replacing what was there.
    mutating func set(_ layer: (entry: Entry, probe: Probe), at slot: Int) {
        let entry = layer.entry
        if slot < entries.count { removeFromGrid(slot) } else {
            while entries.count <= slot {
                entries.append(.free)
                probes.append(.free)
            }
        }
        entries[slot] = entry
        probes[slot] = layer.probe
        guard let bounds = entry.sceneBounds else { return }
        let item = CellItem(bounds: bounds, slot: slot)
        let (columns, rows) = cellRanges(bounds)
        let entries = self.entries
        if Self.isOversized(columns, rows) {
            Self.insertSorted(item, into: &oversized, entries)
            return
        }
        for row in rows {
            for column in columns { Self.insertSorted(item, into: &cells[key(column, row), default: []], entries) }
        }
    }

    mutating func clear(_ slot: Int) {
        removeFromGrid(slot)
        entries[slot] = .free
        probes[slot] = .free
    }

    mutating func setHidden(_ slot: Int, _ hidden: Bool) { probes[slot].isHidden = hidden }

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
        probes.withUnsafeBufferPointer { probes in
            cell.withUnsafeBufferPointer { cell in
                oversized.withUnsafeBufferPointer { oversized in
                    var i = 0, j = 0
                    while i < cell.count || j < oversized.count {
                        let item: CellItem
                        if j >= oversized.count || (i < cell.count && Self.isAbove(cell[i], oversized[j], entries)) {
                            item = cell[i]
                            i += 1
                        } else {
                            item = oversized[j]
                            j += 1
                        }
                        let slot = Int(item.slot)
                        if item.covers(point), probes[slot].hits(point), !visit(slot) { return }
                    }
                }
            }
        }
    }

    private mutating func removeFromGrid(_ slot: Int) {
        guard entries[slot].isLive, let bounds = entries[slot].sceneBounds else { return }
        let (columns, rows) = cellRanges(bounds)
        if Self.isOversized(columns, rows) {
            oversized.removeAll { $0.slot == Int32(slot) }
            return
        }
        for row in rows {
            for column in columns {
                let cellKey = key(column, row)
                cells[cellKey]?.removeAll { $0.slot == Int32(slot) }
                if cells[cellKey]?.isEmpty == true { cells[cellKey] = nil }
            }
        }
    }

    /// Keeps a list ordered topmost first.
    private static func insertSorted(_ item: CellItem, into list: inout [CellItem], _ entries: [Entry]) {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if isAbove(list[middle], item, entries) { low = middle + 1 } else { high = middle }
        }
        list.insert(item, at: low)
    }

    /// Higher z first; at equal z, the layer added later.
    @inline(__always)
    private static func isAbove(_ item: CellItem, _ other: CellItem, _ entries: [Entry]) -> Bool {
        let a = entries[Int(item.slot)], b = entries[Int(other.slot)]
        return a.zIndex > b.zIndex || (a.zIndex == b.zIndex && a.sequence > b.sequence)
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
}

/// Where a layer's image is drawn (`HitTestScene.Placement`).
public enum HitTestPlacement: Sendable {
    /// In `frame` (scene points, y down) with a content mode, like an image view.
    case frame(Rect, contentMode: ContentMode)
    /// By a transform from the mask's pixels into the scene, like a sprite node.
    case transform(AffineTransform)
}
