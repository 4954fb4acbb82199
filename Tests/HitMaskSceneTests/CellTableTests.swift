import HitMask
import HitMaskTestSupport
import Testing

@testable import HitMaskScene

@Suite("The scene's cell table")
struct CellTableTests {
    @Test("random additions and removals agree with a Dictionary, through growth and backward-shift removal")
    func matchesDictionary() {
        var random = SeededGenerator(seed: 12)
        var table = CellTable()
        var model: [Int: [Int32]] = [:]
        let item = { (slot: Int32) in CellItem(bounds: Rect2D(x: 0, y: 0, width: 1, height: 1), slot: Int(slot)) }
        // Few distinct keys, so that runs collide, grow and empty again; some keys far apart, some adjacent.
        let keys: [Int] = (0..<300).map {
            $0 < 200 ? $0 : Int.random(in: -1_000_000_000_000_000...1_000_000_000_000_000, using: &random)
        }
        // Cells of one row and of one column, and cells far apart.
        let cell = { (key: Int) in
            key < 100
                ? CellTable.Key(column: key, row: 7)
                : key < 200 ? CellTable.Key(column: -3, row: key) : CellTable.Key(column: key, row: -key)
        }
        for step in 0..<20_000 {
            let key = keys.randomElement(using: &random)!
            if Bool.random(using: &random) || model[key] == nil {
                let slot = Int32(step)
                table.modify(cell(key)) { $0.append(item(slot)) }
                model[key, default: []].append(slot)
            } else {
                let slot = model[key]!.randomElement(using: &random)!
                table.modify(cell(key)) { $0.removeAll { $0.slot == slot } }
                model[key]!.removeAll { $0 == slot }
                if model[key]!.isEmpty { model[key] = nil }
            }
            if step % 97 == 0 {
                for key in keys {
                    #expect(table.items(for: cell(key)).map(\.slot) == (model[key] ?? []), "key \(key) at step \(step)")
                }
            }
        }
        for key in keys { #expect(table.items(for: cell(key)).map(\.slot) == (model[key] ?? [])) }
    }
}
