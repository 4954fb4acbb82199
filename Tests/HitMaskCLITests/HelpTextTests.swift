import Foundation
import HitMaskTestSupport
import Testing

/// Every command's `--help` reads as ArgumentParser lays it out: paragraphs wrapped at the width, not broken where
/// the source happened to break its line, and each default said once.
@Suite("Help text")
struct HelpTextTests {
    static let commands = [
        [], ["generate"], ["inspect"], ["query"], ["export"], ["verify"], ["report"], ["config"], ["config", "init"],
        ["config", "lint"],
    ]
    /// ArgumentParser keeps lines below this width when the output is not a terminal.
    static let width = 80

    @Test("no paragraph of any --help breaks a line that the next line's first word would have fitted on")
    func noHardBreaksInParagraphs() throws {
        for command in Self.commands {
            let help = try CommandRunner.run(command + ["--help"]).standardOutput
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (line, next) in zip(lines, lines.dropFirst()) {
                // A continuation: the next line carries on the same sentence (it does not start a list, an
                // option or a heading) at the same indentation.
                let indent = line.prefix { $0 == " " }.count, nextIndent = next.prefix { $0 == " " }.count
                let firstWord = next.drop { $0 == " " }.prefix { $0 != " " }
                guard !line.isEmpty, !firstWord.isEmpty, indent == nextIndent, !firstWord.hasPrefix("-"),
                    !line.hasSuffix(":"), !line.hasSuffix("."), firstWord.first!.isLowercase
                else { continue }
                #expect(
                    line.count + 1 + firstWord.count >= Self.width,
                    "hitmask \(command.joined(separator: " ")) --help breaks early: \"\(line)\" / \"\(next)\"")
            }
        }
    }

    @Test("no option's help states its default twice")
    func defaultsOnce() throws {
        for command in Self.commands {
            let help = try CommandRunner.run(command + ["--help"]).standardOutput
            // An option's entry: its first line, then lines indented under its help column.
            let entries = help.components(separatedBy: "\n  -").dropFirst()
            for entry in entries {
                let text =
                    entry.prefix { $0 != "\n" }
                    + entry.split(separator: "\n").dropFirst()
                    .prefix { $0.hasPrefix("                    ") }.joined(separator: " ")
                let defaults = text.ranges(of: "default:").count + text.ranges(of: "Default:").count
                #expect(defaults <= 1, "hitmask \(command.joined(separator: " ")) --help: -\(text)")
            }
        }
    }
}
