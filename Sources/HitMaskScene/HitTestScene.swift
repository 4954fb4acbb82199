import HitMaskGeometry
import HitMaskReader

/// Layered hit testing: which layer's solid pixel is on top at a point? Touches pass through clear pixels
/// and hidden layers to whatever lies below.
///
/// Layers are kept in uniform grids of square cells (the broad phase), each cell listing the layers whose solid
/// area's bounding box overlaps it, topmost first; a query reads one cell, checks bounding boxes, then masks.
/// The cells of each grid are sixteen times as large as the last one's, and a layer goes in the finest grid
/// where it touches at most 64 cells, so scenes of small sprites and of huge ones are both fast to query and edit.
/// Adding, moving and removing a layer touches only the cells it covers.
public struct HitTestScene<LayerID: Hashable> {
    public typealias Placement = HitTestPlacement

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

    // The bookkeeping by id is inlinable, so that it is specialised for LayerID in the caller; the broad phase
    // and the queries are non-generic code in LayerIndex.
    @usableFromInline var index: LayerIndex
    @usableFromInline var layers: [Layer?] = []
    /// Each slot's id on its own, so answering a query copies an id, not a whole layer.
    @usableFromInline var ids: [LayerID?] = []
    @usableFromInline var slotOfID: [LayerID: Int] = [:]
    @usableFromInline var freeSlots: [Int] = []
    @usableFromInline var nextSequence = 0

    /// - Parameter cellSize: side of a cell of the finest grid, in scene units; about the size of a typical layer
    ///   works best.
    public init(cellSize: Double = 64) {
        precondition(cellSize > 0 && cellSize.isFinite, "cellSize must be a positive number")
        index = LayerIndex(cellSize: cellSize)
    }

    public var cellSize: Double { index.cellSize }
    @inlinable public var count: Int { slotOfID.count }

    @inlinable
    public func layer(_ id: LayerID) -> Layer? { slotOfID[id].flatMap { layers[$0] } }

    /// Adds a layer, or replaces the one with the same id (which keeps its place among layers of equal z).
    @inlinable
    public mutating func insert(_ layer: Layer) {
        let slot: Int
        let sequence: Int
        if let existing = slotOfID[layer.id] {
            slot = existing
            sequence = index.sequence(of: existing)
        } else {
            slot = freeSlots.popLast() ?? layers.count
            if slot == layers.count {
                layers.append(nil)
                ids.append(nil)
            }
            slotOfID[layer.id] = slot
            sequence = nextSequence
            nextSequence += 1
        }
        ids[slot] = layer.id
        index.place(
            slot, mask: layer.mask, placement: layer.placement, zIndex: layer.zIndex, sequence: sequence,
            isHidden: layer.isHidden)
        layers[slot] = layer
    }

    @discardableResult @inlinable
    public mutating func remove(_ id: LayerID) -> Layer? {
        guard let slot = slotOfID.removeValue(forKey: id) else { return nil }
        let layer = layers[slot]
        layers[slot] = nil
        ids[slot] = nil
        index.clear(slot)
        freeSlots.append(slot)
        return layer
    }

    /// Moves a layer to a new frame or transform. Cheap when it stays in the same cells.
    @inlinable
    public mutating func move(_ id: LayerID, to placement: Placement) {
        update(id) { $0.placement = placement }
    }

    /// Hides or shows a layer; hidden layers stay in the grid and the query skips them, so this costs nothing.
    @inlinable
    public mutating func setHidden(_ id: LayerID, to hidden: Bool) {
        guard let slot = slotOfID[id] else { return }
        layers[slot]?.isHidden = hidden
        index.setHidden(slot, hidden)
    }

    /// Changes a layer's z. Among layers of equal z, the one added later is on top, whatever order their z were
    /// set in: a layer keeps its place in the adding order (re-add it to bring it to the top of its z).
    @inlinable
    public mutating func setZIndex(_ id: LayerID, to zIndex: Double) {
        update(id) { $0.zIndex = zIndex }
    }

    /// Changes a layer in place (its id must stay the same); the layer is not copied.
    @inlinable
    public mutating func update(_ id: LayerID, _ change: (inout Layer) -> Void) {
        guard let slot = slotOfID[id], layers[slot] != nil else { return }
        change(&layers[slot]!)
        precondition(layers[slot]!.id == id, "update must not change a layer's id")
        reindex(slot)
    }

    /// Tells the index what the layer in `slot` now is.
    @inlinable
    mutating func reindex(_ slot: Int) {
        guard let layer = layers[slot] else { return }
        index.place(
            slot, mask: layer.mask, placement: layer.placement, zIndex: layer.zIndex,
            sequence: index.sequence(of: slot), isHidden: layer.isHidden)
    }

    /// The id of the topmost visible layer with a solid pixel under `point`, or nil when the touch hits nothing.
    @inlinable
    public func topmostLayerID(at point: Point2D) -> LayerID? {
        // Inlinable so it is specialised for LayerID in the caller; the search itself is non-generic.
        guard let slot = index.topmostSlot(at: point) else { return nil }
        return ids[slot]
    }

    /// The id of the layer a touch at `point` goes to when it may miss by up to `tolerance` scene units: the topmost
    /// layer hit, as with `topmostLayerID(at:)`, since a real hit always wins; otherwise the visible layer whose
    /// nearest solid pixel is nearest (within `tolerance`), and among equally near layers the topmost. Distances
    /// run from the pixel under the point to solid pixels' centres, through each layer's placement, as
    /// `HitMask.contains(_:in:contentMode:tolerance:)` measures them.
    @inlinable
    public func topmostLayerID(at point: Point2D, tolerance: Double) -> LayerID? {
        guard let slot = index.nearestSlot(at: point, tolerance: tolerance) else { return nil }
        return ids[slot]
    }

    /// Every visible layer with a solid pixel under `point`, topmost first.
    @inlinable
    public func layerIDs(at point: Point2D) -> [LayerID] {
        index.allSlots(at: point).compactMap { ids[$0] }
    }

    /// The visible layers that touch layer `id`, topmost first: those that some scene point (x + ½, y + ½), x and y
    /// whole, hits along with it, as `layerIDs(at:)` counts hits (GameMaker's "precise" rule, in scene units). The
    /// grids find the layers whose bounds meet its own; each of those costs the area where the two meet, a point at a
    /// time, stopping at the first shared point. A hidden layer, or one the scene does not hold, touches nothing.
    @inlinable
    public func layerIDs(touching id: LayerID) -> [LayerID] {
        guard let slot = slotOfID[id] else { return [] }
        return index.touchingSlots(of: slot).compactMap { ids[$0] }
    }
}

// A scene is a value of value types: it can be sent to another task or kept in an actor whenever its ids can.
extension HitTestScene: Sendable where LayerID: Sendable {}
extension HitTestScene.Layer: Sendable where LayerID: Sendable {}
