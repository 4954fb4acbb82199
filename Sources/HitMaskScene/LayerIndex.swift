import HitMaskGeometry
import HitMaskReader

/// The broad phase and precise tests behind `HitTestScene`, free of the scene's generic id type so queries run
/// as specialised code with no copies. The broad phase is a few uniform grids whose cells grow sixteenfold from
/// one to the next: a layer is kept in the finest grid where its bounding box touches at most
/// `CellGrid.maxCellsPerLayer` cells, so small and huge layers alike cost a query one short list per grid in use.
@usableFromInline
struct LayerIndex: Sendable {
    /// What the index keeps about a layer besides its probe.
    struct Entry {
        var zIndex: Double
        var sequence: Int
        var isLive: Bool
        /// The scene bounds of the solid area; nil when nothing can be hit.
        var sceneBounds: Rect2D?
        /// The grid holding the layer and the cells it touches there; nil when it is in none (no bounds, or too
        /// large for every grid).
        var level: Int?
        var span: CellGrid.Span?

        static let free = Entry(zIndex: 0, sequence: 0, isLive: false)
    }

    /// Everything the precise test of a layer reads, and nothing else, so that a candidate costs a cache line or
    /// two: a frame's placement and a transform's inverse are both a map from scene points to pixels.
    struct Probe {
        var pixels: SolidPixels
        var sceneToPixels: Transform2D
        /// The pixels that can be hit: those the frame shows, or the whole image.
        var window: PixelWindow
        var isHidden: Bool

        /// The precise test, for a point already inside the bounding box.
        @inline(__always)
        func hits(_ point: Point2D) -> Bool {
            !isHidden && pixels.contains(pixel: sceneToPixels.apply(to: point), in: window)
        }

        static let free = Probe(
            pixels: SolidPixels(PackedBits(width: 1, height: 1)), sceneToPixels: .identity,
            window: PixelWindow(width: 0, height: 0), isHidden: true)
    }

    @usableFromInline let cellSize: Double
    private var entries: [Entry] = []
    /// Each slot's probe, apart from its entry: what a query reads.
    private var probes: [Probe] = []
    /// What a tolerance query reads about each slot's layer (nil for a free slot): kept apart from the probes so
    /// that exact queries read no more memory than before.
    private var toleranceProbes: [ToleranceProbe?] = []
    /// The largest `pixelReach` of any layer placed so far (never lowered: it only widens tolerance broad phases).
    private var maxPixelReach = 0.0
    /// Cells of `cellSize`, then 16, 256, … up to 16⁵ times as large; queries skip the grids holding no layer.
    private var grids: [CellGrid]
    /// Layers too large for every grid, topmost first.
    private var unbounded: [CellItem] = []

    init(cellSize: Double) {
        self.cellSize = cellSize
        var size = cellSize
        grids = (0..<6).map { _ in
            defer { size *= 16 }
            return CellGrid(cellSize: size)
        }
    }

    private typealias Layer = (entry: Entry, probe: Probe, tolerance: ToleranceProbe)

    private static func layer(mask: HitMask, placement: HitTestPlacement, zIndex: Double, sequence: Int, isHidden: Bool)
        -> Layer
    {
        var entry = Entry(zIndex: zIndex, sequence: sequence, isLive: true)
        var probe = Probe(
            pixels: mask.solidPixels, sceneToPixels: .identity, window: PixelWindow(width: 0, height: 0),
            isHidden: isHidden)
        let solid = mask.boundingBox?.rect
        switch placement {
        case .frame(let frame, let contentMode):
            let map = mask.placement(in: frame, contentMode: contentMode)
            // The same arithmetic as ViewPlacement.pixel(for:): the zero terms add nothing, so scene and single
            // queries agree exactly.
            probe.sceneToPixels = Transform2D(
                a: map.pixelsPerPointX, b: 0, c: 0, d: map.pixelsPerPointY, tx: map.offsetX, ty: map.offsetY)
            probe.window = mask.window(in: frame, placement: map)
            entry.sceneBounds = solid.flatMap { map.viewRect(forPixels: $0).intersection(frame) }
        case .transform(let transform):
            if let inverse = transform.inverted() {
                probe.sceneToPixels = inverse
                probe.window = PixelWindow(width: mask.width, height: mask.height)
                entry.sceneBounds = solid.map { boundingBox(of: $0, through: transform) }
            }
        }
        let tolerance =
            switch placement {
            case .frame(let frame, let contentMode): ToleranceProbe(mask: mask, bounds: frame, contentMode: contentMode)
            case .transform(let transform): ToleranceProbe(mask: mask, transform: transform)
            }
        return (entry, probe, tolerance)
    }

