import Foundation
import HitMaskReader
import HitMaskTestSupport
import Testing

@Suite("The hitmask command line, end to end", .serialized)
struct CLITests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("hitmask-cli-\(UUID().uuidString)")
    var pngSuite: URL { Fixtures.pngSuite }

    init() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("in/sub"), withIntermediateDirectories: true)
        for (name, target) in [
            ("basn6a08.png", "in/sub/rgba.png"), ("tbbn3p08.png", "in/palette@2x.png"),
            ("xcsn0g01.png", "in/broken.png"),
        ] {
            try FileManager.default.copyItem(
                at: pngSuite.appendingPathComponent(name), to: root.appendingPathComponent(target))
        }
    }

    private func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
    private func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    @Test("generate writes mirrored outputs, names the bad file, and exits 1")
    func generate() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["generate", path("in"), "--output", path("out"), "--threshold", "33%"])
        #expect(result.status == 1)
        let errorLines = result.standardError.split(separator: "\n")
        #expect(errorLines.count == 1)
        #expect(errorLines.first?.contains("broken.png") == true)
        #expect(errorLines.first?.contains("CRC") == true)
        #expect(result.standardOutput.contains("3 PNG files: 2 generated, 1 failed"))
        #expect(exists("out/sub/rgba.hitmask"))
        #expect(exists("out/palette@2x.hitmask"))
        #expect(!exists("out/broken.hitmask"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: path("out")).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)

        let single = try CommandRunner.run(["generate", path("in/sub/rgba.png"), "-o", path("single")])
        #expect(single.status == 0)
        #expect(exists("single/rgba.hitmask"))
    }

    @Test("inspect, query, verify and export describe and check a mask")
    func readCommands() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try CommandRunner.run(["generate", path("in/palette@2x.png"), "-o", path("out"), "--rect-grid", "8"])
        let mask = path("out/palette@2x.hitmask")

        let json = try CommandRunner.run(["inspect", mask, "--json"])
        #expect(json.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        for key in ["width", "height", "scale", "threshold", "solidPixels", "fileBytes", "maskBytes", "rects"] {
            #expect(object[key] != nil, "missing key \(key)")
        }
        #expect(object["width"] as? Int == 32)
        #expect(object["scale"] as? Double == 2)
        #expect(object["fileBytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: mask)[.size] as? Int))
        let rects = try #require(object["rects"] as? [[String: Int]])
        #expect(!rects.isEmpty && rects.allSatisfy { Set($0.keys) == ["x", "y", "width", "height"] })

        let text = try CommandRunner.run(["inspect", mask])
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("32×32 pixels at scale 2"))
        #expect(text.standardOutput.contains("#"))
        // A folder is every mask under it, as for verify; with --json always an array, even of one.
        let folder = try CommandRunner.run(["inspect", path("out"), "--json"])
        let reports = try JSONSerialization.jsonObject(with: Data(folder.standardOutput.utf8)) as? [[String: Any]]
        #expect(folder.status == 0 && reports?.map { $0["file"] as? String } == [mask], "\(folder.standardError)")
        try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
        let empty = try CommandRunner.run(["inspect", path("empty")])
        #expect(empty.status == 1 && empty.standardError.hasSuffix("empty: no .hitmask files in this folder\n"))

        // tbbn3p08's transparent background surrounds an opaque centre.
        #expect(try CommandRunner.run(["query", mask, "0", "0"]).standardOutput == "clear\n")
        #expect(try CommandRunner.run(["query", mask, "16", "16"]).standardOutput == "solid\n")
        #expect(try CommandRunner.run(["query", mask, "--", "500", "-3"]).standardOutput == "clear\n")

        let verified = try CommandRunner.run(["verify", mask])
        #expect(verified.status == 0)
        var damaged = try Data(contentsOf: URL(fileURLWithPath: mask))
        damaged[damaged.count / 2] ^= 0x10
        try damaged.write(to: root.appendingPathComponent("damaged.hitmask"))
        let failed = try CommandRunner.run(["verify", mask, path("damaged.hitmask")])
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("damaged.hitmask: checksum mismatch"))
        #expect(try CommandRunner.run(["query", path("damaged.hitmask"), "1", "1"]).status == 1)
        // A file that cannot be read is named once, with the reason, by every command that reads masks.
        for command in ["inspect", "verify", "query", "export"] {
            let extra = command == "query" ? ["1", "1"] : command == "export" ? ["-o", path("x.png")] : []
            let missing = try CommandRunner.run([command, path("missing.hitmask")] + extra)
            #expect(
                missing.status == 1
                    && missing.standardError
                        == "hitmask: error: \(path("missing.hitmask")): unreadable file: No such file or directory\n",
                "\(command): \(missing.standardError)")
        }
        let unwritable = try CommandRunner.run(["export", mask, "-o", path("damaged.hitmask/x.png")])
        #expect(
            unwritable.standardError
                == "hitmask: error: \(path("damaged.hitmask/x.png")): cannot write (Not a directory)\n")

        let exported = try CommandRunner.run(["export", mask, "--output", path("mask.png")])
        #expect(exported.status == 0)
        let png = try Data(contentsOf: root.appendingPathComponent("mask.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png[24] == 1 && png[25] == 0)  // IHDR: bit depth 1, greyscale
    }

    @Test("--files-from takes paths one per line or NUL-separated, after those given as arguments")
    func filesFrom() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try CommandRunner.run(["generate", path("in"), "-o", path("out")])
        let masks = [path("out/sub/rgba.hitmask"), path("out/palette@2x.hitmask")]
        try Data((masks.joined(separator: "\r\n") + "\n\n").utf8).write(to: root.appendingPathComponent("lines.txt"))
        try Data(masks.joined(separator: "\0").utf8).write(to: root.appendingPathComponent("nul.txt"))
        for list in ["lines.txt", "nul.txt"] {
            let verified = try CommandRunner.run(["verify", "--files-from", path(list)])
            #expect(verified.status == 0 && verified.standardOutput.split(separator: "\n").count == 2, "\(list)")
            let inspected = try CommandRunner.run(["inspect", "--json", "--files-from", path(list)])
            let reports =
                try JSONSerialization.jsonObject(with: Data(inspected.standardOutput.utf8)) as? [[String: Any]]
            #expect(reports?.map { $0["file"] as? String } == masks, "\(list)")
        }
        // "-" reads the list from standard input.
        let piped = try CommandRunner.run(
            ["verify", "--files-from", "-"], input: Array(masks.joined(separator: "\n").utf8))
        #expect(piped.status == 0 && piped.standardOutput.split(separator: "\n").count == 2, "\(piped.standardError)")
        // Arguments first, then the list; a missing list is one error naming it.
        let both = try CommandRunner.run(["verify", masks[1], "--files-from", path("nul.txt")])
        #expect(both.standardOutput.split(separator: "\n").first?.hasPrefix(masks[1]) == true)
        let missing = try CommandRunner.run(["verify", "--files-from", path("absent.txt")])
        #expect(
            missing.status == 2
                && missing.standardError
                    == "hitmask: error: \(path("absent.txt")): cannot read the list of paths (No such file or directory)\n"
        )
        // generate takes PNG paths the same way.
        try Data(path("in/sub/rgba.png").utf8).write(to: root.appendingPathComponent("pngs.txt"))
        let generated = try CommandRunner.run(["generate", "--files-from", path("pngs.txt"), "-o", path("listed")])
        #expect(generated.status == 0 && exists("listed/rgba.hitmask"), "\(generated.standardError)")
    }

    @Test("verify reads files on several threads and still reports them in order; -q prints only failures")
    func verifyInOrder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try CommandRunner.run(["generate", path("in"), "-o", path("out")])
        try FileManager.default.createDirectory(atPath: path("many"), withIntermediateDirectories: true)
        // Many files, a damaged one among them: the same lines, in the same order, whatever --jobs is.
        for index in 0..<40 {
            let name = index == 17 ? "bad-\(index).hitmask" : "good-\(index).hitmask"
            try FileManager.default.copyItem(atPath: path("out/sub/rgba.hitmask"), toPath: path("many/\(name)"))
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path("many/bad-17.hitmask")))
        bytes[bytes.count / 2] ^= 0x10
        try bytes.write(to: URL(fileURLWithPath: path("many/bad-17.hitmask")))
        let one = try CommandRunner.run(["verify", path("many"), "--jobs", "1"])
        let four = try CommandRunner.run(["verify", path("many"), "--jobs", "4"])
        #expect(one.status == 1 && four.status == 1)
        #expect(one.standardOutput.split(separator: "\n").count == 39)
        #expect(one.standardOutput == four.standardOutput && one.standardError == four.standardError)
        let quiet = try CommandRunner.run(["verify", path("many"), "-q"])
        #expect(quiet.status == 1 && quiet.standardOutput.isEmpty)
        #expect(quiet.standardError.contains("bad-17.hitmask: checksum mismatch"))
        #expect(try CommandRunner.run(["verify", path("many"), "--jobs", "0"]).status != 0)
    }

    @Test("--tolerance-data stores a distance field; query --tolerance says solid, near or clear")
    func tolerance() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let generated = try CommandRunner.run([
            "generate", path("in/sub/rgba.png"), "-o", path("out"), "--tolerance-data",
        ])
        #expect(generated.status == 0, "\(generated.standardError)")
        let mask = path("out/rgba.hitmask")
        let json = try CommandRunner.run(["inspect", mask, "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let distanceBytes = try #require(object["toleranceDataBytes"] as? Int)
        #expect(distanceBytes > 0)
        #expect(
            try CommandRunner.run(["inspect", mask]).standardOutput.contains(
                "Tolerance:  distance field, \(distanceBytes) bytes"))

        // basn6a08 is 32×32 with alpha rising left to right: threshold 200 leaves columns 25… solid.
        _ = try CommandRunner.run([
            "generate", path("in/sub/rgba.png"), "-o", path("cut"), "--tolerance-data", "--threshold", "200",
        ])
        let cut = path("cut/rgba.hitmask")
        let columns = try (0..<32).map { x in try CommandRunner.run(["query", cut, "\(x)", "5"]).standardOutput }
        let firstSolid = try #require(columns.firstIndex(of: "solid\n"))
        #expect(
            try CommandRunner.run(["query", cut, "\(firstSolid - 3)", "5", "--tolerance", "3"]).standardOutput
                == "near 3\n")
        #expect(
            try CommandRunner.run(["query", cut, "\(firstSolid - 3)", "5", "--tolerance", "2.9"]).standardOutput
                == "clear\n")
        #expect(
            try CommandRunner.run(["query", cut, "\(firstSolid)", "5", "--tolerance", "2"]).standardOutput == "solid\n")
        #expect(
            try CommandRunner.run(["query", cut, "--tolerance", "100", "--", "-4", "-3"]).standardOutput.hasPrefix(
                "near "))
        let negative = try CommandRunner.run(["query", cut, "1", "1", "--tolerance", "-1"])
        #expect(negative.status != 0 && negative.standardError.contains("--tolerance"))

        // Dropping the flag makes the output stale: the option is part of what a mask was made with.
        let check = try CommandRunner.run(["generate", path("in/sub/rgba.png"), "-o", path("out"), "--check"])
        #expect(check.status == 1)
        #expect(check.standardError.contains("tolerance data on → off"))
    }

    @Test("atlas pages: inspect lists frames, query and export answer for one frame by name")
    func atlasFrames() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // basn6a08 (32×32, alpha rising left to right) as a page with one trimmed, turned frame.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("atlas"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: pngSuite.appendingPathComponent("basn6a08.png"), to: root.appendingPathComponent("atlas/page.png"))
        let json = """
            {"frames": {"bar.png": {"frame": {"x": 16, "y": 0, "w": 10, "h": 16}, "rotated": true, "trimmed": true,
            "spriteSourceSize": {"x": 2, "y": 1, "w": 10, "h": 16}, "sourceSize": {"w": 14, "h": 18}}},
            "meta": {"image": "page.png", "size": {"w": 32, "h": 32}}}
            """
        try Data(json.utf8).write(to: root.appendingPathComponent("atlas/page.json"))
        let generated = try CommandRunner.run(["generate", path("atlas"), "-o", path("out"), "--threshold", "127"])
        #expect(generated.status == 0, "\(generated.standardError)")
        let mask = path("out/page.hitmask")
        let inspect = try CommandRunner.run(["inspect", mask, "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(inspect.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.count == 1 && frames[0]["name"] as? String == "bar.png" && frames[0]["rotated"] as? Bool == true)
        #expect(frames[0]["trimOffset"] as? [String: Int] == ["x": 2, "y": 1])
        #expect(frames[0]["sourceSize"] as? [String: Int] == ["width": 14, "height": 18])
        #expect(frames[0]["pageRect"] as? [String: Int] == ["x": 16, "y": 0, "width": 16, "height": 10])
        // Outside the kept box the frame is clear; inside, page columns 16–31 are all solid at threshold 127.
        #expect(try CommandRunner.run(["query", mask, "0", "0", "--frame", "bar.png"]).standardOutput == "clear\n")
        #expect(try CommandRunner.run(["query", mask, "5", "5", "--frame", "bar.png"]).standardOutput == "solid\n")
        let missing = try CommandRunner.run(["query", mask, "5", "5", "--frame", "nope"])
        #expect(missing.status == 1 && missing.standardError.contains("no frame named \"nope\""))
        let export = try CommandRunner.run(["export", mask, "--frame", "bar.png", "--output", path("bar.png")])
        #expect(export.status == 0)
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("bar.png"))))
        // IHDR width and height, big-endian at bytes 16 and 20: the untrimmed 14×18.
        #expect(png[16..<24].elementsEqual([0, 0, 0, 14, 0, 0, 0, 18]))
    }

    @Test("export --outlines writes polygons with holes, triangles and convex pieces as JSON; --svg draws them")
    func outlinesJSON() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Sprites/ring.png")
        _ = try CommandRunner.run(["generate", samples.path, "-o", path("out")])
        let result = try CommandRunner.run([
            "export", path("out/ring.hitmask"), "--outlines", path("ring.json"), "--max-vertices", "6",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("ring.json"))))
                as? [String: Any])
        #expect(object["epsilon"] as? Double == 1 && object["mode"] as? String == "outer")
        let polygons = try #require(object["polygons"] as? [[String: Any]])
        // A ring: one outer boundary and one hole.
        #expect(polygons.count == 1)
        #expect((polygons[0]["holes"] as? [Any])?.count == 1)
        let pieces = try #require(polygons[0]["convexPieces"] as? [[[Double]]])
        #expect(!pieces.isEmpty && pieces.allSatisfy { $0.count >= 3 && $0.count <= 6 })
        #expect((polygons[0]["triangles"] as? [[[Double]]])?.allSatisfy { $0.count == 3 } == true)
        // The picture: the source under the mask, the rects and the outlines (outer and hole in one path).
        let picture = try CommandRunner.run([
            "export", path("out/ring.hitmask"), "--svg", path("ring.svg"), "--source", samples.path,
        ])
        #expect(picture.status == 0, "\(picture.standardError)")
        let svg = try String(contentsOfFile: path("ring.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("data:image/png;base64,") && svg.contains("stroke=\"#e53935\""))
        #expect(
            svg.components(separatedBy: "stroke=\"#e53935\"").count - 1 == 1
                && svg.components(separatedBy: "Z").count - 1 >= 2)
        let again = try CommandRunner.run([
            "export", path("out/ring.hitmask"), "--svg", path("ring2.svg"), "--source", samples.path,
        ])
        let svgAgain = try String(contentsOfFile: path("ring2.svg"), encoding: .utf8)
        #expect(again.status == 0 && svgAgain == svg)
        let bad = try CommandRunner.run([
            "export", path("out/ring.hitmask"), "--outlines", path("x.json"), "--max-vertices", "2",
        ])
        #expect(bad.status != 0 && bad.standardError.contains("--max-vertices"))
    }

    @Test(
        "generate --outlines stores them (inspect counts them, export reuses them, a settings change makes masks stale); --picture draws a PNG"
    )
    func storedOutlines() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Sprites/ring.png")
        let first = try CommandRunner.run([
            "generate", samples.path, "-o", path("out"), "--outlines", "--outline-epsilon", "2",
        ])
        #expect(first.status == 0, "\(first.standardError)")
        let mask = try HitMask(contentsOf: path("out/ring.hitmask"))
        #expect(
            mask.outlineSettings == OutlineSettings(epsilon: 2) && mask.outlines.count == 1
                && mask.outlines[0].holes.count == 1)
        let inspect = try CommandRunner.run(["inspect", path("out/ring.hitmask")])
        #expect(
            inspect.standardOutput.contains("Outlines:   1 region with 1 hole, \(mask.outlineVertexCount) vertices"))
        let json = try CommandRunner.run(["inspect", path("out/ring.hitmask"), "--json"])
        #expect(json.standardOutput.contains("\"regionVertices\""))
        // Export gives the stored outlines unless other settings are asked for.
        _ = try CommandRunner.run(["export", path("out/ring.hitmask"), "--outlines", path("ring.json")])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("ring.json"))))
                as? [String: Any])
        let polygons = try #require(object["polygons"] as? [[String: Any]])
        #expect(
            object["epsilon"] as? Double == 2 && (polygons[0]["outer"] as? [Any])?.count == mask.outlines[0].outer.count
        )
        // Same settings: up to date; new ones, or none: stale, and --check says why.
        let same = try CommandRunner.run([
            "generate", samples.path, "-o", path("out"), "--outlines", "--outline-epsilon", "2",
        ])
        #expect(
            same.standardOutput.contains("1 up to date") || same.standardError.contains("1 up to date"),
            "\(same.standardOutput)")
        let check = try CommandRunner.run([
            "generate", samples.path, "-o", path("out"), "--outline-mode", "inner", "--check",
        ])
        #expect(check.status != 0 && (check.standardOutput + check.standardError).contains("outlines"))
        let off = try CommandRunner.run(["generate", samples.path, "-o", path("out")])
        #expect(off.status == 0)
        #expect(try HitMask(contentsOf: path("out/ring.hitmask")).outlineSettings == nil)
        // The PNG picture: 80×80 enlarged 12 times by default, the same bytes twice.
        let picture = try CommandRunner.run([
            "export", path("out/ring.hitmask"), "--picture", path("ring.png"), "--source", samples.path,
        ])
        #expect(picture.status == 0, "\(picture.standardError)")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("ring.png"))))
        #expect(
            png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png[16..<24].elementsEqual([0, 0, 3, 192, 0, 0, 3, 192]))
        _ = try CommandRunner.run([
            "export", path("out/ring.hitmask"), "--picture", path("ring2.png"), "--source", samples.path,
        ])
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("ring2.png")))) == png)
        let small = try CommandRunner.run([
            "export", path("out/ring.hitmask"), "--picture", path("ring3.png"), "--zoom", "1",
        ])
        #expect(small.status == 0)
        let wrongSource = try CommandRunner.run([
            "export", path("out/ring.hitmask"), "--picture", path("ring4.png"), "--source",
            samples.deletingLastPathComponent().appendingPathComponent("sword.png").path,
        ])
        #expect(wrongSource.status != 0 && !FileManager.default.fileExists(atPath: path("ring4.png")))
    }

    @Test("hitmask.json \"outlines\": true or an object; lint names a bad key")
    func outlinesInConfig() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Sprites")
        try FileManager.default.createDirectory(atPath: path("assets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: samples.appendingPathComponent("ring.png").path, toPath: path("assets/ring.png"))
        try
            #"{"inputs": ["assets"], "output": "out", "outlines": {"epsilon": 0.5, "mode": "balanced", "maxVertices": 5}}"#
            .write(toFile: path("hitmask.json"), atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["generate", "--config", path("hitmask.json")])
        #expect(run.status == 0, "\(run.standardError)")
        let settings = try HitMask(contentsOf: path("out/ring.hitmask")).outlineSettings
        #expect(settings == OutlineSettings(epsilon: 0.5, mode: .balanced, maxVertices: 5))
        try #"{"inputs": ["assets"], "output": "out", "outlines": {"epsilon": 0.5, "sides": 3}}"#
            .write(toFile: path("hitmask.json"), atomically: true, encoding: .utf8)
        let lint = try CommandRunner.run(["config", "lint", path("hitmask.json")])
        #expect(lint.status != 0 && lint.standardError.contains("outlines.sides"))
    }

    @Test("bad options are refused with a message, before any work")
    func badOptions() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [
            ["--threshold", "300"], ["--rect-grid", "0"], ["--rect-mode", "sideways"], ["--scale", "-1"],
        ] {
            let result = try CommandRunner.run(["generate", path("in"), "-o", path("out")] + arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(!result.standardError.isEmpty)
            #expect(!exists("out"))
        }
    }

    @Test("--check exits 0 when current and 1 listing what is not; --json reports every file")
    func checkAndJSON() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(atPath: path("in/broken.png"))
        let first = try CommandRunner.run(["generate", path("in"), "-o", path("out"), "--json"])
        #expect(first.status == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
        let totals = try #require(report["totals"] as? [String: Int])
        #expect(totals["generated"] == 2 && totals["files"] == 2)
        #expect(report["elapsedSeconds"] is Double)
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(
            files.allSatisfy {
                $0["status"] as? String == "generated" && $0["output"] is String && $0["source"] is String
            })

        let clean = try CommandRunner.run(["generate", path("in"), "-o", path("out"), "--check"])
        #expect(clean.status == 0)
        #expect(clean.standardOutput.contains("2 up to date"))
        #expect(!clean.standardError.contains("\u{1B}"), "no control characters without a terminal")

        let stale = try CommandRunner.run(["generate", path("in"), "-o", path("out"), "--check", "--threshold", "9"])
        #expect(stale.status == 1)
        #expect(
            stale.standardError.split(separator: "\n").filter { $0.contains("stale: options changed: threshold 0 → 9") }
                .count == 2)

        try FileManager.default.removeItem(atPath: path("in/sub/rgba.png"))
        let orphan = try CommandRunner.run(["generate", path("in"), "-o", path("out"), "--check"])
        #expect(orphan.status == 1)
        #expect(orphan.standardError.contains("rgba.hitmask: orphaned"))
        let pruned = try CommandRunner.run(["generate", path("in"), "-o", path("out"), "--prune"])
        #expect(pruned.status == 0)
        #expect(!exists("out/sub/rgba.hitmask"))
        #expect(try CommandRunner.run(["generate", path("in"), "-o", path("out"), "--check"]).status == 0)
    }

    @Test("a mistyped subcommand gets the nearest one as a suggestion, at any level")
    func subcommandSuggestions() throws {
        let top = try CommandRunner.run(["genrate", "Assets"])
        #expect(top.status == 64)
        #expect(top.standardError.contains("'genrate' is not a hitmask command. Did you mean 'generate'?"))
        let nested = try CommandRunner.run(["config", "lnt"])
        #expect(nested.standardError.contains("'lnt' is not a hitmask config command. Did you mean 'lint'?"))
        let far = try CommandRunner.run(["frobnicate"])
        #expect(
            far.standardError.contains(
                "the commands are generate, inspect, query, export, verify, report, config, help"))
    }

    @Test("inputs without PNGs fail unless --allow-empty; an output that is a file is one error before any work")
    func emptyInputsAndFileOutputs() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
        let empty = try CommandRunner.run(["generate", path("empty"), "-o", path("out")])
        #expect(empty.status == 1)
        #expect(empty.standardError.contains("no PNG files found (pass --allow-empty"), "\(empty.standardError)")
        let allowed = try CommandRunner.run(["generate", path("empty"), "-o", path("out"), "--allow-empty"])
        #expect(allowed.status == 0)

        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: path("file")))
        let file = try CommandRunner.run(["generate", path("in"), "-o", path("file")])
        #expect(file.status != 0)
        #expect(file.standardError.split(separator: "\n").count == 1, "\(file.standardError)")
        #expect(file.standardError.contains("the output must be a folder"))
        #expect(try String(contentsOfFile: path("file"), encoding: .utf8) == "not a folder")
    }

    @Test("config init writes a starter that lint accepts; lint names bad keys; generate reads the file")
    func configCommands() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let config = path("hitmask.json")
        // Written in a folder with PNGs, the starter names the folders that hold them and passes its own lint.
        #expect(try CommandRunner.run(["config", "init", config]).status == 0)
        #expect(try CommandRunner.run(["config", "init", config]).status == 2, "no silent overwrite")
        let starter = try CommandRunner.run(["config", "lint", config])
        #expect(starter.status == 0, "\(starter.standardError)")
        #expect(starter.standardOutput.contains("OK (1 input, 0 overrides)"))
        // A folder gets its hitmask.json inside it; a folder in the way of the file is refused, not replaced.
        let inFolder = try CommandRunner.run(["config", "init", path("in")])
        #expect(inFolder.status == 0 && FileManager.default.fileExists(atPath: path("in/hitmask.json")))
        try FileManager.default.createDirectory(atPath: path("taken/hitmask.json"), withIntermediateDirectories: true)
        let taken = try CommandRunner.run(["config", "init", path("taken"), "--force"])
        #expect(
            taken.status == 2 && taken.standardError == "hitmask: error: \(path("taken/hitmask.json")): is a folder\n")

        // A syntax error says where it is, as an editor counts lines and columns.
        try Data("{\n  \"inputs\": [\"in\"],\n  \"output\": \"masks\"\n  \"threshold\": 3\n}\n".utf8).write(
            to: URL(fileURLWithPath: config))
        let syntax = try CommandRunner.run(["config", "lint", config])
        #expect(syntax.status == 1)
        #expect(
            syntax.standardError.contains("hitmask.json: not valid JSON at line 4, column 3"), "\(syntax.standardError)"
        )

        try Data(#"{ "inputs": ["in"], "output": "masks", "rectgrid": 3 }"#.utf8).write(
            to: URL(fileURLWithPath: config))
        let bad = try CommandRunner.run(["config", "lint", config])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("rectgrid: unknown key (did you mean \"rectGrid\"?)"))
        // An empty key is shown as one, not as nothing.
        try Data(#"{ "inputs": ["in"], "output": "masks", "": 3, "outlines": { "": 1 } }"#.utf8).write(
            to: URL(fileURLWithPath: config))
        let empty = try CommandRunner.run(["config", "lint", config])
        #expect(empty.status == 1)
        #expect(empty.standardError.contains("hitmask.json: \"\": unknown key"), "\(empty.standardError)")
        #expect(empty.standardError.contains("hitmask.json: outlines.\"\": unknown key"), "\(empty.standardError)")

        // Globs are relative to the config file's folder: one written relative to the input folder matches nothing.
        try Data(
            #"{ "inputs": ["in"], "output": "masks", "overrides": [{ "match": "sub/**", "threshold": "50%" }] }"#.utf8
        )
        .write(to: URL(fileURLWithPath: config))
        let unmatched = try CommandRunner.run(["config", "lint", config])
        #expect(unmatched.status == 1)
        #expect(unmatched.standardError.contains("overrides[0].match: \"sub/**\" matches no PNG of the inputs"))

        try Data(
            #"{ "inputs": ["in"], "output": "masks", "overrides": [{ "match": "in/sub/**", "threshold": "50%" }] }"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: config))
        #expect(try CommandRunner.run(["config", "lint", config]).status == 0)
        let generated = try CommandRunner.run(["generate", "--config", config])
        #expect(generated.status == 1)  // in/broken.png
        let inspect = try CommandRunner.run(["inspect", path("masks/sub/rgba.hitmask"), "--json"])
        #expect(inspect.standardOutput.contains("\"threshold\" : 127"))
    }

    @Test(
        "every command explains itself",
        arguments: ["generate", "inspect", "query", "export", "verify", "config init", "config lint"])
    func help(command: String) throws {
        let result = try CommandRunner.run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: hitmask \(command)"))
    }
}
