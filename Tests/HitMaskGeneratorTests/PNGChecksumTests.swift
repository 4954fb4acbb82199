import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

/// Which of a PNG's two checksums over its pixels the generator relies on: each chunk's CRC-32 (over the compressed
/// bytes), not zlib's Adler-32 (over the inflated ones, which only repeats the check).
@Suite("PNG checksums")
struct PNGChecksumTests {
    /// A 9×3 RGBA picture: alternate pixels opaque.
    static let picture = TestPNG(
        width: 9, height: 3, colorType: .rgba, bitDepth: 8,
        samples: (0..<27).flatMap { [40, 80, 120, $0 % 2 == 0 ? 255 : 0] })

    /// The file with one byte of its IDAT chunk's data changed (counted from the chunk data's end), and that chunk's
    /// CRC made to match again when `repairingCRC`.
    static func damaged(byteFromEnd: Int, repairingCRC: Bool) -> [UInt8] {
        var bytes = picture.encode()
        let type = Array("IDAT".utf8)
        let typeAt = (0..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == type }!
        let length = bytes[typeAt - 4..<typeAt].reduce(0) { $0 << 8 | Int($1) }
        let dataEnd = typeAt + 4 + length
        bytes[dataEnd - byteFromEnd] ^= 0x5A
        if repairingCRC {
            let crc = CRC32.checksum(Array(bytes[typeAt..<dataEnd]))
            bytes.replaceSubrange(
                dataEnd..<dataEnd + 4, with: (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) })
        }
        return bytes
    }

    @Test("a wrong Adler-32 under a right CRC is read for its pixels, as the undamaged file is")
    func adlerIsNotRechecked() throws {
        let expected = try MaskGenerator.generate(
            pngBytes: Self.picture.encode(), fileName: "a.png", options: GenerationOptions()
        ).mask
        // The last four bytes of the zlib stream are its Adler-32.
        let damaged = Self.damaged(byteFromEnd: 2, repairingCRC: true)
        let mask = try MaskGenerator.generate(pngBytes: damaged, fileName: "a.png", options: GenerationOptions()).mask
        #expect(mask.bits == expected.bits)
        #expect(mask.solidPixelCount == 14)
    }

    @Test("a damaged byte of compressed pixels is refused, for its chunk's CRC")
    func crcIsChecked() {
        #expect {
            try MaskGenerator.generate(
                pngBytes: Self.damaged(byteFromEnd: 10, repairingCRC: false), fileName: "a.png",
                options: GenerationOptions())
        } throws: { error in
            guard case .unreadablePNG(let reason) = error as? GenerationError else { return false }
            return reason.contains("IDAT: CRC")
        }
    }

    @Test("pictures (export's source overlay) follow the masks' rule: a wrong Adler-32 is read, a damaged byte refused")
    func picturesFollowTheSameRule() throws {
        let expected = try RGBAImage(pngBytes: Self.picture.encode())
        #expect(expected.width == 9 && expected.height == 3)
        #expect(expected.pixels.prefix(8) == [40, 80, 120, 255, 40, 80, 120, 0])
        let withWrongAdler = try RGBAImage(pngBytes: Self.damaged(byteFromEnd: 2, repairingCRC: true))
        #expect(withWrongAdler == expected)
        #expect(throws: PNGDecodingError.self) {
            try RGBAImage(pngBytes: Self.damaged(byteFromEnd: 10, repairingCRC: false))
        }
    }
}
