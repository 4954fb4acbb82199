import HitMaskEncoding
import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

@Suite("Alpha from every colour type and bit depth")
struct ColorTypeTests {
    static let thresholds: [UInt8] = [0, 1, 85, 127, 128, 254, 255]

    static let combinations: [(TestPNG.ColorType, Int)] = [
        (.grayAlpha, 8), (.grayAlpha, 16), (.rgba, 8), (.rgba, 16),
        (.gray, 1), (.gray, 2), (.gray, 4), (.gray, 8), (.gray, 16), (.rgb, 8), (.rgb, 16),
        (.palette, 1), (.palette, 2), (.palette, 4), (.palette, 8),
    ]

    @Test(
        "alpha channels threshold at full precision",
        arguments: [(TestPNG.ColorType.grayAlpha, 8), (.grayAlpha, 16), (.rgba, 8), (.rgba, 16)])
    func alphaChannel(colorType: TestPNG.ColorType, bitDepth: Int) throws {
        var random = SeededGenerator(seed: UInt64(bitDepth) * 10 + UInt64(colorType.rawValue))
        let (width, height) = (37, 11)  // four whole groups of eight pixels a row, and a partial one
        let maxSample = (1 << bitDepth) - 1
        // Alpha values around every cutoff, plus random ones.
        var alphas: [Int] = []
        for threshold in Self.thresholds {
            let cutoff = bitDepth == 16 ? Int(threshold) * 257 : Int(threshold)
            alphas += [cutoff - 1, cutoff, cutoff + 1].filter { (0...maxSample).contains($0) }
        }
        while alphas.count < width * height { alphas.append(Int.random(in: 0...maxSample, using: &random)) }
        var samples: [Int] = []
        for alpha in alphas.prefix(width * height) {
            samples += (0..<colorType.channels - 1).map { _ in Int.random(in: 0...maxSample, using: &random) } + [alpha]
        }
        let png = TestPNG(width: width, height: height, colorType: colorType, bitDepth: bitDepth, samples: samples)
        for threshold in Self.thresholds {
            let cutoff = bitDepth == 16 ? Int(threshold) * 257 : Int(threshold)
            let expected = alphas.prefix(width * height).map { $0 > cutoff }
            try expectMask(png, threshold: threshold, equals: expected, hasAlpha: true)
        }
    }

    @Test("palette transparency (tRNS) gives alpha per index", arguments: [1, 2, 4, 8])
    func paletteTransparency(bitDepth: Int) throws {
        let entries = 1 << bitDepth
        var random = SeededGenerator(seed: UInt64(bitDepth))
        let palette = (0..<entries).map { _ in (UInt8.random(in: 0...255, using: &random), UInt8(0), UInt8(0)) }
        // tRNS may be shorter than the palette: missing entries are opaque.
        let alphaCount = max(1, entries / 2)
        let alphaTable = (0..<alphaCount).map { index in UInt8([0, 1, 127, 128, 255, 200][index % 6]) }
        let (width, height) = (17, 5)
        let indices = (0..<width * height).map { _ in Int.random(in: 0..<entries, using: &random) }
        let png = TestPNG(
            width: width, height: height, colorType: .palette, bitDepth: bitDepth, samples: indices, palette: palette,
            transparency: alphaTable)
        for threshold in Self.thresholds {
            let expected = indices.map { ($0 < alphaCount ? alphaTable[$0] : 255) > threshold }
            try expectMask(png, threshold: threshold, equals: expected, hasAlpha: true)
        }
    }

