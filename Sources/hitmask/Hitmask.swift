import ArgumentParser
import HitMaskGenerator

@main
struct Hitmask: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitmask",
        abstract: "Build-time pixel-precise hit masks for PNG images.",
        discussion: """
            Generates compact .hitmask files from PNG assets, so apps and games can answer
            "did this touch land on the visible part of the image?" in O(1) at run time.
            """,
        version: "\(HitMaskVersion.current) (writes .hitmask format version \(HitMaskVersion.formatVersion))",
        subcommands: [Generate.self, Inspect.self, Query.self, Export.self, Verify.self, Config.self]
    )
}
