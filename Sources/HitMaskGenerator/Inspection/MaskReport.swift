import HitMaskEncoding
import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything `hitmask inspect` tells about a file, as text or as one JSON object.
public struct MaskReport: Codable, Equatable, Sendable {
    public struct ShapeRect: Codable, Equatable, Sendable {
        public let x: Int, y: Int, width: Int, height: Int
        init(_ rect: PixelRect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
    }

    public let file: String
    public let formatVersion: Int
    public let width: Int
    public let height: Int
    public let scale: Double
    public let threshold: Int
    public let sourceHasAlpha: Bool
    public let solidPixels: Int
    public let boundingBox: ShapeRect?
    public let fileBytes: Int
    public let maskBytes: Int
    public let maskCodec: String
    public let rectMode: String
    public let rectGrid: Int
    public let rectCount: Int
    public let rects: [ShapeRect]
    /// An atlas frame as `inspect --json` lists it.
    public struct Frame: Codable, Equatable, Sendable {
        public struct Size: Codable, Equatable, Sendable { public let width: Int, height: Int }
        public struct Offset: Codable, Equatable, Sendable { public let x: Int, y: Int }
        public struct Pivot: Codable, Equatable, Sendable { public let x: Double, y: Double }
        public let name: String
        /// Where the frame's pixels lie in the page (turned, when rotated).
        public let pageRect: ShapeRect
        public let rotated: Bool
        /// Clockwise quarter turns the packer applied: 0, 90, 180 or 270 degrees.
        public let rotation: Int
        public let trimOffset: Offset
        public let sourceSize: Size
        public let pivot: Pivot?
        public let rectCount: Int
        /// The frame's own physics outlines (FOUT): regions, vertices and convex pieces; nil without them.
        public let outlineRegions: Int?
        public let outlineVertices: Int?
        public let outlinePieces: Int?

        init(_ frame: AtlasFrame) {
            name = frame.name
            pageRect = ShapeRect(frame.pageRect)
            rotated = frame.rotation != .none
            rotation = frame.rotation.quarterTurns * 90
            trimOffset = Offset(x: frame.trimX, y: frame.trimY)
            sourceSize = Size(width: frame.sourceWidth, height: frame.sourceHeight)
            pivot = frame.pivot.map { Pivot(x: $0.x, y: $0.y) }
            rectCount = frame.rects.count
            let hasOutlines = frame.outlineSettings != nil
            outlineRegions = hasOutlines ? frame.outlines.count : nil
            outlineVertices = hasOutlines ? frame.outlines.reduce(0) { $0 + $1.vertexCount } : nil
            outlinePieces = hasOutlines ? frame.outlines.reduce(0) { $0 + $1.convexPieces.count } : nil
        }
    }

    /// The page's atlas frames (empty for a single image).
    public let frames: [Frame]
    /// The DIST section's size (tolerance data), or nil when the file has none.
    public let toleranceDataBytes: Int?
    /// The OUTL section (physics outlines), or nil when the file has none.
    public let outlines: Outlines?
    public let sourceDigest: String?
    public let generatorRevision: Int?

    /// What the file's physics outlines hold.
    public struct Outlines: Codable, Equatable, Sendable {
        public let epsilon: Double
        public let mode: String
        public let maxVertices: Int
        /// Regions and holes enclosing less than this many square pixels were left out.
        public let minArea: Double
        public let bytes: Int
        /// Connected solid regions, each an outer boundary with its holes.
        public let regions: Int
        public let holes: Int
        /// Vertices of all outer boundaries and holes.
        public let vertices: Int
        public let convexPieces: Int
        /// Each region's vertices (outer boundary and holes), in file order.
        public let regionVertices: [Int]
    }

    public init(mask: HitMask, file: String, fileBytes: Int) {
        self.file = file
        formatVersion = Int(HitMaskFormat.version)
        width = mask.width
        height = mask.height
        scale = mask.scale
        threshold = Int(mask.threshold)
        sourceHasAlpha = mask.sourceHasAlpha
        solidPixels = mask.solidPixelCount
        boundingBox = mask.boundingBox.map(ShapeRect.init)
        self.fileBytes = fileBytes
        maskBytes = mask.maskByteCount
        maskCodec = mask.codec.description
        rectMode = mask.rectMode.description
        rectGrid = mask.rectGrid
        rectCount = mask.rects.count
        rects = mask.rects.map(ShapeRect.init)
        toleranceDataBytes = mask.distanceField == nil ? nil : mask.distanceByteCount
        frames = mask.frames.map(Frame.init)
        outlines = mask.outlineSettings.map { settings in
            Outlines(
                epsilon: settings.epsilon, mode: settings.mode.description, maxVertices: settings.maxVertices,
                minArea: settings.minArea,
                bytes: mask.outlineByteCount, regions: mask.outlines.count,
                holes: mask.outlines.reduce(0) { $0 + $1.holes.count }, vertices: mask.outlineVertexCount,
                convexPieces: mask.outlines.reduce(0) { $0 + $1.convexPieces.count },
                regionVertices: mask.outlines.map(\.vertexCount))
        }
        // Shown as xxhsum prints it.
        sourceDigest = mask.source.map { "xxh64:" + Self.hexadecimal($0.digest) }
        generatorRevision = mask.source.map { Int($0.generatorRevision) }
    }

