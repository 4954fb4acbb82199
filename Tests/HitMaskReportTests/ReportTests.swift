import Foundation
import HitMaskEncoding
import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator
@testable import HitMaskReport

@Suite("Report pages: what they show of each mask, and how an art change is compared")
struct ReportTests {
    let root = Fixtures.temporaryFolder()

    /// A grey-and-alpha PNG whose solid pixels are those `isSolid` picks.
    private func sprite(width: Int, height: Int, _ isSolid: (Int, Int) -> Bool) -> [UInt8] {
        var samples: [Int] = []
        for y in 0..<height {
            for x in 0..<width { samples += [128, isSolid(x, y) ? 255 : 0] }
        }
        return TestPNG(width: width, height: height, colorType: .grayAlpha, bitDepth: 8, samples: samples).encode()
    }

    private func write(_ relativePath: String, _ bytes: [UInt8]) {
        let url = root.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
    }

    private func path(_ relativePath: String) -> String { root.appendingPathComponent(relativePath).path }

    private func run(_ mode: BatchGenerator.Mode, prune: Bool = false, options: GenerationOptions = GenerationOptions())
        -> BatchGenerator.Report
    {
        var batch = BatchGenerator(outputDirectory: path("out"), options: options)
        batch.mode = mode
        batch.prune = prune
        return batch.run(inputs: [path("in")])
    }

    private func entry(_ name: String, in contents: ReportBuilder.Contents) throws -> ReportEntry {
        try #require(contents.entries.first { $0.name == name }, "no entry \(name)")
    }

    @Test("each mask appears as --check sees it, with its figures, its sprite and its bytes")
    func states() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let disc = sprite(width: 20, height: 16) { x, y in (x - 10) * (x - 10) + (y - 8) * (y - 8) < 40 }
        write("in/a.png", disc)
        write("in/sub/b.png", sprite(width: 9, height: 9) { x, _ in x < 3 })
        _ = run(.generate(force: false), options: GenerationOptions(toleranceData: true))
        write("in/sub/b.png", sprite(width: 9, height: 9) { x, _ in x < 4 })  // now stale
        write("in/c.png", disc)  // no mask yet
        try FileManager.default.copyItem(atPath: path("out/a.hitmask"), toPath: path("out/gone.hitmask"))

        var builder = ReportBuilder(pageFolder: path("page"))
        builder.sprites = .link
        let contents = builder.contents(of: run(.check, options: GenerationOptions(toleranceData: true)))
        #expect(contents.entries.map(\.name) == ["a.hitmask", "c.hitmask", "gone.hitmask", "sub/b.hitmask"])
        #expect(contents.entries.map(\.status) == ["up-to-date", "missing", "orphaned", "stale"])

        let a = try entry("a.hitmask", in: contents)
        let loaded = try HitMask(contentsOf: path("out/a.hitmask"))
        #expect(a.width == 20 && a.height == 16 && a.solidPixels == loaded.solidPixelCount)
        #expect(a.rects == loaded.rects.count && a.toleranceData == true && a.frames == 0 && a.outlineRegions == nil)
        #expect(a.pngBytes == disc.count)
        #expect(a.maskFileBytes == (try FileBytes.read(path: path("out/a.hitmask"))).count)
        #expect(a.sprite.map { contents.sprites[$0] } == "../in/a.png")
        // The page gets the file without its distance field: the same mask, far fewer bytes.
        let pageBytes = try #require(a.mask.flatMap { Data(base64Encoded: $0) }).map { $0 }
        let pageMask = try HitMask(bytes: pageBytes)
        #expect(pageMask.bits == loaded.bits && pageMask.rects == loaded.rects && pageMask.distanceField == nil)
        #expect(pageBytes.count < a.maskFileBytes!)

