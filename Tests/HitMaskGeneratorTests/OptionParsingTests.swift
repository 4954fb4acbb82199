import Testing
@testable import HitMaskGenerator
import HitMaskTestSupport

@Suite("Threshold and scale parsing")
struct OptionParsingTests {
    @Test("thresholds read as 0–255, exact fractions or percentages", arguments: [
        ("0", 0), ("85", 85), ("255", 255), (" 7 ", 7),
        ("0.05", 12), ("0.2", 51), ("0.6", 153), ("1.0", 255), ("0.0", 0), (".5", 127), ("1.", 255),
        ("33%", 84), ("100%", 255), ("0%", 0), ("50%", 127), ("12.5%", 31),
    ])
    func valid(text: String, value: Int) {
        #expect(AlphaThreshold(parsing: text)?.value == UInt8(value))
    }

    @Test("impossible thresholds are refused", arguments: ["", "-1", "256", "1.5", "101%", "abc", "0.5.5", "%", ".", "1e3", "0x10"])
    func invalid(text: String) {
        #expect(AlphaThreshold(parsing: text) == nil)
    }

    @Test("a fraction f means alpha / 255 > f", arguments: 0...100)
    func fractionMeaning(percent: Int) {
        let threshold = Int(AlphaThreshold(parsing: "\(percent)%")!.value)
        for alpha in 0...255 {
            #expect((alpha > threshold) == (alpha * 100 > percent * 255), "alpha \(alpha) at \(percent)%")
        }
    }

    @Test("scale comes from @Nx suffixes", arguments: [
        ("icon.png", nil), ("icon@2x.png", 2.0), ("icon@3x.PNG", 3.0), ("icon@3x~ipad.png", 3.0),
        ("bg@1.5x.png", 1.5), ("icon@x.png", nil), ("a@2y.png", nil), ("me@home.png", nil), ("@2x.png", 2.0),
    ] as [(String, Double?)])
    func scale(fileName: String, scale: Double?) {
        #expect(PixelScale.fromFileName(fileName) == scale)
    }

    @Test("an explicit scale wins over the file name")
    func explicitScale() {
        #expect(GenerationOptions(scale: 4).scale(forFileName: "a@2x.png") == 4)
        #expect(GenerationOptions().scale(forFileName: "a@2x.png") == 2)
        #expect(GenerationOptions().scale(forFileName: "a.png") == 1)
        #expect(GenerationOptions(scale: 0).problem != nil)
        #expect(GenerationOptions(rectGrid: 0).problem != nil)
    }

    @Test("SHA-256 matches the standard's test vectors")
    func sha256() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hex(SHA256.digest([UInt8](repeating: 0x61, count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
