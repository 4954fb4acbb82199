import HitMaskGeometry
import HitMaskReader

/// The occupied cells of a grid: an open-addressing hash table from a cell (its column and row) to its list.
///
/// A query looks up one cell per grid. `Dictionary` would hash the key with SipHash (about a fifth of a query)
/// and keep keys and values apart; here a multiplicative hash picks a slot that holds the key and the list
/// together, and linear probing finds the key in that slot or the next few. Removal shifts later slots back,
/// so there are no tombstones and lookups stay short however many cells come and go.
struct CellTable {
    /// A cell's column and row, both kept whole, so that no two cells ever share a list.
    struct Key: Equatable {
        var column: Int
        var row: Int
    }

    private struct Slot {
        var key = Key(column: 0, row: 0)
        var items: [CellItem] = []
        var isUsed = false
    }

    private var slots = [Slot](repeating: Slot(), count: 16)
    private var usedCount = 0

    /// The list of the cell with this key; empty when the cell has none.
    @inline(__always)
    func items(for key: Key) -> [CellItem] {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var index = Self.home(of: key, mask: mask)
            while slots[index].isUsed {
                if slots[index].key == key { return slots[index].items }
                index = (index + 1) & mask
            }
            return []
        }
    }

    /// Changes the list of the cell with this key, adding the cell when it has none and dropping it when the
    /// change leaves its list empty.
    mutating func modify(_ key: Key, _ change: (inout [CellItem]) -> Void) {
        var index = find(key)
        if !slots[index].isUsed {
            if (usedCount + 1) * 2 > slots.count {
                grow()
                index = find(key)
            }
            slots[index] = Slot(key: key, items: [], isUsed: true)
            usedCount += 1
        }
        change(&slots[index].items)
        if slots[index].items.isEmpty { remove(at: index) }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func find(_ key: Key) -> Int {
        let mask = slots.count - 1
        var index = Self.home(of: key, mask: mask)
        while slots[index].isUsed && slots[index].key != key { index = (index + 1) & mask }
        return index
    }

    /// Empties a slot, then moves back each later slot of the same run that may sit there, so that every key
    /// stays reachable from its home without passing an empty slot.
    private mutating func remove(at removed: Int) {
        let mask = slots.count - 1
        var hole = removed, index = removed
        while true {
            index = (index + 1) & mask
            guard slots[index].isUsed else { break }
            let home = Self.home(of: slots[index].key, mask: mask)
            // The slot may stay only if its home lies cyclically after the hole and at or before the slot.
            let staysReachable = hole <= index ? (hole < home && home <= index) : (hole < home || home <= index)
            if !staysReachable {
                slots[hole] = slots[index]
                hole = index
            }
        }
        slots[hole] = Slot()
        usedCount -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.isUsed { slots[find(slot.key)] = slot }
    }

    /// Fibonacci hashing: the row and column mixed by two odd multipliers, then bits of the high half of the
    /// mix times 2⁶⁴/φ, so that neighbouring cells spread out.
    @inline(__always)
    private static func home(of key: Key, mask: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(key.column)) &* 0xD6E8_FEB8_6659_FD93 ^ UInt64(bitPattern: Int64(key.row))
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
