import HitMaskEncoding
import HitMaskOutlines
import HitMaskReader

/// A generated `.hitmask`: the file's bytes and the mask they load as.
public struct GeneratedMask: Sendable {
    public let fileBytes: [UInt8]
    public let mask: HitMask
    /// Things worth telling the user that did not stop generation (e.g. no transparency in the source).
    public let warnings: [String]
}

/// Turns one PNG into one `.hitmask`. Pure: the same bytes and options always give the same file.
public enum MaskGenerator {
    /// Bumped whenever the same source and options would give a different file, so incremental builds redo it.
    public static let revision: UInt16 = 9

    /// The mask of one PNG, and the file that holds it.
    ///
    /// - Parameters:
    ///   - pngBytes: the PNG file's bytes.
    ///   - fileName: the PNG's name, for messages and for the pixel scale a name like `hero@2x.png` gives.
    ///   - options: threshold, rects, scale, tolerance data and outlines.
    ///   - atlas: the page's frames when an atlas metadata file describes this PNG; they go into the
    ///     FRAM section with shape rects of their own, and the metadata into the source digest.
    public static func generate(
        pngBytes: [UInt8], fileName: String, options: GenerationOptions, atlas: AtlasCatalog.Page? = nil
    ) throws(GenerationError) -> GeneratedMask {
        if let problem = options.problem { throw .invalidOptions(problem) }
        let decoded: (bits: PackedBits, hasAlpha: Bool)
        do {
            decoded = try PNGMaskDecoder.decode(pngBytes: pngBytes, threshold: options.threshold.value)
        } catch {
            throw .unreadablePNG(reason: error.reason)
        }
        let bits = decoded.bits
        let header = HitMaskHeader(
            width: bits.width, height: bits.height, scale: options.scale(forFileName: fileName),
            threshold: options.threshold.value, sourceHasAlpha: decoded.hasAlpha, rectMode: options.rectMode,
            rectGrid: options.rectGrid)
        if let problem = header.problem { throw .unreadablePNG(reason: problem) }

        let (codec, payload, rects) = MaskEncoder.encodeWithRects(bits, grid: options.rectGrid, mode: options.rectMode)
        let pageFrames =
            try atlas.map { (page) throws(GenerationError) in try Self.frames(of: page, bits: bits, options: options) }
            ?? []
        let frames = pageFrames.map(\.frame)
        let source = SourceRecord(
            digest: sourceDigest(pngBytes: pngBytes, atlas: atlas), generatorRevision: revision)
        let distanceField = try options.toleranceData ? distanceField(for: bits) : nil
        let distancePayload = distanceField.map(DistanceFieldEncoder.encode)
        var outlines: (settings: OutlineSettings, outlines: [BuiltOutline])?
        if let settings = options.outlines { outlines = (settings, try physicsOutlines(for: bits, settings: settings)) }
        let outlinePayload = outlines.map { OutlineSectionEncoder.encode($0.outlines, settings: $0.settings) }
        let frameOutlinePayload = options.outlines.flatMap { settings in
            pageFrames.isEmpty
                ? nil : OutlineSectionEncoder.encodeFrames(pageFrames.map(\.outlines), settings: settings)
        }
        let fileBytes = HitMaskWriter.fileBytes(
            header: header, codec: codec, maskPayload: payload, rects: rects, source: source,
            distancePayload: distancePayload, frames: frames, outlinePayload: outlinePayload,
            frameOutlinePayload: frameOutlinePayload)

        let mask = HitMask(
            header: header, codec: codec, maskByteCount: 1 + payload.count, bits: bits,
            boundingBox: bits.boundingBox(), rects: rects, source: source, distanceField: distanceField,
            distanceByteCount: distancePayload?.count ?? 0, frames: frames, outlineSettings: outlines?.settings,
            outlines: outlines?.outlines.map(\.outline) ?? [], outlineByteCount: outlinePayload?.count ?? 0)
        // Debug builds (so every test) read back what was written; release builds trust the encoders, which the
        // round-trip tests and the fuzzer check, since decoding again would cost a sixth of the generation time.
        assert((try? HitMask(bytes: fileBytes)) == mask, "the written file does not load back to the same mask")
        var warnings: [String] = []
        if !decoded.hasAlpha {
            warnings.append("no alpha channel or tRNS transparency: every pixel is solid")
        }
        return GeneratedMask(fileBytes: fileBytes, mask: mask, warnings: warnings)
    }

