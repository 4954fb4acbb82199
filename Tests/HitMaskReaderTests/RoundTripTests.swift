import HitMaskTestSupport
import Testing

@testable import HitMaskEncoding
@testable import HitMaskReader

@Suite("Round trips through both codecs")
struct RoundTripTests {
    static let sizes: [(Int, Int)] = [
        (1, 1), (1, 9), (9, 1), (3, 5), (7, 7), (8, 8), (9, 3), (15, 2), (16, 17), (17, 16), (31, 4),
        (63, 5), (64, 3), (65, 6), (127, 2), (128, 3), (129, 4), (200, 150),
    ]

    @Test("every gallery mask survives both codecs bit for bit", arguments: MaskCodec.allCases)
    func galleryRoundTrips(codec: MaskCodec) throws {
        for (width, height) in Self.sizes {
            for (name, bits) in SyntheticMasks.gallery(width: width, height: height) {
                let mask = try HitMask(bytes: SyntheticMasks.file(bits, codec: codec))
                #expect(mask.bits == bits, "\(name) \(width)×\(height)")
                #expect(mask.codec == codec)
                #expect(mask.solidPixelCount == bits.solidPixelCount)
                for y in 0..<height {
                    for x in 0..<width where mask.contains(x: x, y: y) != bits.isSolid(index: y * width + x) {
                        Issue.record("\(name) \(width)×\(height) differs at (\(x), \(y))")
                        return
                    }
                }
            }
        }
    }

    @Test("rows packed to whole bytes (as 1-bit PNG rows) hold each row's pixels and zero padding")
    func byteAlignedRows() {
        for (width, height) in Self.sizes {
            for (name, bits) in SyntheticMasks.gallery(width: width, height: height) {
                let rowBytes = (width + 7) / 8
                var expected = [UInt8](repeating: 0, count: rowBytes * height)
                for y in 0..<height {
                    for x in 0..<width where bits.isSolid(index: y * width + x) {
                        expected[y * rowBytes + x / 8] |= 0x80 >> UInt8(x % 8)
                    }
                }
                #expect(bits.byteAlignedRows() == expected, "\(name) \(width)×\(height)")
            }
        }
    }

    @Test("a large mask round-trips and the writer picks the smallest codec")
    func largeMask() throws {
        let bits = SyntheticMasks.disc(width: 1500, height: 1100)
        let chosen = try HitMask(bytes: SyntheticMasks.file(bits))
        #expect(chosen.bits == bits)
        let sizes = MaskCodec.allCases.map { SyntheticMasks.file(bits, codec: $0).count }
        #expect(SyntheticMasks.file(bits).count == sizes.min())
        // A smooth shape is what the transition codec is for: a few bytes a row where pixels cost a bit each.
        #expect(chosen.codec == .transitions)
    }

    @Test("the same mask always gives the same bytes")
    func deterministic() {
        let bits = SyntheticMasks.noise(width: 77, height: 45, density: 0.3, seed: 9)
        #expect(SyntheticMasks.file(bits) == SyntheticMasks.file(bits))
    }

    @Test("bounding box and solid count describe the mask")
    func summary() throws {
        let bits = SyntheticMasks.make(width: 20, height: 10) { x, y in (3...7).contains(x) && (2...4).contains(y) }
        let mask = try HitMask(bytes: SyntheticMasks.file(bits))
        #expect(mask.solidPixelCount == 15)
        #expect(mask.boundingBox == PixelRect(x: 3, y: 2, width: 5, height: 3))
        let empty = try HitMask(bytes: SyntheticMasks.file(PackedBits(width: 4, height: 4)))
        #expect(empty.boundingBox == nil)
        #expect(empty.solidPixelCount == 0)
    }

