/// Layered hit testing: which layer's solid pixel is on top at a point? Touches pass through clear pixels
/// and hidden layers to whatever lies below.
///
/// Layers are kept in a uniform grid of square cells (the broad phase), each cell listing the layers whose solid
/// area's bounding box overlaps it, topmost first; a query looks at one cell, tests bounding boxes, then masks.
/// Adding, moving and removing a layer touches only the cells it covers. Layers covering very many cells are
/// kept in a short separate list instead.
public struct HitTestScene<LayerID: Hashable> {
    /// Where a layer's image is drawn.
    public enum Placement: Sendable {
        /// In `frame` (scene points, y down) with a content mode, like an image view.
        case frame(Rect, contentMode: ContentMode)
        /// By a transform from the mask's pixels into the scene, like a sprite node.
        case transform(AffineTransform)
    }

    public struct Layer {
        public var id: LayerID
        public var mask: HitMask
        public var placement: Placement
        /// Higher is on top; layers with equal z are stacked in the order they were added (later on top).
        public var zIndex: Double
        public var isHidden: Bool

        public init(id: LayerID, mask: HitMask, placement: Placement, zIndex: Double = 0, isHidden: Bool = false) {
            self.id = id
            self.mask = mask
            self.placement = placement
            self.zIndex = zIndex
            self.isHidden = isHidden
        }
    }

    /// Side of a broad-phase cell in scene units: about the size of a typical layer works best.
    public let cellSize: Double
    private var slots: [Slot?] = []
    private var freeSlots: [Int] = []
    private var slotOfID: [LayerID: Int] = [:]
    private var cells: [Int64: [Int]] = [:]
    private var oversized: [Int] = []
    private var nextSequence = 0
    private static var maxCellsPerLayer: Int { 256 }

    public init(cellSize: Double = 64) {
        precondition(cellSize > 0 && cellSize.isFinite, "cellSize must be a positive number")
        self.cellSize = cellSize
    }

    public var count: Int { slotOfID.count }

    public func layer(_ id: LayerID) -> Layer? { slotOfID[id].flatMap { slots[$0]?.layer } }

    /// Adds a layer, or replaces the one with the same id (which then keeps its stacking order among equals).
    public mutating func insert(_ layer: Layer) {
        if let index = slotOfID[layer.id], let old = slots[index] {
            unregister(index, old)
            register(index, Slot(layer: layer, sequence: old.sequence))
        } else {
            let index = freeSlots.popLast() ?? { slots.append(nil); return slots.count - 1 }()
            slotOfID[layer.id] = index
            register(index, Slot(layer: layer, sequence: nextSequence))
            nextSequence += 1
        }
    }

    @discardableResult
    public mutating func remove(_ id: LayerID) -> Layer? {
        guard let index = slotOfID.removeValue(forKey: id), let slot = slots[index] else { return nil }
        unregister(index, slot)
        slots[index] = nil
        freeSlots.append(index)
        return slot.layer
    }

    /// Moves a layer (a new frame or transform).
    public mutating func move(_ id: LayerID, to placement: Placement) {
        update(id) { $0.placement = placement }
    }

    public mutating func setHidden(_ id: LayerID, _ hidden: Bool) {
        // Hidden layers stay in the grid; the query skips them, so showing and hiding cost nothing.
        guard let index = slotOfID[id] else { return }
        slots[index]?.layer.isHidden = hidden
    }

    public mutating func setZIndex(_ id: LayerID, _ zIndex: Double) {
        update(id) { $0.zIndex = zIndex }
    }

    public mutating func update(_ id: LayerID, _ change: (inout Layer) -> Void) {
        guard var layer = layer(id) else { return }
        change(&layer)
        precondition(layer.id == id, "update must not change a layer's id")
        insert(layer)
    }

    /// The id of the topmost visible layer with a solid pixel under `point`, or nil when the point hits nothing.
    public func topmostLayer(at point: Point) -> LayerID? {
        var result: LayerID?
        visitHits(at: point) { slot in
            result = slot.layer.id
            return false
        }
        return result
    }

    /// Every visible layer with a solid pixel under `point`, topmost first.
    public func layers(at point: Point) -> [LayerID] {
        var result: [LayerID] = []
        visitHits(at: point) { slot in
            result.append(slot.layer.id)
            return true
        }
        return result
    }

    // MARK: - Broad phase