    // The reader takes eight indices at a time when the solid entries are exactly k…255 (the usual tRNS, which lists
    // the transparent entries first): every k, on both sides of 128 and at the ends, and runs of every index.
    @Test(
        "palettes whose solid entries are the indices from some k up",
        arguments: [1, 2, 63, 127, 128, 129, 200, 255])
    func paletteStep(firstSolidIndex: Int) throws {
        var random = SeededGenerator(seed: UInt64(firstSolidIndex))
        let palette = (0..<256).map { _ in (UInt8.random(in: 0...255, using: &random), UInt8(0), UInt8(0)) }
        let alphaTable = (0..<firstSolidIndex).map { _ in UInt8.random(in: 0...50, using: &random) }
        let (width, height) = (83, 9)
        // Each index once, then random ones; some runs of eight equal indices to fill whole words.
        var indices = Array(0..<256)
        while indices.count < width * height {
            let index = Int.random(in: 0..<256, using: &random)
            indices += Array(repeating: index, count: Bool.random(using: &random) ? 8 : 1)
        }
        indices = Array(indices.prefix(width * height))
        let png = TestPNG(
            width: width, height: height, colorType: .palette, bitDepth: 8, samples: indices, palette: palette,
            transparency: alphaTable)
        // Thresholds at or above an entry's alpha keep the step; 0 with alphas up to 50 sometimes breaks it.
        for threshold: UInt8 in [0, 50, 85] {
            let expected = indices.map { ($0 < firstSolidIndex ? alphaTable[$0] : 255) > threshold }
            try expectMask(png, threshold: threshold, equals: expected, hasAlpha: true)
        }
    }

    @Test("interlaced palette images with tRNS are thresholded per index too", arguments: [1, 2, 4, 8])
    func interlacedPaletteTransparency(bitDepth: Int) throws {
        // The fixture's pattern, from its README: written by libpng, so this also checks Adam7 against an oracle.
        let entries = 1 << bitDepth
        let alphaCount = entries > 2 ? entries / 2 + 1 : 1
        let alphas: [UInt8] = [0, 1, 127, 128, 255, 200]
        let (width, height) = (37, 23)
        let bytes = Fixtures.bytes(Fixtures.interlacedPalette(bitDepth: bitDepth))
        for threshold in Self.thresholds {
            let mask = try MaskGenerator.generate(
                pngBytes: bytes, fileName: "a.png", options: GenerationOptions(threshold: AlphaThreshold(threshold))
            ).mask
            #expect(mask.sourceHasAlpha && mask.width == width && mask.height == height)
            var differing = 0
            for y in 0..<height {
                for x in 0..<width {
                    let index = (x * 7 + y * 3) % entries
                    let alpha = index < alphaCount ? alphas[index % 6] : 255
                    if mask.contains(x: x, y: y) != (alpha > threshold) { differing += 1 }
                }
            }
            #expect(differing == 0, "depth \(bitDepth), threshold \(threshold)")
        }
    }

    @Test(
        "a grey or RGB colour key (tRNS) makes exactly the matching pixels clear",
        arguments: [
            (TestPNG.ColorType.gray, 1), (.gray, 2), (.gray, 4), (.gray, 8), (.gray, 16), (.rgb, 8), (.rgb, 16),
        ])
    func colorKey(colorType: TestPNG.ColorType, bitDepth: Int) throws {
        let maxSample = (1 << bitDepth) - 1
        let key = Array(repeating: maxSample / 2, count: colorType.channels)
        var random = SeededGenerator(seed: UInt64(bitDepth) + 100)
        let (width, height) = (9, 7)
        var pixels: [[Int]] = []
        for index in 0..<width * height {
            // Every third pixel is the key; others differ from it in one channel at least.
            if index % 3 == 0 {
                pixels.append(key)
            } else {
                var pixel = (0..<colorType.channels).map { _ in Int.random(in: 0...maxSample, using: &random) }
                if pixel == key { pixel[0] = (key[0] + 1) % (maxSample + 1) }
                pixels.append(pixel)
            }
        }
        let keyBytes = key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let png = TestPNG(
            width: width, height: height, colorType: colorType, bitDepth: bitDepth, samples: pixels.flatMap { $0 },
            transparency: keyBytes)
        for threshold in Self.thresholds where threshold < 255 {
            try expectMask(png, threshold: threshold, equals: pixels.map { $0 != key }, hasAlpha: true)
        }
    }

    @Test(
        "an image without alpha or tRNS is all solid, with a warning",
        arguments: [
            (TestPNG.ColorType.gray, 1), (.gray, 16), (.rgb, 8), (.rgb, 16), (.palette, 4),
        ])
    func opaque(colorType: TestPNG.ColorType, bitDepth: Int) throws {
        let (width, height) = (6, 4)
        let png = TestPNG(
            width: width, height: height, colorType: colorType, bitDepth: bitDepth,
            samples: Array(repeating: 0, count: width * height * colorType.channels),
            palette: Array(repeating: (1, 2, 3), count: 16))
        try expectMask(png, threshold: 255, equals: Array(repeating: true, count: width * height), hasAlpha: false)
    }

