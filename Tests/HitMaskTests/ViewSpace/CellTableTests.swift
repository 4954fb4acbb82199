import Testing
@testable import HitMask

@Suite("The scene's cell table")
struct CellTableTests {
    @Test("random additions and removals agree with a Dictionary, through growth and backward-shift removal")
    func matchesDictionary() {
        var random = SeededGenerator(seed: 12)
        var table = CellTable()
        var model: [Int64: [Int32]] = [:]
        let item = { (slot: Int32) in CellItem(bounds: Rect(x: 0, y: 0, width: 1, height: 1), slot: Int(slot)) }
        // Few distinct keys, so that runs collide, grow and empty again; some keys far apart, some adjacent.
        let keys: [Int64] = (0..<300).map { $0 < 200 ? Int64($0) : Int64.random(in: .min ... .max, using: &random) }
        for step in 0..<20_000 {
            let key = keys.randomElement(using: &random)!
            if Bool.random(using: &random) || model[key] == nil {
                let slot = Int32(step)
                table.modify(key) { $0.append(item(slot)) }
                model[key, default: []].append(slot)
            } else {
                let slot = model[key]!.randomElement(using: &random)!
                table.modify(key) { $0.removeAll { $0.slot == slot } }
                model[key]!.removeAll { $0 == slot }
                if model[key]!.isEmpty { model[key] = nil }
            }
            if step % 97 == 0 {
                for key in keys { #expect(table.items(for: key).map(\.slot) == (model[key] ?? []), "key \(key) at step \(step)") }
            }
        }
        for key in keys { #expect(table.items(for: key).map(\.slot) == (model[key] ?? [])) }
    }
}
