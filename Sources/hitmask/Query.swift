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
        usage: "hitmask query <file> <x> <y> [--tolerance <pixels>] [--frame <name>]",
        discussion: """
            X and Y are pixel coordinates from the top-left corner; fractions pick the pixel they fall in. \
            Points outside the image are clear, negative ones included: hitmask query m.hitmask -3 5 prints clear.

            With --tolerance R the answer is solid, near (a solid pixel within R pixels, centre to centre from the \
            queried pixel; the distance follows) or clear. With --frame NAME, X and Y are pixels of that atlas \
            frame's untrimmed sprite.
            """
    )

    @Argument(help: "The .hitmask file.")
    var file: String

    /// X and Y. Read as whatever ArgumentParser does not recognise, so that a negative coordinate ("-3") is a number
    /// rather than an unknown option.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "Pixel column (0 is the left edge) and row (0 is the top edge).", valueName: "x> <y"))
    var arguments: [String] = []

    /// The coordinates; a "--" before them, which negative numbers once needed, is still accepted.
    private var coordinates: [String] { arguments.filter { $0 != "--" } }
    /// The column and row, once `validate()` has read them.
    private var x: Double { Double(coordinates[0])! }
    private var y: Double { Double(coordinates[1])! }

    // Unconditional: the value is taken even when it starts with "-" ("--tolerance -0.0" then reaches validate(),
    // which names the range, instead of ArgumentParser's "Missing value").
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Also answer near when a solid pixel lies within this many pixels.", valueName: "pixels"))
    var tolerance: Double?

    @Option(help: ArgumentHelp("Ask about this atlas frame, in its untrimmed sprite's pixels.", valueName: "name"))
    var frame: String?

    func validate() throws {
        if let option = coordinates.first(where: { $0.hasPrefix("-") && Double($0) == nil }) {
            throw ValidationError("Unknown option '\(option)'")
        }
        guard coordinates.count == 2 else {
            throw ValidationError(
                coordinates.count < 2 ? "name the pixel: x and y" : "expected x and y, not \(coordinates.count) values")
        }
        if let value = coordinates.first(where: { Double($0) == nil }) {
            throw ValidationError("'\(value)' is not a coordinate: expected a number like 12 or -3.5")
        }
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
