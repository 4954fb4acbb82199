import HitMaskEncoding
import HitMaskOutlines
import HitMaskTestSupport
import Testing

@testable import HitMaskReader

/// The worked examples in docs/FORMAT.md, byte for byte: if the format changes, the document must too.
@Suite("docs/FORMAT.md examples")
struct SpecificationExampleTests {
    @Test("the smallest file loads as a 1×1 solid mask")
    func smallestFile() throws {
        let bytes: [UInt8] = [
            0x89, 0x48, 0x4D, 0x4B, 0x01, 0x01, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xF0, 0x3F,
            0x01, 0x01, 0x20,
            0x01, 0x03, 0x01, 0x00, 0x01,
            0x02, 0x05, 0x01, 0x00, 0x00, 0x01, 0x01,
            0xE6, 0x71, 0x8C, 0xAA,
        ]
        let mask = try HitMask(bytes: bytes)
        #expect(mask.width == 1 && mask.height == 1 && mask.scale == 1)
        #expect(mask.contains(x: 0, y: 0))
        #expect(mask.rects == [PixelRect(x: 0, y: 0, width: 1, height: 1)])
        #expect(mask.source == nil)
        #expect(mask.codec == .runLength)
    }

    @Test("the run-length example: runs 1, 3, 2 make a 3×2 mask")
    func runLengthExample() throws {
        let runs: [UInt8] = [1, 3, 2]
        let bits = try runs.withUnsafeBytes {
            try MaskDecoding.decode(
                codec: .runLength, payload: HitMaskFileParser.Payload(bytes: $0, fileOffset: 0), width: 3, height: 2
            ).bits
        }
        #expect((0..<6).map { bits.isSolid(index: $0) } == [false, true, true, true, false, false])
    }

    @Test("the DIST example: a 1×1 solid mask's field, its first tokens and its size")
    func distanceFieldExample() throws {
        var solid = PackedBits(width: 1, height: 1)
        solid.setSolid(index: 0)
        let field = DistanceField(solid)
        for y in -15...15 {
            for x in -15...15 { #expect(field.squaredDistance(x: x, y: y) == min(x * x + y * y, 255)) }
        }
        let payload = DistanceFieldEncoder.encode(field)
        #expect(payload.count == 853)
        #expect(
            Array(payload.prefix(16)) == [
                0x13, 0xFF, 0x14, 0xFA, 0xF1, 0xEA, 0xE5, 0xE2, 0xE1, 0xE2, 0xE5, 0xEA, 0xF1, 0xFA, 0x23, 0xFF,
            ])
        let decoded = try payload.withUnsafeBytes {
            try DistanceField.decode(HitMaskFileParser.Payload(bytes: $0, fileOffset: 0), width: 1, height: 1)
        }
        #expect(decoded == field)
    }

    @Test("the FRAM example: one turned, trimmed frame, byte for byte, and where its pixel lands")
    func frameExample() throws {
        let frame = AtlasFrame(
            name: "a", pageRect: PixelRect(x: 20, y: 0, width: 6, height: 10), rotation: .clockwise, trimX: -1,
            trimY: 2,
            sourceWidth: 12, sourceHeight: 9)
        let payload = FrameSectionEncoder.encode([frame])
        #expect(payload == [0x01, 0x01, 0x61, 0x14, 0x00, 0x06, 0x0A, 0x01, 0x01, 0x04, 0x0C, 0x09, 0x00])
        let decoded = try payload.withUnsafeBytes {
            try AtlasFrame.decodeAll(HitMaskFileParser.Payload(bytes: $0, fileOffset: 0), pageWidth: 32, pageHeight: 16)
        }
        #expect(decoded == [frame])
        #expect(frame.pagePixel(x: 0, y: 2)! == (25, 1))
    }

    @Test("the OUTL example: a pixel's exact outline and its one piece, byte for byte, and what the tracer makes of it")
    func outlineExample() throws {
        let (settings, outlines) = ConformanceVectors.exampleOutlines
        let payload = OutlineSectionEncoder.encode(outlines, settings: settings)
        #expect(
            payload == [
                0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x04, 0x00, 0x00, 0x20, 0x00, 0x00, 0x20, 0x1F, 0x00,
                0x01, 0x04, 0x00, 0x02, 0x02, 0x02,
            ])
        let decoded = try payload.withUnsafeBytes {
            try SolidOutline.decodeAll(HitMaskFileParser.Payload(bytes: $0, fileOffset: 0), width: 2, height: 1)
        }
        #expect(decoded.settings == settings && decoded.outlines == outlines)
        #expect(decoded.outlines[0].triangles.count == 2)
        // The builder traces the same square (from some corner, clockwise on screen).
        let traced = try OutlineBuilder.outlines(of: ConformanceVectors.exampleOutlineMask, settings: settings)
        #expect(
            traced.count == 1 && Set(traced[0].outer) == Set(outlines[0].outer) && traced[0].convexPieces.count == 1)
    }

    @Test("the FOUT example: one frame with no solid pixel, balanced, ε 1, max vertices 8, minimum area 1 px²")
    func frameOutlineExample() {
        let payload = OutlineSectionEncoder.encodeFrames([[]], settings: OutlineSettings(mode: .balanced))
        #expect(payload == [0x02, 0x10, 0x08, 0x80, 0x02, 0x00])
    }

    @Test("CRC-32 check value")
    func crcCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}

@Suite("docs/FORMAT.md codec 3 example")
struct TransitionExampleTests {
    /// The 3×2 mask of the run-length example: `clear solid solid` / `solid clear clear`.
    static let bits = SyntheticMasks.make(width: 3, height: 2) { x, y in y == 0 ? x >= 1 : x == 0 }

    static let payload: [UInt8] = [0x00, 0x3A, 0x4C, 0x74, 0x37, 0x14, 0x00]

    @Test("the writer codes the example to the bytes the document gives")
    func encodes() {
        #expect(MaskEncoder.payload(Self.bits, codec: .transitions) == Self.payload)
    }

    @Test("the reader decodes the document's bytes to the example mask")
    func decodes() throws {
        let bits = try Self.payload.withUnsafeBytes {
            try MaskDecoding.decode(
                codec: .transitions, payload: HitMaskFileParser.Payload(bytes: $0, fileOffset: 0), width: 3, height: 2
            ).bits
        }
        #expect(bits == Self.bits)
    }

    @Test("the starting models are the document's table")
    func initialModels() {
        let models = TransitionModel.initialModels
        #expect(models.count == 162 * 4 + 324 * 2 + 2 * 4 * 17 * 32)
        #expect(models.allSatisfy { $0.count == 1 })
        #expect(models[TransitionModel.isV0].probability == 58 * 65536 / 100)
        #expect(models[TransitionModel.isPass + 161].probability == 87 * 65536 / 100)
        #expect(models[TransitionModel.isMagnitude2 + 323].probability == 30 * 65536 / 100)
        #expect(models[TransitionModel.runLength + 32 + 1].probability == 19 * 65536 / 100)
        #expect(models[TransitionModel.runLength + 31].probability == 93 * 65536 / 100)
        #expect(models[TransitionModel.runTopBit].probability == 62 * 65536 / 100)
    }

    @Test("the adaptive rates table is the document's formula")
    func rates() {
        #expect(BitModel.rates.count == 63)
        #expect(BitModel.rates.first == 43691 && BitModel.rates[1] == 26214 && BitModel.rates.last == 1032)
    }
}
