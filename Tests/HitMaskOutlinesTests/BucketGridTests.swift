import HitMaskTestSupport
import Testing

@testable import HitMaskOutlines

@Suite("The grid that files edges and corners for nearby searches")
struct BucketGridTests {
    static func items(in grid: BucketGrid, cell: Int) -> Set<Int32> {
        var found = Set<Int32>(), entry = grid.heads[cell]
        while entry >= 0 {
            found.insert(grid.entries[Int(entry)].item)
            entry = grid.entries[Int(entry)].next
        }
        return found
    }

    @Test("a segment is filed under every cell it passes through, and a long slanted one under few cells a row")
    func segments() {
        var random = SeededGenerator(seed: 5)
        var grid = BucketGrid(minX: 0, minY: 0, maxX: 400, maxY: 300, itemCount: 4000, density: 1)
        var segments: [((x: Double, y: Double), (x: Double, y: Double))] = []
        for _ in 0..<200 {
            func point() -> (x: Double, y: Double) {
                (
                    Double(Int.random(in: 0...6400, using: &random)) / 16,
                    Double(Int.random(in: 0...4800, using: &random)) / 16
                )
            }
            var (a, b) = (point(), point())
            // Some horizontal and vertical ones, and some ending on cell boundaries.
            switch segments.count % 4 {
            case 1: b.y = a.y
            case 2: b.x = a.x
            case 3: (a.x, b.y) = (grid.minX + grid.cellSize * 7, grid.minY + grid.cellSize * 3)
            default: break
            }
            grid.file(Int32(segments.count), segmentFrom: a, to: b)
            segments.append((a, b))
        }
        for (k, (a, b)) in segments.enumerated() {
            // Points every 1/64 cell along it, and its ends, lie in cells that hold it.
            let steps = Int((max(abs(b.x - a.x), abs(b.y - a.y)) / grid.cellSize * 64).rounded(.up)) + 1
            for s in 0...steps {
                let t = Double(s) / Double(steps)
                let x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y)
                #expect(
                    Self.items(in: grid, cell: grid.row(y) * grid.columns + grid.column(x)).contains(Int32(k)),
                    "segment \(k) missing at (\(x), \(y))")
            }
            let rows = grid.row(max(a.y, b.y)) - grid.row(min(a.y, b.y)) + 1
            let columns = grid.column(max(a.x, b.x)) - grid.column(min(a.x, b.x)) + 1
            let filed = (0..<grid.heads.count).filter { Self.items(in: grid, cell: $0).contains(Int32(k)) }.count
            #expect(
                filed <= rows + columns + 2 * min(rows, columns),
                "segment \(k): \(filed) cells for \(rows) × \(columns)")
        }
    }
}