    @Test("the bounding box matches a pixel-by-pixel scan on random shapes, sizes and densities")
    func boundingBoxes() throws {
        var random = SeededGenerator(seed: 31)
        for round in 0..<300 {
            // Widths past 64 reach the word-at-a-time scans.
            let width = Int.random(in: 1...150, using: &random), height = Int.random(in: 1...30, using: &random)
            // Mostly a few blobs or single pixels, so that the edges land at every offset within a byte.
            let density = [0.0, 0.002, 0.02, 0.3, 0.97][round % 5]
            let bits = SyntheticMasks.noise(width: width, height: height, density: density, seed: UInt64(round) + 700)
            var minX = width, minY = height, maxX = -1, maxY = -1
            for y in 0..<height {
                for x in 0..<width where bits.isSolid(index: y * width + x) {
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
            let expected = maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            // Both decoders work it out as they go; the generator scans the bits.
            for codec in MaskCodec.allCases {
                let loaded = try HitMask(bytes: SyntheticMasks.file(bits, codec: codec))
                #expect(loaded.boundingBox == expected, "\(codec) \(width)×\(height) at density \(density)")
            }
            #expect(bits.boundingBox() == expected, "scan \(width)×\(height) at density \(density)")
        }
    }

    @Test("queries outside the image, or at NaN or infinity, are clear")
    func outOfRange() throws {
        let bits = SyntheticMasks.make(width: 4, height: 3) { _, _ in true }
        let mask = try HitMask(bytes: SyntheticMasks.file(bits))
        #expect(mask.contains(x: 0, y: 0))
        #expect(mask.contains(x: 3, y: 2))
        for (x, y) in [(-1, 0), (0, -1), (4, 0), (0, 3), (Int.min, Int.max), (Int.max, 0)] {
            #expect(!mask.contains(x: x, y: y))
        }
        #expect(mask.contains(x: 3.99, y: 2.5))
        for (x, y) in [(4.0, 0.0), (-0.01, 0.0), (Double.nan, 1), (1, Double.infinity), (-Double.infinity, 0)] {
            #expect(!mask.contains(x: x, y: y))
        }
    }

    @Test(
        "the cheapest masks stay within the reader's decision budget",
        arguments: [
            ("clear", 4000, 3000), ("solid", 3000, 4000), ("checkerboard", 1500, 1000), ("stripes", 2000, 1000),
        ])
    func decisionBudget(shape: String, width: Int, height: Int) throws {
        // A checkerboard repeats every change of the row above two rows up: millions of near-certain decisions,
        // each costing close to the minimum the budget assumes.
        let bits = SyntheticMasks.make(width: width, height: height) { x, y in
            switch shape {
            case "clear": false
            case "solid": true
            case "checkerboard": (x + y) % 2 == 0
            default: x % 2 == 0
            }
        }
        let file = SyntheticMasks.file(bits, codec: .transitions)
        #expect(try HitMask(bytes: file).bits == bits)
    }

    @Test("the range coder survives consecutive surprises in different near-certain models")
    func consecutiveSurprises() throws {
        // Twelve models each taught that 1 is near-certain (P(0) = 64/65536), then contradicted one after another:
        // each surprise narrows the range to about 2^-10 of itself, more than one byte of renormalisation restores.
        var bits: [(model: Int, bit: Bool)] = []
        for model in 0..<12 { bits += Array(repeating: (model, true), count: 400) }
        for _ in 0..<3 { bits += (0..<12).map { ($0, false) } }
        bits += (0..<12).map { ($0, true) }

        var encoder = RangeEncoder()
        var models = [BitModel](repeating: BitModel(), count: 12)
        BitModel.rates.withUnsafeBufferPointer { rates in
            for (model, bit) in bits { encoder.encode(bit, &models[model], rates: rates) }
        }
        let payload = encoder.finish()
        models = [BitModel](repeating: BitModel(), count: 12)
        let decoded = try payload.withUnsafeBytes { (buffer) throws(HitMaskError) -> [Bool] in
            var decoder = try RangeDecoder(HitMaskFileParser.Payload(bytes: buffer, fileOffset: 0))
            return try BitModel.rates.withUnsafeBufferPointer { (rates) throws(HitMaskError) in
                var out: [Bool] = []
                for (model, _) in bits { out.append(decoder.decode(&models[model], rates: rates)) }
                #expect(decoder.consumedAll)
                return out
            }
        }
        let wrong = zip(decoded, bits).filter { $0 != $1.bit }.count
        #expect(decoded.count == bits.count && wrong == 0, "\(wrong) decisions decoded wrong")
    }
}
