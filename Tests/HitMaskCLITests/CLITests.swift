import Foundation
import Testing

@Suite("The hitmask command line, end to end", .serialized)
struct CLITests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("hitmask-cli-\(UUID().uuidString)")
    var pngSuite: URL {
        // Tests/HitMaskCLITests/… → Tests/HitMaskTests/Fixtures/pngsuite
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("HitMaskTests/Fixtures/pngsuite")
    }

    init() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("in/sub"), withIntermediateDirectories: true)
        for (name, target) in [("basn6a08.png", "in/sub/rgba.png"), ("tbbn3p08.png", "in/palette@2x.png"),
            ("xcsn0g01.png", "in/broken.png")]
        {
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
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
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
        #expect(try CommandRunner.run(["inspect", path("missing.hitmask")]).standardError.contains("missing.hitmask"))

        let exported = try CommandRunner.run(["export", mask, "--output", path("mask.png")])
        #expect(exported.status == 0)
        let png = try Data(contentsOf: root.appendingPathComponent("mask.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png[24] == 1 && png[25] == 0)  // IHDR: bit depth 1, greyscale
    }

    @Test("bad options are refused with a message, before any work")
    func badOptions() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["--threshold", "300"], ["--rect-grid", "0"], ["--rect-mode", "sideways"], ["--scale", "-1"]] {
            let result = try CommandRunner.run(["generate", path("in"), "-o", path("out")] + arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(!result.standardError.isEmpty)
            #expect(!exists("out"))
        }
    }

    @Test("every command explains itself", arguments: ["generate", "inspect", "query", "export", "verify"])
    func help(command: String) throws {
        let result = try CommandRunner.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: hitmask \(command)"))
    }
}