        let stale = try entry("sub/b.hitmask", in: contents)
        #expect(
            stale.detail != nil && stale.mask != nil && stale.sprite.map { contents.sprites[$0] } == "../in/sub/b.png")
        let missing = try entry("c.hitmask", in: contents)
        #expect(missing.mask == nil && missing.width == nil && missing.sprite != nil)
        let orphan = try entry("gone.hitmask", in: contents)
        #expect(orphan.source == nil && orphan.sprite == nil && orphan.mask != nil)
    }

    @Test("against an older folder: changed pixels counted exactly, and added, removed and unchanged masks named")
    func review() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        write("in/same.png", sprite(width: 12, height: 12) { x, y in x > y })
        write("in/edited.png", sprite(width: 30, height: 20) { x, _ in x < 10 })
        write("in/grown.png", sprite(width: 8, height: 8) { _, _ in true })
        write("in/dropped.png", sprite(width: 5, height: 5) { x, y in x == y })
        _ = run(.generate(force: false))
        try FileManager.default.copyItem(atPath: path("out"), toPath: path("old"))

        // The edit: 7 columns more in 20 rows, and one pixel cleared.
        write("in/edited.png", sprite(width: 30, height: 20) { x, y in x < 17 && !(x == 0 && y == 0) })
        write("in/grown.png", sprite(width: 10, height: 9) { _, _ in true })
        write("in/new.png", sprite(width: 6, height: 4) { x, _ in x % 2 == 0 })
        try FileManager.default.removeItem(atPath: path("in/dropped.png"))
        _ = run(.generate(force: false), prune: true)

        var builder = ReportBuilder(pageFolder: path("."))
        builder.sprites = .none
        builder.againstFolder = path("old")
        let contents = builder.contents(of: run(.check))
        let changes = Dictionary(uniqueKeysWithValues: contents.entries.map { ($0.name, $0.change?.state) })
        #expect(
            changes == [
                "dropped.hitmask": "removed", "edited.hitmask": "changed", "grown.hitmask": "changed",
                "new.hitmask": "added", "same.hitmask": "unchanged",
            ])
        let edited = try entry("edited.hitmask", in: contents)
        #expect(edited.change?.changedPixels == 7 * 20 + 1)
        #expect(edited.change?.oldMask != nil && edited.change?.oldRects != nil)
        // 8×8 → 10×9, all solid: the gained pixels.
        #expect(try entry("grown.hitmask", in: contents).change?.changedPixels == 10 * 9 - 8 * 8)
        let dropped = try entry("dropped.hitmask", in: contents)
        #expect(dropped.status == "removed" && dropped.mask != nil && dropped.change?.changedPixels == 5)
        #expect(try entry("same.hitmask", in: contents).change?.oldMask == nil)
        #expect(try entry("new.hitmask", in: contents).change?.changedPixels == 12)
    }

    @Test("the changed-pixel count agrees with a pixel-by-pixel count, whatever the two sizes")
    func differenceAgreesWithBruteForce() throws {
        for (index, (old, new)) in [((13, 7), (13, 7)), ((13, 7), (16, 5)), ((1, 1), (9, 3)), ((64, 2), (3, 40))]
            .enumerated()
        {
            let a = try HitMask(
                bytes: SyntheticMasks.file(
                    SyntheticMasks.noise(width: old.0, height: old.1, density: 0.4, seed: UInt64(index))))
            let b = try HitMask(
                bytes: SyntheticMasks.file(
                    SyntheticMasks.noise(width: new.0, height: new.1, density: 0.6, seed: UInt64(index + 9))))
            var expected = 0
            for y in 0..<20 + max(a.height, b.height) {
                for x in 0..<20 + max(a.width, b.width) where a.contains(x: x, y: y) != b.contains(x: x, y: y) {
                    expected += 1
                }
            }
            #expect(MaskDifference.changedPixels(a, b) == expected)
            #expect(MaskDifference.changedPixels(b, a) == expected)
        }
    }

    @Test("the page is the same bytes every time, escapes names, and carries hitmask.js as plain declarations")
    func page() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        write("in/<b>&\"x</script>.png", sprite(width: 4, height: 4) { x, _ in x < 2 })
        _ = run(.generate(force: false))
        let builder = ReportBuilder(pageFolder: path("."))
        let first = ReportPage(title: "T <1>", inputs: [path("in")], contents: builder.contents(of: run(.check))).html()
        let second = ReportPage(title: "T <1>", inputs: [path("in")], contents: builder.contents(of: run(.check)))
            .html()
        #expect(first == second)
        // Three scripts (the data, the sprites, the code), and no name can end one early.
        #expect(first.components(separatedBy: "</script>").count == 4)
        #expect(first.contains("<title>T &lt;1&gt;</title>"))
        #expect(first.contains("class HitMask {") && !first.contains("export class"))
        #expect(first.contains(#"["data:image/png;base64,"#))  // the sprites, written as JSON strings
    }

    @Test("links to sprites are relative to the page and percent-encoded")
    func links() {
        #expect(RelativeLink.from(folder: "/a/b", to: "/a/c/d e.png") == "../c/d%20e.png")
        #expect(RelativeLink.from(folder: "/a", to: "/a/x#1.png") == "x%231.png")
        #expect(RelativeLink.from(folder: "/a/b/c", to: "/z.png") == "../../../z.png")
        #expect(RelativeLink.from(folder: "/a/./b/..", to: "/a/q/r.png") == "q/r.png")
    }
}
