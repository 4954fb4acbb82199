import ArgumentParser
import HitMaskGenerator
import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write a mask as a full-size 1-bit greyscale PNG (white = solid), its physics outlines as JSON, or pictures of it.",
        discussion: """
            With --frame, an atlas frame's mask at the frame's untrimmed source size. With --outlines OUT.json, the \
            solid regions as polygons with holes, triangles and convex pieces (pixel coordinates, y down): the \
            file's stored outlines, or traced along pixel edges and simplified within --epsilon pixels when it has \
            none or other settings are asked for; an atlas page's JSON also gives each frame's own polygons, in its \
            untrimmed sprite's pixels, under "frames". --svg and --picture draw the source (--source), the solid pixels, \
            the shape rects and the outlines over one another.
            """
    )

    @Argument(help: "The .hitmask file.")
    var file: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String?

    @Option(help: ArgumentHelp("Write the mask's physics outlines as JSON to this file.", valueName: "file"))
    var outlines: String?

    @Option(
        help: ArgumentHelp(
            "Write an SVG picture of the mask, its shape rects and outlines (over --source) to this file.",
            valueName: "file"))
    var svg: String?

    @Option(help: ArgumentHelp("The source PNG to draw under the --svg picture.", valueName: "png"))
    var source: String?

    // The outline settings of `hitmask generate`, from its table (their names, ranges and help), under their short
    // names too; their default is the file's own outlines.
    @Option(
        name: [.customLong("epsilon"), .customLong(GenerationSetting.outlineEpsilon.flag)],
        help: GenerationSetting.outlineEpsilon.exportHelp)
    var epsilon: Double?

    @Option(name: GenerationSetting.outlineMode.name, help: GenerationSetting.outlineMode.exportHelp)
    var outlineMode: FitMode?

    @Option(name: GenerationSetting.maxVertices.name, help: GenerationSetting.maxVertices.exportHelp)
    var maxVertices: Int?

    @Option(
        name: [.customLong("min-area"), .customLong(GenerationSetting.outlineMinArea.flag)],
        help: GenerationSetting.outlineMinArea.exportHelp)
    var minArea: Double?

    @Option(
        help: ArgumentHelp(
            "Write a PNG picture of the mask, its shape rects and outlines (over --source) to this file.",
            valueName: "file"))
    var picture: String?

    @Option(
        help:
            "Pixels of the --picture per mask pixel (1–64). Default: as many as keep its longer side near 1024, at most 16."
    )
    var zoom: Int?

    func validate() throws {
        if output == nil && outlines == nil && svg == nil && picture == nil {
            throw ValidationError(
                "name a PNG to write (--output), outlines (--outlines) or a picture (--svg, --picture)")
        }
        try GenerationSetting.outlineEpsilon.validate(epsilon, as: "epsilon")
        try GenerationSetting.maxVertices.validate(maxVertices.map(Double.init))
        try GenerationSetting.outlineMinArea.validate(minArea, as: "min-area")
        if let zoom, !(1...64).contains(zoom) { throw ValidationError("--zoom must be between 1 and 64, not \(zoom)") }
    }

    @Option(
        help: ArgumentHelp(
            "Export this atlas frame (untrimmed, at its source size) instead of the page.", valueName: "name"))
    var frame: String?

    func run() throws {
        var mask = try loadMask(file)
        if let frame { mask = try frameMask(of: mask, file: file, named: frame) }
        // The file's own outlines when it has them and no setting asks otherwise; else traced here. The settings are
        // laid over them as a config file's are.
        let requested = HitMaskConfiguration.Settings([
            .outlines: .flag(true), .outlineEpsilon: epsilon.map(SettingValue.number),
            .outlineMode: outlineMode.map(SettingValue.mode), .maxVertices: maxVertices.map(SettingValue.whole),
            .outlineMinArea: minArea.map(SettingValue.number),
        ])
        let stored = GenerationOptions(outlines: mask.outlineSettings ?? OutlineSettings())
        let settings = requested.applied(to: stored).outlines ?? OutlineSettings()
        let needsOutlines = outlines != nil || svg != nil || picture != nil
        var shapes = mask.outlines
        var json: [UInt8] = []
        do {
            if needsOutlines && settings != mask.outlineSettings {
                shapes = try OutlineExport.outlines(of: mask, settings: settings)
            }
            // Made before anything is written, so a frame that cannot be traced leaves no file behind.
            if outlines != nil {
                json = Array(try OutlineExport.json(for: mask, outlines: shapes, settings: settings).utf8)
            }
        } catch {
            Console.error(file, error)
            throw ExitStatus.fileProblem
        }
        let sourceBytes = try source.map(readSource)
        // Every output is made before any is written, so a refusal (a picture too large to draw) leaves no file.
        var outputs: [(path: String, bytes: [UInt8])] = []
        func make(_ path: String?, _ bytes: () throws -> [UInt8]) throws {
            guard let path else { return }
            do {
                outputs.append((path, try bytes()))
            } catch {
                Console.error(path, error)
                throw ExitStatus.fileProblem
            }
        }
        try make(output) { try MaskPNGExporter.pngBytes(for: mask) }
        try make(outlines) { json }
        try make(svg) { Array(OverlayPicture.svg(for: mask, outlines: shapes, sourcePNG: sourceBytes).utf8) }
        try make(picture) { try OverlayPicture.png(for: mask, outlines: shapes, sourcePNG: sourceBytes, zoom: zoom) }
        for (path, bytes) in outputs { try write(bytes, to: path) }
    }

    private func readSource(_ path: String) throws -> [UInt8] {
        do {
            return try FileBytes.read(path: path, limit: .max)
        } catch {
            Console.error(path, error)
            throw ExitStatus.fileProblem
        }
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            Console.error(path, error)
            throw ExitStatus.setupProblem
        }
    }
}
