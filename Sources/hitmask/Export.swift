import ArgumentParser
import HitMaskGenerator

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a mask as a full-size 1-bit greyscale PNG (white = solid)."
    )

    @Argument(help: "The .hitmask file.")
    var file: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func run() throws {
        let mask = try loadMask(file)
        do {
            try AtomicFile.write(try MaskPNGExporter.pngBytes(for: mask), to: output)
        } catch {
            Console.error("\(output): \(error)")
            throw ExitCode.failure
        }
    }
}
