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
}
