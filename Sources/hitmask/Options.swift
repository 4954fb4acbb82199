import ArgumentParser
import HitMaskGenerator
import HitMaskReader

extension AlphaThreshold: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

extension RectMode: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.description) }
}

/// The options that decide a mask's content. Unset ones come from hitmask.json, else the defaults.
struct GenerationArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Alpha cutoff: a pixel is solid iff its alpha is above it. 0–255, a fraction (0.05) or a percentage (33%). Default: 0.",
            valueName: "alpha"))
    var threshold: AlphaThreshold?

    @Option(
        help:
            "Shape-rect grid cells along the image's longer side (1–4096). Default: \(GenerationOptions.defaultRectGrid)."
    )
    var rectGrid: Int?

    @Option(
        help: ArgumentHelp(
            "Which grid cells become shape rects: outer (any solid pixel: never misses visible content), inner (fully solid), balanced (more than half solid). Default: outer.",
            valueName: "mode"))
    var rectMode: RectMode?

    @Option(
        help:
            "Pixels per point for every input. Default: from the file name (name@2x.png → 2) or asset catalog, else 1.")
    var scale: Double?

    @Flag(
        inversion: .prefixedNo,
        help:
            "Store a distance field in each mask for O(1) touch-tolerance queries (contains(_:tolerance:)). Default: off."
    )
    var toleranceData: Bool?

    @Flag(
        inversion: .prefixedNo,
        help:
            "Store physics outlines in each mask: polygons with holes and convex pieces (HitMask.outlines). Default: off."
    )
    var outlines: Bool?

    @Option(
        help:
            "Outline tolerance in pixels (a multiple of 1/16, 0–64): the most outlines may stray from the pixel edges (Hausdorff distance). Turns outlines on. Default: 1."
    )
    var outlineEpsilon: Double?

    @Option(
        help: ArgumentHelp(
            "Outlines that cover every solid pixel (outer), only solid pixels (inner), or either with fewest vertices (balanced). Turns outlines on. Default: outer.",
            valueName: "mode"))
    var outlineMode: RectMode?

    @Option(
        help:
            "Most vertices in an outline's convex piece (3–255; Box2D and most engines take 8). Turns outlines on. Default: 8."
    )
    var maxVertices: Int?

    @Option(
        name: .customLong("outline-min-area"),
        help: ArgumentHelp(
            "Leave out outline regions and holes enclosing less than this many square pixels (a multiple of 1/256). The default drops what one-pixel specks become and never uncovers a solid pixel (outer) or covers a clear one (inner). Turns outlines on. Default: 1.",
            valueName: "px²"))
    var outlineMinArea: Double?

    var settings: HitMaskConfiguration.Settings {
        HitMaskConfiguration.Settings(
            threshold: threshold, rectGrid: rectGrid, rectMode: rectMode, scale: scale, toleranceData: toleranceData,
            outlines: outlines, outlineEpsilon: outlineEpsilon, outlineMode: outlineMode, maxPieceVertices: maxVertices,
            outlineMinimumArea: outlineMinArea)
    }

    func validate() throws {
        // The CLI words its own messages, naming its flags; the library's name no flag.
        if let rectGrid, !(1...4096).contains(rectGrid) {
            throw ValidationError("--rect-grid must be between 1 and 4096, not \(rectGrid)")
        }
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale must be a positive number, not \(scale)")
        }
        if let outlineEpsilon, !(outlineEpsilon >= 0 && outlineEpsilon <= OutlineSettings.maxEpsilon) {
            throw ValidationError(
                "--outline-epsilon must be between 0 and \(Int(OutlineSettings.maxEpsilon)), not \(outlineEpsilon)")
        }
        if let maxVertices, !(3...255).contains(maxVertices) {
            throw ValidationError("--max-vertices must be between 3 and 255, not \(maxVertices)")
        }
        if let outlineMinArea, !(outlineMinArea >= 0 && outlineMinArea <= OutlineSettings.maxMinimumArea) {
            throw ValidationError(
                "--outline-min-area must be between 0 and \(Int(OutlineSettings.maxMinimumArea)), not \(outlineMinArea)"
            )
        }
        if let problem = settings.applied(to: GenerationOptions()).problem { throw ValidationError(problem) }
    }
}
