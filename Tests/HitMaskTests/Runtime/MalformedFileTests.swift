import Testing
@_spi(HitMaskCodec) import HitMask
@testable import HitMaskGenerator

@Suite("Malformed files are refused with a typed error, never a trap")
struct MalformedFileTests {
    static let sample = SyntheticMasks.file(SyntheticMasks.disc(width: 37, height: 29))

    @Test("every truncation throws")
    func truncations() {
        for length in 0..<Self.sample.count {
            #expect(throws: HitMaskError.self, "length \(length)") { try HitMask(bytes: Array(Self.sample[0..<length])) }
        }
    }

    @Test("every single-bit flip throws")
    func bitFlips() {
        for index in Self.sample.indices {
            for bit in 0..<8 {
                var bytes = Self.sample
                bytes[index] ^= 1 << bit
                #expect(throws: HitMaskError.self, "byte \(index) bit \(bit)") { try HitMask(bytes: bytes) }
            }
        }
    }

    @Test("random edits behind a repaired checksum either load or throw", arguments: MaskCodec.allCases)
    func repairedMutations(codec: MaskCodec) {
        let originals = [
            SyntheticMasks.file(SyntheticMasks.disc(width: 23, height: 19), codec: codec),
            SyntheticMasks.file(SyntheticMasks.noise(width: 9, height: 40, density: 0.4, seed: 3), codec: codec),
        ]
        var random = SeededGenerator(seed: UInt64(codec.rawValue))
        var loaded = 0
        for round in 0..<3000 {
            var bytes = originals[round % originals.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count - 4, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
                default: bytes.remove(at: index)
                }
            }
            if let mask = try? HitMask(bytes: repairingChecksum(bytes)) {
                loaded += 1
                // A mask that loads answers every query without trapping.
                for y in -1...mask.height { for x in -1...mask.width { _ = mask.contains(x: x, y: y) } }
            }
        }
        #expect(loaded < 3000)
    }

    @Test("errors name what is wrong")
    func specificErrors() throws {
        var badMagic = Self.sample
        badMagic[1] = UInt8(ascii: "X")
        #expect(throws: HitMaskError.badMagic) { try HitMask(bytes: badMagic) }
        #expect(throws: HitMaskError.badMagic) { try HitMask(bytes: Array("PNG not a mask".utf8)) }

        var version2 = Self.sample
        version2[8] = 2
        #expect(throws: HitMaskError.unsupportedVersion(2)) { try HitMask(bytes: repairingChecksum(version2)) }

        #expect(throws: HitMaskError.truncated(expectedBytes: Self.sample.count, actualBytes: 100)) {
            try HitMask(bytes: Array(Self.sample[0..<100]))
        }

        var damaged = Self.sample
        damaged[50] ^= 0xFF
        do {
            _ = try HitMask(bytes: damaged)
            Issue.record("a damaged file loaded")
        } catch {
            guard case .checksumMismatch = error else { Issue.record("expected a checksum mismatch, got \(error)"); return }
        }
    }

    @Test("a section from a later version is skipped")
    func unknownSectionSkipped() throws {
        var bytes = Self.sample
        bytes.removeLast(4)
        bytes += Array("XTRA".utf8) + [3, 0, 0, 0, 1, 2, 3] + [0, 0, 0, 0]
        let mask = try HitMask(bytes: repairingChecksum(bytes))
        #expect(mask == (try HitMask(bytes: Self.sample)))
    }

    @Test("a repeated or missing required section is refused")
    func sectionStructure() {
        let maskSection = sectionRange(of: "MASK", in: Self.sample)
        var twice = Self.sample
        twice.insert(contentsOf: Self.sample[maskSection], at: maskSection.upperBound)
        expectCorrupt("MASK", repairingChecksum(twice))

        var missing = Self.sample
        missing.removeSubrange(sectionRange(of: "RECT", in: Self.sample))
        expectCorrupt("RECT", repairingChecksum(missing))
    }

    @Test("a size field larger than the data can hold is refused before allocating")
    func oversizedClaims() {
        for codec in MaskCodec.allCases {
            var bytes = SyntheticMasks.file(PackedBits(width: 8, height: 8), codec: codec)
            // Width and height 32768 (little-endian 00 80 00 00): 2^30 pixels, the most the format allows,
            // claimed by a few bytes of coded data.
            bytes.replaceSubrange(12..<20, with: [0x00, 0x80, 0x00, 0x00, 0x00, 0x80, 0x00, 0x00])
            expectCorrupt("MASK", repairingChecksum(bytes))
        }
        var tooLarge = Self.sample
        tooLarge[15] = 0x01  // width ≥ 2^24
        #expect(throws: HitMaskError.self) { try HitMask(bytes: repairingChecksum(tooLarge)) }
    }

    @Test("rects outside the mask are refused")
    func rectOutOfBounds() {
        let bits = SyntheticMasks.make(width: 10, height: 10) { _, _ in true }
        var bytes = SyntheticMasks.file(bits)
        let rects = sectionRange(of: "RECT", in: bytes)
        // The single rect is 0,0,10,10: make its width 11.
        let widthIndex = rects.lowerBound + 8 + 1 + 2
        #expect(bytes[widthIndex] == 10)
        bytes[widthIndex] = 11
        expectCorrupt("RECT", repairingChecksum(bytes))
    }

    private func expectCorrupt(_ tag: String, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try HitMask(bytes: bytes)
            Issue.record("expected a corrupt \(tag) section", sourceLocation: sourceLocation)
        } catch {
            guard case .corruptSection(let found, _) = error, found == tag else {
                Issue.record("expected a corrupt \(tag) section, got \(error)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// The byte range of a section, prefix included.
    private func sectionRange(of tag: String, in bytes: [UInt8]) -> Range<Int> {
        var offset = HitMaskFormat.headerSize
        while offset + 8 <= bytes.count - 4 {
            let length = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16
                | Int(bytes[offset + 7]) << 24
            if Array(bytes[offset..<offset + 4]) == Array(tag.utf8) { return offset..<offset + 8 + length }
            offset += 8 + length
        }
        return 0..<0
    }
}
