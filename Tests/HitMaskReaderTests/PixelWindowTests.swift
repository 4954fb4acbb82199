import HitMaskTestSupport
import Testing

@testable import HitMaskReader

/// The pixel-space window behind every view query (HitMaskGeometry's tests check the queries built on it).
@Suite("Pixel windows")
struct PixelWindowTests {
    @Test("the unchecked floor agrees with rounded(.down) at integers, halves, their neighbours and random values")
    func floorMatchesRoundedDown() {
        var values: [Double] = [0, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.5, 1e-300, 0x1p51.nextDown]
        for n in 0..<2_000 {
            let whole = Double(n) * 1_000_003 / 7  // spread over [0, 3e8), integers and not
            for x in [Double(n), whole, whole.rounded(.down) + 0.5] {
                values += [x, x.nextUp, x.nextDown].filter { $0 >= 0 }
            }
        }
        var random = SeededGenerator(seed: 5)
        values += (0..<20_000).map { _ in Double.random(in: 0..<0x1p40, using: &random) }
        for x in values {
            #expect(PixelWindow.floor(x) == Int(x.rounded(.down)), "floor(\(x))")
        }
    }
}
