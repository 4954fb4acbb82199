import Foundation
import HitMaskTestSupport
import Testing

@Suite("The plugins' argument handling and file placement")
struct PluginSupportTests {
    @Test("plugin options are taken out; everything else goes to hitmask generate")
    func splitting() throws {
        let options = try CommandPluginArguments([
            "--allow-writing-to-package-directory", "--target", "App", "--threshold", "33%", "--target=Game", "--check",
        ])
        #expect(options.targetNames == ["App", "Game"])
        #expect(options.passThrough == ["--threshold", "33%", "--check"])
        #expect(!options.wantsHelp)
        #expect(try CommandPluginArguments(["-h"]).wantsHelp)
    }

    @Test("masks go to the target's HitMasks folder, another folder, or beside the PNGs; hitmask.json is passed on")
    func invocation() throws {
        let fix = ["--fix-command", CommandPluginArguments.fixCommand]
        let plain = try CommandPluginArguments(["--rect-grid", "16"])
        #expect(
            plain.generateArguments(targetDirectory: "/p/Sources/App", configFile: "/p/hitmask.json")
                == [
                    "generate", "/p/Sources/App", "--output", "/p/Sources/App/HitMasks", "--config", "/p/hitmask.json",
                ] + fix + ["--rect-grid", "16"])
        let renamed = try CommandPluginArguments(["--output-folder", "Masks"])
        #expect(
            renamed.generateArguments(targetDirectory: "/t", configFile: nil) == [
                "generate", "/t", "--output", "/t/Masks",
            ] + fix)
        let beside = try CommandPluginArguments(["--beside-sources"])
        #expect(
            beside.generateArguments(targetDirectory: "/t", configFile: nil) == ["generate", "/t", "--beside-sources"]
                + fix)
    }

    @Test("a check run names the plugin's own command as the fix, in the tool's messages and its own")
    func fixesNameThePlugin() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(Fixtures.bytes(Fixtures.pngSuite.appendingPathComponent("basn6a08.png"))).write(
            to: root.appendingPathComponent("sprite.png"))
        let options = try CommandPluginArguments(["--check"])
        let result = try CommandRunner.run(options.generateArguments(targetDirectory: root.path, configFile: nil))
        #expect(result.status == 1)
        #expect(result.standardError.contains("missing (run \(CommandPluginArguments.fixCommand) to make it"))
        #expect(!result.standardError.contains("hitmask generate"))
        #expect(options.failureMessage().hasSuffix("update them with: \(CommandPluginArguments.fixCommand)"))
    }

    @Test("the plugin's help lists every flag of hitmask generate --help that a user may pass on")
    func helpListsEveryGenerateFlag() throws {
        let generateHelp = try CommandRunner.run(["generate", "--help"]).standardOutput
        let help = CommandPluginArguments.help(generateHelp: generateHelp)
        func flags(_ text: String) -> Set<String> {
            Set(text.matches(of: /--[a-z][a-z0-9-]*/).map { String($0.output) })
        }
        let generateFlags = flags(generateHelp)
        #expect(generateFlags.contains("--outline-min-area") && generateFlags.contains("--allow-empty"))
        let missing = generateFlags.subtracting(flags(help)).subtracting(CommandPluginArguments.chosenByPlugin)
        #expect(missing.isEmpty, "the plugin help lacks \(missing.sorted())")
        // What the plugin decides itself is not offered as passed on.
        let passedOn = CommandPluginArguments.passedOnOptions(from: generateHelp)
        #expect(flags(passedOn).isDisjoint(with: CommandPluginArguments.chosenByPlugin))
        #expect(passedOn.contains("HITMASK GENERATE MASK OPTIONS (passed on):"))
    }

    @Test("the plugin's own options and those it passes on are apart by a blank line and share one help column")
    func helpLayout() throws {
        let help = CommandPluginArguments.help(
            generateHelp: try CommandRunner.run(["generate", "--help"]).standardOutput)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let passedOn = try #require(lines.firstIndex { $0.hasPrefix("HITMASK GENERATE") })
        #expect(lines[passedOn - 1].isEmpty, "no blank line before \(lines[passedOn])")
        // Every option line whose help shares its line starts that help in the same column.
        let columns = Set(
            lines.filter { $0.hasPrefix("  -") }.compactMap { line -> Int? in
                let characters = Array(line)
                guard
                    let gap = (2..<characters.count - 1).first(where: {
                        characters[$0] == " " && characters[$0 + 1] == " "
                    })
                else { return nil }
                return characters[gap...].firstIndex { $0 != " " }
            })
        #expect(columns.count == 1, "help columns \(columns.sorted())")
    }

    @Test("an Xcode target's images are its PNG files and asset catalogs, in a stable order")
    func xcodeImages() {
        let files = [
            "/p/App/Assets.xcassets", "/p/App/main.swift", "/p/App/Art/hero.PNG", "/p/App/Art/sheet.json",
            "/p/App/Info.plist", "/p/App/Art/button.png", "/p/App/Icons.XCASSETS",
        ]
        #expect(
            XcodeTargetImages.inputs(among: files) == [
                "/p/App/Art/button.png", "/p/App/Art/hero.PNG", "/p/App/Assets.xcassets", "/p/App/Icons.XCASSETS",
            ])
        #expect(
            XcodeTargetImages.outputDirectory(projectDirectory: "/p", folder: "HitMasks", targetName: "App")
                == "/p/HitMasks/App")
    }

    @Test("a build command names as outputs exactly the masks hitmask generate writes, for loose PNGs and catalogs")
    func buildCommandPlan() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sprite = Fixtures.bytes(Fixtures.pngSuite.appendingPathComponent("basn6a08.png"))
        for path in ["Art/hero.png", "Assets.xcassets/button.imageset/button@2x.png", "Assets.xcassets/Contents.json"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(
                FileManager.default.createFile(
                    atPath: url.path, contents: Data(path.hasSuffix(".png") ? sprite : [0x7B, 0x7D])))
        }
        let inputs = XcodeTargetImages.inputs(among: [
            root.appendingPathComponent("Art/hero.png").path, root.appendingPathComponent("Assets.xcassets").path,
        ])
        let output = root.appendingPathComponent("work/HitMasks").path
        let plan = try #require(
            try BuildCommandPlan(targetName: "App", inputs: inputs, outputDirectory: output, configFile: nil))
        #expect(plan.displayName == "Generating 2 hit masks for App")
        #expect(
            Set(plan.inputFiles)
                == Set(
                    inputs.filter { $0.hasSuffix(".png") } + [
                        root.appendingPathComponent("Assets.xcassets/button.imageset/button@2x.png").path
                    ]))
        let result = try CommandRunner.run(plan.arguments)
        #expect(result.status == 0, "\(result.standardError)")
        let written = FileManager.default.enumerator(atPath: output)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".hitmask") }.map { (output as NSString).appendingPathComponent($0) }
        #expect(Set(written ?? []) == Set(plan.outputFiles))
        #expect(try BuildCommandPlan(targetName: "App", inputs: [], outputDirectory: output, configFile: nil) == nil)
    }

    @Test("the build plugin's inputs include the atlas metadata the generator reads beside the PNGs")
    func atlasInputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "sheet.png", "sheet.json", "sheet.plist", "game.atlas", "notes.txt", "Info.plist", "Hero.atlasc/Hero.1.png",
            "Hero.atlasc/Hero.plist", "other/x.json",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: url.path, contents: Data([1])))
        }
        let assets = try TargetAssets.pngs(in: root.path, outputFolder: nil)
        let names = TargetAssets.atlasMetadata(besides: assets).map { String($0.dropFirst(root.path.count + 1)) }
        // A cocos2d plist is named like its page; an Info.plist is no atlas.
        #expect(names == ["Hero.atlasc/Hero.plist", "game.atlas", "sheet.json", "sheet.plist"])
    }

    @Test(
        "bad plugin arguments are named",
        arguments: [
            (["--target"], "--target needs a value"),
            (["--output", "x"], "--output is chosen by the plugin"),
            (["--config", "x"], "--config is chosen by the plugin"),
            (["--beside-sources", "--output-folder", "M"], "cannot be used together"),
            (["--output-folder", "a/b"], "plain folder name"),
        ])
    func problems(arguments: [String], message: String) {
        do {
            _ = try CommandPluginArguments(arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect("\(error)".contains(message))
            #expect("\(error)".hasPrefix("generate-hitmasks: "))
        }
    }

    @Test(
        "the plugins expect exactly the masks hitmask generate writes: any case, recursive, hidden, .build and the output folder skipped"
    )
    func discovery() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let png = try Data(contentsOf: Fixtures.pngSuite.appendingPathComponent("basn6a08.png"))
        for path in [
            "a.png", "ui/B.PNG", ".hidden/c.png", ".build/d.png", "HitMasks/e.png", "notes.txt",
            "Assets.xcassets/I.imageset/i@2x.png", "deep/er/f.Png",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(
                FileManager.default.createFile(atPath: url.path, contents: path.hasSuffix(".txt") ? Data([1]) : png))
        }
        let output = root.appendingPathComponent("HitMasks").path
        let assets = try TargetAssets.pngs(in: root.path, outputFolder: output)
        #expect(
            assets.map(\.relativePath) == ["Assets.xcassets/I.imageset/i@2x.png", "a.png", "deep/er/f.Png", "ui/B.PNG"])
        let expected = Set(assets.map { TargetAssets.output(of: $0, into: output) })

        // What the command plugin runs, run for real: the masks written must be the ones the plugins predict.
        let options = try CommandPluginArguments([])
        let result = try CommandRunner.run(options.generateArguments(targetDirectory: root.path, configFile: nil))
        #expect(result.status == 0, "\(result.standardError)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: output)
            .filter { $0.hasSuffix(".hitmask") }.map { (output as NSString).appendingPathComponent($0) }
        #expect(Set(written) == expected)
    }
}

