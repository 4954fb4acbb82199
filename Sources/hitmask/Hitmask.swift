import ArgumentParser
import HitMaskGenerator

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@main
struct Hitmask: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitmask",
        abstract: "Build-time pixel-precise hit masks for PNG images.",
        discussion: """
            Generates compact .hitmask files from PNG assets, so apps and games can answer \
            "did this touch land on the visible part of the image?" in O(1) at run time.


            """ + ExitStatus.help,
        version: "\(HitMaskVersion.current) (writes .hitmask format version \(HitMaskVersion.formatVersion))",
        subcommands: [Generate.self, Inspect.self, Query.self, Export.self, Verify.self, Report.self, Config.self]
    )

    /// A mistyped subcommand (`hitmask genrate`, `hitmask config lnt`) gets a suggestion instead of "unexpected
    /// arguments".
    static func main() {
        var command: ParsableCommand.Type = Hitmask.self, path = "hitmask"
        for word in CommandLine.arguments.dropFirst() {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { break }
            let names = subcommands.map(name) + (command == Hitmask.self ? ["help"] : [])
            if let suggestion = SubcommandSuggestion.message(for: word, among: names, of: path) {
                Console.error(suggestion)
                exit(withError: ExitStatus.usage)
            }
            guard let next = subcommands.first(where: { name(of: $0) == word }) else { break }
            (command, path) = (next, path + " " + word)
        }
        main(nil)
    }

    /// A subcommand's name as typed. Every command declares its name: deriving it from the type's name (as
    /// ArgumentParser does for a command without one) goes through reflection, which was a third of the
    /// instructions of every start (6.6 M of `hitmask --version`'s 20.5 M).
    private static func name(of command: ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }
}
