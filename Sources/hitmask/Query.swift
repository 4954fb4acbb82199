import ArgumentParser
import HitMaskReader

struct Query: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print whether a pixel of a mask is solid or clear.",
        discussion: """
            X and Y are pixel coordinates from the top-left corner; fractions pick the pixel they fall in.
            Points outside the image are clear. Put -- before negative coordinates: hitmask query m.hitmask -- -3 5
            """
    )

    @Argument(help: "The .hitmask file.")
    var file: String

    @Argument(help: "Pixel column (0 is the left edge).")
    var x: Double

    @Argument(help: "Pixel row (0 is the top edge).")
    var y: Double

    func run() throws {
        let mask = try loadMask(file)
        print(mask.contains(x: x, y: y) ? "solid" : "clear")
    }
}
