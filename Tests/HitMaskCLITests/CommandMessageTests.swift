import Foundation
import HitMaskTestSupport
import Testing

/// What the CLI says when a command cannot do what it was asked, and the exit status it says it with.
@Suite("Command messages and exit statuses")
struct CommandMessageTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitmask-messages-\(UUID())").path
    var sprites: String { DocumentedAnswersTests.repository.appendingPathComponent("Samples/Sprites").path }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The flower's mask, generated into the test's folder.
    private func flower() throws -> String {
        let result = try CommandRunner.run(["generate", sprites, "--output", folder + "/masks", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        return folder + "/masks/flower.hitmask"
    }

    @Test("a threshold out of range is refused with the values it may take")
    func thresholdRange() throws {
        let result = try CommandRunner.run(["generate", sprites, "-o", folder + "/out", "--threshold", "300"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("'300'"))
        #expect(result.standardError.contains("must be 0–255"), "\(result.standardError)")
    }

    @Test("query takes negative coordinates as numbers, with or without -- before them")
    func negativeCoordinates() throws {
        let mask = try flower()
        for arguments in [[mask, "-3", "5"], [mask, "--", "-3", "-5"], [mask, "5", "-3.5", "--tolerance", "2"]] {
            let result = try CommandRunner.run(["query"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput == "clear\n")
        }
        let solid = try CommandRunner.run(["query", mask, "48", "48"])
        #expect(solid.standardOutput == "solid\n")
        let mistyped = try CommandRunner.run(["query", mask, "4", "4", "--tolernce", "2"])
        #expect(mistyped.status == 64)
        #expect(mistyped.standardError.contains("--tolernce"))
        let short = try CommandRunner.run(["query", mask, "4"])
        #expect(short.status == 64)
    }

    @Test("report without masks names its own option, --masks")
    func reportNamesMasks() throws {
        let result = try CommandRunner.run(["report", sprites, "-o", folder + "/r.html"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--masks"), "\(result.standardError)")
        #expect(!result.standardError.contains("--output"))
    }

    @Test("an input that does not exist is the error, not followed by \"nothing to do\"")
    func missingInput() throws {
        let result = try CommandRunner.run(["generate", folder + "/nosuch", "-o", folder + "/out"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("nosuch: no such file or folder"))
        #expect(!result.standardOutput.contains("nothing to do"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("1 input not read"), "\(result.standardOutput)")
    }

    @Test("hitmask --help states the exit statuses, and commands exit with them")
    func exitStatuses() throws {
        let help = try CommandRunner.run(["--help"]).standardOutput.replacingOccurrences(of: "\n", with: " ")
        for status in [
            "0 when all went well", "1 when a file is bad", "2 when nothing was done", "64 when the command",
        ] {
            #expect(help.contains(status), "\(help)")
        }
        let mask = try flower()
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: mask)))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/bad.hitmask"))
        #expect(try CommandRunner.run(["verify", folder + "/bad.hitmask"]).status == 1)
        _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data())
        #expect(try CommandRunner.run(["generate", sprites, "-o", folder + "/file"]).status == 2)
        #expect(try CommandRunner.run(["generate", "--no-such-option"]).status == 64)
    }
}
