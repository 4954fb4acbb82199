import HitMaskEncoding
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
    public static let revision: UInt16 = 4

    public static func generate(
        pngBytes: [UInt8], fileName: String, options: GenerationOptions
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

        let rects = ShapeRectBuilder.rects(for: bits, grid: options.rectGrid, mode: options.rectMode)
        let (codec, payload) = MaskEncoder.encode(bits)
        let source = SourceRecord(
            digest: XXH64.digest(pngBytes), generatorRevision: revision)
        let fileBytes = HitMaskWriter.fileBytes(
            header: header, codec: codec, maskPayload: payload, rects: rects, source: source)

        // Read back what was written: a file the reader would refuse, or that differs, is never handed out.
        let mask: HitMask
        do {
            mask = try HitMask(bytes: fileBytes)
        } catch {
            throw .internalInconsistency("the written file does not load: \(error)")
        }
        guard mask.bits == bits, mask.rects == rects else {
            throw .internalInconsistency("the written file does not load back to the same mask")
        }
        var warnings: [String] = []
        if !decoded.hasAlpha {
            warnings.append("no alpha channel or tRNS transparency: every pixel is solid")
        }
        return GeneratedMask(fileBytes: fileBytes, mask: mask, warnings: warnings)
    }
}

/// Why a mask could not be generated.
public enum GenerationError: Error, Equatable, CustomStringConvertible {
    case invalidOptions(String)
    case unreadablePNG(reason: String)
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .invalidOptions(let problem): problem
        case .unreadablePNG(let reason): reason
        case .internalInconsistency(let problem): "internal error: \(problem)"
        }
    }
}
