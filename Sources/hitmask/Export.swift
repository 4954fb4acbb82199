import ArgumentParser
import HitMaskGenerator

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a mask as a full-size 1-bit greyscale PNG (white = solid).",
        discussion: "With --frame, an atlas frame's mask at the frame's untrimmed source size."
    )

    @Argument(help: "The .hitmask file.")
    var file: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(help: ArgumentHelp("Export this atlas frame (untrimmed, at its source size) instead of the page.", valueName: "name"))
    var frame: String?

    func run() throws {
        var mask = try loadMask(file)
        if let frame { mask = try frameMask(of: mask, file: file, named: frame) }
        do {
            try AtomicFile.write(try MaskPNGExporter.pngBytes(for: mask), to: output)
        } catch {
            Console.error("\(output): \(error)")
            throw ExitCode.failure
        }
    }
}
