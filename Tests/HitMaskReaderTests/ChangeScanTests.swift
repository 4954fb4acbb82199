import HitMaskEncoding
import HitMaskReader
import HitMaskTestSupport
import Testing

/// The encoders and the rect builder see masks only through `nextChange`, `appendChanges` and
/// `forEachRowChanges`, which skip equal bytes or take whole words: they must find exactly what a pixel-by-pixel
/// scan finds, at every alignment.
@Suite("Scanning for changes a word at a time")
struct ChangeScanTests {
    static func pixelScan(_ bits: PackedBits, row y: Int) -> [Int] {
        var changes: [Int] = []
        var solid = false
        for x in 0..<bits.width where bits.isSolid(index: y * bits.width + x) != solid {
            changes.append(x)
            solid.toggle()
        }
        return changes
    }

    @Test("every row's changes match a pixel scan", arguments: [1, 7, 8, 9, 63, 64, 65, 130, 257])
    func rowsMatch(width: Int) {
        var random = SeededGenerator(seed: UInt64(width))
        // Long runs (whole words of one colour) and short ones, so both skipping paths and every offset occur.
        let bits = SyntheticMasks.make(width: width, height: 40) { x, y in
            let band = (x / 70 + y / 9) % 3
            return band == 0 ? true : band == 1 ? false : Bool.random(using: &random)
        }
        for y in 0..<bits.height {
            var changes: [Int] = []
            bits.appendChanges(ofRow: y, to: &changes)
            #expect(changes == Self.pixelScan(bits, row: y), "width \(width) row \(y)")
        }
        var rows = 0
        bits.forEachRowChanges { y, changes in
            #expect(y == rows && changes == Self.pixelScan(bits, row: y), "width \(width) row \(y)")
            rows += 1
        }
        #expect(rows == bits.height)
    }

    @Test("nextChange stops at the end it is given")
    func stopsAtEnd() {
        let solid = SyntheticMasks.make(width: 200, height: 3) { _, _ in true }
        for start in [0, 1, 7, 8, 63, 64, 100] {
            for end in [start, start + 1, start + 64, 599, 600] where end >= start && end <= 600 {
                #expect(solid.nextChange(from: start, before: end, solid: true) == end)
                #expect(solid.nextChange(from: start, before: end, solid: false) == start)
            }
        }
    }

    @Test("the run count codec 3's encoder reports is codec 1's number of runs")
    func runCounts() {
        for seed in 0..<60 {
            var random = SeededGenerator(seed: UInt64(seed))
            let width = Int.random(in: 1...90, using: &random), height = Int.random(in: 1...12, using: &random)
            let density = [0.0, 0.05, 0.5, 0.95, 1.0][seed % 5]
            let bits = SyntheticMasks.noise(width: width, height: height, density: density, seed: UInt64(seed))
            // Every varint of codec 1's payload is one run.
            let varints = RunLengthEncoder.encode(bits).filter { $0 & 0x80 == 0 }.count
            #expect(TransitionEncoder.encodeCountingRuns(bits).runLengthRuns == varints, "seed \(seed)")
        }
    }
}
