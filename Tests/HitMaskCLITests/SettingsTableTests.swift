import Foundation
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

/// Every generation setting is declared once, in `GenerationSetting`; these check that each place that names
/// settings is derived from it.
@Suite("One declaration per setting")
struct SettingsTableTests {
    @Test("generate --help shows every setting's flag and help; config init's file has every key at its default")
    func everySettingEverywhere() throws {
        let help = try CommandRunner.run(["generate", "--help"]).standardOutput
        let starter = StarterConfiguration.text(inputs: [])
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        for setting in GenerationSetting.all {
            #expect(help.contains("--\(setting.flag)"), "\(setting.flag)")
            #expect(words(help).contains(words(setting.summary)), "\(setting.flag)'s help")
            #expect(starter.contains("\"\(setting.localKey)\""), "\(setting.key) in the starter file")
        }
        // The starter's values are the defaults.
        var configuration = HitMaskConfiguration()
        #expect(ConfigurationLoader.parse(starter, file: "hitmask.json", into: &configuration).isEmpty)
        #expect(configuration.options(forRelativePath: "a.png") == GenerationOptions())
    }

    @Test("export's outline options are generate's, from the table: their flags, and their help word for word")
    func exportOutlineOptionsFromTheTable() throws {
        let help = try CommandRunner.run(["export", "--help"]).standardOutput
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        for setting in GenerationSetting.all where setting.isOutlineSetting {
            #expect(help.contains("--\(setting.flag)"), "\(setting.flag)")
            #expect(words(help).contains(words(setting.summary)), "\(setting.flag)'s help")
        }
    }

    @Test("a value outside a setting's range gets the same words from the command line and from hitmask.json")
    func rangesCheckedAlike() throws {
        let cli = try CommandRunner.run(["generate", "x", "-o", "y", "--max-vertices", "2"])
        #expect(cli.status != 0)
        let expectation = GenerationSetting.maxVertices.expectation
        #expect(cli.standardError.contains("--max-vertices must be \(expectation), not 2"), "\(cli.standardError)")
        var configuration = HitMaskConfiguration()
        let problems = ConfigurationLoader.parse(
            #"{ "outlines": { "maxVertices": 2 } }"#, file: "hitmask.json", into: &configuration)
        #expect(problems.map(\.description) == ["hitmask.json: outlines.maxVertices: expected \(expectation), got 2"])
    }
}
