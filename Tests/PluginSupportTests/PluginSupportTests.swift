import Foundation
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
        let plain = try CommandPluginArguments(["--rect-grid", "16"])
        #expect(
            plain.generateArguments(targetDirectory: "/p/Sources/App", configFile: "/p/hitmask.json")
                == ["generate", "/p/Sources/App", "--output", "/p/Sources/App/HitMasks", "--config", "/p/hitmask.json", "--rect-grid", "16"])
        let renamed = try CommandPluginArguments(["--output-folder", "Masks"])
        #expect(renamed.generateArguments(targetDirectory: "/t", configFile: nil) == ["generate", "/t", "--output", "/t/Masks"])
        let beside = try CommandPluginArguments(["--beside-sources"])
        #expect(beside.generateArguments(targetDirectory: "/t", configFile: nil) == ["generate", "/t", "--beside-sources"])
    }

    @Test("bad plugin arguments are named", arguments: [
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

    @Test("PNG discovery matches the CLI's: any case, recursive, hidden and .build and the output folder skipped")
    func discovery() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["a.png", "ui/B.PNG", ".hidden/c.png", ".build/d.png", "HitMasks/e.png", "notes.txt", "Assets.xcassets/I.imageset/i@2x.png"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: url.path, contents: Data([1]))
        }
        let found = PNGFinder.pngFiles(under: root.path, excluding: root.appendingPathComponent("HitMasks").path)
            .map { String($0.dropFirst(root.path.count + 1)) }
        #expect(found == ["Assets.xcassets/I.imageset/i@2x.png", "a.png", "ui/B.PNG"])
        #expect(PNGFinder.mirroredOutput(of: root.path + "/ui/B.PNG", from: root.path, into: "/out") == "/out/ui/B.hitmask")
    }
}