    /// Puts a layer's entry and probe in slot `slot` (appending slots as needed), replacing what was there.
    private mutating func set(_ layer: Layer, at slot: Int) {
        var entry = layer.entry
        if let bounds = entry.sceneBounds {
            for level in grids.indices {
                if let span = grids[level].span(of: bounds) {
                    (entry.level, entry.span) = (level, span)
                    break
                }
            }
        }
        // A small move (same cells, same order) only rewrites the layer's item in each of its cells.
        if slot < entries.count, let bounds = entry.sceneBounds, keepsCells(entries[slot], entry) {
            let item = CellItem(bounds: bounds, slot: slot)
            if let level = entry.level, let span = entry.span {
                grids[level].replace(item, in: span)
            } else if let position = unbounded.firstIndex(where: { $0.slot == item.slot }) {
                unbounded[position] = item
            }
            entries[slot] = entry
            probes[slot] = layer.probe
            toleranceProbes[slot] = layer.tolerance
            maxPixelReach = max(maxPixelReach, layer.tolerance.pixelReach)
            return
        }
        if slot < entries.count {
            removeFromBroadPhase(slot)
        } else {
            while entries.count <= slot {
                entries.append(.free)
                probes.append(.free)
                toleranceProbes.append(nil)
            }
        }
        entries[slot] = entry
        probes[slot] = layer.probe
        toleranceProbes[slot] = layer.tolerance
        if entry.sceneBounds != nil { maxPixelReach = max(maxPixelReach, layer.tolerance.pixelReach) }
        guard let bounds = entry.sceneBounds else { return }
        let item = CellItem(bounds: bounds, slot: slot)
        let entries = self.entries
        let isAbove = { (item: CellItem, other: CellItem) in Self.isAbove(Int(item.slot), Int(other.slot), entries) }
        if let level = entry.level, let span = entry.span {
            grids[level].insert(item, in: span, isAbove: isAbove)
        } else {
            unbounded.insertSorted(item, isAbove: isAbove)
        }
    }

    /// Puts a layer in slot `slot`, replacing what was there.
    @usableFromInline
    mutating func place(
        _ slot: Int, mask: HitMask, placement: HitTestPlacement, zIndex: Double, sequence: Int, isHidden: Bool
    ) {
        set(
            Self.layer(mask: mask, placement: placement, zIndex: zIndex, sequence: sequence, isHidden: isHidden),
            at: slot)
    }

    /// The order among layers of equal z that the layer in `slot` was given when it was added.
    @usableFromInline
    func sequence(of slot: Int) -> Int { entries[slot].sequence }

    @usableFromInline
    mutating func clear(_ slot: Int) {
        removeFromBroadPhase(slot)
        entries[slot] = .free
        probes[slot] = .free
        toleranceProbes[slot] = nil
    }

    @usableFromInline
    mutating func setHidden(_ slot: Int, _ hidden: Bool) { probes[slot].isHidden = hidden }