    /// One JSON object with sorted keys, so output is stable.
    public func json() -> String { Self.encoded(self, empty: "{}") }

    /// Several reports as one JSON array.
    /// A digest as 16 hexadecimal digits.
    private static func hexadecimal(_ digest: UInt64) -> String {
        let digits = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func json(_ reports: [MaskReport]) -> String { encoded(reports, empty: "[]") }

    private static func encoded(_ value: some Encodable, empty: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(empty.utf8), as: UTF8.self)
    }

    public func text(preview: String) -> String {
        let percent = Double(solidPixels) * 100 / Double(width * height)
        let bitsPerPixel = Double(maskBytes * 8) / Double(width * height)
        var lines = [
            "File:       \(file) (\(fileBytes) bytes, format version \(formatVersion))",
            "Size:       \(width)×\(height) pixels at scale \(formatted(scale)) (\(formatted(Double(width) / scale))×\(formatted(Double(height) / scale)) points)",
            "Threshold:  solid where alpha > \(threshold)"
                + (sourceHasAlpha ? "" : " (source has no alpha: all solid)"),
            "Solid:      \(solidPixels) pixels (\(formatted(percent, digits: 1))%)"
                + (boundingBox.map { ", bounding box x \($0.x), y \($0.y), \($0.width)×\($0.height)" } ?? ""),
            "Mask:       \(maskBytes) bytes, \(maskCodec) (\(formatted(bitsPerPixel, digits: 3)) bits per pixel)",
            "Rects:      \(rectCount) (\(rectMode), grid \(rectGrid))",
        ]
        if let toleranceDataBytes {
            lines.append(
                "Tolerance:  distance field, \(toleranceDataBytes) bytes (\(formatted(Double(toleranceDataBytes) / Double(maskBytes), digits: 1))× the mask; O(1) queries within 16 px)"
            )
        }
        if let outlines {
            let largest = outlines.regionVertices.max().map { ", at most \($0) in a region" } ?? ""
            lines.append(
                "Outlines:   \(outlines.regions) region\(outlines.regions == 1 ? "" : "s") with \(outlines.holes) hole\(outlines.holes == 1 ? "" : "s"), \(outlines.vertices) vertices\(largest); \(outlines.convexPieces) convex piece\(outlines.convexPieces == 1 ? "" : "s") of ≤ \(outlines.maxVertices) (ε \(formatted(outlines.epsilon, digits: 4)) px, \(outlines.mode), regions and holes from \(formatted(outlines.minArea, digits: 4)) px², \(outlines.bytes) bytes)"
            )
        }
        if !frames.isEmpty {
            lines.append(
                "Frames:     \(frames.count) atlas frames (name, page rect, rotation, trim offset, source size)")
            for frame in frames.prefix(20) {
                let r = frame.pageRect
                lines.append(
                    "  \(frame.name): page (\(r.x), \(r.y), \(r.width)×\(r.height))"
                        + (frame.rotated ? ", turned \(frame.rotation)° clockwise" : "")
                        + ", trimmed at (\(frame.trimOffset.x), \(frame.trimOffset.y)) of \(frame.sourceSize.width)×\(frame.sourceSize.height)"
                        + (frame.pivot.map { ", pivot (\(formatted($0.x)), \(formatted($0.y)))" } ?? "")
                        + (frame.outlineRegions.map { regions in
                            let pieces = frame.outlinePieces ?? 0
                            return
                                ", outlines: \(regions) region\(regions == 1 ? "" : "s"), \(frame.outlineVertices ?? 0) vertices, \(pieces) convex piece\(pieces == 1 ? "" : "s")"
                        } ?? ""))
            }
            if frames.count > 20 { lines.append("  … and \(frames.count - 20) more (--json lists all)") }
        }
        if let sourceDigest {
            lines.append("Source:     \(sourceDigest) (generator revision \(generatorRevision ?? 0))")
        }
        return (lines + ["", preview]).joined(separator: "\n")
    }

    private func formatted(_ value: Double, digits: Int = 2) -> String { NumberText.format(value, digits: digits) }
}
