import Foundation
import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

@Suite("Incremental runs, --check, --prune and --jobs")
struct IncrementalTests {
    let root = Fixtures.temporaryFolder()
    var input: String { root.appendingPathComponent("in").path }
    var output: String { root.appendingPathComponent("out").path }

    init() throws {
        for (name, target) in [
            ("basn6a08.png", "a.png"), ("tbbn3p08.png", "ui/b.png"), ("basn4a16.png", "ui/deep/c@2x.png"),
            ("tp1n3p08.png", "d.png"),
        ] {
            let url = root.appendingPathComponent("in/" + target)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixtures.pngSuite.appendingPathComponent(name), to: url)
        }
    }

    private func batch(
        _ mode: BatchGenerator.Mode = .generate(force: false), threshold: UInt8 = 0, prune: Bool = false, jobs: Int = 2,
        output: String? = nil
    ) -> BatchGenerator {
        var batch = BatchGenerator(
            outputDirectory: output ?? self.output, options: GenerationOptions(threshold: AlphaThreshold(threshold)))
        batch.mode = mode
        batch.prune = prune
        batch.jobs = jobs
        return batch
    }

    private func statuses(_ report: BatchGenerator.Report) -> [String: AssetResult.Status] {
        Dictionary(
            uniqueKeysWithValues: report.results.map { (($0.outputPath as NSString).lastPathComponent, $0.status) })
    }

    private func contents(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in AssetScanner.files(withSuffix: "", under: folder) {
            files[String(path.dropFirst(folder.count))] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        return files
    }

    @Test("a second run skips everything; a changed pixel or option regenerates just what it affects")
    func incremental() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(batch().run(inputs: [input]).generatedCount == 4)
        let second = batch().run(inputs: [input])
        #expect(second.count(.upToDate) == 4 && second.generatedCount == 0)

        // Change one pixel's bytes of a.png (an ancillary-free file: rewrite it through the test encoder).
        let png = TestPNG(width: 2, height: 1, colorType: .rgba, bitDepth: 8, samples: [0, 0, 0, 0, 0, 0, 0, 255])
        try Data(png.encode()).write(to: URL(fileURLWithPath: input + "/a.png"))
        let third = batch().run(inputs: [input])
        #expect(statuses(third)["a.hitmask"] == .generated, "\(third.results.map { $0.detail ?? "" })")
        #expect(third.count(.upToDate) == 3)

        let forced = batch(.generate(force: true)).run(inputs: [input])
        #expect(forced.generatedCount == 4)
        let rethresholded = batch(threshold: 100).run(inputs: [input])
        #expect(rethresholded.generatedCount == 4)
    }

    @Test("--check is clean after a run, and names missing, stale and orphaned outputs without writing")
    func check() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = batch(.check).run(inputs: [input])
        #expect(missing.count(.missing) == 4 && !missing.succeeded)
        #expect(!FileManager.default.fileExists(atPath: output))

        _ = batch().run(inputs: [input])
        let clean = batch(.check).run(inputs: [input])
        #expect(clean.succeeded && clean.count(.upToDate) == 4)

        // A pixel change, a threshold change, a deleted source.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: input + "/ui/b.png"))
        let stalePNG = TestPNG(width: 1, height: 1, colorType: .grayAlpha, bitDepth: 8, samples: [0, 9]).encode()
        bytes = Data(stalePNG)
        try bytes.write(to: URL(fileURLWithPath: input + "/ui/b.png"))
        let before = try contents(of: output)
        let changed = batch(.check).run(inputs: [input])
        #expect(statuses(changed)["b.hitmask"] == .stale)
        #expect(changed.results.first { $0.status == .stale }?.detail == "the source PNG changed")
        #expect(!changed.succeeded)

        let options = batch(.check, threshold: 7).run(inputs: [input])
        #expect(options.count(.stale) == 4)
        #expect(options.results.contains { $0.detail?.contains("threshold 0 → 7") == true })

        try FileManager.default.removeItem(atPath: input + "/d.png")
        let orphaned = batch(.check).run(inputs: [input])
        #expect(orphaned.count(.orphaned) == 1)
        #expect(orphaned.results.first { $0.status == .orphaned }?.outputPath.hasSuffix("d.hitmask") == true)
        #expect(try contents(of: output) == before, "--check must not write")
    }

    @Test("--prune deletes orphaned masks and leaves every other file alone")
    func prune() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = batch().run(inputs: [input])
        try FileManager.default.removeItem(atPath: input + "/ui/b.png")
        try Data("not a mask".utf8).write(to: URL(fileURLWithPath: output + "/notes.hitmask"))
        try Data("readme".utf8).write(to: URL(fileURLWithPath: output + "/README.txt"))

        let report = batch(prune: true).run(inputs: [input])
        #expect(statuses(report)["b.hitmask"] == .pruned)
        #expect(!FileManager.default.fileExists(atPath: output + "/ui/b.hitmask"))
        #expect(FileManager.default.fileExists(atPath: output + "/notes.hitmask"))
        #expect(FileManager.default.fileExists(atPath: output + "/README.txt"))
        #expect(
            report.results.first { $0.outputPath.hasSuffix("notes.hitmask") }?.detail?.contains("left it alone") == true
        )
        #expect(FileManager.default.fileExists(atPath: output + "/a.hitmask"))
    }

    @Test("outputs are byte-identical whatever --jobs is", arguments: [1, 2, 5])
    func jobsDeterminism(jobs: Int) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let one = root.appendingPathComponent("one").path, many = root.appendingPathComponent("many").path
        _ = batch(jobs: 1, output: one).run(inputs: [input, Fixtures.pngSuite.path])
        let report = batch(jobs: jobs, output: many).run(inputs: [input, Fixtures.pngSuite.path])
        #expect(try contents(of: one) == (try contents(of: many)))
        #expect(report.count(.failed) == 14)  // the suite's corrupt x* files, reported in input order
        #expect(
            report.results.map(\.sourcePath)
                == batch(jobs: 1, output: one).run(inputs: [input, Fixtures.pngSuite.path]).results.map(\.sourcePath))
    }

    @Test("masks can go beside their PNGs")
    func besideSources() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var beside = BatchGenerator(placement: .besideSources) { _ in GenerationOptions() }
        beside.jobs = 2
        #expect(beside.run(inputs: [input]).generatedCount == 4)
        #expect(FileManager.default.fileExists(atPath: input + "/ui/deep/c@2x.hitmask"))
        #expect(try HitMask(contentsOf: input + "/ui/deep/c@2x.hitmask").scale == 2)
        beside.mode = .check
        #expect(beside.run(inputs: [input]).succeeded)
    }

    @Test("an imageset's Contents.json gives its files their scale")
    func assetCatalogScale() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let imageset = root.appendingPathComponent("in/Assets.xcassets/Hero.imageset")
        try FileManager.default.createDirectory(at: imageset, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.pngSuite.appendingPathComponent("basn6a08.png"),
            to: imageset.appendingPathComponent("hero-large.png"))
        try Data(
            #"{"images":[{"filename":"hero-large.png","idiom":"universal","scale":"3x"}],"info":{"version":1}}"#.utf8
        )
        .write(to: imageset.appendingPathComponent("Contents.json"))
        _ = batch().run(inputs: [input])
        #expect(try HitMask(contentsOf: output + "/Assets.xcassets/Hero.imageset/hero-large.hitmask").scale == 3)
    }
}
