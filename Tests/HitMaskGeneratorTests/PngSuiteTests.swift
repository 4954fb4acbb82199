import Foundation
import HitMaskEncoding
import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

@Suite("The PNG conformance suite")
struct PngSuiteTests {
    static let files = Fixtures.pngSuiteFiles()
    static let valid = files.filter { !$0.lastPathComponent.hasPrefix("x") }
    static let corrupt = files.filter { $0.lastPathComponent.hasPrefix("x") }

    @Test("the fixtures are all there")
    func fixturesPresent() {
        #expect(Self.valid.count == 161)
        #expect(Self.corrupt.count == 14)
    }

    @Test("every valid image gives a mask of its size that loads back", arguments: [UInt8(0), 127])
    func validImages(threshold: UInt8) throws {
        for url in Self.valid {
            let generated = try MaskGenerator.generate(
                pngBytes: Fixtures.bytes(url), fileName: url.lastPathComponent,
                options: GenerationOptions(threshold: AlphaThreshold(threshold)))
            let (width, height) = ihdrSize(Fixtures.bytes(url))
            #expect(generated.mask.width == width && generated.mask.height == height, "\(url.lastPathComponent)")
            #expect(try HitMask(bytes: generated.fileBytes) == generated.mask)
        }
    }

    @Test("interlaced images give the same masks as their non-interlaced twins")
    func interlaceMatches() throws {
        var compared = 0
        for url in Self.valid where url.lastPathComponent.hasPrefix("basi") {
            let twin = url.deletingLastPathComponent()
                .appendingPathComponent("basn" + url.lastPathComponent.dropFirst(4))
            for threshold: UInt8 in [0, 100, 200] {
                let options = GenerationOptions(threshold: AlphaThreshold(threshold))
                let interlaced = try MaskGenerator.generate(
                    pngBytes: Fixtures.bytes(url), fileName: "a.png", options: options)
                let plain = try MaskGenerator.generate(
                    pngBytes: Fixtures.bytes(twin), fileName: "a.png", options: options)
                #expect(interlaced.mask.bits == plain.mask.bits, "\(url.lastPathComponent) at \(threshold)")
            }
            compared += 1
        }
        #expect(compared == 15)
    }

    @Test("alpha images have the transparency the suite describes")
    func knownTransparency() throws {
        for name in ["basn4a08.png", "basn4a16.png", "basn6a08.png", "basn6a16.png", "tbbn3p08.png", "tbrn2c08.png"] {
            let url = Fixtures.pngSuite.appendingPathComponent(name)
            let mask = try MaskGenerator.generate(
                pngBytes: Fixtures.bytes(url), fileName: name, options: GenerationOptions()
            ).mask
            #expect(mask.sourceHasAlpha, "\(name)")
            #expect(mask.solidPixelCount > 0 && mask.solidPixelCount < mask.width * mask.height, "\(name)")
        }
    }

    @Test("every corrupt image is refused with libpng's reason")
    func corruptImages() {
        // What each file breaks, as the suite describes it, and a word libpng's message must hold.
        let expected: [String: String] = [
            "xc1n0g08.png": "IHDR", "xc9n2c08.png": "IHDR", "xd0n2c08.png": "IHDR", "xd3n2c08.png": "IHDR",
            "xd9n2c08.png": "IHDR", "xcsn0g01.png": "IDAT: CRC", "xhdn0g08.png": "IHDR: CRC", "xdtn0g01.png": "IEND",
            "xcrn0g04.png": "signature", "xlfn0g04.png": "signature", "xs1n0g01.png": "signature",
            "xs2n0g01.png": "signature", "xs4n0g01.png": "signature", "xs7n0g01.png": "signature",
        ]
        #expect(Set(Self.corrupt.map(\.lastPathComponent)) == Set(expected.keys))
        for url in Self.corrupt {
            let name = url.lastPathComponent
            do {
                _ = try MaskGenerator.generate(
                    pngBytes: Fixtures.bytes(url), fileName: "x.png", options: GenerationOptions())
                Issue.record("\(name) was accepted")
            } catch {
                guard case .unreadablePNG(let reason) = error else {
                    Issue.record("\(name): expected an unreadable-PNG error, got \(error)")
                    continue
                }
                #expect(reason.contains(expected[name] ?? "?"), "\(name): \(reason)")
            }
        }
    }

    @Test("truncated PNGs are refused, never crash", arguments: ["basn6a08.png", "basi3p08.png", "basn4a16.png"])
    func truncatedPNGs(name: String) {
        let bytes = Fixtures.bytes(Fixtures.pngSuite.appendingPathComponent(name))
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: GenerationError.self) {
                try MaskGenerator.generate(
                    pngBytes: Array(bytes[0..<length]), fileName: "t.png", options: GenerationOptions())
            }
        }
    }
}

/// The size stored in a PNG's IHDR chunk (big-endian, right after the signature and chunk header).
func ihdrSize(_ png: [UInt8]) -> (Int, Int) {
    func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16), bigEndian(20))
}
