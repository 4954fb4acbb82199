import Foundation
import HitMaskTestSupport
import Testing

@Suite("Release hygiene")
struct ReleaseTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("hitmask --version names the newest CHANGELOG release and the format version it writes")
    func versionMatchesChangelog() throws {
        let changelog = try String(contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // The newest release: changes not yet released sit above it under "## Unreleased".
        let newest = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" })
        let version = try #require(newest.dropFirst(3).split(separator: " ").first)
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("\(version) "), "\(result.standardOutput)")
        let format = try #require(changelog.firstMatch(of: /format version (\d+)/)?.1)
        #expect(result.standardOutput.contains("format version \(format)"), "\(result.standardOutput)")
    }

    @Test("every add-on, manifest and download line names the version HitMaskVersion.current holds")
    func versionsAgree() throws {
        let version = try #require(
            try String(
                contentsOf: Self.repository.appendingPathComponent("Sources/HitMaskGenerator/HitMaskVersion.swift"),
                encoding: .utf8
            ).firstMatch(of: /static let current = "([0-9.]+)"/)?.1)
        func text(_ path: String) throws -> String {
            try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(try text("Readers/Godot4/addons/hitmask/plugin.cfg").contains("version=\"\(version)\""))
        #expect(try text("Readers/Godot3/addons/hitmask/plugin.cfg").contains("version=\"\(version)\""))
        #expect(try text("Readers/CSharp/package.json").contains("\"version\": \"\(version)\""))
        #expect(try text("Readers/CSharp/CHANGELOG.md").contains("## \(version)"))
        #expect(try text("Readers/LOVE/hitmask.lua").contains("_VERSION = 'hitmask.lua \(version) "))
        let parts = version.split(separator: ".")
        let header = try text("Sources/CHitMask/include/hitmask.h")
        #expect(header.contains("#define HITMASK_VERSION \"\(version)\""))
        for (name, part) in zip(["MAJOR", "MINOR", "PATCH"], parts) {
            #expect(header.contains("#define HITMASK_VERSION_\(name) \(part)\n"), "HITMASK_VERSION_\(name)")
        }
        // Download lines: every release file a Markdown file names, with the version in its name.
        let markdown = try FileManager.default.subpathsOfDirectory(atPath: Self.repository.path).filter {
            $0.hasSuffix(".md") && !$0.hasPrefix(".build") && !$0.contains("/.build")
        }
        var named = 0
        for path in markdown {
            for match in try text(path).matches(
                of: /hitmask-(?:godot[34]-)?([0-9]+\.[0-9]+\.[0-9]+)|releases\/download\/v([0-9.]+)\//)
            {
                named += 1
                let found = String(match.output.1 ?? match.output.2 ?? "")
                #expect(found == version, "\(path) names release \(found), not \(version)")
            }
        }
        #expect(named > 3, "no download line found")
    }

    @Test(
        "each reader meant to be copied alone carries the licence's whole text, and every add-on script its identifier")
    func licencesTravel() throws {
        func words(_ text: String) -> [Substring] {
            // The text without comment markers: words alone, so that each language's comments compare alike.
            text.split(whereSeparator: { $0.isWhitespace }).filter { !["//", "#", "/*", "*/", "--"].contains($0) }
        }
        let licence = words(try String(contentsOf: Self.repository.appendingPathComponent("LICENSE"), encoding: .utf8))
        for path in [
            "Sources/CHitMask/include/hitmask.h", "Sources/CHitMask/include/hitmask_outline.h",
            "Sources/CHitMask/include/hitmask_tolerance.h", "Sources/CHitMask/include/hitmask_overlap.h",
            "Readers/JavaScript/hitmask.js", "Readers/JavaScript/hitmask.d.ts", "Readers/CSharp/Runtime/HitMask.cs",
            "Readers/LOVE/hitmask.lua",
            "Readers/Godot3/addons/hitmask/hitmask_reader.gd", "Readers/Godot3/addons/hitmask/hitmask.gd",
            "Readers/Godot4/addons/hitmask/hitmask_reader.gd", "Readers/Godot4/addons/hitmask/hitmask.gd",
        ] {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
            // REUSE reads an SPDX tag to the end of its line: each stands alone on its line, after the comment marker.
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let tagged = { (tag: String) in
                lines.contains { line in ["", "// ", "# ", "## ", "-- "].contains { line == $0 + tag } }
            }
            #expect(tagged("SPDX-License-Identifier: MIT"), "\(path) has no SPDX identifier on a line of its own")
            #expect(tagged("SPDX-FileCopyrightText: 2026 HitMask authors"), "\(path) has no SPDX copyright line")
            let found = words(text)
            let carries = (0...(found.count - licence.count)).contains {
                Array(found[$0..<$0 + licence.count]) == licence
            }
            #expect(carries, "\(path) does not carry LICENSE's text")
        }
        for major in ["Godot3", "Godot4"] {
            let addOn = Self.repository.appendingPathComponent("Readers/\(major)/addons/hitmask")
            for name in try FileManager.default.contentsOfDirectory(atPath: addOn.path) where name.hasSuffix(".gd") {
                let text = try String(contentsOf: addOn.appendingPathComponent(name), encoding: .utf8)
                #expect(text.contains("SPDX-License-Identifier: MIT"), "\(major)/\(name) has no SPDX identifier")
            }
        }
    }
}
