import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

@Suite("Threshold and scale parsing")
struct OptionParsingTests {
    @Test(
        "thresholds read as 0–255, exact fractions or percentages",
        arguments: [
            ("0", 0), ("85", 85), ("255", 255), (" 7 ", 7),
            ("0.05", 12), ("0.2", 51), ("0.6", 153), ("1.0", 255), ("0.0", 0), (".5", 127), ("1.", 255),
            ("33%", 84), ("100%", 255), ("0%", 0), ("50%", 127), ("12.5%", 31),
        ])
    func valid(text: String, value: Int) {
        #expect(AlphaThreshold(parsing: text)?.value == UInt8(value))
    }

    @Test(
        "impossible thresholds are refused",
        arguments: ["", "-1", "256", "1.5", "101%", "abc", "0.5.5", "%", ".", "1e3", "0x10"])
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

    @Test(
        "scale comes from @Nx suffixes",
        arguments: [
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

    @Test("XXH64 matches the reference implementation's values")
    func xxh64() {
        #expect(XXH64.digest([]) == 0xEF46_DB37_51D8_E999)
        #expect(XXH64.digest(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(XXH64.digest(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        // Every kind of tail and the 32-byte stripes, against Python's xxhash module on the same bytes.
        let bytes = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let expected: [(Int, UInt64)] = [
            (1, 0x1F25_C8D0_BC1F_4BB6), (4, 0x9BB6_4B7D_66EE_9FDA), (7, 0x9A7B_1499_59CE_60D8),
            (8, 0xDAB9_9D95_C6F9_0092), (12, 0xD52E_4078_33AF_5133), (31, 0xA2AA_5F33_CC4A_6119),
            (32, 0x23C3_C17E_F790_FD97), (33, 0x50A7_CFC7_BA58_8784), (63, 0x5E3E_54B4_31C7_493C),
            (64, 0x0EB6_4B3E_F6EE_B01F), (100, 0xA61F_8D4C_170F_E531),
        ]
        for (length, digest) in expected { #expect(XXH64.digest(Array(bytes.prefix(length))) == digest, "\(length)") }
    }
}
