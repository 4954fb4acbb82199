import ArgumentParser
import Foundation
import HitMaskGenerator
import HitMaskReader

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a mask as a full-size 1-bit greyscale PNG (white = solid), or its physics outlines as JSON.",
        discussion: """
            With --frame, an atlas frame's mask at the frame's untrimmed source size. With --outlines OUT.json, the \
            solid regions as polygons with holes, triangles and convex pieces (pixel coordinates, y down), traced \
            along pixel edges and simplified within --epsilon pixels.
            """
    )

    @Argument(help: "The .hitmask file.")
    var file: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String?

    @Option(help: ArgumentHelp("Write the mask's physics outlines as JSON to this file.", valueName: "file"))
    var outlines: String?

    @Option(help: ArgumentHelp("Write an SVG picture of the mask, its shape rects and outlines (over --source) to this file.", valueName: "file"))
    var svg: String?

    @Option(help: ArgumentHelp("The source PNG to draw under the --svg picture.", valueName: "png"))
    var source: String?

    @Option(help: "Outline tolerance in pixels: the most a simplified outline may stray from the exact one. Default: 1.")
    var epsilon: Double = 1

    @Option(help: ArgumentHelp("Outlines that cover every solid pixel (outer), only solid pixels (inner), or either (balanced). Default: outer.", valueName: "mode"))
    var outlineMode: RectMode = .outer

    @Option(help: "Most vertices in a convex piece (Box2D and most engines take 8). Default: 8.")
    var maxVertices: Int = 8

    func validate() throws {
        if output == nil && outlines == nil && svg == nil {
            throw ValidationError("name a PNG to write (--output), outlines (--outlines) or a picture (--svg)")
        }
        if !(epsilon >= 0 && epsilon.isFinite) { throw ValidationError("--epsilon must be 0 or more, not \(epsilon)") }
        if maxVertices < 3 { throw ValidationError("--max-vertices must be at least 3, not \(maxVertices)") }
    }

    @Option(help: ArgumentHelp("Export this atlas frame (untrimmed, at its source size) instead of the page.", valueName: "name"))
    var frame: String?

    func run() throws {
        var mask = try loadMask(file)
        if let frame { mask = try frameMask(of: mask, file: file, named: frame) }
        if let output { try write(try MaskPNGExporter.pngBytes(for: mask), to: output) }
        if let outlines {
            let json = OutlineExport.json(for: mask, epsilon: epsilon, mode: outlineMode, maxVertices: maxVertices)
            try write(Array(json.utf8), to: outlines)
        }
        if let svg {
            var sourceBytes: [UInt8]?
            if let source {
                guard let data = FileManager.default.contents(atPath: source) else {
                    Console.error("\(source): cannot read the file")
                    throw ExitCode.failure
                }
                sourceBytes = [UInt8](data)
            }
            let picture = OverlayPicture.svg(for: mask, sourcePNG: sourceBytes, epsilon: epsilon, mode: outlineMode)
            try write(Array(picture.utf8), to: svg)
        }
    }

    private func write(_ bytes: @autoclosure () throws -> [UInt8], to path: String) throws {
        do {
            try AtomicFile.write(try bytes(), to: path)
        } catch {
            Console.error("\(path): \(error)")
            throw ExitCode.failure
        }
    }
}
