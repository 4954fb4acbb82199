/// One row of a `hitmask report` page: a mask (or the PNG that should have one, or an orphaned or removed mask),
/// with what `--check` says of it, its figures, and the bytes the page draws it from.
public struct ReportEntry: Sendable, Encodable, Equatable {
    /// The mask's path below its output folder (what `--against` matches on), or its path when it has none.
    public var name: String
    /// The source PNG as the inputs name it; nil for orphaned and removed masks.
    public var source: String?
    /// `--check`'s word for it (`up-to-date`, `stale`, `missing`, `orphaned`, `failed`, `stale-temporary`),
    /// `removed` for a mask only the older folder has, or, with no sources, `no-source` or `invalid`.
    public var status: String
    /// Why it is stale or failed.
    public var detail: String?
    public var pngBytes: Int?
    /// The whole `.hitmask` file.
    public var maskFileBytes: Int?
    /// The MASK section alone: the coded pixels.
    public var maskSectionBytes: Int?
    public var width: Int?
    public var height: Int?
    public var solidPixels: Int?
    public var rects: Int?
    /// The number of outline regions, or nil without an OUTL section.
    public var outlineRegions: Int?
    public var frames: Int?
    /// Whether the file holds tolerance data (a DIST section).
    public var toleranceData: Bool?
    /// The file as base64, without its DIST section (the page works distances out itself).
    public var mask: String?
    /// Index into the page's sprite list: a data URL or a link, as `--sprites` asks.
    public var sprite: Int?
    /// Against an older folder of masks: what changed.
    public var change: Change?

    public struct Change: Sendable, Encodable, Equatable {
        /// `changed`, `unchanged`, `added` or `removed`.
        public var state: String
        /// Pixels solid in one version and clear in the other, both placed at the top-left corner.
        public var changedPixels: Int
        public var oldWidth: Int?
        public var oldHeight: Int?
        public var oldSolidPixels: Int?
        public var oldRects: Int?
        public var oldOutlineRegions: Int?
        /// The older file as base64 (without DIST), for changed masks, so the page can mark the pixels.
        public var oldMask: String?
    }

    /// The status of a mask shown without sources (`hitmask report --masks DIR` alone): nothing was checked.
    public static let noSource = "no-source"
    /// The status of a mask, shown without sources, that does not load.
    public static let invalid = "invalid"

    init(name: String, status: String) {
        self.name = name
        self.status = status
    }
}
