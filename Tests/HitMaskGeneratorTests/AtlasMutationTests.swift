import Foundation
import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

/// Atlas metadata comes from packers and from hand edits. Mutated metadata of every supported form must be refused
/// with a reason or read into frames, and a page generated with them must be one the reader accepts: never a trap,
/// never a file the readers refuse. (Such mutations found an overflow trap in the .atlas reader and a pivot of
/// 1e308 × the sprite's width written as infinity.)
@Suite("Mutated atlas metadata: refused with a reason, or read into a page the reader accepts")
struct AtlasMutationTests {
    /// One small document of each form, describing two frames of an 80 × 80 page.
    static let documents: [(name: String, text: String)] = [
        (
            "sheet.json",
            #"{"frames": {"a.png": {"frame": {"x": 0, "y": 0, "w": 40, "h": 40}, "rotated": false, "trimmed": true, "spriteSourceSize": {"x": 2, "y": 3, "w": 40, "h": 40}, "sourceSize": {"w": 50, "h": 50}, "pivot": {"x": 0.5, "y": 0.5}}, "b.png": {"frame": {"x": 40, "y": 0, "w": 30, "h": 40}, "rotated": true, "spriteSourceSize": {"x": 0, "y": 0, "w": 40, "h": 30}, "sourceSize": {"w": 40, "h": 30}}}, "meta": {"image": "sheet.png"}}"#
        ),
        (
            "sheet.json",
            #"{"frames": [{"filename": "a 0", "frame": {"x": 1, "y": 1, "w": 42, "h": 42}, "rotated": false, "trimmed": true, "spriteSourceSize": {"x": 0, "y": 0, "w": 40, "h": 40}, "sourceSize": {"w": 40, "h": 40}}], "meta": {"app": "https://www.aseprite.org/", "image": "sheet.png", "slices": [{"name": "hit", "keys": [{"frame": 0, "bounds": {"x": 1, "y": 2, "w": 10, "h": 12}, "pivot": {"x": 3, "y": 4}}]}]}}"#
        ),
        (
            "sheet.atlas",
            "sheet.png\nsize: 80, 80\nformat: RGBA8888\nfilter: Linear,Linear\nrepeat: none\na\n  rotate: false\n  xy: 0, 0\n  size: 40, 40\n  orig: 50, 50\n  offset: 2, 3\n  index: -1\nb\n  rotate: true\n  xy: 40, 0\n  size: 30, 40\n  orig: 30, 40\n  offset: 0, 0\n  index: 2\n"
        ),
        (
            "sheet.atlas",
            "sheet.png\n\tsize: 80, 80\na\n\tbounds: 0, 0, 40, 40\n\toffsets: 2, 3, 50, 50\nb\n\tbounds: 40, 0, 30, 40\n\trotate: 90\n"
        ),
        (
            "sheet.plist",
            Self.plist(
                "<key>frames</key><dict><key>a.png</key><dict><key>frame</key><string>{{0,0},{40,40}}</string><key>offset</key><string>{1,-2}</string><key>rotated</key><false/><key>sourceSize</key><string>{50,50}</string></dict><key>b.png</key><dict><key>frame</key><string>{{40,0},{40,30}}</string><key>rotated</key><true/><key>sourceSize</key><string>{40,30}</string></dict></dict><key>metadata</key><dict><key>format</key><integer>2</integer><key>textureFileName</key><string>sheet.png</string></dict>"
            )
        ),
        (
            "sheet.plist",
            Self.plist(
                "<key>frames</key><dict><key>a.png</key><dict><key>aliases</key><array><string>x.png</string></array><key>spriteOffset</key><string>{1,-2}</string><key>spriteSize</key><string>{40,40}</string><key>spriteSourceSize</key><string>{50,50}</string><key>textureRect</key><string>{{0,0},{40,40}}</string><key>textureRotated</key><false/></dict></dict><key>metadata</key><dict><key>format</key><integer>3</integer><key>textureFileName</key><string>sheet.png</string></dict>"
            )
        ),
    ]

    static func plist(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + body + "</dict></plist>"
    }

    /// Numbers at and past the edges of what the readers and FRAM hold.
    static let extremes = [
        "-1", "0", "1e308", "1e999", "99999999999", "2147483648", "4294967296", "9223372036854775807",
        "18446744073709551616", "1000000001", "1.5", "-0", "65536",
    ]

    /// Changes, inserts or removes bytes, or puts extreme numbers in place of some of the document's numbers.
    static func mutated(_ text: String, using random: inout SeededGenerator) -> [UInt8] {
        var bytes = Array(text.utf8)
        // (randomlyEdited spares a file's last four bytes, its checksum: four stand-ins go on and come off again.)
        guard Bool.random(using: &random) else {
            return Array(randomlyEdited(bytes + [0, 0, 0, 0], using: &random).dropLast(4))
        }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            var numbers: [Range<Int>] = []
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "-") || (48...57).contains(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                index += 1
                while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
                numbers.append(start..<index)
            }
            guard let range = numbers.randomElement(using: &random) else { break }
            bytes.replaceSubrange(range, with: Array(Self.extremes.randomElement(using: &random)!.utf8))
        }
        return bytes
    }

    @Test("1,800 mutations of six documents, one of each form (a fixed seed, so every run reads the same)")
    func mutations() throws {
        // Diagonal stripes, two solid pixels in three.
        var samples: [Int] = []
        for index in 0..<6400 { samples += [0, (index % 80 + index / 80) % 3 == 0 ? 0 : 255] }
        let page = TestPNG(width: 80, height: 80, colorType: .grayAlpha, bitDepth: 8, samples: samples).encode()
        var random = SeededGenerator(seed: 26)
        var refused = 0, generated = 0
        for round in 0..<1_800 {
            let document = Self.documents[round % Self.documents.count]
            // Each document once as it is, then mutated.
            let bytes =
                round < Self.documents.count
                ? Array(document.text.utf8) : Self.mutated(document.text, using: &random)
            let path = "/atlas/\(document.name)"
            let description: AtlasDescription?
            do {
                description = try AtlasDescription.parse(bytes, path: path)
            } catch {
                #expect(error.file == path && !error.reason.isEmpty)
                #expect(round >= Self.documents.count, "the unmutated document \(round) is refused: \(error)")
                refused += 1
                continue
            }
            for atlasPage in description?.pages ?? [] {
                let catalogPage = AtlasCatalog.Page(
                    metadataPath: path, format: description!.format, frames: atlasPage.frames, metadataBytes: bytes)
                let mask: GeneratedMask
                do throws(GenerationError) {
                    mask = try MaskGenerator.generate(
                        pngBytes: page, fileName: "sheet.png", options: GenerationOptions(), atlas: catalogPage)
                } catch {
                    #expect(error.description.contains(path), "\(error)")
                    #expect(round >= Self.documents.count, "the unmutated document \(round) is refused: \(error)")
                    refused += 1
                    continue
                }
                // What the generator writes, the reader must take.
                do {
                    let loaded = try HitMask(bytes: mask.fileBytes)
                    #expect(loaded.frames.count == atlasPage.frames.count)
                    generated += 1
                } catch {
                    Issue.record("round \(round): the reader refuses the generated page: \(error)")
                }
            }
        }
        // Most mutations keep a readable document, many do not.
        #expect(refused > 200 && generated > 200, "\(refused) refused, \(generated) generated")
    }
}