@Suite("One hitmask.json means the same to the CLI and the plugins")
struct SharedConfigurationTests {
    @Test("an override glob, relative to the config file's folder, applies however the generator is started")
    func overridesAgree() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = root.appendingPathComponent("Sources/Game/Assets")
        try FileManager.default.createDirectory(
            at: assets.appendingPathComponent("ui"), withIntermediateDirectories: true)
        let png = try Data(contentsOf: Fixtures.pngSuite.appendingPathComponent("basn6a08.png"))
        try png.write(to: assets.appendingPathComponent("ui/button.png"))
        try png.write(to: assets.appendingPathComponent("hero.png"))
        let config = root.appendingPathComponent("hitmask.json").path
        try Data(
            """
            // Paths and globs are relative to this file's folder, the package root.
            { "inputs": ["Sources/Game/Assets"], "output": "Masks",
              "overrides": [ { "match": "Sources/Game/Assets/ui/**", "threshold": "50%" } ] }
            """.utf8
        ).write(to: URL(fileURLWithPath: config))

        // 1. The CLI with the file's own inputs and output.
        #expect(try CommandRunner.run(["generate", "--config", config]).status == 0)
        // 2. The CLI given the input folder itself.
        let cliOut = root.appendingPathComponent("cli").path
        #expect(try CommandRunner.run(["generate", assets.path, "--output", cliOut, "--config", config]).status == 0)
        // 3. What both plugins run: the target's folder as the input.
        let target = root.appendingPathComponent("Sources/Game").path
        let arguments = try CommandPluginArguments([]).generateArguments(targetDirectory: target, configFile: config)
        #expect(try CommandRunner.run(arguments).status == 0)

        for (button, hero) in [
            ("Masks/ui/button.hitmask", "Masks/hero.hitmask"), ("cli/ui/button.hitmask", "cli/hero.hitmask"),
            ("Sources/Game/HitMasks/Assets/ui/button.hitmask", "Sources/Game/HitMasks/Assets/hero.hitmask"),
        ] {
            #expect(try threshold(root.appendingPathComponent(button).path) == 127, "\(button)")
            #expect(try threshold(root.appendingPathComponent(hero).path) == 0, "\(hero)")
        }
    }

    private func threshold(_ path: String) throws -> Int? {
        let result = try CommandRunner.run(["inspect", "--json", path])
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        return json?["threshold"] as? Int
    }
}
