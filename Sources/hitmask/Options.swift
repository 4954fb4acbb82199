import ArgumentParser
import HitMaskReader
import HitMaskGenerator

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

    @Option(help: "Shape-rect grid cells along the image's longer side (1–4096). Default: \(GenerationOptions.defaultRectGrid).")
    var rectGrid: Int?

    @Option(
        help: ArgumentHelp(
            "Which grid cells become shape rects: outer (any solid pixel: never misses visible content), inner (fully solid), balanced (more than half solid). Default: outer.",
            valueName: "mode"))
    var rectMode: RectMode?

    @Option(help: "Pixels per point for every input. Default: from the file name (name@2x.png → 2) or asset catalog, else 1.")
    var scale: Double?

    @Flag(
        inversion: .prefixedNo,
        help: "Store a distance field in each mask for O(1) touch-tolerance queries (contains(_:tolerance:)). Default: off.")
    var toleranceData: Bool?

    var settings: HitMaskConfiguration.Settings {
        HitMaskConfiguration.Settings(
            threshold: threshold, rectGrid: rectGrid, rectMode: rectMode, scale: scale, toleranceData: toleranceData)
    }

    func validate() throws {
        // The CLI words its own messages, naming its flags; the library's name no flag.
        if let rectGrid, !(1...4096).contains(rectGrid) {
            throw ValidationError("--rect-grid must be between 1 and 4096, not \(rectGrid)")
        }
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale must be a positive number, not \(scale)")
        }
        if let problem = settings.applied(to: GenerationOptions()).problem { throw ValidationError(problem) }
    }
}