    private func expectMask(
        _ png: TestPNG, threshold: UInt8, equals expected: [Bool], hasAlpha: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let generated = try MaskGenerator.generate(
            pngBytes: png.encode(), fileName: "test.png",
            options: GenerationOptions(threshold: AlphaThreshold(threshold)))
        let mask = generated.mask
        #expect(mask.width == png.width && mask.height == png.height, sourceLocation: sourceLocation)
        #expect(mask.sourceHasAlpha == hasAlpha, sourceLocation: sourceLocation)
        #expect(generated.warnings.isEmpty == hasAlpha, sourceLocation: sourceLocation)
        let actual = (0..<png.width * png.height).map { mask.contains(x: $0 % png.width, y: $0 / png.width) }
        #expect(
            actual == expected, "\(png.colorType) \(png.bitDepth)-bit at threshold \(threshold)",
            sourceLocation: sourceLocation)
    }
}

/// The image size is read from the IHDR chunk without libpng when libpng would accept the chunk; every damage
/// must still be refused with libpng's own reason, whether or not the sizes look plausible.
@Suite("A damaged IHDR chunk")
struct HeaderTests {
    /// A valid 5 × 3 PNG with `replacement` written over its IHDR fields from `offset` (width at 0, height at 4,
    /// then depth, colour type, compression, filter and interlace), and the chunk's CRC made right unless told.
    static func png(replacing offset: Int, with replacement: [UInt8], fixingCRC: Bool = true) -> [UInt8] {
        let samples = Array(repeating: 200, count: 5 * 3 * 4)
        var bytes = TestPNG(width: 5, height: 3, colorType: .rgba, bitDepth: 8, samples: samples).encode()
        // The fields are bytes 16..<29, the CRC (of type and fields) bytes 29..<33.
        bytes.replaceSubrange(16 + offset..<16 + offset + replacement.count, with: replacement)
        if fixingCRC { bytes.replaceSubrange(29..<33, with: bigEndian(CRC32.checksum(Array(bytes[12..<29])))) }
        return bytes
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    static func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try MaskGenerator.generate(pngBytes: bytes, fileName: "a.png", options: GenerationOptions())
            return nil
        } catch {
            return error.description
        }
    }

    @Test(
        "with a value libpng does not accept is refused with libpng's reason",
        arguments: [
            ("width 0", 0, bigEndian(0)), ("height 0", 4, bigEndian(0)),
            ("width past libpng's limit", 0, bigEndian(1_000_001)),
            ("depth 3", 8, [3]), ("colour type 5", 9, [5]), ("compression 1", 10, [1]), ("filter 1", 11, [1]),
            ("interlace 2", 12, [2]),
        ])
    func invalidField(damage: String, offset: Int, replacement: [UInt8]) {
        let reason = Self.refusal(Self.png(replacing: offset, with: replacement))
        #expect(reason?.contains("Invalid IHDR data") == true, "\(damage): \(reason ?? "accepted")")
    }

    @Test("with a wrong CRC is refused as libpng refuses it, even when it claims an image too large to hold")
    func wrongCRC() {
        // 10^6 × 10^6 is within libpng's limits but far over a mask's: the CRC must be checked before the size.
        for (width, height): (UInt32, UInt32) in [(4, 3), (1_000_000, 1_000_000)] {
            let size = Self.bigEndian(width) + Self.bigEndian(height)
            let reason = Self.refusal(Self.png(replacing: 0, with: size, fixingCRC: false))
            #expect(reason?.contains("IHDR: CRC error") == true, "\(width) × \(height): \(reason ?? "accepted")")
        }
    }

    @Test("left as it is, gives the size libpng reads")
    func intact() throws {
        let mask = try MaskGenerator.generate(
            pngBytes: Self.png(replacing: 0, with: []), fileName: "a.png", options: GenerationOptions()
        ).mask
        #expect(mask.width == 5 && mask.height == 3 && mask.solidPixelCount == 15)
    }
}
