import Foundation
import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

@Suite("Scanning folders and generating batches")
struct BatchTests {
    let root = Fixtures.temporaryFolder()
    let sprite = TestPNG(
        width: 4, height: 3, colorType: .grayAlpha, bitDepth: 8,
        samples: [0, 0, 0, 255, 0, 255, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 200, 0, 0, 0, 0, 0, 1]
    ).encode()

    private func write(_ relativePath: String, _ bytes: [UInt8]) {
        let url = root.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
    }

    private func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return ((enumerator?.allObjects as? [String]) ?? []).filter {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    @Test("folders are scanned recursively, in order, for .png in any case, skipping hidden and .build")
    func scanning() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "in/b.png", "in/a/c.PNG", "in/a/d.Png", "in/.hidden/e.png", "in/.build/f.png", "in/.g.png",
            "in/notes.txt", "in/z/y/x.png",
        ] {
            write(path, sprite)
        }
        // A symbolic link back up the tree must not loop.
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("in/a/loop").path,
            withDestinationPath: root.appendingPathComponent("in").path)
        let assets = try AssetScanner.assets(in: root.appendingPathComponent("in").path)
        #expect(assets.map(\.relativePath) == ["a/c.PNG", "a/d.Png", "b.png", "z/y/x.png"])
        #expect(assets.map(\.relativeOutputPath) == ["a/c.hitmask", "a/d.hitmask", "b.hitmask", "z/y/x.hitmask"])
        #expect(throws: AssetScanner.ScanError.self) {
            try AssetScanner.assets(in: root.appendingPathComponent("nope").path)
        }
    }

    @Test("the scan finds the atlas metadata beside PNGs in the listings it makes anyway, as a folder listing would")
    func atlasMetadataFromTheScan() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "in/sheet.png", "in/sheet.json", "in/sheet.plist", "in/Info.plist", "in/.hidden.json", "in/a/b.atlas",
            "in/c/d.png", "in/e.atlasc/e.png", "in/e.atlasc/e.plist",
        ] {
            write(path, sprite)
        }
        let input = root.appendingPathComponent("in").path
        // A dangling link is named as a listing names it, so that the catalog reports it rather than missing it.
        try FileManager.default.createSymbolicLink(
            atPath: input + "/gone.json", withDestinationPath: input + "/nothing")
        let contents = try AssetScanner.contents(of: input)
        #expect(contents.assets == (try AssetScanner.assets(in: input)))
        // Only folders holding PNGs: in/a has metadata but no PNG.
        #expect(Set(contents.atlasMetadata.keys) == [input, input + "/c", input + "/e.atlasc"])
        for (folder, files) in contents.atlasMetadata {
            let listing = try FileManager.default.contentsOfDirectory(atPath: folder)
            let expected = AssetScanner.atlasMetadataNames(in: folder, entries: listing).map { folder + "/" + $0 }
            #expect(files.sorted() == expected.sorted(), "\(folder)")
        }
        let metadata = ["gone.json", "sheet.json", "sheet.plist"].map { input + "/" + $0 }
        #expect(contents.atlasMetadata[input]?.sorted() == metadata)
        // A file input lists no folder: its metadata is found when the catalog lists the folder itself.
        #expect(try AssetScanner.contents(of: input + "/sheet.png").atlasMetadata.isEmpty)
    }

    @Test("outputs mirror inputs; a bad file is reported, gets no output, and does not stop the rest")
    func batch() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        write("in/ui/ok.png", sprite)
        write("in/ui/broken.png", Array(sprite.prefix(40)))
        write("in/icon@2x.png", sprite)
        write("single.png", sprite)
        let out = root.appendingPathComponent("out")
        let report = BatchGenerator(outputDirectory: out.path, options: GenerationOptions()).run(
            inputs: [root.appendingPathComponent("in").path, root.appendingPathComponent("single.png").path])
        #expect(report.generatedCount == 3)
        #expect(report.failedCount == 1)
        #expect(!report.succeeded)
        let failure = try #require(report.results.first { $0.status == .failed })
        #expect(failure.sourcePath?.hasSuffix("ui/broken.png") == true)
        #expect(failure.detail?.contains("truncated") == true)
        #expect(files(under: out) == ["icon@2x.hitmask", "single.hitmask", "ui/ok.hitmask"])
        let retina = try HitMask(contentsOf: out.appendingPathComponent("icon@2x.hitmask").path)
        #expect(retina.scale == 2)
        #expect(retina.solidPixelCount == 5)  // alphas 255, 255, 9, 200 and 1
    }

    @Test("an output folder that is the input folder puts each mask beside its PNG, as --beside-sources does")
    func outputIsTheInput() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        write("sprites/hero.png", sprite)
        write("sprites/ui/button.png", sprite)
        let sprites = root.appendingPathComponent("sprites")
        // Named another way than the input (a trailing slash and a "."), as a user may.
        let report = BatchGenerator(outputDirectory: sprites.path + "/./", options: GenerationOptions()).run(
            inputs: [sprites.path])
        #expect(report.generatedCount == 2)
        #expect(files(under: sprites) == ["hero.hitmask", "hero.png", "ui/button.hitmask", "ui/button.png"])
        let beside = try Data(contentsOf: sprites.appendingPathComponent("ui/button.hitmask"))
        let rerun = BatchGenerator(outputDirectory: sprites.path, options: GenerationOptions()).run(inputs: [
            sprites.path
        ])
        #expect(rerun.generatedCount == 0 && rerun.count(.upToDate) == 2)
        try FileManager.default.removeItem(at: sprites.appendingPathComponent("ui/button.hitmask"))
        let besideSources = BatchGenerator(placement: .besideSources, options: { _ in GenerationOptions() }).run(
            inputs: [sprites.path])
        #expect(besideSources.generatedCount == 1)
        #expect(try Data(contentsOf: sprites.appendingPathComponent("ui/button.hitmask")) == beside)
    }

    @Test("an output folder inside the input folder is not scanned for inputs")
    func outputInsideTheInput() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        write("sprites/hero.png", sprite)
        let sprites = root.appendingPathComponent("sprites")
        let masks = sprites.appendingPathComponent("masks")
        // A PNG in the output folder (a stray copy) is not an input.
        write("sprites/masks/stray.png", sprite)
        let report = BatchGenerator(outputDirectory: masks.path, options: GenerationOptions()).run(
            inputs: [sprites.path])
        #expect(report.generatedCount == 1)
        #expect(files(under: masks) == ["hero.hitmask", "stray.png"])
    }

    @Test("two inputs claiming one output: the second is refused, the first kept")
    func collisions() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        write("one/a.png", sprite)
        write("two/a.png", sprite)
        let out = root.appendingPathComponent("out")
        let report = BatchGenerator(outputDirectory: out.path, options: GenerationOptions()).run(
            inputs: [root.appendingPathComponent("one").path, root.appendingPathComponent("two").path])
        #expect(report.generatedCount == 1)
        #expect(report.results.first { $0.status == .failed }?.detail?.contains("already produced") == true)
    }

    @Test("the same inputs and options give byte-identical files")
    func deterministic() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let url = Fixtures.pngSuite.appendingPathComponent("basn6a16.png")
        let options = GenerationOptions(threshold: AlphaThreshold(40), rectGrid: 7, rectMode: .balanced)
        let first = try MaskGenerator.generate(pngBytes: Fixtures.bytes(url), fileName: "a.png", options: options)
        let second = try MaskGenerator.generate(pngBytes: Fixtures.bytes(url), fileName: "a.png", options: options)
        #expect(first.fileBytes == second.fileBytes)
        #expect(first.mask.rectMode == .balanced && first.mask.rectGrid == 7 && first.mask.threshold == 40)
        #expect(first.mask.source?.generatorRevision == MaskGenerator.revision)
    }

    @Test("temporary files that a killed run left are reported by --check and removed by the next run; live ones stay")
    func staleTemporaries() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        write("in/ui/ok.png", sprite)
        let output = root.appendingPathComponent("out").path
        var batch = BatchGenerator(outputDirectory: output, options: GenerationOptions())
        #expect(batch.run(inputs: [root.appendingPathComponent("in").path]).succeeded)
        // No process has this id (above Linux's pid_max), so its temporary is stale; this process's is not.
        let dead = "out/ui/.ok.hitmask.2147483646-00000000deadbeef.tmp"
        let live = "out/ui/.ok.hitmask.\(getpid())-0123456789abcdef.tmp"
        let unrelated = "out/.notes.txt.2147483646-00000000deadbeef.tmp"
        for path in [dead, live, unrelated] { write(path, [1, 2, 3]) }

        batch.mode = .check
        let check = batch.run(inputs: [root.appendingPathComponent("in").path])
        #expect(!check.succeeded)
        #expect(
            check.results.filter { $0.status == .staleTemporary }.map(\.outputPath) == [
                root.appendingPathComponent(dead).path
            ])
        #expect(
            FileManager.default.fileExists(atPath: root.appendingPathComponent(dead).path),
            "--check writes and deletes nothing")

        batch.mode = .generate(force: false)
        let rerun = batch.run(inputs: [root.appendingPathComponent("in").path])
        #expect(rerun.succeeded)
        #expect(rerun.count(.removedTemporary) == 1 && rerun.count(.upToDate) == 1)
        #expect(
            files(under: root.appendingPathComponent("out")) == [
                ".notes.txt.2147483646-00000000deadbeef.tmp", "ui/.ok.hitmask.\(getpid())-0123456789abcdef.tmp",
                "ui/ok.hitmask",
            ])
    }

    @Test("the temporary-name pattern: only names AtomicFile makes, of processes that are gone")
    func temporaryNames() {
        #expect(
            AtomicFile.Temporary.isStale(".a.hitmask.2147483646-00000000deadbeef.tmp", forFilesEndingIn: ".hitmask"))
        #expect(
            !AtomicFile.Temporary.isStale(".a.hitmask.\(getpid())-00000000deadbeef.tmp", forFilesEndingIn: ".hitmask"))
        #expect(!AtomicFile.Temporary.isStale(".a.hitmask.2147483646-deadbeef.tmp", forFilesEndingIn: ".hitmask"))
        #expect(!AtomicFile.Temporary.isStale(".a.png.2147483646-00000000deadbeef.tmp", forFilesEndingIn: ".hitmask"))
        #expect(
            !AtomicFile.Temporary.isStale("a.hitmask.2147483646-00000000deadbeef.tmp", forFilesEndingIn: ".hitmask"))
        #expect(!AtomicFile.Temporary.isStale(".a.hitmask.x-00000000deadbeef.tmp", forFilesEndingIn: ".hitmask"))
    }

    @Test("temporary names are this process's, of the pattern, and never repeat within it, from any thread")
    func temporaryNamesAreUnique() async {
        let names = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 { group.addTask { (0..<2_000).map { _ in AtomicFile.Temporary.name(for: "a.hitmask") } } }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { AtomicFile.Temporary.target(of: $0) == "a.hitmask" })
        #expect(names.allSatisfy { $0.hasPrefix(".a.hitmask.\(getpid())-") })
        #expect(!names.contains { AtomicFile.Temporary.isStale($0, forFilesEndingIn: ".hitmask") })
    }

    @Test("shards split a batch: together they make exactly the unsharded outputs; check and prune stay in their share")
    func shards() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let names = (0..<24).map { "in/\($0 % 3 == 0 ? "ui/" : "")sprite\($0).png" }
        for name in names { write(name, sprite) }
        let input = root.appendingPathComponent("in").path
        let whole = root.appendingPathComponent("whole").path, split = root.appendingPathComponent("split").path
        #expect(
            BatchGenerator(outputDirectory: whole, options: GenerationOptions()).run(inputs: [input]).generatedCount
                == 24)

        func batch(_ shard: Int, mode: BatchGenerator.Mode = .generate(force: false), prune: Bool = false)
            -> BatchGenerator
        {
            var batch = BatchGenerator(outputDirectory: split, options: GenerationOptions())
            batch.shard = Shard(index: shard, count: 3)
            batch.mode = mode
            batch.prune = prune
            return batch
        }
        let counts = (1...3).map { batch($0).run(inputs: [input]).generatedCount }
        #expect(counts.reduce(0, +) == 24 && counts.allSatisfy { $0 > 0 }, "\(counts)")
        let wholeFiles = files(under: URL(fileURLWithPath: whole)),
            splitFiles = files(under: URL(fileURLWithPath: split))
        #expect(wholeFiles == splitFiles)
        for file in wholeFiles {
            #expect(
                FileManager.default.contents(atPath: whole + "/" + file)
                    == FileManager.default.contents(atPath: split + "/" + file))
        }

        // A missing mask fails only its own shard's check; an orphan is pruned only by its own shard.
        let victim = "ui/sprite3.hitmask"
        let owner = (1...3).first { Shard(index: $0, count: 3)!.contains(relativePath: victim) }!
        try FileManager.default.removeItem(atPath: split + "/" + victim)
        for shard in 1...3 {
            #expect(batch(shard, mode: .check).run(inputs: [input]).succeeded == (shard != owner), "shard \(shard)")
        }
        #expect(batch(owner).run(inputs: [input]).generatedCount == 1)
        try FileManager.default.removeItem(at: root.appendingPathComponent("in/ui/sprite3.png"))
        for shard in 1...3 where shard != owner {
            #expect(batch(shard, prune: true).run(inputs: [input]).count(.pruned) == 0)
        }
        #expect(batch(owner, prune: true).run(inputs: [input]).count(.pruned) == 1)
        #expect(!FileManager.default.fileExists(atPath: split + "/" + victim))
    }

    @Test("shard assignment is fixed by FNV-1a of the relative path, the same on every machine")
    func shardHash() {
        #expect(Shard.hash("") == 0xCBF2_9CE4_8422_2325)
        #expect(Shard.hash("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(Shard(parsing: "2/5") == Shard(index: 2, count: 5))
        for text in ["0/3", "4/3", "1/0", "x/2", "1/2/3", "", "1-2"] { #expect(Shard(parsing: text) == nil, "\(text)") }
        let paths = (0..<1000).map { "dir\($0 % 7)/sprite\($0).hitmask" }
        let shares = (1...4).map { index in
            paths.filter { Shard(index: index, count: 4)!.contains(relativePath: $0) }.count
        }
        #expect(shares.reduce(0, +) == 1000 && shares.allSatisfy { (200...300).contains($0) }, "\(shares)")
    }
}