    /// Walks the cell's list and the oversized list together, topmost first, calling `hit` for each layer hit
    /// until it returns false.
    private func visitHits(at point: Point, _ hit: (Slot) -> Bool) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let cell = cells[key(column: cellIndex(point.x), row: cellIndex(point.y))] ?? []
        var i = 0, j = 0
        while i < cell.count || j < oversized.count {
            let takeCell = j >= oversized.count || (i < cell.count && slots[cell[i]]!.isAbove(slots[oversized[j]]!))
            let slot = slots[takeCell ? cell[i] : oversized[j]]!
            if takeCell { i += 1 } else { j += 1 }
            if !slot.layer.isHidden, slot.hits(point), !hit(slot) { return }
        }
    }

    private mutating func register(_ index: Int, _ slot: Slot) {
        slots[index] = slot
        guard let bounds = slot.sceneBounds else { return }  // nothing solid: never hit
        let columns = cellIndex(bounds.minX)...cellIndex(bounds.maxX)
        let rows = cellIndex(bounds.minY)...cellIndex(bounds.maxY)
        if columns.count * rows.count > Self.maxCellsPerLayer {
            insertSorted(index, into: &oversized)
            return
        }
        for row in rows {
            for column in columns { insertSorted(index, into: &cells[key(column: column, row: row), default: []]) }
        }
    }

    private mutating func unregister(_ index: Int, _ slot: Slot) {
        guard let bounds = slot.sceneBounds else { return }
        let columns = cellIndex(bounds.minX)...cellIndex(bounds.maxX)
        let rows = cellIndex(bounds.minY)...cellIndex(bounds.maxY)
        if columns.count * rows.count > Self.maxCellsPerLayer {
            oversized.removeAll { $0 == index }
            return
        }
        for row in rows {
            for column in columns {
                let cellKey = key(column: column, row: row)
                cells[cellKey]?.removeAll { $0 == index }
                if cells[cellKey]?.isEmpty == true { cells[cellKey] = nil }
            }
        }
    }

    /// Keeps a list ordered topmost first.
    private func insertSorted(_ index: Int, into list: inout [Int]) {
        let slot = slots[index]!
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if slots[list[middle]]!.isAbove(slot) { low = middle + 1 } else { high = middle }
        }
        list.insert(index, at: low)
    }

    private func cellIndex(_ coordinate: Double) -> Int {
        let index = (coordinate / cellSize).rounded(.down)
        return Int(max(-1e15, min(1e15, index)))
    }

    private func key(column: Int, row: Int) -> Int64 {
        Int64(truncatingIfNeeded: column) &* 0x1_0000_0001 ^ Int64(truncatingIfNeeded: row) &* 0x7FFF_FFFF
    }
}

extension HitTestScene {
    /// A layer with what queries need precomputed: its placement in pixel terms and the scene bounds of its solid area.
    fileprivate struct Slot {
        var layer: Layer
        let sequence: Int
        let sceneBounds: Rect?
        private let frame: Rect?
        private let placement: ViewPlacement?
        private let inverse: AffineTransform?

        init(layer: Layer, sequence: Int) {
            self.layer = layer
            self.sequence = sequence
            let mask = layer.mask
            let solid = mask.boundingBox?.rect
            switch layer.placement {
            case .frame(let frame, let contentMode):
                let placement = mask.placement(in: frame, contentMode: contentMode)
                self.frame = frame
                self.placement = placement
                inverse = nil
                sceneBounds = solid.flatMap { placement.viewRect(forPixels: $0).intersection(frame) }
            case .transform(let transform):
                frame = nil
                placement = nil
                inverse = transform.inverted()
                sceneBounds = inverse == nil ? nil : solid.map { Self.boundingBox(of: $0, through: transform) }
            }
        }

        func isAbove(_ other: Slot) -> Bool {
            (layer.zIndex, sequence) > (other.layer.zIndex, other.sequence)
        }

        @inline(__always)
        func hits(_ point: Point) -> Bool {
            guard let sceneBounds, point.x >= sceneBounds.minX, point.x <= sceneBounds.maxX,
                point.y >= sceneBounds.minY, point.y <= sceneBounds.maxY
            else { return false }
            if let frame, let placement {
                return frame.contains(point) && layer.mask.contains(pixel: placement.pixel(for: point))
            }
            guard let inverse else { return false }
            return layer.mask.contains(pixel: inverse.apply(to: point))
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
}