    /// The slot of the topmost layer hit at `point`.
    @usableFromInline
    func topmostSlot(at point: Point2D) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var best: Int?
        for level in grids.indices where grids[level].layerCount > 0 {
            best = topmost(in: grids[level].items(at: point), at: point, above: best)
        }
        if !unbounded.isEmpty { best = topmost(in: unbounded, at: point, above: best) }
        return best
    }

    /// The slot of the layer a touch at `point` goes to with `tolerance` (in scene units): the topmost layer hit,
    /// if any; otherwise, of the visible layers with a solid pixel within `tolerance`, the nearest one, and among
    /// equally near ones the topmost.
    @usableFromInline
    func nearestSlot(at point: Point2D, tolerance: Double) -> Int? {
        if let hit = topmostSlot(at: point) { return hit }
        guard point.x.isFinite, point.y.isFinite, tolerance > 0 else { return nil }
        // A layer's solid pixels' centres lie within its pixel reach of its bounds, and so does the point's pixel's.
        let margin = tolerance + maxPixelReach
        let reach = Rect2D(x: point.x - margin, y: point.y - margin, width: 2 * margin, height: 2 * margin)
        var near: [(slot: Int, distance: Double)] = []
        var seen = Set<Int32>()
        func consider(_ items: [CellItem]) {
            for item in items where item.isWithin(margin, of: point) && seen.insert(item.slot).inserted {
                let slot = Int(item.slot)
                guard !probes[slot].isHidden, let probe = toleranceProbes[slot],
                    let distance = probe.distance(to: point, within: tolerance)
                else { continue }
                near.append((slot, distance))
            }
        }
        forEachCandidateList(touching: reach, consider)
        // Equally near layers (up to rounding: a sprite rotated by an angle measures a pixel step as 1.5 ± 1 ulp)
        // go to the topmost.
        guard let nearest = near.map(\.distance).min() else { return nil }
        let tied = near.filter { $0.distance <= nearest * (1 + 1e-12) }.map(\.slot)
        return tied.dropFirst().reduce(tied[0]) { Self.isAbove($1, $0, entries) ? $1 : $0 }
    }

    /// Every slot hit at `point`, topmost first.
    @usableFromInline
    func allSlots(at point: Point2D) -> [Int] {
        guard point.x.isFinite, point.y.isFinite else { return [] }
        var slots: [Int] = []
        for level in grids.indices where grids[level].layerCount > 0 {
            appendHits(in: grids[level].items(at: point), at: point, to: &slots)
        }
        appendHits(in: unbounded, at: point, to: &slots)
        return slots.sorted { Self.isAbove($0, $1, entries) }
    }

    /// The slots of the visible layers that touch the layer in `slot` (visible too), topmost first: those that some
    /// scene point (x + ½, y + ½), x and y whole, hits along with it. The grids give the candidates whose bounds meet
    /// the layer's; each is then sampled where the two bounds meet, widened a unit, stopping at the first shared point.
    @usableFromInline
    func touchingSlots(of slot: Int) -> [Int] {
        guard slot < entries.count, entries[slot].isLive, !probes[slot].isHidden,
            let bounds = entries[slot].sceneBounds
        else { return [] }
        var touching: [Int] = []
        var seen: Set<Int32> = [Int32(slot)]
        func consider(_ items: [CellItem]) {
            for item in items where seen.insert(item.slot).inserted {
                let other = Int(item.slot)
                guard !probes[other].isHidden, let otherBounds = entries[other].sceneBounds,
                    sharesUnitCentre(slot, other, within: bounds, otherBounds)
                else { continue }
                touching.append(other)
            }
        }
        forEachCandidateList(touching: bounds, consider)
        return touching.sorted { Self.isAbove($0, $1, entries) }
    }

    /// Calls `body` with lists of the layers whose bounds may meet `rect`: each grid's cells that `rect` touches, or,
    /// where that is many cells, the grid's layers read from their entries instead of cell by cell; then the layers
    /// too large for every grid. A layer may come in several lists.
    private func forEachCandidateList(touching rect: Rect2D, _ body: ([CellItem]) -> Void) {
        let maxCells = 256
        let finite = rect.minX.isFinite && rect.maxX.isFinite && rect.minY.isFinite && rect.maxY.isFinite
        for level in grids.indices where grids[level].layerCount > 0 {
            if !(finite && grids[level].forEachList(touching: rect, maxCells: maxCells, body)) {
                body(
                    entries.indices.compactMap { slot in
                        let entry = entries[slot]
                        guard entry.isLive, entry.level == level, let bounds = entry.sceneBounds else { return nil }
                        return CellItem(bounds: bounds, slot: slot)
                    })
            }
        }
        body(unbounded)
    }

    /// Whether some scene point (x + ½, y + ½), x and y whole, where the two bounds meet (widened a unit, and kept
    /// to |x|, |y| < 2⁵², where every such point is a double) hits both layers.
    private func sharesUnitCentre(_ a: Int, _ b: Int, within bounds: Rect2D, _ otherBounds: Rect2D) -> Bool {
        let limit = 4_503_599_627_370_495.0
        let edges = [
            (max(bounds.minX, otherBounds.minX) - 1).rounded(.down),
            (min(bounds.maxX, otherBounds.maxX) + 1).rounded(.up),
            (max(bounds.minY, otherBounds.minY) - 1).rounded(.down),
            (min(bounds.maxY, otherBounds.maxY) + 1).rounded(.up),
        ]
        guard !edges.contains(where: \.isNaN), edges[0] <= edges[1], edges[2] <= edges[3] else { return false }
        let (minX, maxX) = (max(edges[0], -limit), min(edges[1], limit))
        let (minY, maxY) = (max(edges[2], -limit), min(edges[3], limit))
        guard minX <= maxX, minY <= maxY else { return false }
        let first = probes[a], second = probes[b]
        for y in Int(minY)...Int(maxY) {
            for x in Int(minX)...Int(maxX) {
                let point = Point2D(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if first.hits(point) && second.hits(point) { return true }
            }
        }
        return false
    }

    /// The topmost layer of `items` (a list ordered topmost first) hit at `point`, if it is above `best`;
    /// otherwise `best`. The list is read only down to the first layer under the point that is below `best`.
    @inline(__always)
    private func topmost(in items: [CellItem], at point: Point2D, above best: Int?) -> Int? {
        probes.withUnsafeBufferPointer { probes in
            items.withUnsafeBufferPointer { items in
                for item in items where item.covers(point) {
                    // Bounding boxes first: they are in the list, while the order needs the entries.
                    let slot = Int(item.slot)
                    if let best, !Self.isAbove(slot, best, entries) { return best }
                    if probes[slot].hits(point) { return slot }
                }
                return best
            }
        }
    }

    private func appendHits(in items: [CellItem], at point: Point2D, to slots: inout [Int]) {
        for item in items where item.covers(point) && probes[Int(item.slot)].hits(point) {
            slots.append(Int(item.slot))
        }
    }

    /// Whether a layer changing from `old` to `new` stays in the same cells of the same grid, in the same order.
    private func keepsCells(_ old: Entry, _ new: Entry) -> Bool {
        old.isLive && old.sceneBounds != nil && new.sceneBounds != nil && old.level == new.level && old.span == new.span
            && old.zIndex == new.zIndex && old.sequence == new.sequence
    }

    private mutating func removeFromBroadPhase(_ slot: Int) {
        let entry = entries[slot]
        guard entry.isLive, entry.sceneBounds != nil else { return }
        if let level = entry.level, let span = entry.span {
            grids[level].remove(slot: slot, from: span)
        } else {
            unbounded.removeAll { $0.slot == Int32(slot) }
        }
    }

    /// Higher z first; at equal z, the layer added later.
    @inline(__always)
    private static func isAbove(_ slot: Int, _ other: Int, _ entries: [Entry]) -> Bool {
        let a = entries[slot], b = entries[other]
        return a.zIndex > b.zIndex || (a.zIndex == b.zIndex && a.sequence > b.sequence)
    }

    private static func boundingBox(of rect: Rect2D, through transform: Transform2D) -> Rect2D {
        let a = transform.apply(to: Point2D(x: rect.minX, y: rect.minY)),
            b = transform.apply(to: Point2D(x: rect.maxX, y: rect.minY))
        let c = transform.apply(to: Point2D(x: rect.minX, y: rect.maxY)),
            d = transform.apply(to: Point2D(x: rect.maxX, y: rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return Rect2D(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }
}
