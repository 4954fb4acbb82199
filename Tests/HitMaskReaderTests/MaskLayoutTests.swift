import HitMaskTestSupport
import Testing

@testable import HitMaskEncoding
@testable import HitMaskReader

@Suite("A mask is small to copy and compares by value")
struct MaskLayoutTests {
    @Test("a mask is eight words, so masks[i] in an engine's loop copies little")
    func eightWords() {
        #expect(MemoryLayout<HitMask>.size <= 8 * MemoryLayout<Int>.size)
    }

    @Test("equality looks through the shared details: same pixels with other rects or codec differ")
    func equalityComparesDetails() throws {
        let bits = SyntheticMasks.gallery(width: 20, height: 12).first { $0.1.solidPixelCount > 0 }!.1
        let transitions = try HitMask(bytes: SyntheticMasks.file(bits, codec: .transitions))
        let again = try HitMask(bytes: SyntheticMasks.file(bits, codec: .transitions))
        let runLength = try HitMask(bytes: SyntheticMasks.file(bits, codec: .runLength))
        #expect(transitions == again)
        #expect(transitions.bits == runLength.bits)
        #expect(transitions != runLength)
        let copy = transitions
        #expect(copy == transitions)
        #expect(transitions.withDistanceField() != transitions)
    }
}
