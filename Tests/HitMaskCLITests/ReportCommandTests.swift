import Foundation
import HitMaskTestSupport
import Testing

@Suite("hitmask report on the command line", .serialized)
struct ReportCommandTests {
    let root = Fixtures.temporaryFolder()

    init() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("in"), withIntermediateDirectories: true)
        for name in ["basn6a08.png", "tbbn3p08.png"] {
            try FileManager.default.copyItem(
                at: Fixtures.pngSuite.appendingPathComponent(name), to: root.appendingPathComponent("in/\(name)"))
        }
    }

    private func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    @Test("writes one page, whatever the masks' state, and says what it holds")
    func writesThePage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try CommandRunner.run(["generate", path("in"), "-o", path("masks"), "-q"])
        try FileManager.default.removeItem(atPath: path("masks/tbbn3p08.hitmask"))
        let result = try CommandRunner.run([
            "report", path("in"), "--masks", path("masks"), "-o", path("report.html"), "--sprites", "link",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("1 of 2 entries with masks"))
        let page = try String(contentsOfFile: path("report.html"), encoding: .utf8)
        #expect(page.contains("<button type=\"button\" class=\"filter state-missing\" data-filter=\"status:missing\">"))
        #expect(page.contains(#""sprite":0"#) && page.contains(#"in\/basn6a08.png"#))
        // Only the page was written: no temporary left beside it, nothing in the masks folder touched.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: path(".")).sorted() == ["in", "masks", "report.html"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("masks")) == ["basn6a08.hitmask"])
    }

    @Test(
        "bad requests fail with one line naming the path, and write nothing",
        arguments: [
            (["--against", "nowhere"], "nowhere: --against needs a folder of masks"),
            (["-o", "no/such/folder/r.html"], "r.html: cannot write the page (its folder"),
            (["--sprites", "inline"], "--sprites"),
        ])
    func badRequests(extra: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments =
            ["report", path("in"), "--masks", path("masks")]
            + extra.map { $0.contains("/") || $0 == "nowhere" ? path($0) : $0 }
        let result = try CommandRunner.run(arguments + (extra.contains("-o") ? [] : ["-o", path("r.html")]))
        #expect(result.status != 0)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: path("r.html")))
        #expect(!FileManager.default.fileExists(atPath: path("masks")))
    }

    @Test("an input without PNGs is an error, not an empty page")
    func emptyInput() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
        let result = try CommandRunner.run(["report", path("empty"), "--masks", path("masks"), "-o", path("r.html")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no PNG files found"))
        #expect(!FileManager.default.fileExists(atPath: path("r.html")))
    }
}
