import Foundation
import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskGenerator

@Suite("hitmask.json and globs")
struct ConfigurationTests {
    @Test(
        "globs match within and across folders",
        arguments: [
            ("ui/**", "ui/a.png", true), ("ui/**", "ui/x/y/a.png", true), ("ui/**", "uix/a.png", false),
            ("*.png", "a.png", true), ("*.png", "d/a.png", false), ("**/*.png", "a.png", true),
            ("**/*.png", "d/e/a.png", true),
            ("**/*@2x.png", "d/icon@2x.png", true), ("**/*@2x.png", "d/icon@3x.png", false),
            ("a?c.png", "abc.png", true),
            ("icons/*/big.png", "icons/x/big.png", true), ("icons/*/big.png", "icons/x/y/big.png", false),
            ("*a*b*", "xaybz", true),
        ])
    func glob(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    private func parse(_ text: String) -> (HitMaskConfiguration, [ConfigurationProblem]) {
        var configuration = HitMaskConfiguration()
        let problems = ConfigurationLoader.parse(text, file: "hitmask.json", into: &configuration)
        return (configuration, problems)
    }

    @Test("the starter file written by config init is valid and means what its comments say")
    func starter() throws {
        let (configuration, problems) = parse(StarterConfiguration.text(inputs: []))
        #expect(problems.isEmpty)
        #expect(configuration.inputs == ["Assets"])
        #expect(configuration.output == "HitMasks")
        #expect(configuration.overrides.isEmpty)
        #expect(configuration.options(forRelativePath: "hero.png").threshold == AlphaThreshold(0))
        // The override examples in its comments, as a file of their own, mean what the comment says.
        let examples = StarterConfiguration.text(inputs: []).split(separator: "\n")
            .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//   {") }
            .map { $0.replacingOccurrences(of: "//   ", with: "") }
        #expect(examples.count == 2)
        let (withExamples, exampleProblems) = parse(
            "{\"overrides\": [\(examples.joined(separator: "\n").trimmingCharacters(in: CharacterSet(charactersIn: ",")))]}"
        )
        #expect(exampleProblems.isEmpty, "\(exampleProblems)")
        #expect(withExamples.options(forRelativePath: "Assets/ui/button.png").threshold == AlphaThreshold(84))
        #expect(withExamples.options(forRelativePath: "a/b@3x.png").rectGrid == 48)
    }

    @Test("overrides apply in order and the command line wins")
    func precedence() {
        let (configuration, problems) = parse(
            """
            { "inputs": ["x"], "threshold": 10, "rectMode": "inner",
              "overrides": [ { "match": "ui/**", "threshold": 0.5 }, { "match": "ui/hud/**", "threshold": "90%", "rectGrid": 8 } ] }
            """)
        #expect(problems.isEmpty)
        #expect(configuration.options(forRelativePath: "a.png").threshold.value == 10)
        #expect(configuration.options(forRelativePath: "ui/a.png").threshold.value == 127)
        #expect(configuration.options(forRelativePath: "ui/hud/a.png").threshold.value == 229)
        #expect(configuration.options(forRelativePath: "ui/hud/a.png").rectGrid == 8)
        #expect(configuration.options(forRelativePath: "ui/hud/a.png").rectMode == .inner)
        let commandLine = HitMaskConfiguration.Settings([.threshold: .alpha(AlphaThreshold(3))])
        #expect(configuration.options(forRelativePath: "ui/hud/a.png", commandLine: commandLine).threshold.value == 3)
    }

    @Test("every setting of the table, given in hitmask.json, changes the options a mask is made with")
    func everySettingReachesTheOptions() throws {
        for setting in GenerationSetting.all {
            let value: String
            switch setting.value {
            case .alpha: value = "7"
            case .wholeNumber(let range): value = "\(range.lowerBound)"
            case .number(let range): value = NumberText.format(range.upperBound)
            case .positiveNumber: value = "3"
            case .mode: value = "\"balanced\""
            case .flag: value = "true"
            }
            let member = setting.isOutlineSetting ? "{\"\(setting.localKey)\": \(value)}" : value
            let (configuration, problems) = parse(
                "{\"\(setting.isOutlineSetting ? "outlines" : setting.key)\": \(member)}")
            #expect(problems.isEmpty, "\(setting.key): \(problems)")
            let options = configuration.options(forRelativePath: "a.png")
            #expect(options != GenerationOptions(), "\(setting.key) \(value) left the options as they were")
            // The same value given on the command line means the same.
            let commandLine = configuration.settings
            #expect(HitMaskConfiguration().options(forRelativePath: "a.png", commandLine: commandLine) == options)
        }
    }

    @Test(
        "every problem is reported, pointing at its key",
        arguments: [
            (#"{ "treshold": 5 }"#, "treshold", "did you mean \"threshold\""),
            (#"{ "threshold": 300 }"#, "threshold", "got 300"),
            (#"{ "threshold": true }"#, "threshold", "expected 0–255"),
            (#"{ "rectGrid": 0 }"#, "rectGrid", "from 1 to 4096"),
            (#"{ "rectMode": "edge" }"#, "rectMode", "\"outer\", \"inner\" or \"balanced\""),
            (#"{ "inputs": "Assets" }"#, "inputs", "list of paths"),
            (#"{ "overrides": [ { "threshold": 1 } ] }"#, "overrides[0].match", "expected a glob"),
            (
                #"{ "overrides": [ { "match": "a/**", "rectgrid": 4 } ] }"#, "overrides[0].rectgrid",
                "did you mean \"rectGrid\""
            ),
            (#"{ "output": "M", "besideSources": true }"#, "besideSources", "cannot be true"),
            (#"{ "inputs": ["a" }"#, "", "not valid JSON"),
            (#"[1, 2]"#, "", "JSON object"),
            (#"{ "threshold": 5, "threshold": 9 }"#, "threshold", "given more than once"),
            (#"{ "outlines": { "epsilon": 1, "epsilon": 2 } }"#, "outlines.epsilon", "given more than once"),
        ])
    func problems(text: String, key: String, message: String) {
        let (_, problems) = parse(text)
        #expect(problems.count == 1)
        #expect(problems.first?.key == key)
        #expect(problems.first?.description.contains(message) == true, "\(problems.first?.description ?? "none")")
    }

    @Test("comments are allowed, and comment-like text inside strings is kept")
    func comments() {
        let (configuration, problems) = parse(
            """
            // leading
            { /* block
               comment */ "inputs": ["a//b", "c/*d*/"], // trailing
              "output": "out" }
            """)
        #expect(problems.isEmpty)
        #expect(configuration.inputs == ["a//b", "c/*d*/"])
    }

    @Test("a comma after the last member of an object or array is allowed, as in JSONC; a comma in a string is kept")
    func trailingCommas() {
        let (configuration, problems) = parse(
            """
            {
              "inputs": ["a,]", "b",],
              "overrides": [ { "match": "ui/**", "threshold": 10, /* last */ }, ],
              "output": "out",  // the last member
            }
            """)
        #expect(problems.isEmpty, "\(problems)")
        #expect(configuration.inputs == ["a,]", "b"])
        #expect(configuration.overrides.count == 1)
        #expect(configuration.output == "out")
        // Commas that stand for a missing member are still errors.
        #expect(!parse(#"{"inputs": ["a",, "b"]}"#).1.isEmpty)
        #expect(!parse(#"{, "output": "out"}"#).1.isEmpty)
    }

    @Test("a request resolves config paths relative to the file, and refuses contradictions")
    func request() throws {
        let folder = Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{ "inputs": ["Art"], "output": "Masks", "threshold": "50%" }"#.utf8)
            .write(to: folder.appendingPathComponent("hitmask.json"))
        var request = GenerationRequest()
        let (batch, inputs) = try request.resolve(workingDirectory: folder.path)
        #expect(inputs == [folder.appendingPathComponent("Art").path])
        #expect(batch.placement == .mirror(into: folder.appendingPathComponent("Masks").path))
        #expect(batch.options(SourceAsset(sourcePath: "x", relativePath: "x.png")).threshold.value == 127)

        request.besideSources = true
        request.output = "Elsewhere"
        #expect(throws: GenerationRequest.Problem.self) { try request.resolve(workingDirectory: folder.path) }
        var check = GenerationRequest()
        check.mode = .check
        check.prune = true
        #expect(throws: GenerationRequest.Problem.self) { try check.resolve(workingDirectory: folder.path) }
        #expect(throws: GenerationRequest.Problem.self) { try GenerationRequest().resolve(workingDirectory: "/") }
    }
}