    /// What the SRCH digest covers: the PNG's bytes, then an atlas page's metadata file's bytes.
    public static func sourceDigest(pngBytes: [UInt8], atlas: AtlasCatalog.Page?) -> UInt64 {
        guard let atlas else { return XXH64.digest(pngBytes) }
        return XXH64.digest(pngBytes + atlas.metadataBytes)
    }

    /// The page's frames, checked against the page and given shape rects of their own (same grid and mode) and,
    /// with `--outlines`, physics outlines of their own, traced from each frame's pixels alone (the FOUT section).
    private static func frames(
        of page: AtlasCatalog.Page, bits: PackedBits, options: GenerationOptions
    ) throws(GenerationError) -> [(frame: AtlasFrame, outlines: [BuiltOutline])] {
        var names = Set<String>()
        return try page.frames.map { (frame) throws(GenerationError) in
            let rect = frame.pageRect
            guard rect.x + rect.width <= bits.width, rect.y + rect.height <= bits.height else {
                throw .invalidAtlas(
                    "\(page.metadataPath): frame \"\(frame.name)\" (\(rect)) lies outside the \(bits.width)×\(bits.height) page"
                )
            }
            let (sourcePixels, overflow) = frame.sourceWidth.multipliedReportingOverflow(by: frame.sourceHeight)
            guard !overflow, sourcePixels <= HitMaskFormat.maxPixelCount else {
                throw .invalidAtlas(
                    "\(page.metadataPath): frame \"\(frame.name)\" has a source size of \(frame.sourceWidth)×\(frame.sourceHeight), over \(HitMaskFormat.maxPixelCount) pixels"
                )
            }
            // What FRAM can hold (docs/FORMAT.md): a trim offset is a zigzag varint of 32 bits, a pivot finite.
            guard Int32(exactly: frame.trimX) != nil, Int32(exactly: frame.trimY) != nil else {
                throw .invalidAtlas(
                    "\(page.metadataPath): frame \"\(frame.name)\" has a trim offset of (\(frame.trimX), \(frame.trimY)), out of range"
                )
            }
            if let pivot = frame.pivot, !pivot.x.isFinite || !pivot.y.isFinite {
                throw .invalidAtlas(
                    "\(page.metadataPath): frame \"\(frame.name)\" has a pivot that is not a finite number of pixels")
            }
            guard names.insert(frame.name).inserted else {
                throw .invalidAtlas("\(page.metadataPath): two frames are named \"\(frame.name)\"")
            }
            let frameBits = PackedBits(frame, in: bits)
            let withRects = AtlasFrame(
                name: frame.name, pageRect: rect, rotation: frame.rotation, trimX: frame.trimX, trimY: frame.trimY,
                sourceWidth: frame.sourceWidth, sourceHeight: frame.sourceHeight, pivot: frame.pivot,
                rects: ShapeRectBuilder.rects(for: frameBits, grid: options.rectGrid, mode: options.rectMode))
            guard let settings = options.outlines else { return (withRects, []) }
            let outlines = try physicsOutlines(for: frameBits, settings: settings, of: "frame \"\(frame.name)\": ")
            return (withRects.with(outlines: outlines.map(\.outline), settings: settings), outlines)
        }
    }

    /// `subject` starts the error message when the mask is not the whole image (an atlas frame).
    private static func physicsOutlines(
        for bits: PackedBits, settings: OutlineSettings, of subject: String = ""
    ) throws(GenerationError) -> [BuiltOutline] {
        do {
            return try OutlineBuilder.build(of: bits, settings: settings)
        } catch {
            throw .invalidOptions("\(subject)\(error)")
        }
    }

    private static func distanceField(for bits: PackedBits) throws(GenerationError) -> DistanceField {
        let count = DistanceField.valueCount(width: bits.width, height: bits.height)
        guard count <= DistanceField.maxValueCount else {
            throw .invalidOptions(
                "tolerance data needs a byte per pixel, and \(bits.width)×\(bits.height) (plus the field's margins) exceeds \(DistanceField.maxValueCount) pixels"
            )
        }
        return DistanceField(bits)
    }
}

/// Why a mask could not be generated.
public enum GenerationError: Error, Equatable, CustomStringConvertible {
    case invalidOptions(String)
    case unreadablePNG(reason: String)
    /// The page's atlas metadata does not fit it (a frame outside the page, two frames of one name).
    case invalidAtlas(String)

    public var description: String {
        switch self {
        case .invalidOptions(let problem): problem
        case .unreadablePNG(let reason): reason
        case .invalidAtlas(let problem): problem
        }
    }
}
