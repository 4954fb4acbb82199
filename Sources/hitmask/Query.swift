import ArgumentParser
import HitMaskGenerator
import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct Query: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Print whether a pixel of a mask is solid or clear (or near, with --tolerance).",
        discussion: """
            X and Y are pixel coordinates from the top-left corner; fractions pick the pixel they fall in.
            Points outside the image are clear. Put -- before negative coordinates: hitmask query m.hitmask -- -3 5

            With --tolerance R the answer is solid, near (a solid pixel within R pixels, centre to centre from the \
            queried pixel; the distance follows) or clear. With --frame NAME, X and Y are pixels of that atlas \
            frame's untrimmed sprite.
            """
    )

    @Argument(help: "The .hitmask file.")
    var file: String

    @Argument(help: "Pixel column (0 is the left edge).")
    var x: Double

    @Argument(help: "Pixel row (0 is the top edge).")
    var y: Double

    @Option(
        help: ArgumentHelp("Also answer near when a solid pixel lies within this many pixels.", valueName: "pixels"))
    var tolerance: Double?

    @Option(help: ArgumentHelp("Ask about this atlas frame, in its untrimmed sprite's pixels.", valueName: "name"))
    var frame: String?

    func validate() throws {
        if let tolerance, !(tolerance >= 0) { throw ValidationError("--tolerance must be 0 or more, not \(tolerance)") }
    }

    func run() throws {
        var mask = try loadMask(file)
        if let frame { mask = try frameMask(of: mask, file: file, named: frame) }
        if mask.contains(x: x, y: y) {
            print("solid")
        } else if let tolerance, mask.contains(x: x, y: y, tolerance: tolerance) {
            let distance = mask.distance(toX: x, y: y, cappedAt: tolerance)
            print("near \(NumberText.format(distance, digits: 3))")
        } else {
            print("clear")
        }
    }
}
