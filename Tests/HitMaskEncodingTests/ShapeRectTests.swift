import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskEncoding

@Suite("Shape rects")
struct ShapeRectTests {
    static let masks: [(String, PackedBits)] =
        [(97, 61), (32, 32), (5, 200), (1, 1), (64, 65)].flatMap { SyntheticMasks.gallery(width: $0.0, height: $0.1) }

    @Test("outer rects hold every solid pixel", arguments: [1, 3, 8, 32, 100])
    func outerCoversEverySolidPixel(grid: Int) {
        for (name, bits) in Self.masks {
            let rects = ShapeRectBuilder.rects(for: bits, grid: grid, mode: .outer)
            for index in 0..<bits.pixelCount where bits.isSolid(index: index) {
                let (x, y) = (index % bits.width, index / bits.width)
                if !rects.contains(where: { $0.contains(x: x, y: y) }) {
                    Issue.record("\(name) \(bits.width)×\(bits.height) grid \(grid): (\(x), \(y)) is in no rect")
                    break
                }
            }
        }
    }

    @Test("inner rects hold only solid pixels", arguments: [1, 4, 32])
    func innerIsSolid(grid: Int) {
        for (name, bits) in Self.masks {
            for rect in ShapeRectBuilder.rects(for: bits, grid: grid, mode: .inner) {
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX where !bits.isSolid(index: y * bits.width + x) {
                        Issue.record("\(name): inner rect \(rect) holds clear pixel (\(x), \(y))")
                        return
                    }
                }
            }
        }
    }

    @Test("rects are disjoint, inside the image and ordered", arguments: FitMode.allCases)
    func wellFormed(mode: FitMode) {
        for (name, bits) in Self.masks {
            let rects = ShapeRectBuilder.rects(for: bits, grid: 16, mode: mode)
            #expect(rects == rects.sorted { ($0.y, $0.x) < ($1.y, $1.x) }, "\(name)")
            var covered = Set<Int>()
            for rect in rects {
                #expect(rect.x >= 0 && rect.y >= 0 && rect.maxX <= bits.width && rect.maxY <= bits.height)
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX {
                        #expect(covered.insert(y * bits.width + x).inserted, "\(name) overlap")
                    }
                }
            }
        }
    }

    // Outer and balanced rects are shrunk to the solid pixels of their cells: each edge row and column then holds
    // one, at every grid (cells of one pixel, cells covered whole by runs, partial cells at the image's edge).
    @Test("outer and balanced rects are shrunk tight", arguments: [1, 3, 8, 32, 100])
    func shrunkTight(grid: Int) {
        for (name, bits) in Self.masks {
            for mode in [FitMode.outer, .balanced] {
                for rect in ShapeRectBuilder.rects(for: bits, grid: grid, mode: mode) {
                    func anySolid(_ xs: Range<Int>, _ ys: Range<Int>) -> Bool {
                        ys.contains { y in xs.contains { x in bits.isSolid(index: y * bits.width + x) } }
                    }
                    let xs = rect.x..<rect.maxX, ys = rect.y..<rect.maxY
                    let tight =
                        anySolid(xs, rect.y..<rect.y + 1) && anySolid(xs, rect.maxY - 1..<rect.maxY)
                        && anySolid(rect.x..<rect.x + 1, ys) && anySolid(rect.maxX - 1..<rect.maxX, ys)
                    #expect(tight, "\(name) \(bits.width)×\(bits.height) grid \(grid) \(mode): \(rect)")
                }
            }
        }
    }

    @Test("balanced lies between inner and outer")
    func balancedBetween() {
        let bits = SyntheticMasks.disc(width: 120, height: 90)
        func area(_ mode: FitMode) -> Int {
            ShapeRectBuilder.rects(for: bits, grid: 12, mode: mode).reduce(0) { $0 + $1.area }
        }
        #expect(area(.inner) < area(.balanced))
        #expect(area(.balanced) < area(.outer))
    }

    @Test("merging turns hundreds of cells into a few dozen rects")
    func merging() {
        let bits = SyntheticMasks.disc(width: 256, height: 256)
        let rects = ShapeRectBuilder.rects(for: bits, grid: 32, mode: .outer)
        #expect(rects.count <= 40)
        #expect(rects.count >= 10)
        let full = SyntheticMasks.make(width: 300, height: 200) { _, _ in true }
        #expect(
            ShapeRectBuilder.rects(for: full, grid: 32, mode: .outer) == [
                PixelRect(x: 0, y: 0, width: 300, height: 200)
            ])
        #expect(ShapeRectBuilder.rects(for: PackedBits(width: 30, height: 20), grid: 32, mode: .outer).isEmpty)
    }
}

@Suite("Coding and shape rects from one scan")
struct OneScanTests {
    @Test("encodeWithRects gives what encode and rects give apart, for every gallery mask and mode")
    func sameAsApart() {
        for (width, height) in [(1, 1), (9, 3), (31, 17), (64, 40), (130, 7)] {
            for (name, bits) in SyntheticMasks.gallery(width: width, height: height) {
                for mode in FitMode.allCases {
                    let together = MaskEncoder.encodeWithRects(bits, grid: 8, mode: mode)
                    let (codec, payload) = MaskEncoder.encode(bits)
                    #expect(together.codec == codec && together.payload == payload, "\(name) \(width)×\(height)")
                    #expect(
                        together.rects == ShapeRectBuilder.rects(for: bits, grid: 8, mode: mode),
                        "\(name) \(width)×\(height) \(mode)")
                }
            }
        }
    }
}
