import Foundation
import HitMask
import HitMaskTestSupport
import Testing

/// The answers the README and Getting Started print for the sample flower are the answers the reader gives.
@Suite("Documented answers")
struct DocumentedAnswersTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The sample flower's mask, made by the CLI as the README's quick start makes it.
    static func flower() throws -> HitMask {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("documented-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let sprites = repository.appendingPathComponent("Samples/Sprites").path
        let result = try CommandRunner.run(["generate", sprites, "--output", output, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        return try HitMask(contentsOf: output + "/flower.hitmask")
    }

    @Test("README's queries of the flower print what their comments say, one solid and one clear of each kind")
    func readmeAnswers() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let mask = try Self.flower()
        var answers: [String: Set<Bool>] = [:]
        for match in readme.matches(of: /print\(mask\.contains\(x: (\d+), y: (\d+)\)\)  \/\/ (true|false)/) {
            let claimed = match.3 == "true"
            #expect(mask.contains(x: Int(match.1)!, y: Int(match.2)!) == claimed, "\(match.0)")
            answers["pixel", default: []].insert(claimed)
        }
        let view = try #require(readme.firstMatch(of: /let view = Rect2D\(x: 0, y: 0, width: (\d+), height: (\d+)\)/))
        let bounds = Rect2D(x: 0, y: 0, width: Double(view.1)!, height: Double(view.2)!)
        let pattern =
            /print\(mask\.contains\(Point2D\(x: (\d+), y: (\d+)\), in: view, contentMode: \.scaleAspectFit\)\)  \/\/ (true|false)/
        for match in readme.matches(of: pattern) {
            let claimed = match.3 == "true"
            let point = Point2D(x: Double(match.1)!, y: Double(match.2)!)
            #expect(mask.contains(point, in: bounds, contentMode: .scaleAspectFit) == claimed, "\(match.0)")
            answers["view", default: []].insert(claimed)
        }
        #expect(answers == ["pixel": [true, false], "view": [true, false]])
    }

    @Test("Getting Started's first query of the flower is a solid pixel, as its print says")
    func gettingStartedAnswer() throws {
        let article = try String(
            contentsOf: Self.repository.appendingPathComponent("Sources/HitMask/HitMask.docc/GettingStarted.md"),
            encoding: .utf8)
        let query = try #require(article.firstMatch(of: /if mask\.contains\(x: (\d+), y: (\d+)\) \{/))
        #expect(try Self.flower().contains(x: Int(query.1)!, y: Int(query.2)!))
    }
}
